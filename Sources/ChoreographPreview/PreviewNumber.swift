import Foundation

/// The one way previews print numbers, so that the same run always gives the same bytes.
///
/// A number is rounded to ``decimals`` places (4) half away from zero and printed without trailing zeros, without an
/// exponent and never as `-0`: `0.30000000000000004` prints `0.3`, `-0.00001` prints `0`, `12` prints `12`. A value
/// that is not finite, or whose magnitude is 10¹⁴ or more, prints `0` in ``format(_:)``; JSON writes such values as
/// `null` instead (see ``JSONValue``).
public enum PreviewNumber {
    /// The number of decimal places kept: 4.
    public static let decimals = 4

    /// The largest magnitude printed exactly: 10¹⁴. Larger values are out of any preview's range.
    public static let limit: Double = 1e14

    /// `value` rounded to ``decimals`` places and printed; non-finite or out-of-range values print `0`.
    public static func format(_ value: Double) -> String {
        guard value.isFinite, abs(value) < limit else { return "0" }
        let scale = 10_000.0
        let scaled = Int64((abs(value) * scale).rounded(.toNearestOrAwayFromZero))
        guard scaled != 0 else { return "0" }
        let whole = scaled / Int64(scale)
        var fraction = String(scaled % Int64(scale))
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        while fraction.last == "0" { fraction.removeLast() }
        let sign = value < 0 ? "-" : ""
        return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    /// `value` rounded to ``decimals`` places, with `-0` made `0`: the value ``format(_:)`` prints.
    public static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let result = (value * 10_000).rounded(.toNearestOrAwayFromZero) / 10_000
        return result == 0 ? 0 : result
    }
}
