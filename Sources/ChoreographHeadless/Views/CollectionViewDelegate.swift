import Foundation

/// What a collection view tells about selection and scrolling, as `UICollectionViewDelegate`; every method is
/// optional. Set it as the collection view's ``ScrollView/delegate``, which is held weakly, as in UIKit.
@MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether a tap may select the item at `indexPath`. Default `true`.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// A tap selected the item at `indexPath`.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// A tap deselected the item at `indexPath` (selecting another in single selection, or tapping it again in
    /// multiple selection).
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    /// `true`.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
}
