import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An element keeps a plain view's values inline and the rest out of line: every value must read back bit for bit
/// whichever way it is kept, and equality, hashing, printing and validation must be those of the fifteen values.
@Suite("Scene element storage")
struct SceneElementStorageTests {
    private func plain() -> Scene.Element {
        Scene.Element(
            identifier: "card", center: CGPoint(x: 50, y: 60), size: CGSize(width: 80, height: 40), opacity: 0.5,
            cornerRadii: CornerRadii(all: 12), backgroundColor: .white, zPosition: 2, clipsToBounds: true,
            parent: 0)
    }

    /// The number of changes ``change(_:_:)`` knows.
    private static let changes = 14

    /// Change `index`: a value a plain view does not have (or gives back only bit for bit), set on `e`.
    private static func change<E: ElementValues>(_ index: Int, _ e: inout E) {
        switch index {
        case 0: e.transform = Transform3D(scaleX: 2, y: 3)
        case 1: e.transform.m12 = -0.0
        case 2: e.cornerRadii.bottomLeft = 4
        case 3: e.cornerRadii = CornerRadii(topLeft: 0, topRight: -0.0, bottomRight: 0, bottomLeft: 0)
        case 4: e.borderWidth = 1
        case 5: e.borderWidth = -0.0
        case 6: e.borderColor = .red
        case 7: e.shadow.opacity = 0.3
        case 8: e.shadow.radius = 8
        case 9: e.shadow.offset.height = 3
        case 10: e.shadow.color = .white
        case 11: e.content = .text("Hi")
        case 12: e.content = .image(name: "herb")
        default: e.content = .other
        }
    }

    /// The bits of every number `e` has, in a fixed order, with its other values.
    private func fingerprint<E: ElementValues>(_ e: E) -> [String] {
        let t = e.transform
        let numbers: [CGFloat] = [
            e.center.x, e.center.y, e.size.width, e.size.height, t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23,
            t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44, e.opacity, e.cornerRadii.topLeft,
            e.cornerRadii.topRight, e.cornerRadii.bottomRight, e.cornerRadii.bottomLeft, e.borderWidth,
            e.shadow.opacity, e.shadow.radius, e.shadow.offset.width, e.shadow.offset.height, e.zPosition,
        ]
        let colors = [e.backgroundColor, e.borderColor, e.shadow.color].map { color in
            color.map { [$0.red, $0.green, $0.blue, $0.alpha].map { Double($0).bitPattern } } ?? []
        }
        return numbers.map { "\(Double($0).bitPattern)" } + colors.map { "\($0)" }
            + ["\(e.identifier ?? "-")", "\(e.clipsToBounds)", "\(e.isHidden)", "\(e.content)", "\(e.parent ?? -1)"]
    }

    /// A plain element and the same values as a structure that stores all fifteen.
    private func plainPair() -> (Scene.Element, ReferenceElement) {
        (plain(), ReferenceElement(plain()))
    }

    /// An element with every value a plain view lacks, and the same values stored apart.
    private func richPair() -> (Scene.Element, ReferenceElement) {
        func enrich<E: ElementValues>(_ e: inout E) {
            e.transform = Transform3D(rotationAngle: 0.5)
            e.cornerRadii = CornerRadii(topLeft: 1, topRight: 2, bottomRight: 3, bottomLeft: 4)
            e.borderWidth = 2
            e.borderColor = .black
            e.shadow = Scene.Shadow(opacity: 0.4, radius: 5, offset: CGSize(width: 1, height: 2), color: .red)
            e.content = .image(name: "leaf")
        }
        var (element, reference) = plainPair()
        enrich(&element)
        enrich(&reference)
        return (element, reference)
    }

    @Test("a plain view's values stay inline, and read back as given")
    func plainInline() {
        let element = plain()
        #expect(element.extras == nil)
        #expect(element.transform == .identity)
        #expect(element.cornerRadii == CornerRadii(topLeft: 12, topRight: 12, bottomRight: 12, bottomLeft: 12))
        #expect(element.borderWidth == 0 && element.borderColor == nil && element.content == .none)
        #expect(element.shadow == Scene.Shadow(opacity: 0, radius: 3, offset: CGSize(width: 0, height: -3)))
        #expect(element.parent == 0)
        #expect(Scene.Element(center: .zero, size: .zero).parent == nil)
    }

    @Test("a value a plain view lacks goes out of line and reads back bit for bit, the others kept", arguments: 0..<14)
    func change(case index: Int) {
        for (start, name) in [(plainPair(), "plain"), (richPair(), "rich")] {
            var (element, reference) = start
            #expect(fingerprint(element) == fingerprint(reference), "\(name)")
            Self.change(index, &element)
            Self.change(index, &reference)
            #expect(element.extras != nil, "\(name)")
            #expect(fingerprint(element) == fingerprint(reference), "\(name)")
        }
    }

    @Test("a plain view's values set back one by one make the element plain again", arguments: 0..<14)
    func backInline(case index: Int) {
        var element = plain()
        Self.change(index, &element)
        element.transform = .identity
        element.cornerRadii = CornerRadii(all: 12)
        element.borderWidth = 0
        element.borderColor = nil
        element.shadow = Scene.Shadow()
        element.content = .none
        #expect(element.extras == nil)
        #expect(fingerprint(element) == fingerprint(ReferenceElement(plain())))
        #expect(element == plain())
    }

    @Test("kept inline or out of line, values that compare equal make equal elements with equal hashes")
    func equalityAcrossForms() {
        var signed = plain()
        signed.borderWidth = -0.0
        signed.transform.m41 = -0.0
        #expect(signed.extras != nil)
        #expect(signed.borderWidth.sign == .minus && signed.transform.m41.sign == .minus)
        #expect(signed == plain())
        #expect(signed.hashValue == plain().hashValue)
        var other = plain()
        other.shadow.opacity = 0.1
        #expect(other != plain() && plain() != other)
        var nan = plain()
        nan.opacity = .nan
        #expect(nan != nan)
    }

    @Test("an element prints as a structure of its fifteen values does")
    func printing() {
        var element = plain()
        element.content = .text("Hi")
        let reference = Element(
            identifier: "card", center: CGPoint(x: 50, y: 60), size: CGSize(width: 80, height: 40),
            transform: .identity, opacity: 0.5, cornerRadii: CornerRadii(all: 12), backgroundColor: .white,
            borderWidth: 0, borderColor: nil, shadow: Scene.Shadow(), zPosition: 2, clipsToBounds: true,
            isHidden: false, content: .text("Hi"), parent: 0)
        // Before a change of the element's own, the reference prints the plain element's values.
        #expect(String(describing: element) == String(describing: reference))
        #expect(String(describing: plain()) == String(describing: ReferenceElement(plain())))
        var dumped = ""
        var referenceDump = ""
        dump(element, to: &dumped)
        dump(reference, to: &referenceDump)
        // `dump` names the type on its first line; the values below it must be the same.
        #expect(dumped.split(separator: "\n").dropFirst() == referenceDump.split(separator: "\n").dropFirst())
        #expect(
            Mirror(reflecting: element).children.map(\.label) == Mirror(reflecting: reference).children.map(\.label))
    }

    @Test("a plain view's element takes at most 160 bytes")
    func compact() {
        #expect(MemoryLayout<Scene.Element>.stride <= 160)
    }

    @Test("an even corner radius kept inline is checked as the four radii are")
    func evenRadiusValidation() {
        for radius: CGFloat in [-1, .nan, .infinity, 2e9, -0.0, 0, 1e9] {
            var element = plain()
            element.parent = nil
            element.cornerRadii = CornerRadii(all: radius)
            #expect(element.extras == nil)
            let quick = element.keepsRules(index: 0)
            var thrown: SceneError?
            do { try element.validate(index: 0) } catch { thrown = error }
            #expect(quick == (thrown == nil), "\(radius)")
            #expect(thrown?.field == (quick ? nil : "cornerRadii.topLeft"), "\(radius)")
        }
    }
}

/// The values an element describes, read and written one by one.
private protocol ElementValues {
    var identifier: String? { get set }
    var center: CGPoint { get set }
    var size: CGSize { get set }
    var transform: Transform3D { get set }
    var opacity: CGFloat { get set }
    var cornerRadii: CornerRadii { get set }
    var backgroundColor: Color? { get set }
    var borderWidth: CGFloat { get set }
    var borderColor: Color? { get set }
    var shadow: Scene.Shadow { get set }
    var zPosition: CGFloat { get set }
    var clipsToBounds: Bool { get set }
    var isHidden: Bool { get set }
    var content: Scene.Content { get set }
    var parent: Int? { get set }
}

extension Scene.Element: ElementValues {}

/// An element's fifteen values stored one by one, in the element's order: what it reads and prints like.
private struct Element: ElementValues {
    var identifier: String?
    var center: CGPoint
    var size: CGSize
    var transform: Transform3D
    var opacity: CGFloat
    var cornerRadii: CornerRadii
    var backgroundColor: Color?
    var borderWidth: CGFloat
    var borderColor: Color?
    var shadow: Scene.Shadow
    var zPosition: CGFloat
    var clipsToBounds: Bool
    var isHidden: Bool
    var content: Scene.Content
    var parent: Int?
}

private typealias ReferenceElement = Element

extension Element {
    /// The values of `element`, read one by one.
    init(_ element: Scene.Element) {
        self.init(
            identifier: element.identifier, center: element.center, size: element.size, transform: element.transform,
            opacity: element.opacity, cornerRadii: element.cornerRadii, backgroundColor: element.backgroundColor,
            borderWidth: element.borderWidth, borderColor: element.borderColor, shadow: element.shadow,
            zPosition: element.zPosition, clipsToBounds: element.clipsToBounds, isHidden: element.isHidden,
            content: element.content, parent: element.parent)
    }
}
