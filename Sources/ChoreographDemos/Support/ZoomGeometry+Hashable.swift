import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Hashable

extension ZoomGeometry {
    /// Hashes the transform, center and scales; geometries that compare equal hash the same.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(transform)
        hasher.combine(point: center)
        hasher.combine(scaleX)
        hasher.combine(scaleY)
    }
}
