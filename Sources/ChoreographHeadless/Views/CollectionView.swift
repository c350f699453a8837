import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A scroll view that shows items in cells placed by a layout, as `UICollectionView`.
///
/// The collection view asks its ``dataSource`` for counts and cells, and its ``collectionViewLayout`` where each
/// item goes. At each layout pass it shows a cell for every item whose frame meets its bounds — no more: an item
/// off screen has no cell (``cellForItem(at:)`` is `nil`) — and puts the cells of items that left the screen in a
/// reuse pool, from which ``dequeueReusableCell(withReuseIdentifier:for:)`` hands them out again
/// (<doc:HostRules#Collection-views>). A tap on a cell selects its item and tells the delegate.
///
/// ```swift
/// let layout = CollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let grid = CollectionView(frame: window.bounds, collectionViewLayout: layout)
/// grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
/// grid.dataSource = source
/// grid.layoutIfNeeded()
/// ```
@MainActor
open class CollectionView: ScrollView, TouchResponder {
    /// Where an item ends up in the view when scrolled to, as `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt

        /// Creates a position from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Do not scroll.
        public static let none: ScrollPosition = []
        /// The item's top edge at the view's top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the view's bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the view's left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the view's right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The most sections the host lays out: 100,000; a data source that gives more is reported
    /// (``Diagnostic/Code/collectionViewInvalidCount``) and read as this many.
    public static let maximumNumberOfSections = 100_000

    /// Where the items go; setting it lays the view out again. Held strongly, as in UIKit.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// What the view shows; held weakly, as in UIKit. Setting it reloads the data. Default `nil`.
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// Whether a tap selects items. Default `true`.
    public var allowsSelection = true
    /// Whether several items may be selected at once; a tap on a selected item then deselects it. Default `false`.
    public var allowsMultipleSelection = false

    private var registrations: [String: CollectionViewCell.Type] = [:]
    private var reusePool: [String: [CollectionViewCell]] = [:]
    private var shown: [IndexPath: CollectionViewCell] = [:]
    private var selected: Set<IndexPath> = []
    private var itemCounts: [Int]?
    private var preparedSize: CGSize?
    private var highlightedTouch: (id: Int, indexPath: IndexPath)?

    /// Creates a collection view with a frame and a layout, as `UICollectionView(frame:collectionViewLayout:)`.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// Always fails: the host has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Data

    /// The number of sections, as last read from the data source (0 without one).
    public var numberOfSections: Int {
        counts().count
    }

    /// The number of items in `section`, as last read from the data source; 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = counts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Forgets the counts, the selection and every cell on screen (they go to the reuse pool), and lays the items
    /// out again at the next layout pass, as `UICollectionView.reloadData()`.
    public func reloadData() {
        itemCounts = nil
        selected.removeAll()
        for indexPath in shown.keys.sorted() { recycle(at: indexPath) }
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    // MARK: - Cells

    /// Makes cells of `cellClass` for `identifier` from now on; `nil` forgets the identifier.
    public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
        reusePool[identifier] = nil
    }

    /// A cell for the item at `indexPath`: one from the reuse pool (after its
    /// ``CollectionReusableView/prepareForReuse()``), or a new one of the registered class. An identifier with no
    /// registered class is reported (``Diagnostic/Code/collectionViewUnregisteredIdentifier``; UIKit raises) and
    /// gets a plain ``CollectionViewCell``.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell: CollectionViewCell
        if var pool = reusePool[identifier], let reused = pool.popLast() {
            reusePool[identifier] = pool
            reused.prepareForReuse()
            cell = reused
        } else if let cellClass = registrations[identifier] {
            cell = cellClass.init(frame: .zero)
        } else {
            HostEnvironment.current.diagnostics.report(
                .collectionViewUnregisteredIdentifier,
                "\(recordName).dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for: \(indexPath)): "
                    + "no class is registered for the identifier; a plain cell is used")
            cell = CollectionViewCell(frame: .zero)
        }
        cell.reuseIdentifier = identifier
        cell.dequeuedBy = self
        cell.dequeuedFor = indexPath
        return cell
    }

    /// The cell on screen for the item at `indexPath`; `nil` when the item is not on screen, as in UIKit.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        shown[indexPath]
    }

    /// The cells on screen, in index-path order.
    public var visibleCells: [CollectionViewCell] {
        shown.keys.sorted().compactMap { shown[$0] }
    }

    /// The index paths of the items on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        shown.keys.sorted()
    }

    /// The index path of a cell on screen; `nil` for any other cell.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        shown.first { $0.value === cell }?.key
    }

    /// The index path of the item whose frame contains `point` (content coordinates: the view's bounds), on screen
    /// or not; `nil` when no item is there.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        prepareLayout()
        let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0)
        let hits = collectionViewLayout.layoutAttributesForElements(in: probe) ?? []
        return hits.last { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    /// Where the layout puts the item at `indexPath`; `nil` for an item that does not exist.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareLayout()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    // MARK: - Selection

    /// The selected items, in order; `nil` when none is selected, as in UIKit.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selected.isEmpty ? nil : selected.sorted()
    }

    /// Selects the item at `indexPath` (deselecting the others unless ``allowsMultipleSelection``) and scrolls to it
    /// by `scrollPosition`; `nil` clears the selection. The delegate is not told, as in UIKit. An item that does not
    /// exist is ignored.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            for old in selected { deselectItem(at: old, animated: animated) }
            return
        }
        guard exists(indexPath) else { return }
        if !allowsMultipleSelection {
            for old in selected where old != indexPath { deselectItem(at: old, animated: animated) }
        }
        selected.insert(indexPath)
        shown[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`; the delegate is not told, as in UIKit.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.remove(indexPath)
        shown[indexPath]?.isSelected = false
    }

    /// Scrolls so that the item at `indexPath` sits at `scrollPosition` (one vertical and one horizontal position
    /// at most), held to the scrollable range as UIKit holds it. An item that does not exist is ignored.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        contentSize = collectionViewLayout.collectionViewContentSize
        var offset = contentOffset
        let size = bounds.size
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - size.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - size.width }
        setContentOffset(clamped(offset), animated: animated)
    }

    // MARK: - Layout

    /// Shows a cell for every item whose frame meets the bounds and recycles the others.
    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareLayout()
        contentSize = collectionViewLayout.collectionViewContentSize
        let onScreen = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { $0.representedElementCategory == .cell && exists($0.indexPath) }
        let wanted = Set(onScreen.map(\.indexPath))
        for indexPath in shown.keys.sorted() where !wanted.contains(indexPath) {
            recycle(at: indexPath)
        }
        for attributes in onScreen {
            let indexPath = attributes.indexPath
            if shown[indexPath] == nil, let cell = requestCell(at: indexPath) {
                shown[indexPath] = cell
                addSubview(cell)
            }
            guard let cell = shown[indexPath] else { continue }
            cell.frame = attributes.frame
            cell.alpha = attributes.alpha
            cell.isHidden = attributes.isHidden
            cell.isSelected = selected.contains(indexPath)
        }
    }

    // MARK: - Touches

    /// Highlights the cell under a finger that touches down.
    open func touchesBegan(_ touches: [Touch]) {
        guard allowsSelection, highlightedTouch == nil, let touch = touches.first,
            let (indexPath, cell) = shownCell(containing: touch.view)
        else { return }
        highlightedTouch = (touch.id, indexPath)
        cell.isHighlighted = true
    }

    /// Nothing: a finger that moves far enough starts the scroll view's pan, which cancels the touch.
    open func touchesMoved(_ touches: [Touch]) {}

    /// Selects the highlighted item when its finger lifts inside its cell, and tells the delegate.
    open func touchesEnded(_ touches: [Touch]) {
        guard let (id, indexPath) = highlightedTouch, let touch = touches.first(where: { $0.id == id }) else { return }
        highlightedTouch = nil
        guard let cell = shown[indexPath] else { return }
        cell.isHighlighted = false
        guard cell.bounds.contains(touch.location(in: cell)) else { return }
        let delegate = delegate as? any CollectionViewDelegate
        if allowsMultipleSelection, selected.contains(indexPath) {
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selected.sorted() where old != indexPath {
                deselectItem(at: old, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selected.insert(indexPath)
        cell.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Unhighlights the cell; nothing is selected.
    open func touchesCancelled(_ touches: [Touch]) {
        guard let (id, indexPath) = highlightedTouch, touches.contains(where: { $0.id == id }) else { return }
        highlightedTouch = nil
        shown[indexPath]?.isHighlighted = false
    }

    // MARK: - Internal API

    /// The counts, read from the data source once after each reload.
    private func counts() -> [Int] {
        if let itemCounts { return itemCounts }
        var counts: [Int] = []
        if let dataSource {
            var sections = dataSource.numberOfSections(in: self)
            if sections < 0 || sections > Self.maximumNumberOfSections {
                let usable = sections < 0 ? 0 : Self.maximumNumberOfSections
                HostEnvironment.current.diagnostics.report(
                    .collectionViewInvalidCount,
                    "\(recordName): numberOfSections(in:) = \(sections): must be from 0 to "
                        + "\(Self.maximumNumberOfSections); read as \(usable)")
                sections = usable
            }
            for section in 0..<sections {
                let items = dataSource.collectionView(self, numberOfItemsInSection: section)
                if items < 0 {
                    HostEnvironment.current.diagnostics.report(
                        .collectionViewInvalidCount,
                        "\(recordName): collectionView(_:numberOfItemsInSection: \(section)) = \(items): must not be "
                            + "negative; read as 0")
                }
                counts.append(max(items, 0))
            }
        }
        itemCounts = counts
        return counts
    }

    private func exists(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// Prepares the layout when it was invalidated or the view changed size.
    private func prepareLayout() {
        if preparedSize != bounds.size {
            preparedSize = bounds.size
            collectionViewLayout.needsPrepare = true
        }
        _ = counts()
        collectionViewLayout.prepareIfNeeded()
    }

    /// Asks the data source for the cell of `indexPath`; a cell it did not dequeue from this view for that item
    /// is reported and not shown.
    private func requestCell(at indexPath: IndexPath) -> CollectionViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        guard cell.dequeuedBy === self, cell.dequeuedFor == indexPath, cell.superview == nil || cell.superview === self,
            !shown.values.contains(where: { $0 === cell })
        else {
            HostEnvironment.current.diagnostics.report(
                .collectionViewCellNotDequeued,
                "\(recordName): collectionView(_:cellForItemAt: \(indexPath)) returned \(cell), which was not "
                    + "dequeued for that item with dequeueReusableCell(withReuseIdentifier:for:); the item shows no cell"
            )
            return nil
        }
        cell.dequeuedBy = nil
        cell.dequeuedFor = nil
        return cell
    }

    /// Takes the cell of `indexPath` off screen and puts it in its reuse pool.
    private func recycle(at indexPath: IndexPath) {
        guard let cell = shown.removeValue(forKey: indexPath) else { return }
        cell.removeFromSuperview()
        cell.isHighlighted = false
        if highlightedTouch?.indexPath == indexPath { highlightedTouch = nil }
        if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
    }

    /// The shown cell that is `view` or one of its ancestors, with its index path.
    private func shownCell(containing view: View?) -> (IndexPath, CollectionViewCell)? {
        var current = view
        while let candidate = current, candidate !== self {
            if let cell = candidate as? CollectionViewCell, let entry = shown.first(where: { $0.value === cell }) {
                return (entry.key, cell)
            }
            current = candidate.superview
        }
        return nil
    }
}
