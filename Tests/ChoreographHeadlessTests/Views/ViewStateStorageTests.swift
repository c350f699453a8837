import Choreograph
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Every property of `ViewState` reads and writes as a plain stored field, bit for bit, and equality, hashing,
/// printing and `dump` are those of a plain struct with the same fields, whatever the state's stored representation.
/// The reference is such a struct, written out here (``Reference``), with the documented defaults.
@Suite("View state storage")
struct ViewStateStorageTests {
    /// The thirteen properties both ``ViewState`` and ``Reference`` have: the test writes each through this protocol,
    /// which calls `ViewState`'s own accessors.
    protocol Fields {
        var center: CGPoint { get set }
        var bounds: CGRect { get set }
        var transform: Transform3D { get set }
        var alpha: CGFloat { get set }
        var backgroundColor: Color? { get set }
        var cornerRadii: CornerRadii { get set }
        var borderWidth: CGFloat { get set }
        var borderColor: Color { get set }
        var shadowOpacity: CGFloat { get set }
        var shadowRadius: CGFloat { get set }
        var shadowOffset: CGSize { get set }
        var shadowColor: Color { get set }
        var zPosition: CGFloat { get set }
    }

    /// A plain struct with `ViewState`'s fields in its order and its documented defaults.
    struct Reference: Fields {
        var center = CGPoint(x: 0, y: 0)
        var bounds = CGRect(x: 0, y: 0, width: 0, height: 0)
        var transform = Transform3D(
            m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
        var alpha: CGFloat = 1
        var backgroundColor: Color? = nil
        var cornerRadii = CornerRadii(topLeft: 0, topRight: 0, bottomRight: 0, bottomLeft: 0)
        var borderWidth: CGFloat = 0
        var borderColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
        var shadowOpacity: CGFloat = 0
        var shadowRadius: CGFloat = 3
        var shadowOffset = CGSize(width: 0, height: -3)
        var shadowColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
        var zPosition: CGFloat = 0

        init() {}

        /// Every field of `state`, read through its property.
        init(reading state: some Fields) {
            (center, bounds, transform, alpha) = (state.center, state.bounds, state.transform, state.alpha)
            (backgroundColor, cornerRadii, borderWidth) = (state.backgroundColor, state.cornerRadii, state.borderWidth)
            (borderColor, shadowOpacity, shadowRadius) = (state.borderColor, state.shadowOpacity, state.shadowRadius)
            (shadowOffset, shadowColor, zPosition) = (state.shadowOffset, state.shadowColor, state.zPosition)
        }

        /// Whether every field equals `other`'s, compared one by one.
        func equals(_ other: Reference) -> Bool {
            center == other.center && bounds == other.bounds && transform == other.transform
                && alpha == other.alpha && backgroundColor == other.backgroundColor
                && cornerRadii == other.cornerRadii && borderWidth == other.borderWidth
                && borderColor == other.borderColor && shadowOpacity == other.shadowOpacity
                && shadowRadius == other.shadowRadius && shadowOffset == other.shadowOffset
                && shadowColor == other.shadowColor && zPosition == other.zPosition
        }

        /// The hash of the fields fed one by one in order, geometry through the core's geometry hashing.
        var hash: Int {
            var hasher = Hasher()
            hasher.combine(point: center)
            hasher.combine(rect: bounds)
            hasher.combine(transform)
            hasher.combine(alpha)
            hasher.combine(backgroundColor)
            hasher.combine(cornerRadii)
            hasher.combine(borderWidth)
            hasher.combine(borderColor)
            hasher.combine(shadowOpacity)
            hasher.combine(shadowRadius)
            hasher.combine(size: shadowOffset)
            hasher.combine(shadowColor)
            hasher.combine(zPosition)
            return hasher.finalize()
        }

        /// Every number of every field, bit for bit, with whether there is a background colour.
        var bits: [UInt64] {
            func colour(_ color: Color) -> [CGFloat] { [color.red, color.green, color.blue, color.alpha] }
            let t = transform
            let numbers: [CGFloat] =
                [center.x, center.y, bounds.minX, bounds.minY, bounds.width, bounds.height]
                + [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34]
                + [t.m41, t.m42, t.m43, t.m44, alpha, backgroundColor == nil ? 0 : 1]
                + colour(backgroundColor ?? .clear)
                + [cornerRadii.topLeft, cornerRadii.topRight, cornerRadii.bottomRight, cornerRadii.bottomLeft]
                + [borderWidth] + colour(borderColor) + [shadowOpacity, shadowRadius]
                + [shadowOffset.width, shadowOffset.height] + colour(shadowColor) + [zPosition]
            return numbers.map { Double($0).bitPattern }
        }
    }

    /// Each property's name and a value other than its default, as ``ViewStateSubscriptTests`` names them.
    static let changes: [(name: String, value: AnimatableValue)] = [
        ("position", .point(CGPoint(x: 3, y: 4))), ("bounds", .rect(CGRect(x: 1, y: 2, width: 30, height: 40))),
        ("transform", .transform(Transform3D(scaleX: 2, y: 3))), ("opacity", .scalar(0.5)),
        ("backgroundColor", .color(Color(red: 1, green: 0, blue: 0))),
        ("cornerRadii", .cornerRadii(CornerRadii(all: 6))), ("borderWidth", .scalar(2)),
        ("borderColor", .color(Color(red: 0, green: 1, blue: 0))), ("shadowOpacity", .scalar(0.25)),
        ("shadowRadius", .scalar(7)), ("shadowOffset", .size(CGSize(width: 1, height: 5))),
        ("shadowColor", .color(Color(red: 0, green: 0, blue: 1))), ("zPosition", .scalar(9)),
    ]

    /// Sets the property named `name` of `state` to `value` through the property itself.
    static func set(_ name: String, _ value: AnimatableValue, in state: inout some Fields) {
        switch (name, value) {
        case ("position", .point(let point)): state.center = point
        case ("bounds", .rect(let rect)): state.bounds = rect
        case ("transform", .transform(let transform)): state.transform = transform
        case ("opacity", .scalar(let number)): state.alpha = number
        case ("backgroundColor", .color(let color)): state.backgroundColor = color
        case ("cornerRadii", .cornerRadii(let radii)): state.cornerRadii = radii
        case ("borderWidth", .scalar(let number)): state.borderWidth = number
        case ("borderColor", .color(let color)): state.borderColor = color
        case ("shadowOpacity", .scalar(let number)): state.shadowOpacity = number
        case ("shadowRadius", .scalar(let number)): state.shadowRadius = number
        case ("shadowOffset", .size(let size)): state.shadowOffset = size
        case ("shadowColor", .color(let color)): state.shadowColor = color
        case ("zPosition", .scalar(let number)): state.zPosition = number
        default: Issue.record("no field \(name) of \(value)")
        }
    }

    /// A state and its reference with every change at `indices` made to both.
    static func pair(changing indices: [Int]) -> (ViewState, Reference) {
        var state = ViewState()
        var reference = Reference()
        for index in indices {
            set(changes[index].name, changes[index].value, in: &state)
            set(changes[index].name, changes[index].value, in: &reference)
        }
        return (state, reference)
    }

    @Test("A new state reads every documented default, bit for bit")
    func defaults() {
        #expect(Reference(reading: ViewState()).bits == Reference().bits)
        #expect(ViewState() == ViewState())
        #expect(ViewState().hashValue == Reference().hash)
    }

    @Test("Each property written through itself or the subscript changes that field alone; its default undoes it")
    func writes() {
        for (index, change) in Self.changes.enumerated() {
            let (state, reference) = Self.pair(changing: [index])
            #expect(Reference(reading: state).bits == reference.bits, "\(change.name)")
            #expect(state[AnimatableProperty(name: change.name, kind: change.value.kind)] == change.value)
            var subscripted = ViewState()
            subscripted[AnimatableProperty(name: change.name, kind: change.value.kind)] = change.value
            #expect(Reference(reading: subscripted).bits == reference.bits, "\(change.name) by subscript")
            #expect(subscripted == state && subscripted.hashValue == state.hashValue)
            #expect(state != ViewState(), "\(change.name)")
            // The default written back, through the property, leaves a state equal to a new one in every way.
            var undone = state
            let plain = ViewState()
            Self.set(change.name, plain[AnimatableProperty(name: change.name, kind: change.value.kind)]!, in: &undone)
            if change.name != "backgroundColor" {
                #expect(Reference(reading: undone).bits == Reference().bits, "\(change.name) undone")
                #expect(undone == plain && undone.hashValue == plain.hashValue, "\(change.name) undone")
            }
        }
        // Every change at once, then read back field by field.
        let (all, reference) = Self.pair(changing: Array(Self.changes.indices))
        #expect(Reference(reading: all).bits == reference.bits)
        for change in Self.changes {
            #expect(all[AnimatableProperty(name: change.name, kind: change.value.kind)] == change.value)
        }
    }

    @Test("Equality and hashing agree with the fields compared and fed one by one")
    func equalityAndHashing() {
        var pairs: [(ViewState, Reference)] = [Self.pair(changing: [])]
        for index in Self.changes.indices {
            pairs.append(Self.pair(changing: [index]))
            pairs.append(Self.pair(changing: [index, (index + 5) % Self.changes.count]))
        }
        pairs.append(Self.pair(changing: Array(Self.changes.indices)))
        // A negative zero equals a zero but is kept; a NaN equals nothing, itself included.
        for name in ["borderWidth", "shadowOpacity", "zPosition", "opacity"] {
            for number in [-0.0, CGFloat.nan] {
                var state = ViewState()
                var reference = Reference()
                Self.set(name, .scalar(number), in: &state)
                Self.set(name, .scalar(number), in: &reference)
                pairs.append((state, reference))
            }
        }
        for transform in Self.transforms {
            var state = ViewState()
            var reference = Reference()
            state.transform = transform
            reference.transform = transform
            pairs.append((state, reference))
        }
        var shadowed = Self.pair(changing: [9, 10])
        shadowed.0.shadowOffset.height = .nan
        shadowed.1.shadowOffset.height = .nan
        pairs.append(shadowed)
        for (state, reference) in pairs {
            #expect(Reference(reading: state).bits == reference.bits)
            #expect(state.hashValue == reference.hash)
            for (other, otherReference) in pairs {
                #expect((state == other) == reference.equals(otherReference), "\(state) == \(other)")
            }
        }
    }

    /// Transforms of every shape: 2D ones, ones with depth or perspective, negative zeros and a NaN among the
    /// entries, and one whose sixteen entries all differ.
    static let transforms: [Transform3D] = {
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 500
        var negativeDepth = Transform3D.identity
        negativeDepth.m13 = -0.0
        var negativePlanar = Transform3D(scaleX: 2, y: 2)
        negativePlanar.m12 = -0.0
        var notANumber = Transform3D.identity
        notANumber.m33 = .nan
        let distinct = Transform3D(
            m11: 1, m12: 2, m13: 3, m14: 4, m21: 5, m22: 6, m23: 7, m24: 8, m31: 9, m32: 10, m33: 11, m34: 12,
            m41: 13, m42: 14, m43: 15, m44: 16)
        return [
            .identity, Transform3D(scaleX: 2, y: 3), Transform3D(translationX: 4, y: -5, z: 0), perspective,
            Transform3D(translationX: 0, y: 0, z: 7), negativeDepth, negativePlanar, notANumber, distinct,
        ]
    }()

    /// The sixteen entries of `transform`, bit for bit.
    static func bits(_ t: Transform3D) -> [UInt64] {
        [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43,
            t.m44,
        ]
        .map { Double($0).bitPattern }
    }

    @Test("A transform reads back bit for bit, beside a shadow; the identity written back undoes any")
    func transformEntries() {
        for transform in Self.transforms {
            var state = ViewState()
            state.transform = transform
            #expect(Self.bits(state.transform) == Self.bits(transform), "\(transform)")
            var reference = Reference()
            reference.transform = transform
            #expect(Reference(reading: state).bits == reference.bits)
            // With a shadow set, the transform and the shadow keep each other's values.
            var shadowed = state
            shadowed.shadowRadius = 11
            shadowed.transform = Transform3D(scaleX: 5, y: 5)
            #expect(shadowed.shadowRadius == 11 && state.shadowRadius == 3)
            #expect(Self.bits(shadowed.transform) == Self.bits(Transform3D(scaleX: 5, y: 5)))
            #expect(Self.bits(state.transform) == Self.bits(transform))
            state.transform = .identity
            #expect(Reference(reading: state).bits == Reference().bits)
        }
    }

    @Test("A copy is independent of the state it was copied from, both ways")
    func copiesAreIndependent() {
        var original = ViewState()
        original.shadowRadius = 7
        original.borderColor = Color(red: 1, green: 0, blue: 0)
        var copy = original
        copy.shadowRadius = 9
        copy.zPosition = 4
        #expect(original.shadowRadius == 7 && original.zPosition == 0)
        #expect(copy.shadowRadius == 9 && copy.zPosition == 4 && copy.borderColor == Color(red: 1, green: 0, blue: 0))
        original.borderColor = .black
        #expect(copy.borderColor == Color(red: 1, green: 0, blue: 0) && original.borderColor == .black)
        var second = copy
        second[.shadowOpacity] = .scalar(0.5)
        #expect(copy.shadowOpacity == 0 && second.shadowOpacity == 0.5)
        #expect(second.shadowRadius == 9 && second.zPosition == 4)
    }

    @Test("A state prints and dumps as the plain struct of the same fields")
    func printing() {
        var states = [ViewState(), Self.pair(changing: Array(Self.changes.indices)).0]
        var negative = ViewState()
        negative.borderWidth = -0.0
        states.append(negative)
        for index in Self.changes.indices { states.append(Self.pair(changing: [index]).0) }
        let referenceName = String(describing: Reference.self)
        let referenceFullName = String(reflecting: Reference.self)
        for state in states {
            let reference = Reference(reading: state)
            let printed = String(describing: reference).replacingOccurrences(of: referenceName, with: "ViewState")
            #expect(String(describing: state) == printed)
            #expect(
                String(reflecting: state)
                    == String(reflecting: reference).replacingOccurrences(
                        of: referenceFullName, with: String(reflecting: ViewState.self)))
            var dumped = ""
            var dumpedReference = ""
            dump(state, to: &dumped)
            dump(reference, to: &dumpedReference)
            #expect(
                dumped
                    == dumpedReference.replacingOccurrences(
                        of: referenceFullName, with: String(reflecting: ViewState.self)))
        }
        #expect(String(describing: negative).contains("borderWidth: -0.0"))
    }

    @Test("A view's content reads back what was set, through the view and its stored state; copies stay apart")
    @MainActor
    func content() {
        let image = ViewContent.image(ImageContent(name: "basil", size: CGSize(width: 3, height: 4)))
        let text = ViewContent.text(
            TextContent("Herbs", fontSize: 17, isBold: true, color: Color(red: 1, green: 0, blue: 0)))
        let view = View()
        #expect(view.content == .none)
        for content in [image, text, ViewContent.none, text] {
            view.content = content
            #expect(view.content == content && view.stored.content == content)
        }
        var copy = view.stored
        copy.content = image
        #expect(view.content == text && copy.content == image)
        view.content = .none
        #expect(copy.content == image)
        #expect(String(describing: view.content) == "none" && String(describing: copy.content).hasPrefix("image("))
    }

    @Test("A view's border, shadow and depth written through its layer read back through the layer and the model")
    @MainActor
    func layerAccessors() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.borderWidth = 2
        view.layer.borderColor = Color(red: 0, green: 1, blue: 0).cgColor
        view.layer.shadowOpacity = 0.25
        view.layer.shadowRadius = 7
        view.layer.shadowOffset = CGSize(width: 1, height: 5)
        view.layer.shadowColor = Color(red: 0, green: 0, blue: 1).cgColor
        view.layer.zPosition = 9
        var expected = Reference()
        (expected.center, expected.bounds) = (CGPoint(x: 5, y: 5), CGRect(x: 0, y: 0, width: 10, height: 10))
        (expected.borderWidth, expected.borderColor) = (2, Color(red: 0, green: 1, blue: 0))
        (expected.shadowOpacity, expected.shadowRadius) = (0.25, 7)
        (expected.shadowOffset, expected.shadowColor) = (CGSize(width: 1, height: 5), Color(red: 0, green: 0, blue: 1))
        expected.zPosition = 9
        #expect(Reference(reading: view.model).bits == expected.bits)
        #expect(Reference(reading: view.presentation).bits == expected.bits)
        #expect(view.layer.borderWidth == 2 && view.layer.shadowOpacity == 0.25 && view.layer.shadowRadius == 7)
        #expect(view.layer.shadowOffset == CGSize(width: 1, height: 5) && view.layer.zPosition == 9)
        #expect(view.layer.borderColor == Color(red: 0, green: 1, blue: 0).cgColor)
        #expect(view.layer.shadowColor == Color(red: 0, green: 0, blue: 1).cgColor)
        #expect(view.layer.model()?.shadowRadius == 7 && view.layer.presentation()?.zPosition == 9)
    }
}

extension ViewState: ViewStateStorageTests.Fields {}
