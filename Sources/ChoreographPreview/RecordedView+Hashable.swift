import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Hashable

extension RecordedView {
    /// Hashes every stored property, geometry through the core's geometry hashing; views that compare equal hash the
    /// same.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(ghostOf)
        hasher.combine(parent)
        hasher.combine(rect: visibleRect)
        hasher.combine(point: center)
        hasher.combine(size: size)
        hasher.combine(transform)
        hasher.combine(opacity)
        hasher.combine(isHidden)
        hasher.combine(clipsToBounds)
        hasher.combine(state)
        hasher.combine(content)
        hasher.combine(mask)
    }
}
