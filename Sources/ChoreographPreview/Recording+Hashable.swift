import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Hashable

extension Recording {
    /// Hashes every stored property, the window size through the core's geometry hashing; recordings that compare
    /// equal hash the same.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(demo)
        hasher.combine(operation)
        hasher.combine(framesPerSecond)
        hasher.combine(duration)
        hasher.combine(size: size)
        hasher.combine(settled)
        hasher.combine(frames)
        hasher.combine(animations)
    }
}
