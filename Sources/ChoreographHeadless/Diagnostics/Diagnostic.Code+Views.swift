import Foundation

// MARK: - Views: scroll views, collection views and their layouts.

extension Diagnostic.Code {
    /// `scrollView.invalidContentSize` (fallback): A scroll view's content size or inset was negative or not finite;
    /// read as 0.
    public static let scrollViewInvalidContentSize = Self("scrollView.invalidContentSize", .fallback)
}

extension Diagnostic.Code {
    /// `collectionView.invalidItemSize` (fallback): A flow layout's item size had a dimension that is not a positive
    /// finite number; items are laid out 50 × 50.
    public static let collectionViewInvalidItemSize = Self("collectionView.invalidItemSize", .fallback)
    /// `collectionView.invalidSpacing` (fallback): A flow layout's spacing was negative or not finite, or its section
    /// inset not finite; read as 0.
    public static let collectionViewInvalidSpacing = Self("collectionView.invalidSpacing", .fallback)
    /// `collectionView.tooManyElements` (fallback): A layout query met more elements than the host returns at once;
    /// the first ones are used.
    public static let collectionViewTooManyElements = Self("collectionView.tooManyElements", .fallback)
    /// `collectionView.invalidCount` (fallback): A data source gave a negative number of sections or items (read as
    /// 0), or more sections than the host lays out (read as the most it lays out).
    public static let collectionViewInvalidCount = Self("collectionView.invalidCount", .fallback)
    /// `collectionView.unregisteredIdentifier` (programmerError): A cell was dequeued with a reuse identifier no
    /// class was registered for; a plain cell is returned.
    public static let collectionViewUnregisteredIdentifier = Self(
        "collectionView.unregisteredIdentifier", .programmerError)
    /// `collectionView.cellNotDequeued` (programmerError): A data source returned a cell that it did not dequeue
    /// from the collection view for that item; the item shows no cell.
    public static let collectionViewCellNotDequeued = Self("collectionView.cellNotDequeued", .programmerError)
}
