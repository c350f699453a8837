import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension CGRect {
    /// Whether the two rects differ by no more than floating-point rounding: origin and size each within 10⁻⁹ of the
    /// largest magnitude involved (at least 10⁻⁹ points). A frame is stored as a center and a size, so setting one
    /// does not always read back bit for bit (a sheet 56 points down a window 10³⁰⁰ points tall). Origins and sizes
    /// are compared rather than far edges, which overflow near the largest finite numbers.
    func isClose(to other: CGRect) -> Bool {
        let a = standardized
        let b = other.standardized
        let scale = max(
            abs(a.minX), abs(a.minY), a.width, a.height, abs(b.minX), abs(b.minY), b.width, b.height, 1)
        let slack = 1e-9 * scale
        return abs(a.minX - b.minX) <= slack && abs(a.minY - b.minY) <= slack && abs(a.width - b.width) <= slack
            && abs(a.height - b.height) <= slack
    }
}
