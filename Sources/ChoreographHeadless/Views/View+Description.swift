import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension View: CustomStringConvertible {
    /// The view's type, identifier and frame, for traces and test messages.
    nonisolated public var description: String {
        MainActor.assumeIsolated {
            "\(type(of: self))(\(identifier ?? snapshotOf.map { "snapshot of \($0)" } ?? "unnamed"), frame: \(frame))"
        }
    }
}
