/// The host's option and mode types under the names UIKit nests them in, so that `UIView.AnimationOptions` and
/// `UIView.AutoresizingMask` spell the same types as ``AnimationOptions`` and ``AutoresizingMask``.
extension View {
    /// The options of ``View/animate(withDuration:delay:options:animations:completion:)``, as
    /// `UIView.AnimationOptions`.
    public typealias AnimationOptions = ChoreographHeadless.AnimationOptions
    /// How the view resizes with its superview, as `UIView.AutoresizingMask`.
    public typealias AutoresizingMask = ChoreographHeadless.AutoresizingMask
}

extension CollectionView {
    /// The direction a flow layout scrolls in, as `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection
}
