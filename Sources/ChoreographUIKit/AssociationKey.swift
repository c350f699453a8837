#if canImport(UIKit)
    import Foundation

    /// The keys of the associated objects the bridge stores on UIKit objects: each a distinct address, allocated once
    /// for the life of the process (one byte each), as `objc_setAssociatedObject` needs a stable pointer.
    enum AssociationKey {
        /// A view's ``UIKit/UIView/choreographID``.
        nonisolated(unsafe) static let choreographID = makeKey()
        /// The library transitioning delegate a presented controller keeps alive.
        nonisolated(unsafe) static let transitioningDelegate = makeKey()
        /// The transition a controller's ``UIKit/UIViewController/choreograph`` settings hold.
        nonisolated(unsafe) static let segueTransition = makeKey()
        /// The library tab bar delegate a tab bar controller keeps alive.
        nonisolated(unsafe) static let tabBarDelegate = makeKey()
        /// The library navigation delegate a navigation controller keeps alive.
        nonisolated(unsafe) static let navigationDelegate = makeKey()

        private static func makeKey() -> UnsafeRawPointer {
            UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
        }
    }
#endif
