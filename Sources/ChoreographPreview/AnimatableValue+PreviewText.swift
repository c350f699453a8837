import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension AnimatableValue {
    /// The value as short text with ``PreviewNumber`` numbers: `0.5`, `(10, 20)`, `100×40`, `(0, 0, 100, 40)`,
    /// `#FF0000`, corner radii as one number when uniform, transforms as `identity`, `matrix(a, b, c, d, tx, ty)` or
    /// `matrix3d(…)`.
    var previewText: String {
        func list(_ values: [CGFloat]) -> String {
            values.map { PreviewNumber.format(Double($0)) }.joined(separator: ", ")
        }
        switch self {
        case .scalar(let value):
            return PreviewNumber.format(Double(value))
        case .point(let point):
            return "(\(list([point.x, point.y])))"
        case .size(let size):
            return "\(PreviewNumber.format(Double(size.width)))×\(PreviewNumber.format(Double(size.height)))"
        case .rect(let rect):
            return "(\(list([rect.minX, rect.minY, rect.width, rect.height])))"
        case .transform(let t):
            if t.isIdentity { return "identity" }
            if t.isAffine { return "matrix(\(list([t.m11, t.m12, t.m21, t.m22, t.m41, t.m42])))" }
            return "matrix3d(\(components.map { PreviewNumber.format($0) }.joined(separator: ", ")))"
        case .color(let color):
            return color.hexString
        case .cornerRadii(let radii):
            if radii.isUniform { return PreviewNumber.format(Double(radii.topLeft)) }
            return list([radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft])
        }
    }
}

extension TimingParameters {
    /// The timing as short text: `linear`, a preset curve's name (`easeInOut`), `cubic-bezier(x1, y1, x2, y2)`, or
    /// `spring(damping 0.4, 1 s)`.
    var previewText: String {
        switch self {
        case .linear:
            return "linear"
        case .curve(let curve):
            if let preset = CubicBezier.presets.first(where: { $0.curve == curve }) { return preset.name }
            let points = [curve.x1, curve.y1, curve.x2, curve.y2].map { PreviewNumber.format(Double($0)) }
            return "cubic-bezier(\(points.joined(separator: ", ")))"
        case .spring(let spring):
            return "spring(damping \(PreviewNumber.format(spring.dampingRatio)), "
                + "\(PreviewNumber.format(spring.duration)) s)"
        }
    }
}
