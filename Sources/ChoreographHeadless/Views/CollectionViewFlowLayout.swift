import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Lays items out in lines, as `UICollectionViewFlowLayout`: each section is an optional header, the section inset,
/// then lines of equal items, filled across the view and stacked along the scroll direction
/// (<doc:HostRules#Collection-views>).
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The direction the content scrolls, as `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Hashable, Sendable {
        /// Lines are rows, stacked top to bottom.
        case vertical = 0
        /// Lines are columns, stacked left to right.
        case horizontal = 1
    }

    /// The most elements ``layoutAttributesForElements(in:)`` returns: 100,000; a rect that holds more is reported
    /// (``Diagnostic/Code/collectionViewTooManyElements``) and gets the first ones, in order.
    public static let maximumElementsPerQuery = 100_000

    /// The kind of a section header, as `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

    /// The size of every item; a dimension that is not a positive finite number is reported
    /// (``Diagnostic/Code/collectionViewInvalidItemSize``) and the layout uses 50 × 50. Default 50 × 50.
    public var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }
    /// The space between lines; a value that is negative or not finite is reported
    /// (``Diagnostic/Code/collectionViewInvalidSpacing``) and read as 0. Default 10.
    public var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// The least space between items of a line; a value that is negative or not finite is reported
    /// (``Diagnostic/Code/collectionViewInvalidSpacing``) and read as 0. Default 10.
    public var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// The margins of each section's items; a non-finite inset is reported
    /// (``Diagnostic/Code/collectionViewInvalidSpacing``) and read as zero. Default ``EdgeInsets/zero``.
    public var sectionInset: EdgeInsets = .zero {
        didSet { invalidateLayout() }
    }
    /// The direction lines are stacked in. Default ``ScrollDirection/vertical``.
    public var scrollDirection: ScrollDirection = .vertical {
        didSet { invalidateLayout() }
    }
    /// The size of each section's header: only its height counts when scrolling vertically, its width when
    /// scrolling horizontally; 0 (the default) means no header. Not a positive finite number: no header.
    public var headerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }

    /// One section's geometry, in the layout's own axes: *along* the scroll direction and *across* it.
    struct Section {
        var itemCount = 0
        var start: CGFloat = 0
        var end: CGFloat = 0
        var header: (along: CGFloat, length: CGFloat)?
        var itemsStart: CGFloat = 0
        var columns = 1
        var firstAcross: CGFloat = 0
        var columnStep: CGFloat = 0
        var lineStep: CGFloat = 0
        var lines = 0
    }

    private var sections: [Section] = []
    private var acrossExtent: CGFloat = 0
    private var contentLength: CGFloat = 0
    private var item: (across: CGFloat, along: CGFloat) = (50, 50)

    /// Creates a flow layout with UIKit's defaults.
    public override init() {}

    /// Measures every section: where its header, items and end are.
    open override func prepare() {
        sections = []
        guard let collectionView else { return }
        let settings = validatedSettings()
        let vertical = scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        acrossExtent = ScrollView.finite(
            max(
                vertical
                    ? collectionView.bounds.width - inset.left - inset.right
                    : collectionView.bounds.height - inset.top - inset.bottom, 0))
        item = vertical ? (settings.size.width, settings.size.height) : (settings.size.height, settings.size.width)
        let section = settings.inset
        let (acrossStart, acrossEnd, alongStart, alongEnd) =
            vertical
            ? (section.left, section.right, section.top, section.bottom)
            : (section.top, section.bottom, section.left, section.right)
        let headerLength = vertical ? headerReferenceSize.height : headerReferenceSize.width
        var cursor: CGFloat = 0
        for index in 0..<collectionView.numberOfSections {
            var geometry = Section()
            geometry.itemCount = collectionView.numberOfItems(inSection: index)
            geometry.start = cursor
            if headerLength.isFinite, headerLength > 0 {
                geometry.header = (cursor, headerLength)
                cursor = ScrollView.finite(cursor + headerLength)
            }
            cursor = ScrollView.finite(cursor + alongStart)
            let available = ScrollView.finite(acrossExtent - acrossStart - acrossEnd)
            let spacing = settings.interitem
            let fitting = ((available + spacing) / (item.across + spacing)).rounded(.down)
            let columns = fitting.isFinite ? max(fitting, 1) : 1
            geometry.columns = Int(min(columns, CGFloat(max(geometry.itemCount, 1))))
            let gap = columns > 1 ? (available - columns * item.across) / (columns - 1) : 0
            geometry.columnStep = item.across + gap
            geometry.firstAcross = columns > 1 ? acrossStart : acrossStart + (available - item.across) / 2
            geometry.lineStep = item.along + settings.line
            geometry.lines =
                geometry.itemCount / geometry.columns + (geometry.itemCount % geometry.columns == 0 ? 0 : 1)
            geometry.itemsStart = cursor
            if geometry.lines > 0 {
                cursor = ScrollView.finite(
                    cursor + CGFloat(geometry.lines) * item.along + CGFloat(geometry.lines - 1) * settings.line)
            }
            cursor = ScrollView.finite(cursor + alongEnd)
            geometry.end = cursor
            sections.append(geometry)
        }
        contentLength = cursor
    }

    /// The lines of every section: the view's width (less the content inset) by the length of the sections when
    /// scrolling vertically, and the other way round horizontally.
    open override var collectionViewContentSize: CGSize {
        scrollDirection == .vertical
            ? CGSize(width: acrossExtent, height: contentLength) : CGSize(width: contentLength, height: acrossExtent)
    }

    /// The headers and items whose frames meet `rect`, section by section, items in order; at most
    /// ``maximumElementsPerQuery``.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let vertical = scrollDirection == .vertical
        let (low, high) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        var result: [CollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.end >= low && section.start <= high {
            if let header = section.header {
                let attributes = CollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: Self.elementKindSectionHeader, with: IndexPath(item: 0, section: index))
                attributes.frame = frame(across: 0, along: header.along, size: (acrossExtent, header.length))
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
            guard section.lines > 0 else { continue }
            let first = line(at: low, in: section)
            let last = line(at: high, in: section)
            for lineIndex in first...last {
                for column in 0..<section.columns {
                    let item = lineIndex * section.columns + column
                    guard item < section.itemCount else { break }
                    let attributes = attributes(item: item, section: index, geometry: section)
                    guard attributes.frame.intersects(rect) else { continue }
                    guard result.count < Self.maximumElementsPerQuery else {
                        HostEnvironment.current.diagnostics.report(
                            .collectionViewTooManyElements,
                            "CollectionViewFlowLayout.layoutAttributesForElements(in: \(rect)): more than "
                                + "\(Self.maximumElementsPerQuery) elements; the first ones are returned")
                        return result
                    }
                    result.append(attributes)
                }
            }
        }
        return result
    }

    /// The attributes of the item at `indexPath`; `nil` for an index path the data source has no item for.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
        return attributes(item: indexPath.item, section: indexPath.section, geometry: section)
    }

    // MARK: - Internal API

    /// The line of `section` nearest to the position `along`, within the section's lines.
    private func line(at along: CGFloat, in section: Section) -> Int {
        let raw = ((along - section.itemsStart) / section.lineStep).rounded(.down)
        guard raw.isFinite else { return raw > 0 ? section.lines - 1 : 0 }
        return Int(min(max(raw, 0), CGFloat(section.lines - 1)))
    }

    private func attributes(item: Int, section: Int, geometry: Section) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
        let line = item / geometry.columns
        let column = item % geometry.columns
        attributes.frame = frame(
            across: ScrollView.finite(geometry.firstAcross + CGFloat(column) * geometry.columnStep),
            along: ScrollView.finite(geometry.itemsStart + CGFloat(line) * geometry.lineStep),
            size: (self.item.across, self.item.along))
        return attributes
    }

    private func frame(across: CGFloat, along: CGFloat, size: (across: CGFloat, along: CGFloat)) -> CGRect {
        scrollDirection == .vertical
            ? CGRect(x: across, y: along, width: size.across, height: size.along)
            : CGRect(x: along, y: across, width: size.along, height: size.across)
    }

    /// The item size, spacings and inset, each invalid one reported and replaced by its fallback.
    private func validatedSettings() -> (size: CGSize, line: CGFloat, interitem: CGFloat, inset: EdgeInsets) {
        let log = HostEnvironment.current.diagnostics
        var size = itemSize
        if !(size.width.isFinite && size.width > 0 && size.height.isFinite && size.height > 0) {
            log.report(
                .collectionViewInvalidItemSize,
                "CollectionViewFlowLayout.itemSize = \(itemSize): each dimension must be a positive finite number; "
                    + "items are laid out 50 × 50")
            size = CGSize(width: 50, height: 50)
        }
        func spacing(_ value: CGFloat, _ name: String) -> CGFloat {
            guard !(value.isFinite && value >= 0) else { return value }
            log.report(
                .collectionViewInvalidSpacing,
                "CollectionViewFlowLayout.\(name) = \(value): a spacing must be finite and not negative; read as 0")
            return 0
        }
        var inset = sectionInset
        if !inset.isFinite {
            log.report(
                .collectionViewInvalidSpacing,
                "CollectionViewFlowLayout.sectionInset = \(sectionInset): insets must be finite; read as zero")
            inset = .zero
        }
        return (
            size, spacing(minimumLineSpacing, "minimumLineSpacing"),
            spacing(minimumInteritemSpacing, "minimumInteritemSpacing"), inset
        )
    }
}
