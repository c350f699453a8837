import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Hashable

extension ImageContent {
    /// Hashes the name, size and content mode; contents that compare equal hash the same.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(size: size)
        hasher.combine(contentMode)
    }
}
