import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a settled window must look like, whatever happened before: checked by the window-size and randomized tests.
///
/// Frames are compared up to floating-point rounding: a frame is stored as a center and a size, as in UIKit, so a
/// sheet 56 points down a window 10³⁰⁰ points tall cannot keep its 56 exactly. The slack is 10⁻⁹ of the window's
/// larger side (at least 10⁻⁹).
@MainActor
enum LayoutInvariants {
    /// Problems with a settled window: a visible view outside the window, or a child view that does not fill the
    /// container that lays it out (the root view, a navigation controller's top view, a tab bar controller's
    /// selected view, a presented view off its presentation controller's frame). Empty when all is well.
    static func problems(in window: Window) -> [String] {
        var found: [String] = []
        let bounds = window.bounds
        let slack = 1e-9 * max(bounds.width, bounds.height, 1)
        for view in window.subtree where !view.isHidden {
            let rect = view.visibleRect
            let inside =
                rect.minX >= bounds.minX - slack && rect.minY >= bounds.minY - slack
                && rect.maxX <= bounds.maxX + slack && rect.maxY <= bounds.maxY + slack
            if !inside { found.append("\(view.recordName) at \(rect) is outside the window \(bounds)") }
        }
        if let root = window.rootViewController {
            // A root view a full-screen presentation took off screen is laid out when it comes back.
            if root.view.superview === window, !same(root.view.frame, window.bounds, slack) {
                found.append("root \(root.recordName) at \(root.view.frame), window \(window.bounds)")
            }
            found += childProblems(of: root, slack: slack)
        }
        return found
    }

    private static func same(_ a: CGRect, _ b: CGRect, _ slack: CGFloat) -> Bool {
        abs(a.minX - b.minX) <= slack && abs(a.minY - b.minY) <= slack && abs(a.width - b.width) <= slack
            && abs(a.height - b.height) <= slack
    }

    private static func childProblems(of controller: ViewController, slack: CGFloat) -> [String] {
        var found: [String] = []
        if let navigation = controller as? NavigationController, let top = navigation.topViewController,
            let view = top.viewIfLoaded, view.superview != nil, !same(view.frame, navigation.view.bounds, slack)
        {
            found.append("top \(top.recordName) at \(view.frame) in \(navigation.view.bounds)")
        }
        if let tabs = controller as? TabBarController, let selected = tabs.selectedViewController,
            let view = selected.viewIfLoaded, view.superview != nil, !same(view.frame, tabs.view.bounds, slack)
        {
            found.append("tab \(selected.recordName) at \(view.frame) in \(tabs.view.bounds)")
        }
        if let presented = controller.presentedViewController, let presentation = presented.presentationController,
            let view = presentation.presentedView, view.superview != nil, view.transform.isIdentity,
            !same(view.frame, presentation.frameOfPresentedViewInContainerView, slack)
        {
            found.append(
                "presented \(presented.recordName) at \(view.frame), "
                    + "expected \(presentation.frameOfPresentedViewInContainerView)")
        }
        for child in controller.children { found += childProblems(of: child, slack: slack) }
        if let presented = controller.presentedViewController { found += childProblems(of: presented, slack: slack) }
        return found
    }
}

extension ViewController {
    /// How the invariants name a controller.
    var recordName: String { identifier ?? String(describing: type(of: self)) }
}
