import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The presets that move screens through an edge, sampled on a linear curve and checked against their motion written
/// out here: d is the container's extent along the edge times the unit vector out through it, and q the progress.
@Suite("Presets through an edge")
struct EdgePresetTests {
    enum Preset: String, CaseIterable, Sendable {
        case slide, push, cover, uncover, pageIn, pageOut

        func transition(_ edge: TransitionEdge) -> Transition {
            switch self {
            case .slide: .slide(from: edge)
            case .push: .push(from: edge)
            case .cover: .cover(from: edge)
            case .uncover: .uncover(to: edge)
            case .pageIn: .pageIn(from: edge)
            case .pageOut: .pageOut(to: edge)
            }
        }
    }

    /// What each screen and the dimming view show at progress q.
    struct Motion {
        var from: (Double) -> Transform3D
        var to: (Double) -> Transform3D
        var dimming: ((Double) -> Double)?
        var stacking: [TransitionTarget]
    }

    static let forwardStacking: [TransitionTarget] = [.fromScreen, .toScreen]
    static let backwardStacking: [TransitionTarget] = [.toScreen, .fromScreen]

    /// The motion of a preset through the physical edge `edge`, running forwards (present, push, forward tab switch)
    /// or backwards (dismiss, pop, backward tab switch), written from each preset's description.
    static func motion(_ preset: Preset, _ edge: TransitionEdge, forward: Bool) -> Motion {
        let unit = outward(edge)
        let d = (x: unit.x * extent(edge), y: unit.y * extent(edge))
        func moved(_ factor: Double) -> Transform3D { translation(d.x * factor, d.y * factor) }
        let identity: (Double) -> Transform3D = { _ in .identity }
        switch (preset, forward) {
        case (.slide, true):
            // The new screen enters from the edge, the old leaves through the opposite one.
            return Motion(from: { moved(-$0) }, to: { moved(1 - $0) }, stacking: forwardStacking)
        case (.slide, false):
            // The presented screen goes back out through the edge, the presenter returns from the opposite one.
            return Motion(from: { moved($0) }, to: { moved(-(1 - $0)) }, stacking: backwardStacking)
        case (.push, true):
            return Motion(
                from: { moved(-0.3 * $0) }, to: { moved(1 - $0) }, dimming: { 0.1 * $0 },
                stacking: [.fromScreen, .dimming, .toScreen])
        case (.push, false):
            return Motion(
                from: { moved($0) }, to: { moved(-0.3 * (1 - $0)) }, dimming: { 0.1 * (1 - $0) },
                stacking: [.toScreen, .dimming, .fromScreen])
        case (.cover, true), (.uncover, false):
            return Motion(from: identity, to: { moved(1 - $0) }, stacking: forwardStacking)
        case (.cover, false), (.uncover, true):
            return Motion(from: { moved($0) }, to: identity, stacking: backwardStacking)
        case (.pageIn, true), (.pageOut, false):
            return Motion(
                from: { scaling(1 - 0.1 * $0, 1 - 0.1 * $0) }, to: { moved(1 - $0) }, dimming: { 0.1 * $0 },
                stacking: [.fromScreen, .dimming, .toScreen])
        case (.pageIn, false), (.pageOut, true):
            return Motion(
                from: { moved($0) }, to: { scaling(0.9 + 0.1 * $0, 0.9 + 0.1 * $0) }, dimming: { 0.1 * (1 - $0) },
                stacking: [.toScreen, .dimming, .fromScreen])
        }
    }

    static let operations: [TransitionOperation] = TransitionOperation.allCases

    @Test(
        "Every edge preset in every direction, for every operation, on a linear curve",
        arguments: Preset.allCases, operations)
    func linearMotion(preset: Preset, operation: TransitionOperation) throws {
        for (edge, direction, physical) in edgesByDirection {
            let transition = preset.transition(edge).duration(1).curve(.linear)
            let plan = try plan(transition, operation, layoutDirection: direction)
            let expected = Self.motion(preset, physical, forward: operation.isForward)
            let label = "\(preset)(\(edge)) \(direction) \(operation)"
            #expect(plan.duration == 1, "\(label)")
            #expect(plan.stacking == expected.stacking, "\(label)")
            #expect(plan.diagnostics.isEmpty, "\(label)")
            for q in sampleFractions {
                #expect(isClose(transform(plan, .fromScreen, at: q), expected.from(q)), "\(label) from at \(q)")
                #expect(isClose(transform(plan, .toScreen, at: q), expected.to(q)), "\(label) to at \(q)")
                #expect(opacity(plan, .fromScreen, at: q) == 1, "\(label)")
                #expect(opacity(plan, .toScreen, at: q) == 1, "\(label)")
                if let dimming = expected.dimming {
                    #expect(isClose(opacity(plan, .dimming, at: q), dimming(q), within: 1e-12), "\(label) dim at \(q)")
                } else {
                    #expect(plan.value(of: .dimming, .opacity, at: q) == nil, "\(label)")
                }
            }
        }
    }

    @Test("The brief's example: slide from the right, linear, a quarter in")
    func slideQuarter() throws {
        let plan = try plan(Transition.slide(from: .right).curve(.linear).duration(0.4), .present)
        let width = Double(container.width)
        #expect(isClose(transform(plan, .toScreen, at: 0.1), translation(width * 0.75, 0)))
        #expect(isClose(transform(plan, .fromScreen, at: 0.1), translation(-width * 0.25, 0)))
    }

    @Test("Pop after push: the top screen leaves to the right, the one below comes back from −30 % as the dim clears")
    func popValues() throws {
        let plan = try plan(Transition.push(from: .right).curve(.linear).duration(1), .pop)
        let width = Double(container.width)
        #expect(isClose(transform(plan, .fromScreen, at: 0.25), translation(width * 0.25, 0)))
        #expect(isClose(transform(plan, .toScreen, at: 0.25), translation(-0.3 * width * 0.75, 0)))
        #expect(isClose(opacity(plan, .dimming, at: 0.25), 0.075, within: 1e-12))
    }

    @Test("The eased default curve: progress follows ease-in-out, solved independently")
    func easedSlide() throws {
        let plan = try plan(Transition.slide(from: .bottom).duration(1), .present)
        let height = Double(container.height)
        for u in [0.1, 0.25, 0.5, 0.8] {
            let q = bezierValue(x1: 0.42, y1: 0, x2: 0.58, y2: 1, at: u)
            #expect(isClose(transform(plan, .toScreen, at: u), translation(0, height * (1 - q)), within: 1e-4))
            #expect(isClose(transform(plan, .fromScreen, at: u), translation(0, -height * q), within: 1e-4))
        }
    }

    @Test("Dismissing with the default curve runs the inverse eased forwards, not the presentation backwards in time")
    func easedDismissal() throws {
        let plan = try plan(Transition.cover(from: .bottom).duration(1), .dismiss)
        let height = Double(container.height)
        let q = bezierValue(x1: 0.42, y1: 0, x2: 0.58, y2: 1, at: 0.2)
        #expect(isClose(transform(plan, .fromScreen, at: 0.2), translation(0, height * q), within: 1e-4))
    }

    @Test("The dimming view covers the container in black")
    func dimmingView() throws {
        let plan = try plan(Transition.push(from: .right), .push)
        #expect(plan.value(of: .dimming, .position, at: 0.1) == .point(CGPoint(x: 195, y: 422)))
        #expect(plan.value(of: .dimming, .bounds, at: 0.1) == .rect(CGRect(x: 0, y: 0, width: 390, height: 844)))
        #expect(plan.value(of: .dimming, .backgroundColor, at: 0.1) == .color(.black))
    }

    @Test("uncover is cover reversed, pageOut is pageIn reversed: equal timelines")
    func reversedNames() throws {
        for edge in physicalEdges {
            for operation in TransitionOperation.allCases {
                let uncover = try plan(.uncover(to: edge), operation)
                let reversedCover = try plan(Transition.cover(from: edge).reversed, operation)
                #expect(uncover.timeline == reversedCover.timeline)
                let pageOut = try plan(.pageOut(to: edge), operation)
                let reversedPage = try plan(Transition.pageIn(from: edge).reversed, operation)
                #expect(pageOut.timeline == reversedPage.timeline)
            }
        }
    }
}
