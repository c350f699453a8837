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
}
