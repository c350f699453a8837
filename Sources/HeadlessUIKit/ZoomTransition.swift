// iOS 18's zoom transition, by its UIKit names.

extension ViewController {
    /// `UIViewController.Transition`: ``/ChoreographHeadless/ViewController/PreferredTransition``, so that
    /// `UIViewController.Transition.zoom(options:sourceViewProvider:)` and `UIViewController.Transition.ZoomOptions`
    /// read as in UIKit. Inside a controller's own code `Transition` then names this type, as in UIKit; write
    /// `Choreograph.Transition` for the library's.
    public typealias Transition = PreferredTransition
}
