import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where a layout puts one element of a collection view, as `UICollectionViewLayoutAttributes`.
@MainActor
open class CollectionViewLayoutAttributes {
    /// What an element is, as `UICollectionView.ElementCategory`.
    public enum ElementCategory: Hashable, Sendable {
        /// An item's cell.
        case cell
        /// A supplementary view, such as a section header.
        case supplementaryView
    }

    /// The element's index path: the item's, or the section's (item 0) for a supplementary view.
    public let indexPath: IndexPath
    /// Whether the element is a cell or a supplementary view.
    public let representedElementCategory: ElementCategory
    /// The kind of a supplementary view (``CollectionViewFlowLayout/elementKindSectionHeader``); `nil` for a cell.
    public let representedElementKind: String?
    /// The frame in the collection view's content coordinates. Default `.zero`.
    public var frame: CGRect = .zero
    /// The element's alpha. Default 1.
    public var alpha: CGFloat = 1
    /// Whether the element is hidden. Default `false`.
    public var isHidden = false
    /// The element's order on the z axis. Default 0.
    public var zIndex = 0

    /// Attributes for the cell of the item at `indexPath`, as `UICollectionViewLayoutAttributes(forCellWith:)`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// The middle of ``frame``.
    public var center: CGPoint {
        CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The size of ``frame``.
    public var size: CGSize {
        frame.size
    }
}
