import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Decides where a collection view's items go, as `UICollectionViewLayout`; subclass it, or use
/// ``CollectionViewFlowLayout``.
///
/// The collection view calls ``prepare()`` before it asks for attributes, after ``invalidateLayout()``, a
/// ``CollectionView/reloadData()`` or a change of its size. The base class lays out nothing.
@MainActor
open class CollectionViewLayout {
    /// The collection view using the layout; held weakly.
    public internal(set) weak var collectionView: CollectionView?
    /// Whether ``prepare()`` must run before the next question.
    var needsPrepare = true

    /// Creates a layout.
    public init() {}

    /// Computes what the layout needs before it is asked for attributes. The default does nothing.
    open func prepare() {}

    /// The size of all the content. The default is `.zero`.
    open var collectionViewContentSize: CGSize {
        .zero
    }

    /// The attributes of every element whose frame meets `rect` (content coordinates). The default is `nil`.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        nil
    }

    /// The attributes of the item at `indexPath`, or `nil` when there is no such item. The default is `nil`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        nil
    }

    /// Marks the layout to be prepared again, and the collection view to lay out again.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Prepares the layout if it needs it.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
