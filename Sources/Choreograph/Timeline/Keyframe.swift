import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One value on a track, at a moment given as a fraction of the track's duration.
///
/// A keyframe stores its value as four numbers when four give it back bit for bit (every kind but a transform that
/// turns or has depth) and a curve timing as its control points, keeping what does not fit (such a transform, a
/// spring) out of line: 88 bytes instead of 256. ``time``, ``value`` and ``timing`` read and write as stored
/// properties would, and equality, hashing and printing are those of the three.
public struct Keyframe: Sendable {
    /// When the track reaches ``value``, as a fraction of the track's duration in 0…1.
    public var time: Double
    /// The value's numbers when ``numbersKind`` is not `nil`.
    private var numbers: MotionValues.Numbers
    /// The control points of a curve timing; 0 for another timing.
    private var curve: CurvePoints
    /// What four numbers do not hold: the value when ``numbersKind`` is `nil`, a spring timing, or both.
    private var extra: Extra?
    /// The kind of value ``numbers`` give; `nil` when the value is kept in ``extra``.
    private var numbersKind: MotionValues.Kind?
    /// The kind of timing: linear, a curve (``curve``), or a spring (in ``extra``).
    private var timingKind: StoredTiming.Kind

    /// Creates a keyframe.
    ///
    /// - Parameters:
    ///   - time: Fraction of the track's duration, in 0…1.
    ///   - value: The value at that moment.
    ///   - timing: Timing of the segment arriving at this keyframe. Default ``TimingParameters/linear``.
    public init(time: Double, value: AnimatableValue, timing: TimingParameters = .linear) {
        self.init(time: time, value: value, storedTiming: StoredTiming(timing))
    }

    /// A keyframe whose timing is given in stored form, made once for many keyframes (a spring's is then shared).
    init(time: Double, value: AnimatableValue, storedTiming timing: StoredTiming) {
        self.time = time
        curve = timing.curve
        timingKind = timing.kind
        if let (numbers, kind) = MotionValues.numbers(of: value) {
            self.numbers = numbers
            numbersKind = kind
            extra = timing.spring
        } else {
            numbers = MotionValues.Numbers(a: 0)
            numbersKind = nil
            extra = Extra(value: value, timing: timing.spring?.timing)
        }
    }

    /// A keyframe of the value of `kind` that `numbers` give, with its timing in stored form.
    init(time: Double, numbers: MotionValues.Numbers, kind: MotionValues.Kind, storedTiming timing: StoredTiming) {
        self.time = time
        self.numbers = numbers
        numbersKind = kind
        curve = timing.curve
        timingKind = timing.kind
        extra = timing.spring
    }

    /// The value the track has at ``time``.
    public var value: AnimatableValue {
        get {
            if let numbersKind { return MotionValues.value(numbersKind, numbers) }
            return extra?.value ?? .scalar(0)
        }
        set { self = Keyframe(time: time, value: newValue, timing: timing) }
    }

    /// The timing of the segment that ends at this keyframe; ignored on a track's first keyframe.
    /// Default ``TimingParameters/linear``.
    public var timing: TimingParameters {
        get {
            switch timingKind {
            case .linear:
                return .linear
            case .curve:
                return .curve(CubicBezier(uncheckedX1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2))
            case .spring:
                return extra?.timing ?? .linear
            }
        }
        set { self = Keyframe(time: time, value: value, timing: newValue) }
    }

    /// The kind of the value, read without building it.
    var valueKind: AnimatableValue.Kind {
        numbersKind?.valueKind ?? value.kind
    }

    /// Whether the value is of `kind` and finite (every component), read from its numbers when it has them.
    func valueKeepsRules(kind: AnimatableValue.Kind) -> Bool {
        guard let numbersKind else {
            let value = value
            return value.kind == kind && value.isFinite
        }
        return MotionValues(numbersKind, from: numbers, to: numbers).keepsRules(kind: kind, startOnly: true)
    }

    /// Whether the timing's progress equals the elapsed fraction (``TimingParameters/linear``, or a curve equal to
    /// ``CubicBezier/linear``), read without building it.
    var hasLinearTiming: Bool {
        switch timingKind {
        case .linear: true
        case .curve:
            curve.x1 == CubicBezier.linear.x1 && curve.y1 == CubicBezier.linear.y1
                && curve.x2 == CubicBezier.linear.x2 && curve.y2 == CubicBezier.linear.y2
        case .spring: false
        }
    }

    /// Whether the timing equals `timing` as `==` compares them, read without building it: a curve's control points
    /// decide (its coefficients follow from them), a spring is compared whole.
    func hasTiming(_ timing: TimingParameters) -> Bool {
        switch (timingKind, timing) {
        case (.linear, .linear): true
        case (.curve, .curve(let other)):
            curve.x1 == other.x1 && curve.y1 == other.y1 && curve.x2 == other.x2 && curve.y2 == other.y2
        case (.spring, .spring): extra?.timing == timing
        default: false
        }
    }

    /// Writes the value's components (``AnimatableValue/components``) into `buffer` from its start, read from its
    /// numbers when it has them and its kind is not a transform, and returns how many it wrote.
    func writeComponents(into buffer: UnsafeMutableBufferPointer<Double>) -> Int {
        guard let numbersKind, numbersKind != .scaleAndTranslation else {
            return value.writeComponents(into: buffer)
        }
        // The numbers are in the order of the value's components: x, y, width, height; red, green, blue, alpha;
        // top left, top right, bottom right, bottom left.
        let count = numbersKind.valueKind.componentCount
        buffer[0] = Double(numbers.a)
        if count > 1 { buffer[1] = Double(numbers.b) }
        if count > 2 {
            buffer[2] = Double(numbers.c)
            buffer[3] = Double(numbers.d)
        }
        return count
    }
}

extension Keyframe {
    /// What a keyframe keeps out of line: a value four numbers do not give back, a spring timing, or both. Never
    /// changed once made, so keyframes share it.
    final class Extra: Sendable {
        let value: AnimatableValue?
        let timing: TimingParameters?

        init(value: AnimatableValue?, timing: TimingParameters?) {
            self.value = value
            self.timing = timing
        }
    }

    /// A timing in the form a keyframe stores it: its kind, a curve's control points, a spring out of line. Made once
    /// for the many keyframes of one timing, it lets them share the spring.
    struct StoredTiming: Sendable {
        enum Kind: UInt8, Sendable {
            case linear, curve, spring
        }

        var kind: Kind
        var curve: CurvePoints
        var spring: Extra?

        /// `timing` in stored form.
        init(_ timing: TimingParameters) {
            (kind, curve) = Self.form(of: timing)
            spring = kind == .spring ? Extra(value: nil, timing: timing) : nil
        }

        /// What a stored timing keeps of `timing` inline: its kind and a curve's control points (a spring's
        /// parameters go out of line).
        static func form(of timing: TimingParameters) -> (Kind, CurvePoints) {
            switch timing {
            case .linear: (.linear, CurvePoints())
            case .curve(let bezier): (.curve, CurvePoints(bezier))
            case .spring: (.spring, CurvePoints())
            }
        }

        /// Linear timing, stored.
        static let linear = StoredTiming(.linear)
    }

    /// A curve timing's control points as the curve holds them, four `Double`s, so that they come back bit for bit
    /// whatever `CGFloat` is; all `+0` for another timing.
    struct CurvePoints: Sendable {
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0

        /// No curve: all four `+0`.
        init() {}

        /// The control points of `bezier`.
        init(_ bezier: CubicBezier) {
            (x1, y1, x2, y2) = (bezier.x1, bezier.y1, bezier.x2, bezier.y2)
        }

        /// Whether the points are `bezier`'s bit for bit.
        func areIdentical(to bezier: CubicBezier) -> Bool {
            x1.bitPattern == bezier.x1.bitPattern && y1.bitPattern == bezier.y1.bitPattern
                && x2.bitPattern == bezier.x2.bitPattern && y2.bitPattern == bezier.y2.bitPattern
        }
    }
}

extension Keyframe: Hashable {
    /// Keyframes are equal when their times, values and timings are.
    public static func == (lhs: Keyframe, rhs: Keyframe) -> Bool {
        lhs.time == rhs.time && lhs.value == rhs.value && lhs.timing == rhs.timing
    }

    /// Hashes the time, the value and the timing, in that order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(time)
        hasher.combine(value)
        hasher.combine(timing)
    }
}

extension Keyframe: CustomReflectable {
    /// The time, the value and the timing, as a structure of those three properties shows them: a keyframe prints
    /// and dumps as one.
    public var customMirror: Mirror {
        Mirror(self, children: ["time": time, "value": value, "timing": timing], displayStyle: .struct)
    }
}
