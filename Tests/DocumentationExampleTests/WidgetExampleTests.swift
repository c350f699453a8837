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
}
