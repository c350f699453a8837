import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Scene")
struct SceneTests {
    private func card(_ identifier: String? = "card", parent: Int? = nil) -> Scene.Element {
        Scene.Element(identifier: identifier, frame: CGRect(x: 20, y: 100, width: 160, height: 90), parent: parent)
    }

    @Test("An element keeps its untransformed frame as center and size")
    func frameRoundTrip() {
        let element = card()
        #expect(element.center == CGPoint(x: 100, y: 145))
        #expect(element.size == CGSize(width: 160, height: 90))
        #expect(element.frame == CGRect(x: 20, y: 100, width: 160, height: 90))
        #expect(element.transform == .identity && element.opacity == 1 && element.shadow == .none)
    }

    @Test("Shadow defaults are CALayer's, with no opacity")
    func shadowDefaults() {
        let shadow = Scene.Shadow.none
        #expect(shadow.opacity == 0 && shadow.radius == 3 && shadow.offset == CGSize(width: 0, height: -3))
        #expect(shadow.color == .black)
    }

    @Test("Non-finite geometry is refused, naming the element, the field and the rule")
    func nonFinite() {
        var element = card()
        element.center.x = .nan
        #expect(throws: SceneError(elementIndex: 1, identifier: "card", field: "center.x", value: "nan", rule: .finite))
        {
            try Scene(size: container, elements: [self.card(nil), element])
        }
        var sized = card(nil)
        sized.size.height = .infinity
        #expect(throws: SceneError(elementIndex: 0, identifier: nil, field: "size.height", value: "inf", rule: .finite))
        {
            try Scene(size: container, elements: [sized])
        }
        var turned = card()
        turned.transform.m34 = -.infinity
        #expect(
            throws: SceneError(
                elementIndex: 0, identifier: "card", field: "transform.m34", value: "-inf", rule: .finite)
        ) {
            try Scene(size: container, elements: [turned])
        }
        var shaded = card()
        shaded.shadow.color.alpha = .nan
        #expect(
            throws: SceneError(
                elementIndex: 0, identifier: "card", field: "shadow.color.alpha", value: "nan", rule: .finite)
        ) {
            try Scene(size: container, elements: [shaded])
        }
        #expect(
            throws: SceneError(elementIndex: nil, identifier: nil, field: "size.width", value: "nan", rule: .finite)
        ) {
            try Scene(size: CGSize(width: CGFloat.nan, height: 1))
        }
    }

    @Test("Lengths must not be negative; numbers must stay within ±1e9")
    func ranges() {
        var negative = card()
        negative.borderWidth = -1
        #expect(
            throws: SceneError(
                elementIndex: 0, identifier: "card", field: "borderWidth", value: "-1.0", rule: .nonNegative)
        ) {
            try Scene(size: container, elements: [negative])
        }
        var huge = card()
        huge.size.width = 1e308
        #expect(
            throws: SceneError(
                elementIndex: 0, identifier: "card", field: "size.width", value: "1e+308",
                rule: .withinMaximumCoordinate)
        ) {
            try Scene(size: container, elements: [huge])
        }
        #expect(throws: SceneError.self) { try Scene(size: CGSize(width: 1e308, height: 1e308)) }
        #expect(throws: SceneError.self) { try Scene(size: container, origin: CGPoint(x: -2e9, y: 0)) }
    }

    @Test("A parent must be an earlier element", arguments: [-1, 1, 2, 7])
    func badParent(parent: Int) {
        let error = SceneError(
            elementIndex: 1, identifier: "card", field: "parent", value: "\(parent)", rule: .parentBeforeChild)
        #expect(throws: error) { try Scene(size: container, elements: [self.card(nil), self.card(parent: parent)]) }
        #expect(
            error.description == "elements[1] (\"card\"): parent = \(parent): must be the index of an earlier element")
    }

    @Test("Nesting is kept: children, visibility through hidden ancestors")
    func nesting() throws {
        var hiddenGroup = card("group")
        hiddenGroup.isHidden = true
        let scene = try screen([card("root-child"), hiddenGroup, card("inner", parent: 1), card("leaf", parent: 2)])
        #expect(scene.children(of: nil) == [0, 1])
        #expect(scene.children(of: 1) == [2])
        #expect(scene.isVisible(0))
        #expect(!scene.isVisible(1) && !scene.isVisible(2) && !scene.isVisible(3))
        #expect(!scene.isVisible(9))
    }

    @Test("Duplicate identifiers resolve to the only one shown, else to none")
    func duplicates() throws {
        var hidden = card("cell")
        hidden.isHidden = true
        var offScreen = card("cell")
        offScreen.center = CGPoint(x: -500, y: 145)
        var transparent = card("cell")
        transparent.opacity = 0
        // One element is that element, shown or not.
        #expect(try screen([hidden]).resolution(ofIdentifier: "cell") == .unique(0))
        // Of several, the one a person sees: not hidden, not transparent, on the screen.
        let scene = try screen([offScreen, card("cell"), hidden, transparent])
        #expect(scene.indexes(ofIdentifier: "cell") == [0, 1, 2, 3])
        #expect(scene.resolution(ofIdentifier: "cell") == .chosen(1, among: [0, 1, 2, 3]))
        #expect(scene.resolvedIndex(ofIdentifier: "cell") == 1)
        // Two shown, or none shown: ambiguous, so none is used.
        let twice = try screen([card("cell"), card("cell"), hidden])
        #expect(twice.resolution(ofIdentifier: "cell") == .ambiguous([0, 1, 2], shown: [0, 1]))
        #expect(twice.resolvedIndex(ofIdentifier: "cell") == nil)
        let allHidden = try screen([hidden, hidden])
        #expect(allHidden.resolution(ofIdentifier: "cell") == .ambiguous([0, 1], shown: []))
        #expect(scene.resolution(ofIdentifier: "none") == .missing)
        #expect(scene.resolvedIndex(ofIdentifier: "none") == nil)
        #expect(scene.element(withIdentifier: "cell") == offScreen)
    }

    @Test("A cell clipped away by its scrolling parent is not shown; one inside it is")
    func clippedDuplicates() throws {
        var scroller = Scene.Element(identifier: "list", frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        scroller.clipsToBounds = true
        // Cell 1 lies below the scroller's bounds (y 400…450), cell 2 inside them.
        let below = Scene.Element(identifier: "cell", frame: CGRect(x: 0, y: 400, width: 390, height: 50), parent: 0)
        let inside = Scene.Element(identifier: "cell", frame: CGRect(x: 0, y: 150, width: 390, height: 50), parent: 0)
        let scene = try screen([scroller, below, inside])
        #expect(!scene.isShown(1) && scene.isShown(2))
        #expect(scene.resolution(ofIdentifier: "cell") == .chosen(2, among: [1, 2]))
        // Without clipping, both are on the screen and neither can be trusted.
        scroller.clipsToBounds = false
        let unclipped = try screen([scroller, below, inside])
        #expect(unclipped.resolution(ofIdentifier: "cell") == .ambiguous([1, 2], shown: [1, 2]))
    }

    @Test("Equal elements hash the same (hand-written Hashable over CG geometry)")
    func elementHashLaw() async {
        await HashLaw.check(components: 10) { n in
            Scene.Element(
                identifier: "e", center: CGPoint(x: n[0], y: n[1]), size: CGSize(width: n[2], height: n[3]),
                transform: Transform3D(translationX: n[4], y: n[5]), opacity: n[6],
                shadow: Scene.Shadow(opacity: 1, radius: 2, offset: CGSize(width: n[7], height: n[8])),
                zPosition: n[9])
        }
    }

    @Test("Equal scenes hash the same")
    func sceneHashLaw() async {
        // Numbers a scene refuses (negative lengths, ±1e308, infinities) become 0 in both twins; signed zeros stay.
        func length(_ value: Double) -> CGFloat { value < 0 || value > 1e9 ? 0 : CGFloat(value) }
        func coordinate(_ value: Double) -> CGFloat { abs(value) > 1e9 ? 0 : CGFloat(value) }
        await HashLaw.check(components: 6) { n in
            let element = Scene.Element(
                center: CGPoint(x: coordinate(n[0]), y: coordinate(n[1])),
                size: CGSize(width: length(n[2]), height: length(n[3])))
            return try? Scene(
                size: CGSize(width: length(n[4]), height: length(n[5])),
                origin: CGPoint(x: coordinate(n[1]), y: coordinate(n[0])), elements: [element])
        }
    }
}
