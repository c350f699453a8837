import Foundation

/// Round tick values for an axis: steps of 1, 2 or 5 times a power of ten.
struct AxisTicks {
    /// The tick values, lowest first; the first and last are the axis ends.
    var values: [Double]
    /// Decimals needed to label a tick.
    var decimals: Int

    /// The axis range, from the first tick to the last.
    var range: ClosedRange<Double> { values[0]...values[values.count - 1] }

    /// Ticks covering `range` with about `count` steps.
    ///
    /// Reports keep their numbers finite and within ±10¹⁵ (``SampledReport``), where this always succeeds; a range
    /// the arithmetic cannot lay out (not finite, or so wide that its span overflows) gets the ticks of 0…1 rather
    /// than a trap.
    init(covering range: ClosedRange<Double>, count: Int = 5) {
        let span = range.upperBound - range.lowerBound
        guard span.isFinite, count > 0 else {
            self = AxisTicks(covering: 0...1, count: max(count, 1))
            return
        }
        let raw = (span > 0 ? span : 1) / Double(count)
        let magnitude = pow(10, floor(log10(raw)))
        let normalized = raw / magnitude
        let step = magnitude * (normalized < 1.5 ? 1 : normalized < 3 ? 2 : normalized < 7 ? 5 : 10)
        let first = floor(range.lowerBound / step + 1e-9)
        let last = max(ceil(range.upperBound / step - 1e-9), first + 1)
        // About `count` steps by construction; at most 2·count + 2 whatever the rounding.
        let steps = Int(exactly: (last - first).rounded()).map { min(max($0, 1), 2 * count + 2) } ?? 1
        values = (0...steps).map { (first + Double($0)) * step }
        decimals = min(max(0, Int(exactly: -floor(log10(step) + 1e-9)) ?? 0), 15)
    }

    /// The label of `value`.
    func label(_ value: Double) -> String { NumberText.fixed(value, decimals: decimals) }
}
