/// What a scroll view tells about its scrolling, as `UIScrollViewDelegate`; every method is optional.
///
/// A scroll view holds its delegate weakly, as UIKit does.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed: by code, by a drag, or at a frame of an animation.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag began: the scroll view's pan recognized.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The drag ended; `decelerate` is `true` when the content will move on by itself (it springs back in bounds).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving by itself after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content stopped moving after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animation started by ``ScrollView/setContentOffset(_:animated:)`` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
