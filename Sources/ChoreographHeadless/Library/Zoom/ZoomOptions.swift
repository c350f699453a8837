import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ViewController.PreferredTransition {
    /// The options of a zoom, as `UIViewController.Transition.ZoomOptions` (<doc:ZoomTransitions>).
    @MainActor
    public final class ZoomOptions {
        /// What ``interactiveDismissShouldBegin`` is told.
        public struct InteractionContext {
            /// Where the finger is, in the zoomed screen's coordinates.
            public let location: CGPoint
            /// The finger's velocity, in points per second, in the window's coordinates.
            public let velocity: CGPoint
            /// Whether the drag would begin without the closure: always `true` when it is asked.
            public let willBegin: Bool
        }

        /// What ``alignmentRectProvider`` is told.
        public struct AlignmentRectContext {
            /// The view the zoom grows out of or shrinks onto.
            public let sourceView: View
            /// The controller whose screen zooms.
            public let zoomedViewController: ViewController
        }

        /// Asked when a drag on the zoomed screen is about to zoom it out; `false` keeps the screen where it is.
        /// Default `nil`: every drag may begin.
        public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
        /// The rectangle of the zoomed screen, in its own coordinates, that lines up with the source view; `nil` from
        /// it (or no closure) lines up the whole screen. Default `nil`.
        public var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?
        /// The colour laid over the screen underneath while the zoomed screen is in front, carrying its own alpha.
        /// Default `nil`: black at ``/Choreograph/TransitionDefaults/dimmingOpacity`` (0.1), as the navigation push
        /// dims.
        public var dimmingColor: Color?

        /// Creates options with every default.
        public init() {}

        /// The dimming colour in effect: ``dimmingColor``, else black at 0.1.
        var resolvedDimmingColor: Color {
            dimmingColor ?? Color(red: 0, green: 0, blue: 0, alpha: TransitionDefaults.dimmingOpacity)
        }
    }
}
