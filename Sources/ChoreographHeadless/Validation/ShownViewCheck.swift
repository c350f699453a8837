import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The ``TransitionValidator``'s check of a settled window: the controller now showing has its view on screen.
@MainActor
enum ShownViewCheck {
    /// Alpha at or below which a view counts as transparent.
    static let transparentAlpha: CGFloat = 0.01

    /// The controller a person sees in `window`: the top of the chain of presented controllers from the root,
    /// followed into a navigation controller's top and a tab bar controller's selected child.
    static func shownController(in window: Window) -> ViewController? {
        guard var shown = window.rootViewController else { return nil }
        while let presented = shown.presentedViewController { shown = presented }
        while true {
            if let navigation = shown as? NavigationController, let top = navigation.topViewController {
                shown = top
            } else if let tabs = shown as? TabBarController, let selected = tabs.selectedViewController {
                shown = selected
            } else {
                return shown
            }
        }
    }

    /// Why the shown controller's view cannot be seen, as the end of a sentence, or `nil` when it can. In a window
    /// with no area nothing can be seen, so where the view lies is not judged there: only whether it is in the
    /// window, hidden or transparent.
    static func problem(in window: Window) -> String? {
        guard let controller = shownController(in: window) else { return nil }
        let name = controller.traceName
        guard controller.isViewLoaded, let view = controller.view else { return "\(name)'s view was never loaded" }
        guard view.window === window else { return "\(name)'s view is not in the window" }
        var ancestor: View? = view
        while let current = ancestor, current !== window {
            let which = current === view ? "\(name)'s view" : "an ancestor of \(name)'s view (\(describe(current)))"
            if current.isHidden { return "\(which) is hidden" }
            if current.alpha <= transparentAlpha { return "\(which) has alpha \(current.alpha)" }
            ancestor = current.superview
        }
        guard window.bounds.width > 0, window.bounds.height > 0 else { return nil }
        let frame = view.convert(view.bounds, to: window)
        let visible = frame.intersection(window.bounds)
        guard !visible.isNull, visible.width > 0, visible.height > 0 else {
            return "\(name)'s view lies outside the window (frame \(frame) in the window)"
        }
        return nil
    }

    private static func describe(_ view: View) -> String {
        view.identifier.map { "'\($0)'" } ?? String(describing: type(of: view))
    }
}
