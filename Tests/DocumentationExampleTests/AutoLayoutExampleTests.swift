import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The Auto Layout examples, run as their documentation shows them (see `CoreExampleTests`).
@MainActor
@Suite("Documentation examples: Auto Layout")
struct AutoLayoutExampleTests {
    @Test("LayoutConstraint: a card centred in the window, half as high as it is wide")
    func centredCard() {
        HostEnvironment.install(clock: ManualClock())
        let window = Window()
        // example: Sources/ChoreographHeadless/AutoLayout/LayoutConstraint.swift
        let card = View(identifier: "card")
        card.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(card)
        LayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: window.centerYAnchor),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
        ])
        window.layoutIfNeeded()
        // end example
        // The window is 390 × 844: (390 − 200) / 2 = 95, (844 − 100) / 2 = 372.
        #expect(card.frame == CGRect(x: 95, y: 372, width: 200, height: 100))
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }
}
