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
    init(covering range: ClosedRange<Double>, count: Int = 5) {
        let span = range.upperBound - range.lowerBound
        let raw = (span > 0 ? span : 1) / Double(count)
        let magnitude = pow(10, floor(log10(raw)))
        let normalized = raw / magnitude
        let step = magnitude * (normalized < 1.5 ? 1 : normalized < 3 ? 2 : normalized < 7 ? 5 : 10)
        let first = floor(range.lowerBound / step + 1e-9)
        let last = max(ceil(range.upperBound / step - 1e-9), first + 1)
        values = (0...Int(last - first)).map { (first + Double($0)) * step }
        decimals = max(0, Int(-floor(log10(step) + 1e-9)))
    }

    /// The label of `value`.
    func label(_ value: Double) -> String { NumberText.fixed(value, decimals: decimals) }
}
