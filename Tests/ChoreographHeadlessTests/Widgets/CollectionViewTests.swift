import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A cell that counts how many were made and how often each was reused.
@MainActor
final class CountingCell: CollectionViewCell {
    static var made = 0
    private(set) var reuses = 0

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        CountingCell.made += 1
    }

    /// Always fails: the host has no archives.
    required init?(coder: NSCoder) {
        return nil
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source of `counts` items per section that dequeues counting cells, and a delegate that logs selection.
@MainActor
final class GridSource: CollectionViewDataSource, CollectionViewDelegate {
    var counts: [Int]
    var asked: [IndexPath] = []
    var selections: [String] = []
    /// When set, the data source returns this cell instead of dequeuing one.
    var stray: CollectionViewCell?

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        asked.append(indexPath)
        if let stray { return stray }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.identifier = "cell-\(indexPath.section)-\(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        selections.append("select \(indexPath.item)")
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        selections.append("deselect \(indexPath.item)")
    }
}

@MainActor
@Suite("Collection views")
struct CollectionViewTests {
    // The grid: 100 × 80 items, lines 12 apart, items at least 7 apart, a section inset of 20 / 15 / 25 / 15, in a
    // 390 × 600 view.
    private let item = CGSize(width: 100, height: 80)
    private let lineSpacing: CGFloat = 12
    private let itemSpacing: CGFloat = 7
    private let inset = EdgeInsets(top: 20, left: 15, bottom: 25, right: 15)

    private func scene(counts: [Int] = [30]) -> (WidgetScene, CollectionView, GridSource) {
        let scene = WidgetScene()
        let layout = CollectionViewFlowLayout()
        layout.itemSize = item
        layout.minimumLineSpacing = lineSpacing
        layout.minimumInteritemSpacing = itemSpacing
        layout.sectionInset = inset
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        grid.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        let source = GridSource(counts: counts)
        grid.dataSource = source
        grid.delegate = source
        scene.container.addSubview(grid)
        CountingCell.made = 0
        grid.layoutIfNeeded()
        return (scene, grid, source)
    }

    /// The frame of item `index` of a one-section grid, worked out from the flow layout's rule: as many items as
    /// fit at the minimum spacing, the spare width shared between them; lines one item height plus the line
    /// spacing apart.
    private func expectedFrame(_ index: Int) -> CGRect {
        let available: CGFloat = 390 - inset.left - inset.right  // 360
        let columns = Int(((available + itemSpacing) / (item.width + itemSpacing)).rounded(.down))  // 3
        let gap = (available - CGFloat(columns) * item.width) / CGFloat(columns - 1)  // 30
        let (line, column) = (index / columns, index % columns)
        return CGRect(
            x: inset.left + CGFloat(column) * (item.width + gap),
            y: inset.top + CGFloat(line) * (item.height + lineSpacing),
            width: item.width, height: item.height)
    }

    /// The items of a one-section grid whose frames meet the view's bounds at `offset`.
    private func expectedVisible(count: Int, offsetY: CGFloat) -> [IndexPath] {
        let visible = CGRect(x: 0, y: offsetY, width: 390, height: 600)
        return (0..<count).filter { expectedFrame($0).intersects(visible) }.map { IndexPath(item: $0, section: 0) }
    }

    @Test("The flow layout places the cells on screen, and only those")
    func layoutOnScreen() {
        let (_, grid, _) = scene()
        #expect(
            grid.collectionViewLayout.collectionViewContentSize
                == CGSize(width: 390, height: 20 + 10 * 80 + 9 * 12 + 25))
        #expect(grid.contentSize == CGSize(width: 390, height: 953))
        let visible = expectedVisible(count: 30, offsetY: 0)
        #expect(visible.count == 21)
        #expect(grid.indexPathsForVisibleItems == visible)
        for indexPath in visible {
            #expect(grid.cellForItem(at: indexPath)?.frame == expectedFrame(indexPath.item))
            #expect(grid.layoutAttributesForItem(at: indexPath)?.frame == expectedFrame(indexPath.item))
        }
        #expect(grid.cellForItem(at: IndexPath(item: 25, section: 0)) == nil)
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 25, section: 0))?.frame == expectedFrame(25))
        #expect(grid.layoutAttributesForItem(at: IndexPath(item: 30, section: 0)) == nil)
        #expect(grid.visibleCells.count == 21)
        #expect(grid.visibleCells.allSatisfy { $0.superview === grid && $0.reuseIdentifier == "cell" })
        let cell = grid.cellForItem(at: IndexPath(item: 4, section: 0))!
        #expect(grid.indexPath(for: cell) == IndexPath(item: 4, section: 0))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 80))
    }

    @Test("Scrolling recycles the cells that leave the screen for the items that come on")
    func reuseOnScroll() {
        let (scene, grid, source) = scene()
        defer { withExtendedLifetime(source) {} }  // held weakly by the grid
        #expect(CountingCell.made == 21)
        grid.contentOffset = CGPoint(x: 0, y: 300)
        scene.host.runLayoutPass()
        let visible = expectedVisible(count: 30, offsetY: 300)
        #expect(grid.indexPathsForVisibleItems == visible)
        #expect(visible.first == IndexPath(item: 9, section: 0))
        for indexPath in visible {
            #expect(grid.cellForItem(at: indexPath)?.frame == expectedFrame(indexPath.item))
        }
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        // The nine items that came on reused the nine cells of the lines that left: no new cell was made.
        #expect(CountingCell.made == 21)
        let reused = grid.visibleCells.compactMap { $0 as? CountingCell }.filter { $0.reuses == 1 }
        #expect(reused.count == 9)
        #expect(Set(reused.compactMap { grid.indexPath(for: $0)?.item }) == Set(21..<30))
    }

    @Test("A tap on a cell selects its item and tells the delegate; a drag selects nothing")
    func tapSelects() throws {
        let (scene, grid, source) = scene()
        grid.contentOffset = CGPoint(x: 0, y: 300)
        scene.host.runLayoutPass()
        // Item 10 (line 3, column 1) spans x 145…245 and y 296…376 of the content: 36 is inside it on screen.
        #expect(grid.indexPathForItem(at: CGPoint(x: 195, y: 336)) == IndexPath(item: 10, section: 0))
        #expect(grid.indexPathForItem(at: CGPoint(x: 130, y: 336)) == nil)  // between columns
        try scene.simulator.tap(at: CGPoint(x: 195, y: 36))
        #expect(source.selections == ["select 10"])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 10, section: 0)])
        #expect(grid.cellForItem(at: IndexPath(item: 10, section: 0))?.isSelected == true)
        try scene.simulator.tap(at: CGPoint(x: 65, y: 150))  // item 12
        #expect(source.selections == ["select 10", "deselect 10", "select 12"])
        #expect(grid.cellForItem(at: IndexPath(item: 10, section: 0))?.isSelected == false)
        try scene.simulator.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 100), duration: 0.2)
        #expect(source.selections.count == 3)
        #expect(grid.contentOffset.y > 300)
        grid.deselectItem(at: IndexPath(item: 12, section: 0), animated: false)
        #expect(grid.indexPathsForSelectedItems == nil)
        grid.selectItem(at: IndexPath(item: 29, section: 0), animated: false, scrollPosition: .top)
        #expect(source.selections.count == 3)
        // Item 29's top is at 20 + 9 × 92 = 848, beyond the last offset 953 − 600: held at 353.
        #expect(grid.contentOffset == CGPoint(x: 0, y: 353))
    }

    @Test("Sections stack with their headers; a horizontal layout fills columns")
    func sectionsAndDirection() {
        let (_, grid, source) = scene(counts: [2, 4])
        defer { withExtendedLifetime(source) {} }  // held weakly by the grid
        let layout = grid.collectionViewLayout as! CollectionViewFlowLayout
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        grid.layoutIfNeeded()
        // Section 0: header 0…40, inset to 60, one line to 140, inset to 165. Section 1 starts there.
        let header = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 1000))?
            .filter { $0.representedElementCategory == .supplementaryView }.map(\.frame)
        #expect(header == [CGRect(x: 0, y: 0, width: 390, height: 40), CGRect(x: 0, y: 165, width: 390, height: 40)])
        #expect(
            grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 145, y: 60, width: 100, height: 80))
        #expect(
            grid.layoutAttributesForItem(at: IndexPath(item: 3, section: 1))?.frame
                == CGRect(x: 15, y: 225 + 92, width: 100, height: 80))
        layout.headerReferenceSize = .zero
        layout.scrollDirection = .horizontal
        grid.layoutIfNeeded()
        // Across is now the 600-point height less 45 of inset: (555 + 7) / 87 → 6 items a column, spread 555.
        let gap = (555 - 6 * 80) / 5.0
        #expect(
            grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 15, y: 20 + 80 + gap, width: 100, height: 80))
        #expect(grid.collectionViewLayout.collectionViewContentSize == CGSize(width: 2 * (15 + 100 + 15), height: 600))
    }

    @Test("Reloading recycles every cell, clears the selection and asks the data source again")
    func reload() {
        let (_, grid, source) = scene(counts: [5])
        grid.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        source.counts = [2]
        source.asked = []
        grid.reloadData()
        #expect(grid.visibleCells.isEmpty)
        #expect(grid.indexPathsForSelectedItems == nil)
        grid.layoutIfNeeded()
        #expect(source.asked == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(CountingCell.made == 5)
    }

    @Test("Invalid item sizes and spacings are reported and replaced; zero items show nothing")
    func invalidLayoutValues() {
        let (scene, grid, source) = scene(counts: [0])
        defer { withExtendedLifetime(source) {} }  // held weakly by the grid
        #expect(grid.visibleCells.isEmpty)
        #expect(grid.contentSize == CGSize(width: 390, height: 45))
        let layout = grid.collectionViewLayout as! CollectionViewFlowLayout
        source.counts = [3]
        grid.reloadData()
        layout.itemSize = CGSize(width: 0, height: -4)
        layout.minimumInteritemSpacing = .nan
        grid.layoutIfNeeded()
        #expect(scene.codes == [.collectionViewInvalidItemSize, .collectionViewInvalidSpacing])
        // 50 × 50 items, no spacing across: 7 fit in 360, spread (360 − 350) / 6 apart.
        let second = grid.cellForItem(at: IndexPath(item: 1, section: 0))?.frame ?? .null
        #expect(abs(second.minX - (15 + 50 + 10.0 / 6)) < 1e-9)
        #expect(second.minY == 20 && second.size == CGSize(width: 50, height: 50))
        layout.itemSize = CGSize(width: 1e308, height: 1e308)
        layout.minimumInteritemSpacing = 0
        grid.layoutIfNeeded()
        let frames = (0..<3).compactMap { grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.count == 3)
        #expect(frames.allSatisfy { $0.minX.isFinite && $0.minY.isFinite })
        #expect(grid.contentSize.height == .greatestFiniteMagnitude)
    }

    @Test("A cell the data source did not dequeue is reported and not shown; bad counts and identifiers too")
    func hostileDataSource() {
        let (scene, grid, source) = scene(counts: [2])
        source.stray = CollectionViewCell()
        grid.reloadData()
        grid.layoutIfNeeded()
        #expect(grid.visibleCells.isEmpty)
        #expect(scene.codes == [.collectionViewCellNotDequeued, .collectionViewCellNotDequeued])
        source.stray = nil
        source.counts = [-3]
        grid.reloadData()
        grid.layoutIfNeeded()
        #expect(grid.numberOfItems(inSection: 0) == 0)
        #expect(scene.codes.last == .collectionViewInvalidCount)
        let cell = grid.dequeueReusableCell(withReuseIdentifier: "nothing", for: IndexPath(item: 0, section: 0))
        #expect(cell.reuseIdentifier == "nothing")
        #expect(scene.codes.last == .collectionViewUnregisteredIdentifier)
    }

    @Test("The data source is held weakly, as in UIKit")
    func weakDataSource() {
        let grid = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
        var source: GridSource? = GridSource(counts: [1])
        grid.dataSource = source
        #expect(grid.numberOfSections == 1)
        source = nil
        #expect(grid.dataSource == nil)
        grid.reloadData()
        #expect(grid.numberOfSections == 0)
    }

    @Test("Index paths carry a section and an item")
    func indexPaths() {
        var path = IndexPath(item: 3, section: 1)
        #expect(path.section == 1 && path.item == 3)
        path.item = 4
        #expect(path == IndexPath(indexes: [1, 4]))
    }
}
