import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A view a collection view shows and reuses, as `UICollectionReusableView`.
///
/// A collection view makes its cells from their registered class with ``init(frame:)``, which is therefore
/// `required`: Swift needs it to make an instance of a class known only at run time, which UIKit does through the
/// Objective-C runtime. A subclass that writes its own frame initializer writes `required override init(frame:)`
/// (<doc:HostRules#Collection-views>).
@MainActor
open class CollectionReusableView: View {
    /// The identifier the view was dequeued with; `nil` for a view made directly.
    public internal(set) var reuseIdentifier: String?
    /// The collection view that dequeued the view, and the item it was dequeued for, until it is shown.
    weak var dequeuedBy: CollectionView?
    var dequeuedFor: IndexPath?

    /// Creates a view with a frame (default `.zero`).
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Always fails: the host has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Called just before the view is handed out again by a dequeue; reset what the last item set. The default
    /// does nothing.
    open func prepareForReuse() {}
}

/// A collection view's cell, as `UICollectionViewCell`: content goes in ``contentView``.
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The view to add the cell's content to; it fills the cell.
    public let contentView: View

    /// Whether the item is selected. Default `false`.
    open var isSelected = false
    /// Whether a finger is down on the item. Default `false`.
    open var isHighlighted = false

    /// Creates a cell with a frame (default `.zero`) and a content view filling it.
    public required init(frame: CGRect) {
        contentView = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Always fails: the host has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Keeps the content view filling the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
