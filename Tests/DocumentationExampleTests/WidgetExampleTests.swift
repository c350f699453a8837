import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The standard views' examples, run as their documentation shows them (see `CoreExampleTests`).
@MainActor
@Suite("Documentation examples: standard views")
struct WidgetExampleTests {
    @Test("Label: sizeToFit measures the text with the stand-in metrics")
    func label() {
        // example: Sources/ChoreographHeadless/Views/Label.swift
        let label = Label()
        label.text = "Basil"
        label.font = .systemFont(ofSize: 20)
        label.sizeToFit()  // 5 characters × 10 points wide, one 24-point line tall
        // end example
        #expect(label.frame.size == CGSize(width: 50, height: 24))
    }

    @Test("Action: a closure runs for each tap")
    func action() {
        // example: Sources/ChoreographHeadless/Views/Action.swift
        let button = Button(type: .system)
        var taps = 0
        button.addAction(Action(title: "Count") { _ in taps += 1 }, for: .touchUpInside)
        // end example
        button.sendActions(for: .touchUpInside)
        #expect(taps == 1)
    }

    @Test("Button: a state without a title of its own uses the normal one")
    func button() {
        // example: Sources/ChoreographHeadless/Views/Button.swift
        let button = Button(type: .system)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        button.isSelected = true
        let shown = button.currentTitle  // "Pause"
        // end example
        #expect(shown == "Pause")
    }

    @Test("CollectionView: a grid shows a cell for each item on screen")
    func collectionView() {
        HostEnvironment.install(clock: ManualClock())
        let window = Window()
        let source = ExampleGridSource()
        // example: Sources/ChoreographHeadless/Views/CollectionView.swift
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        grid.dataSource = source
        grid.layoutIfNeeded()
        // end example
        // 390 points hold 3 items a line: the 12 items take 4 lines, all on screen.
        #expect(grid.visibleCells.count == 12)
        #expect(
            grid.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }
}

/// Twelve items of plain cells.
@MainActor
final class ExampleGridSource: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
