import Foundation

/// Whether two numbers agree to within an absolute tolerance; NaN agrees with nothing.
public func isClose(_ actual: Double, _ expected: Double, within tolerance: Double) -> Bool {
    abs(actual - expected) <= tolerance
}

/// Whether two numbers agree to within a fraction of the expected value (`0.05` is 5%).
public func isClose(_ actual: Double, _ expected: Double, relative fraction: Double) -> Bool {
    abs(actual - expected) <= abs(expected) * fraction
}

/// `count` numbers evenly spaced over `range`, both ends included; `count` must be at least 2.
public func evenlySpaced(_ count: Int, over range: ClosedRange<Double>) -> [Double] {
    (0..<count).map { range.lowerBound + (range.upperBound - range.lowerBound) * Double($0) / Double(count - 1) }
}
