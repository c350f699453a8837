/// A timing curve shaped by a cubic Bézier from (0, 0) to (1, 1), as `CAMediaTimingFunction` defines one.
///
/// The two control points are `(x1, y1)` and `(x2, y2)`. The x coordinates are time and must lie in 0…1 so that
/// the curve is a function of time; the y coordinates are progress and may leave 0…1 to overshoot or anticipate, as
/// far as ``controlPointYRange`` (−10⁶…10⁶) allows. A Bézier stays inside the hull of its control points, so every
/// value of the curve is finite and lies in that range too. ``value(at:)`` solves the curve for y at a given x to
/// within 1e-7.
public struct CubicBezier: Hashable, Sendable {
    /// The x coordinate of the first control point, in 0…1.
    public let x1: Double
    /// The y coordinate of the first control point.
    public let y1: Double
    /// The x coordinate of the second control point, in 0…1.
    public let x2: Double
    /// The y coordinate of the second control point.
    public let y2: Double

    /// The range the y coordinates of the control points must lie in: −1,000,000…1,000,000.
    ///
    /// Far wider than any real overshoot (CSS's `cubic-bezier(0.68, -0.55, 0.265, 1.55)` stays within ±1), and far
    /// enough from the limits of `Double` that evaluating the curve, and scaling a distance by its progress, never
    /// overflows: with y near ±10³⁰⁸ the polynomial's coefficients are infinite and the curve's values not numbers.
    public static let controlPointYRange: ClosedRange<Double> = -1_000_000...1_000_000

    // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, and the same for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// Creates a curve from its two control points.
    ///
    /// - Throws: ``TimingError`` naming the first coordinate that is not finite, an `x1` or `x2` outside 0…1, or a
    ///   `y1` or `y2` outside ``controlPointYRange``.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(TimingError) {
        try TimingError.require(x1, in: 0...1, "x1")
        try TimingError.require(y1, in: Self.controlPointYRange, "y1")
        try TimingError.require(x2, in: 0...1, "x2")
        try TimingError.require(y2, in: Self.controlPointYRange, "y2")
        self.init(uncheckedX1: x1, y1: y1, x2: x2, y2: y2)
    }

    /// A curve from control points known to keep the rules of ``init(x1:y1:x2:y2:)``, which are not checked again
    /// (a keyframe rebuilds its curve from the control points it stores).
    init(uncheckedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    // MARK: - Presets

    /// Constant speed: control points (0, 0) and (1, 1).
    public static let linear = CubicBezier(uncheckedX1: 0, y1: 0, x2: 1, y2: 1)
    /// Starts slowly: control points (0.42, 0) and (1, 1).
    public static let easeIn = CubicBezier(uncheckedX1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Ends slowly: control points (0, 0) and (0.58, 1).
    public static let easeOut = CubicBezier(uncheckedX1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Starts and ends slowly: control points (0.42, 0) and (0.58, 1). `UIView.animate` uses this by default.
    public static let easeInOut = CubicBezier(uncheckedX1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's default curve: control points (0.25, 0.1) and (0.25, 1).
    public static let coreAnimationDefault = CubicBezier(uncheckedX1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    /// Every preset with the name the command-line tool and the docs use for it:
    /// `linear`, `easeIn`, `easeOut`, `easeInOut` and `default`.
    public static let presets: [(name: String, curve: CubicBezier)] = [
        ("linear", .linear),
        ("easeIn", .easeIn),
        ("easeOut", .easeOut),
        ("easeInOut", .easeInOut),
        ("default", .coreAnimationDefault),
    ]

    /// The preset with the given name (see ``presets``), or `nil` when there is none.
    public static func named(_ name: String) -> CubicBezier? {
        presets.first { $0.name == name }?.curve
    }

    // MARK: - Solving

    /// The progress (y) of the curve at time `x`; `x` is clamped to 0…1 and NaN is read as 0.
    public func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        if x1 == y1 && x2 == y2 { return x }
        let t = parameter(forX: x)
        return ((ay * t + by) * t + cy) * t
    }

    /// The slope dy/dx of the curve at time `x` (clamped to 0…1); `0` where the curve is vertical in time.
    public func slope(at x: Double) -> Double {
        let clamped = min(max(x.isNaN ? 0 : x, 0), 1)
        let t = parameter(forX: clamped)
        let dx = (3 * ax * t + 2 * bx) * t + cx
        let dy = (3 * ay * t + 2 * by) * t + cy
        guard abs(dx) > 1e-12 else { return 0 }
        return dy / dx
    }

    /// The curve parameter t in 0…1 whose x equals `x`.
    ///
    /// Newton's method from t = x converges in a few steps for ordinary curves; when the derivative vanishes or
    /// an iterate leaves the interval, bisection (x(t) is monotonic for x1, x2 in 0…1) finishes the job.
    private func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = ((ax * t + bx) * t + cx) * t - x
            if abs(error) < 1e-12 { return t }
            let derivative = (3 * ax * t + 2 * bx) * t + cx
            if abs(derivative) < 1e-9 { break }
            let next = t - error / derivative
            if next < 0 || next > 1 { break }
            t = next
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<60 {
            let value = ((ax * t + bx) * t + cx) * t
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}

extension CubicBezier: CustomStringConvertible {
    /// The CSS spelling, `cubic-bezier(x1, y1, x2, y2)`.
    public var description: String {
        "cubic-bezier(\(x1), \(y1), \(x2), \(y2))"
    }
}
