import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Internal API

extension Motion {
    /// How a motion keeps its shape and timing.
    ///
    /// Most motions change one small value into another under the plan's timing: they keep the numbers of their two
    /// values inline (``MotionValues``, four numbers each) rather than two ``AnimatableValue``s, which hold a 4×4
    /// transform whatever the value. A motion with a timing of its own, or with a value that four numbers do not
    /// give back bit for bit (a turn, a 3D transform), keeps its shape and timing in a ``Box``. Effects give
    /// thousands of motions: a smaller motion is less memory written, copied and freed.
    enum Storage: Sendable {
        /// ``Shape/change(from:to:)`` of two values kept inline.
        case change(MotionValues)
        /// ``Shape/line(from:to:path:)`` whose ends are kept inline.
        case line(MotionValues, path: @Sendable (Double) -> AnimatableValue)
        /// ``Shape/line(from:to:path:)`` of a matched snapshot's centre or bounds, kept as the numbers its ends and
        /// path are computed from: no closure, so nothing to allocate, retain or release (its shape makes the closure
        /// when read).
        case snapshotLine(MatchedMorph.SnapshotLine)
        /// ``Shape/path(_:)``.
        case path(@Sendable (Double) -> AnimatableValue)
        /// ``Shape/composite(_:)``.
        case composite(MotionComposite)
        /// Any shape, with the motion's own timing if it has one.
        case boxed(Box)
    }

    /// A shape and a timing kept out of line (see ``Storage``).
    final class Box: Sendable {
        let shape: Shape
        let timing: TimingParameters?

        init(shape: Shape, timing: TimingParameters?) {
            self.shape = shape
            self.timing = timing
        }
    }

    /// How `shape` under `timing` is kept: inline when it has no timing of its own and its values fit.
    static func storage(_ shape: Shape, timing: TimingParameters?) -> Storage {
        guard timing == nil else { return .boxed(Box(shape: shape, timing: timing)) }
        switch shape {
        case .change(let from, let to):
            if let values = MotionValues(from, to) { return .change(values) }
        case .line(let from, let to, let path):
            if let values = MotionValues(from, to) { return .line(values, path: path) }
        case .path(let path):
            return .path(path)
        case .composite(let composite):
            return .composite(composite)
        }
        return .boxed(Box(shape: shape, timing: nil))
    }

    /// How the motion's value follows its eased progress. (Always inlined: a caller that switches over the shape then
    /// reads the storage's case, rather than a whole shape made for it.)
    var shape: Shape {
        @inline(__always) get {
            switch storage {
            case .change(let values): .change(from: values.start, to: values.end)
            case .line(let values, let path): .line(from: values.start, to: values.end, path: path)
            case .snapshotLine(let line):
                Self.shape(of: line)
            case .path(let path): .path(path)
            case .composite(let composite): .composite(composite)
            case .boxed(let box): box.shape
            }
        }
        set { storage = Self.storage(newValue, timing: timing) }
    }

    /// The timing of this motion when it has its own (an element's ``ElementModifier/timing(_:)``); `nil` eases it
    /// by the plan's.
    var timing: TimingParameters? {
        get {
            if case .boxed(let box) = storage { return box.timing }
            return nil
        }
        set { storage = Self.storage(shape, timing: newValue) }
    }

    /// The shape a snapshot's line stands for: a straight line between its ends along its path.
    private static func shape(of line: MatchedMorph.SnapshotLine) -> Shape {
        let values = line.values
        return .line(from: values.start, to: values.end, path: line.path)
    }
}

/// The two values of a motion, each as its kind and four numbers: every kind of ``AnimatableValue`` but a transform
/// fits, and so does a transform that only scales along x and y and translates (the identity and translations
/// included), whose other entries are 0 or 1 bit for bit. Values come back bit for bit as they were given.
struct MotionValues: Sendable {
    /// What a value's four numbers stand for.
    enum Kind: UInt8, Sendable {
        /// ``AnimatableValue/scalar(_:)``: the first number.
        case scalar
        /// ``AnimatableValue/point(_:)``: x, y.
        case point
        /// ``AnimatableValue/size(_:)``: width, height.
        case size
        /// ``AnimatableValue/rect(_:)``: x, y, width, height.
        case rect
        /// ``AnimatableValue/color(_:)``: red, green, blue, alpha.
        case color
        /// ``AnimatableValue/cornerRadii(_:)``: top left, top right, bottom right, bottom left.
        case cornerRadii
        /// ``AnimatableValue/transform(_:)`` scaling and translating: `m11`, `m22`, `m41`, `m42`, the rest the
        /// identity's.
        case scaleAndTranslation
    }

    /// Four numbers of a value.
    struct Numbers: Sendable {
        var a: CGFloat
        var b: CGFloat = 0
        var c: CGFloat = 0
        var d: CGFloat = 0
    }

    var from: Numbers
    var to: Numbers
    var fromKind: Kind
    var toKind: Kind

    /// Two values of one kind given by their numbers.
    init(_ kind: Kind, from: Numbers, to: Numbers) {
        self.from = from
        self.to = to
        fromKind = kind
        toKind = kind
    }

    /// `from` and `to`, or `nil` when either does not fit in four numbers.
    init?(_ from: AnimatableValue, _ to: AnimatableValue) {
        guard let start = Self.numbers(of: from), let end = Self.numbers(of: to) else { return nil }
        (self.from, fromKind) = start
        (self.to, toKind) = end
    }

    /// The value at the start.
    var start: AnimatableValue {
        @inline(__always) get { Self.value(fromKind, from) }
    }
    /// The value at the end.
    var end: AnimatableValue {
        @inline(__always) get { Self.value(toKind, to) }
    }

    /// The same values, from the end to the start.
    var reversed: MotionValues {
        var reversed = self
        (reversed.from, reversed.to) = (to, from)
        (reversed.fromKind, reversed.toKind) = (toKind, fromKind)
        return reversed
    }

    /// The numbers and kind of `value`, or `nil` when four numbers do not give it back.
    static func numbers(of value: AnimatableValue) -> (Numbers, Kind)? {
        switch value {
        case .scalar(let x): (Numbers(a: x), .scalar)
        case .point(let p): (Numbers(p), .point)
        case .size(let s): (Numbers(s), .size)
        case .rect(let r): (Numbers(r), .rect)
        case .color(let c): (Numbers(c), .color)
        case .cornerRadii(let r): (Numbers(r), .cornerRadii)
        case .transform(let t): Numbers(t).map { ($0, .scaleAndTranslation) }
        }
    }

    /// The value of `kind` that `numbers` give.
    @inline(__always)
    static func value(_ kind: Kind, _ numbers: Numbers) -> AnimatableValue {
        let (a, b, c, d) = (numbers.a, numbers.b, numbers.c, numbers.d)
        switch kind {
        case .scalar: return .scalar(a)
        case .point: return .point(CGPoint(x: a, y: b))
        case .size: return .size(CGSize(width: a, height: b))
        case .rect: return .rect(CGRect(x: a, y: b, width: c, height: d))
        case .color: return .color(Color(red: a, green: b, blue: c, alpha: d))
        case .cornerRadii: return .cornerRadii(CornerRadii(topLeft: a, topRight: b, bottomRight: c, bottomLeft: d))
        case .scaleAndTranslation:
            var transform = Transform3D.identity
            (transform.m11, transform.m22, transform.m41, transform.m42) = (a, b, c, d)
            return .transform(transform)
        }
    }
}

extension MotionValues.Numbers {
    init(_ point: CGPoint) { self.init(a: point.x, b: point.y) }
    init(_ size: CGSize) { self.init(a: size.width, b: size.height) }
    init(_ rect: CGRect) { self.init(a: rect.origin.x, b: rect.origin.y, c: rect.size.width, d: rect.size.height) }
    init(_ color: Color) { self.init(a: color.red, b: color.green, c: color.blue, d: color.alpha) }
    init(_ radii: CornerRadii) {
        self.init(a: radii.topLeft, b: radii.topRight, c: radii.bottomRight, d: radii.bottomLeft)
    }

    /// `m11`, `m22`, `m41` and `m42` of a transform whose other entries are the identity's bit for bit (so −0 where
    /// the identity has 0 does not fit); `nil` for any other transform.
    init?(_ t: Transform3D) {
        // +0 has no bit set: the ten entries that must be +0 are, when their bits or together to none.
        let others =
            t.m12.bitPattern | t.m13.bitPattern | t.m14.bitPattern | t.m21.bitPattern | t.m23.bitPattern
            | t.m24.bitPattern | t.m31.bitPattern | t.m32.bitPattern | t.m34.bitPattern | t.m43.bitPattern
        let one = CGFloat(1).bitPattern
        guard others == 0, t.m33.bitPattern == one, t.m44.bitPattern == one else { return nil }
        self.init(a: t.m11, b: t.m22, c: t.m41, d: t.m42)
    }

    /// Whether all four numbers have the bits of `other`'s, the ones a value's kind leaves unused too.
    @inline(__always)
    func hasBits(of other: Self) -> Bool {
        let differing =
            (Double(a).bitPattern ^ Double(other.a).bitPattern) | (Double(b).bitPattern ^ Double(other.b).bitPattern)
            | (Double(c).bitPattern ^ Double(other.c).bitPattern) | (Double(d).bitPattern ^ Double(other.d).bitPattern)
        return differing == 0
    }
}

extension MotionValues.Kind {
    /// The kind of value these numbers stand for.
    var valueKind: AnimatableValue.Kind {
        switch self {
        case .scalar: .scalar
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .color: .color
        case .cornerRadii: .cornerRadii
        case .scaleAndTranslation: .transform
        }
    }
}

extension MotionValues {
    /// Whether the start equals the end as `==` compares the two values, read from the numbers: the same kind, and
    /// each number equal by the `==` of the type holding it (a point's, a size's, a rectangle's for those kinds).
    var holdsOneValue: Bool {
        // Inlined into the comparisons that need it, which read the numbers where they already are.
        @inline(__always) get {
            guard fromKind == toKind else { return false }
            let (x, y) = (from, to)
            switch fromKind {
            case .scalar: return x.a == y.a
            case .point: return CGPoint(x: x.a, y: x.b) == CGPoint(x: y.a, y: y.b)
            case .size: return CGSize(width: x.a, height: x.b) == CGSize(width: y.a, height: y.b)
            case .rect:
                // Rectangles of equal numbers are equal; two rectangles whose numbers are all finite and whose sizes
                // are above 0 are their own standardized forms and not null, so they are equal only when their
                // numbers are. The rectangles' `==` decides the rest.
                if x.a == y.a && x.b == y.b && x.c == y.c && x.d == y.d { return true }
                if Self.isPlainRect(x) && Self.isPlainRect(y) { return false }
                return CGRect(x: x.a, y: x.b, width: x.c, height: x.d)
                    == CGRect(x: y.a, y: y.b, width: y.c, height: y.d)
            // A transform's other entries are the identity's in both values: its four numbers decide.
            case .color, .cornerRadii, .scaleAndTranslation:
                return x.a == y.a && x.b == y.b && x.c == y.c && x.d == y.d
            }
        }
    }

    /// Whether the numbers of a rectangle (x, y, width, height) are all finite and its width and height above 0.
    @inline(__always)
    static func isPlainRect(_ x: Numbers) -> Bool {
        x.a.isFinite && x.b.isFinite && x.c > 0 && x.c.isFinite && x.d > 0 && x.d.isFinite
    }

    /// Whether the start, and the end unless `startOnly`, are those of `other` bit for bit: the same kinds, with the
    /// same bits in every number, so that 0 and −0 differ and a NaN is identical to itself.
    @inline(__always)
    func isIdentical(to other: MotionValues, startOnly: Bool) -> Bool {
        guard fromKind == other.fromKind, Self.same(from, other.from, fromKind) else { return false }
        return startOnly || (toKind == other.toKind && Self.same(to, other.to, toKind))
    }

    /// Whether the start, and the end unless `startOnly`, are values of `kind` with every number finite.
    func keepsRules(kind: AnimatableValue.Kind, startOnly: Bool) -> Bool {
        guard fromKind.valueKind == kind, Self.finite(from, fromKind) else { return false }
        return startOnly || (toKind.valueKind == kind && Self.finite(to, toKind))
    }

    /// Whether the numbers a value of `kind` uses are the same bit for bit (the others are 0 in every value).
    @inline(__always)
    private static func same(_ x: Numbers, _ y: Numbers, _ kind: Kind) -> Bool {
        guard Double(x.a).bitPattern == Double(y.a).bitPattern else { return false }
        switch kind {
        case .scalar: return true
        case .point, .size: return Double(x.b).bitPattern == Double(y.b).bitPattern
        case .rect, .color, .cornerRadii, .scaleAndTranslation:
            return Double(x.b).bitPattern == Double(y.b).bitPattern && Double(x.c).bitPattern == Double(y.c).bitPattern
                && Double(x.d).bitPattern == Double(y.d).bitPattern
        }
    }

    /// Whether the numbers a value of `kind` uses are finite (a transform's others are 0 and 1).
    private static func finite(_ x: Numbers, _ kind: Kind) -> Bool {
        switch kind {
        case .scalar: x.a.isFinite
        case .point, .size: x.a.isFinite && x.b.isFinite
        case .rect, .color, .cornerRadii, .scaleAndTranslation:
            x.a.isFinite && x.b.isFinite && x.c.isFinite && x.d.isFinite
        }
    }
}
