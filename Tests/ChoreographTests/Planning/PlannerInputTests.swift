import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

private struct Refusal: Error, CustomStringConvertible {
    var description: String { "no scenes with maps" }
}

@Suite("Planner input")
struct PlannerInputTests {
    static let presets: [Transition] = [
        .fade, .slide(from: .trailing), .push(from: .right), .cover(from: .bottom), .uncover(to: .top), .zoom,
        .zoom(from: "cell"), .pageIn(from: .left), .pageOut(to: .right), .flip(from: .top), .cube(from: .left),
        .circularReveal(from: "cell"), .automatic,
        Transition.fade.combined(with: .matchedGeometry(fade: .through, fit: .auto)),
    ]

    @Test("Container sizes that are zero, negative, not numbers or beyond 1e9 are refused by name")
    func containerSizes() throws {
        let cases: [(CGSize, PlanningError)] = [
            (
                CGSize(width: 0, height: 844),
                .invalidParameter(parameter: "containerSize.width", value: 0, rule: "must be greater than 0")
            ),
            (
                CGSize(width: 390, height: -1),
                .invalidParameter(parameter: "containerSize.height", value: -1, rule: "must be greater than 0")
            ),
            (
                CGSize(width: 390, height: CGFloat.infinity),
                .invalidParameter(parameter: "containerSize.height", value: .infinity, rule: "must be a finite number")
            ),
            (
                CGSize(width: 1e308, height: 1e308),
                .invalidParameter(parameter: "containerSize.width", value: 1e308, rule: "must be at most 1000000000.0")
            ),
        ]
        for (size, error) in cases {
            #expect(throws: error) {
                try Planner().plan(.fade, from: screen(), to: screen(), operation: .present, containerSize: size)
            }
        }
        #expect(throws: PlanningError.self) {
            try Planner().plan(
                .fade, from: screen(), to: screen(), operation: .present,
                containerSize: CGSize(width: CGFloat.nan, height: 1))
        }
        #expect(
            PlanningError.invalidParameter(parameter: "containerSize.width", value: 0, rule: "must be greater than 0")
                .description == "containerSize.width = 0.0: must be greater than 0")
    }

    @Test(
        "Durations that are not numbers, negative or over 60 s are refused",
        arguments: [Double.nan, -1, .infinity, 61, 1e308])
    func durations(seconds: Double) {
        #expect(throws: PlanningError.self) { try plan(Transition.slide(from: .left).duration(seconds), .push) }
        do {
            _ = try plan(Transition.slide(from: .left).duration(seconds), .push)
        } catch {
            guard case .invalidParameter(let parameter, _, let rule) = error as? PlanningError else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(parameter == "duration" && rule.contains("from 0 to 60"))
        }
    }

    @Test("A duration of 0 jumps to the end at once")
    func zeroDuration() throws {
        let planned = try plan(Transition.slide(from: .right).duration(0), .present)
        #expect(planned.duration == 0)
        #expect(transform(planned, .toScreen, at: 0) == .identity)
        #expect(transform(planned, .fromScreen, at: 0).m41 == -container.width)
    }

    @Test("Spring parameters that break Spring's rules are refused with its error")
    func badSprings() {
        #expect(
            throws: PlanningError.invalidTiming(
                TimingError(parameter: "response", value: -1, rule: "must be greater than 0"))
        ) {
            try plan(Transition.fade.spring(response: -1), .present)
        }
        #expect(throws: PlanningError.self) { try plan(Transition.fade.spring(stiffness: .nan, damping: 1), .present) }
        #expect(throws: PlanningError.self) { try plan(Transition.fade.spring(dampingRatio: 0), .present) }
        #expect(throws: PlanningError.self) { try plan(Transition.fade.spring(duration: 0.5, bounce: 2), .present) }
    }

    @Test("Custom effects that break the rules are refused by name")
    func badEffects() {
        func effect(_ motions: [Motion]) -> Transition {
            Transition(TransitionEffect(name: "custom") { _ in EffectOutput(motions: motions, stacking: []) })
        }
        #expect(throws: PlanningError.overlappingMotions(effect: "custom", track: "transition.to.opacity")) {
            try plan(
                effect([
                    Motion(.toScreen, .opacity, from: .scalar(0), to: .scalar(1), during: 0...0.6),
                    Motion(.toScreen, .opacity, from: .scalar(1), to: .scalar(0), during: 0.5...1),
                ]), .present)
        }
        #expect(
            throws: PlanningError.invalidSpan(effect: "custom", track: "transition.to.opacity", lower: 0.5, upper: 1.5)
        ) {
            try plan(
                effect([Motion(.toScreen, .opacity, from: .scalar(0), to: .scalar(1), during: 0.5...1.5)]), .present)
        }
        #expect(throws: PlanningError.self) {
            try plan(effect([Motion(.toScreen, .opacity, from: .point(.zero), to: .point(.zero))]), .present)
        }
        #expect(throws: PlanningError.self) {
            try plan(effect([Motion(.toScreen, .opacity, from: .scalar(0), to: .scalar(.nan))]), .present)
        }
        let failing = Transition(TransitionEffect(name: "maps") { _ in throw Refusal() })
        #expect(throws: PlanningError.effectFailed(effect: "maps", message: "no scenes with maps")) {
            try plan(failing, .present)
        }
        // A path giving a value of another kind is refused too.
        #expect(throws: PlanningError.self) {
            try plan(effect([Motion(.toScreen, .transform) { _ in .scalar(1) }]), .present)
        }
    }

    @Test("Motions in sequence hold between spans and step where one starts elsewhere")
    func sequences() throws {
        let stepping = Transition(
            TransitionEffect(name: "steps") { _ in
                EffectOutput(
                    motions: [
                        Motion(.toScreen, .opacity, from: .scalar(1), to: .scalar(0), during: 0.6...0.8),
                        Motion(.toScreen, .opacity, from: .scalar(0), to: .scalar(1), during: 0.2...0.4),
                    ], stacking: [])
            }
        ).duration(1).curve(.linear)
        let planned = try plan(stepping, .present)
        let expected: [(Double, Double)] = [(0, 0), (0.1, 0), (0.3, 0.5), (0.5, 1), (0.7, 0.5), (0.9, 0), (1, 0)]
        for (time, value) in expected {
            #expect(isClose(opacity(planned, .toScreen, at: time), value, within: 1e-12), "at \(time)")
        }
    }

    @Test("Very large containers plan finite values for every preset")
    func hugeContainer() throws {
        let huge = CGSize(width: 1e9, height: 1e9)
        let scene = try Scene(
            size: huge, elements: [Scene.Element(identifier: "cell", frame: CGRect(x: 0, y: 0, width: 1e9, height: 1))])
        for preset in Self.presets {
            for operation in TransitionOperation.allCases {
                let planned = try Planner().plan(
                    preset, from: scene, to: scene, operation: operation, containerSize: huge)
                var frame = planned.timeline.makeFrame()
                for fraction in stride(from: 0.0, through: 1.0, by: 0.05) {
                    planned.timeline.sample(at: fraction * planned.duration, into: &frame)
                    #expect(frame.components.allSatisfy { $0.isFinite }, "\(preset) \(operation) at \(fraction)")
                }
            }
        }
    }

    @Test("The same input gives equal plans")
    func determinism() throws {
        let scene = try screen([Scene.Element(identifier: "cell", frame: CGRect(x: 10, y: 10, width: 50, height: 50))])
        for preset in Self.presets + [Transition.zoom.combined(with: .cube(from: .right)).spring(response: 0.3)] {
            for operation in TransitionOperation.allCases {
                let first = try plan(preset, operation, from: scene, to: scene)
                let second = try plan(preset, operation, from: scene, to: scene)
                #expect(first == second, "\(preset) \(operation)")
            }
        }
    }

    @Test("Reduce Motion: every transition becomes a 0.2 s ease-in-out cross-fade")
    func reduceMotion() throws {
        let options = PlanningOptions(reducesMotion: true)
        for preset in Self.presets + [Transition.cube(from: .left).spring(response: 0.9).duration(3)] {
            for operation in TransitionOperation.allCases {
                let planned = try plan(preset, operation, options: options)
                #expect(planned.duration == 0.2 && planned.timing == .curve(.easeInOut), "\(preset) \(operation)")
                let leaving: TransitionTarget = operation.isForward ? .toScreen : .fromScreen
                #expect(planned.timeline.targets == [leaving.name], "\(preset) \(operation)")
                let q = bezierValue(x1: 0.42, y1: 0, x2: 0.58, y2: 1, at: 0.25)
                let expected = operation.isForward ? q : 1 - q
                #expect(isClose(opacity(planned, leaving, at: 0.05), expected, within: 1e-6), "\(preset) \(operation)")
            }
        }
    }

    @Test("automatic: a push for navigation, a slide for tabs, a fade for modals, trailing edges resolved")
    func automatic() throws {
        for direction in LayoutDirection.allCases {
            for operation in TransitionOperation.allCases {
                let chosen: Transition =
                    switch operation.kind {
                    case .modal: .fade
                    case .navigation: .push(from: .trailing)
                    case .tab: .slide(from: .trailing)
                    }
                let automatic = try plan(.automatic, operation, layoutDirection: direction)
                let explicit = try plan(chosen, operation, layoutDirection: direction)
                #expect(automatic.timeline == explicit.timeline, "\(operation) \(direction)")
                #expect(automatic.stacking == explicit.stacking)
            }
        }
        // In right-to-left layouts a push comes in from the left; a backward tab switch slides in from the right.
        let push = try plan(Transition.automatic.curve(.linear).duration(1), .push, layoutDirection: .rightToLeft)
        #expect(transform(push, .toScreen, at: 0).m41 == -container.width)
        let back = try plan(Transition.automatic.curve(.linear).duration(1), .tabSwitch(.backward))
        #expect(transform(back, .toScreen, at: 0).m41 == -container.width)
    }
}
