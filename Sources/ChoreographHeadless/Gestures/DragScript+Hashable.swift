import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Hashable

extension DragScript {
    /// Hashes the start and end points and the duration; scripts that compare equal hash the same.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(point: start)
        hasher.combine(point: end)
        hasher.combine(duration)
    }
}
