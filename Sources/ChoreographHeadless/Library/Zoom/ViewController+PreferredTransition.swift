import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ViewController {
    /// The transition a controller asks to be shown with, as iOS 18's `UIViewController.Transition`
    /// (<doc:ZoomTransitions>): today, the zoom.
    @MainActor
    public struct PreferredTransition {
        /// The zoom's options.
        public let options: ZoomOptions
        /// Finds the view the zoom grows out of and shrinks back onto; asked when the zoom starts each way.
        public let sourceViewProvider: @MainActor (ZoomSourceViewProviderContext) -> View?

        /// The zoom: the controller's screen grows out of the view `sourceViewProvider` returns when it is pushed or
        /// presented, and shrinks back onto the view it returns then when it is popped or dismissed — by a call or by
        /// dragging the screen down. A `nil` view falls back to the plain transition: the standard push (pop) or
        /// cover-vertical presentation (dismissal).
        ///
        /// - Parameters:
        ///   - options: The zoom's options. Default `nil`: ``ZoomOptions/init()``'s defaults.
        ///   - sourceViewProvider: Called on the way in and on the way out with the controllers taking part.
        public static func zoom(
            options: ZoomOptions? = nil,
            sourceViewProvider: @escaping @MainActor (ZoomSourceViewProviderContext) -> View?
        ) -> PreferredTransition {
            PreferredTransition(options: options ?? ZoomOptions(), sourceViewProvider: sourceViewProvider)
        }
    }

    /// What a zoom's source-view provider is told.
    @MainActor
    public struct ZoomSourceViewProviderContext {
        /// The controller whose screen holds the source view: the one underneath the zoomed controller.
        public let sourceViewController: ViewController
        /// The controller whose screen zooms.
        public let zoomedViewController: ViewController
    }

    /// The transition this controller is pushed and presented with, and popped and dismissed with; `nil` for the
    /// standard ones (or the delegates'). A navigation or transitioning delegate that vends an animator wins over it.
    /// Default `nil`.
    ///
    /// A zoomed controller presented with ``ModalPresentationStyle/automatic`` is presented
    /// ``ModalPresentationStyle/fullScreen``. Once zoomed in, its screen can be dragged down to zoom out
    /// (<doc:ZoomTransitions#Dragging-the-screen-down>).
    public var preferredTransition: PreferredTransition? {
        get { zoomCoordinator?.preferred }
        set {
            zoomCoordinator?.detach()
            if let newValue {
                libraryDelegates[.zoom] = ZoomTransitionCoordinator(controller: self, preferred: newValue)
            } else {
                libraryDelegates[.zoom] = nil
            }
        }
    }

    /// The coordinator of this controller's zoom — its drag (``ZoomTransitionCoordinator/pan``) and the interaction
    /// the drag drives — when ``preferredTransition`` is set; `nil` otherwise.
    public var zoomCoordinator: ZoomTransitionCoordinator? {
        libraryDelegates[.zoom] as? ZoomTransitionCoordinator
    }
}
