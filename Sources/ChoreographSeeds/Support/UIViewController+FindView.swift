#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

extension UIView {
    /// The first view, depth first from this one, whose `accessibilityIdentifier` is `identifier`.
    public func descendant(identifiedBy identifier: String) -> UIView? {
        if accessibilityIdentifier == identifier { return self }
        for subview in subviews {
            if let found = subview.descendant(identifiedBy: identifier) { return found }
        }
        return nil
    }

    /// The part of the view its clipping ancestors let through, in `view`'s coordinates; `.zero` when nothing shows.
    public func visibleFrame(in view: UIView?) -> CGRect {
        var visible = convert(bounds, to: view)
        var ancestor = superview
        while let clipper = ancestor {
            if clipper.clipsToBounds {
                visible = visible.intersection(clipper.convert(clipper.bounds, to: view))
            }
            ancestor = clipper.superview
        }
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return .zero }
        return visible
    }
}

extension UIViewController {
    /// The view identified by `identifier` in this controller's loaded view, its children's, or what it presents —
    /// found through any container (navigation, tab or child controllers) without knowing its type.
    public func view(identifiedBy identifier: String) -> UIView? {
        if let found = viewIfLoaded?.descendant(identifiedBy: identifier) { return found }
        for child in children {
            if let found = child.view(identifiedBy: identifier) { return found }
        }
        return presentedViewController?.view(identifiedBy: identifier)
    }
}
