import ChoreographDemos
import ChoreographHeadless
import ChoreographPreview
import Foundation
import PropertyBased
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Random sequences of what a user does to the demos and to the library's presets — the scenario's operations in any
/// order, often mid-transition; drags anywhere, edge swipes and pulls down that finish or cancel (driving the demos'
/// interactive transitions); taps; rotations and resizes down to a sliver; short and long waits — must never make the
/// host name a mistake: the only diagnostics allowed are refusals of requests a running transition or the state of
/// the stack makes impossible, and the fallbacks of a degenerate window. Every `audit.…` diagnostic here would be a
/// false positive or a real bug of a demo or preset.
@MainActor
@Suite("Random runs of the demos and presets")
struct RandomDemoRunTests {
    enum Step: Int, CaseIterable {
        case first, second, dragAnywhere, edgeSwipeFinish, edgeSwipeCancel, pullDownFinish, pullDownCancel, tap
        case rotate, resize, waitFrame, waitHalf, waitLong
    }

    /// What a random user may cause without anything being wrong: requests refused mid-transition or on the wrong
    /// state (presenting twice: the first presentation took the presenting screen out of the window), the library's
    /// tracks the host cannot show, and the demos' documented fallbacks.
    static let allowed: Set<Diagnostic.Code> = [
        .navigationWhileTransitioning, .presentWhileTransitioning, .dismissWhileTransitioning,
        .tabBarWhileTransitioning, .popRoot, .nothingPresented, .alreadyPresenting, .libraryTrackIgnored,
        .herbsPopZeroSizeOrigin, .redviewScaleNoSource, .presentNotInWindow, .pushDuplicate,
    ]

    /// Whether `code` may be reported in a random run: one of ``allowed``, or a fallback (a degenerate window makes
    /// the library skip its animation, and says so) that is not the audit's.
    static func isAllowed(_ code: Diagnostic.Code) -> Bool {
        allowed.contains(code) || (code.severity == .fallback && !code.name.hasPrefix("audit."))
    }

    /// Every demo, then every preset modal and pushed.
    static let subjects: [(name: String, make: @MainActor @Sendable () -> any Scenario)] =
        DemoCatalog.entries.map { entry in (entry.name, entry.make) }
        + PresetShowcase.entries.flatMap { entry in
            ScreenPairScenario.Style.allCases.map { style in
                (
                    "\(entry.name) \(style)",
                    { @MainActor @Sendable in
                        ScreenPairScenario(
                            from: PresetShowcase.fromScreen, to: PresetShowcase.toScreen,
                            transition: entry.spec.transition, style: style, name: entry.name)
                    }
                )
            }
        }

    /// Sizes a resize picks from: a phone, a tablet and a sliver. (A 0 × 0 window is left out: presenting into it
    /// under a library transition still reports `transition.finalFrameNotSet`, a known open problem.)
    static let sizes = [
        CGSize(width: 390, height: 844), CGSize(width: 1024, height: 768), CGSize(width: 40, height: 1),
    ]

    private static func perform(
        _ step: Step, pick: Int, on scenario: any Scenario, clock: ManualClock, touches: TouchSimulator
    ) {
        let size = scenario.window.bounds.size
        let (w, h) = (size.width, size.height)
        switch step {
        case .first, .second:
            let operations = scenario.operations
            scenario.perform(operations[(step == .first ? 0 : 1) % operations.count])
        case .dragAnywhere:
            let from = CGPoint(x: w * CGFloat(pick % 7) / 7, y: h * CGFloat(pick % 11) / 11)
            let to = CGPoint(x: w * CGFloat(pick % 5) / 5, y: h * CGFloat(pick % 13) / 13)
            try? touches.drag(from: from, to: to, duration: 0.05 + Double(pick % 4) * 0.1)
        case .edgeSwipeFinish:
            try? touches.drag(from: CGPoint(x: 2, y: h / 2), to: CGPoint(x: w * 0.9, y: h / 2), duration: 0.25)
        case .edgeSwipeCancel:
            try? touches.drag(from: CGPoint(x: 2, y: h / 2), to: CGPoint(x: w * 0.1, y: h / 2), duration: 0.3)
        case .pullDownFinish:
            try? touches.drag(from: CGPoint(x: w / 2, y: h * 0.3), to: CGPoint(x: w / 2, y: h * 0.95), duration: 0.25)
        case .pullDownCancel:
            try? touches.drag(from: CGPoint(x: w / 2, y: h * 0.3), to: CGPoint(x: w / 2, y: h * 0.38), duration: 0.4)
        case .tap: try? touches.tap(at: CGPoint(x: w * CGFloat(pick % 9) / 9, y: h * CGFloat(pick % 17) / 17))
        case .rotate: scenario.window.resize(to: CGSize(width: h, height: w))
        case .resize: scenario.window.resize(to: sizes[pick % sizes.count])
        case .waitFrame: clock.advance(frames: 1)
        case .waitHalf: clock.advance(by: 0.15)
        case .waitLong: clock.advance(by: 1)
        }
    }

    @Test("No audit or other diagnostic beyond refusals and fallbacks, whatever the user does")
    func randomRuns() async {
        let subject = Gen.int(in: 0...(Self.subjects.count - 1))
        let steps = Gen.int(in: 0...(Step.allCases.count - 1)).array(of: 1...14)
        let picks = Gen.int(in: 0...1_000)
        await propertyCheck(count: 400, input: subject, steps, picks) { subject, indices, pick in
            let clock = ManualClock()
            let host = HostEnvironment.install(clock: clock)
            let scenario = Self.subjects[subject].make()
            let touches = TouchSimulator(window: scenario.window, clock: clock)
            clock.advance(by: 0.1)
            var trail: [Step] = []
            for (offset, index) in indices.enumerated() {
                let step = Step.allCases[index]
                trail.append(step)
                Self.perform(step, pick: pick &+ offset &* 31, on: scenario, clock: clock, touches: touches)
            }
            // Back to a phone's size, so that a run left as a sliver ends as an app's would, then let everything end.
            scenario.window.resize(to: Self.sizes[0])
            clock.advance(by: 10)
            #expect(FrameRecorder.isSettled(scenario.window), "\(Self.subjects[subject].name) after \(trail)")
            let unexpected = host.diagnostics.entries.filter { !Self.isAllowed($0.code) }
            #expect(unexpected.isEmpty, "\(Self.subjects[subject].name) after \(trail): \(unexpected.prefix(3))")
        }
    }
}
