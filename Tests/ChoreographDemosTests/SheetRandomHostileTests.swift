import Choreograph
import ChoreographDemos
import ChoreographHeadless
import ChoreographPreview
import Foundation
import PropertyBased
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Random sequences of hostile changes to the sheet-detents demo's sheet — extreme numbers in its settings and corner
/// radius, custom detents whose resolvers answer anything, unknown selected detents, animated or not — mixed with
/// drags and flicks anywhere, resizes down to no area, presents and dismisses at any moment. After each run the window
/// goes back to a phone's size and everything must settle with finite numbers, and the host may name only the sheet's
/// documented fallbacks and refusals of requests a running transition makes impossible.
@MainActor
@Suite("Random hostile runs of a sheet")
struct SheetRandomHostileTests {
    enum Step: Int, CaseIterable {
        case settings, cornerRadius, detents, select, selectAnimated, drag, flickUp, flickDown, resize, present
        case dismiss, waitFrame, waitLong
    }

    static let numbers: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, -1, 0, 0.5, 11, 300]
    static let sizes = [
        CGSize(width: 390, height: 844), CGSize(width: 844, height: 390), .zero, CGSize(width: 1, height: 1),
    ]
    static let allowed: Set<Diagnostic.Code> = [
        .sheetInvalidValue, .sheetNoActiveDetents, .sheetNoDetents, .presentWhileTransitioning,
        .dismissWhileTransitioning, .nothingPresented, .alreadyPresenting,
    ]

    static func perform(
        _ step: Step, pick: Int, on scenario: SheetDetentsScenario, clock: ManualClock, touches: TouchSimulator
    ) {
        let sheet = scenario.sheetController.sheetPresentationController
        let number = numbers[pick % numbers.count]
        let size = scenario.window.bounds.size
        switch step {
        case .settings:
            var settings = SheetSettings.standard
            let fields: [WritableKeyPath<SheetSettings, Double>] = [
                \.topInset, \.mediumFraction, \.cornerRadius, \.dimmingAlpha, \.grabberWidth, \.grabberHeight,
                \.grabberTopInset, \.presenterScale, \.presenterCornerRadius, \.dismissalThreshold,
                \.settleDuration, \.settleDampingRatio, \.momentumDampingRatio,
            ]
            settings[keyPath: fields[(pick / 7) % fields.count]] = number
            sheet?.settings = settings
        case .cornerRadius:
            sheet?.preferredCornerRadius = pick % 5 == 0 ? nil : CGFloat(number)
        case .detents:
            let custom = SheetPresentationController.Detent.custom(identifier: .init("odd")) { _ in CGFloat(number) }
            let lists: [[SheetPresentationController.Detent]] = [
                [.medium(), .large()], [custom], [custom, .medium()], [], [.large(), custom, .medium()],
            ]
            sheet?.detents = lists[(pick / 3) % lists.count]
        case .select, .selectAnimated:
            let names: [SheetDetent.Identifier?] = [nil, .medium, .large, .init("odd"), .init("nowhere")]
            let name = names[(pick / 5) % names.count]
            if step == .select {
                sheet?.selectedDetentIdentifier = name
            } else {
                sheet?.animateChanges { sheet?.selectedDetentIdentifier = name }
            }
        case .drag:
            let from = CGPoint(x: size.width / 2, y: size.height * CGFloat(pick % 9) / 9)
            let to = CGPoint(x: size.width / 2, y: size.height * CGFloat(pick % 13) / 13)
            try? touches.drag(from: from, to: to, duration: [0.002, 0.05, 0.4][pick % 3])
        case .flickUp, .flickDown:
            let from = CGPoint(x: size.width / 2, y: size.height * 0.8)
            let offset = (step == .flickUp ? -1 : 1) * size.height * 0.1
            try? touches.drag(from: from, to: CGPoint(x: from.x, y: from.y + offset), duration: 0.03)
        case .resize: scenario.window.resize(to: sizes[pick % sizes.count])
        case .present: scenario.perform(.present)
        case .dismiss: scenario.perform(.dismiss)
        case .waitFrame: clock.advance(by: 1.0 / 60)
        case .waitLong: clock.advance(by: 1)
        }
    }

    @Test("Whatever the user does to a sheet, it settles finite, and only its fallbacks and refusals are named")
    func randomRuns() throws {
        let steps = Gen.int(in: 0...(Step.allCases.count - 1)).array(of: 1...16)
        let picks = Gen.int(in: 0...10_000)
        var rng = try #require(Xoshiro(seed: "c2hlZXQtaG9zdGlsZS1ydW5zLWZpeGVkLXNlZWQtMTE="))
        for _ in 0..<150 {
            let (indices, pick) = (steps.run(using: &rng), picks.run(using: &rng))
            let clock = ManualClock()
            let host = HostEnvironment.install(clock: clock)
            let scenario = SheetDetentsScenario()
            let touches = TouchSimulator(window: scenario.window, clock: clock)
            scenario.perform(.present)
            var trail: [Step] = []
            for (offset, index) in indices.enumerated() {
                let step = Step.allCases[index]
                trail.append(step)
                Self.perform(step, pick: pick &+ offset &* 37, on: scenario, clock: clock, touches: touches)
            }
            scenario.window.resize(to: Self.sizes[0])
            clock.advance(by: 12)
            #expect(FrameRecorder.isSettled(scenario.window), "after \(trail) pick \(pick)")
            for view in scenario.window.subtree {
                #expect(isFinite(view.presentation), "\(view.identifier ?? "?") after \(trail) pick \(pick)")
            }
            if scenario.listController.presentedViewController === scenario.sheetController {
                let sheet = try #require(scenario.sheetController.sheetPresentationController)
                let top = Double(scenario.sheetController.view.frame.minY)
                // A detent, or the large detent when every detent is inactive, or the whole container when the top
                // inset leaves no room for any detent (SheetPresentations, "Numbers out of their range").
                let heights = sheet.resolvedDetents.map(\.height) + [788, sheet.settings.topInset >= 844 ? 844 : 788]
                #expect(heights.contains { abs(844 - $0 - top) < 1e-6 }, "top \(top) after \(trail) pick \(pick)")
            } else {
                #expect(scenario.sheetController.view.window == nil, "after \(trail) pick \(pick)")
                #expect(scenario.listController.view.transform == .identity, "after \(trail) pick \(pick)")
            }
            let unexpected = host.diagnostics.entries.filter { !Self.allowed.contains($0.code) }
            #expect(unexpected.isEmpty, "after \(trail) pick \(pick): \(unexpected.prefix(3))")
        }
    }
}
