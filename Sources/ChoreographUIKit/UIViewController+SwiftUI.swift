#if canImport(UIKit)
    import Choreograph
    import Foundation
    import SwiftUI
    import UIKit

    /// Presenting a SwiftUI view with a library transition in one line.
    extension UIViewController {
        /// Presents `view` in a `UIHostingController` with a library transition, as
        /// ``present(_:transition:animated:completion:)`` presents a controller; returns the hosting controller, to
        /// dismiss it or to give its view a ``UIKit/UIView/choreographID``.
        ///
        /// ```swift
        /// let host = list.present(Text("Basil"), transition: .cover(from: .bottom))
        /// host.view.choreographID = "detail"
        /// ```
        ///
        /// The hosting controller is presented full screen and keeps its transitioning delegate alive; dismissing it
        /// runs the transition's dismissing side.
        ///
        /// - Parameters:
        ///   - view: The SwiftUI view to present.
        ///   - transition: The transition to present (and later dismiss) with.
        ///   - animated: Whether to animate. Default `true`.
        ///   - completion: Called after the presentation completes. Default `nil`.
        /// - Returns: The hosting controller presented.
        @discardableResult
        public func present<Content: View>(
            _ view: Content,
            transition: Transition,
            animated: Bool = true,
            completion: (() -> Void)? = nil
        ) -> UIHostingController<Content> {
            let host = UIHostingController(rootView: view)
            present(host, transition: transition, animated: animated, completion: completion)
            return host
        }
    }
#endif
