import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The headless host running the same timelines the UIKit bridge runs, compared frame by frame.
///
/// The bridge (`ChoreographUIKit`'s `TimelineStage.show(time:)`) shows a plan by sampling the core's ``Timeline`` of
/// its bound tracks at `time = progress × duration` on every display-link frame and setting each value on its view,
/// except the tracks the core's ``RenderServerPlan`` hands to the render server when the transition starts by itself:
/// those play as Core Animation keyframe animations, evaluated here by Core Animation's keyframe rules
/// (`playedByCoreAnimation(_:at:)`).
/// The headless host shows the same plan through its render model instead: property animations driven by one
/// animator, evaluated on the manual clock. Here a push runs headless, and at every 60 fps frame before its end each
/// screen and the dimming view must show, as their presentation, what the bridge's sampling gives for the same plan
/// at that time, within 1e-6 in every component.
///
/// What this covers: the plan the host ran (the animator's own), every track aimed at the two screens and the
/// dimming view, the headless render model against the core's sampling, for animated non-interactive runs (whose
/// animator timing is linear, so progress is time over duration on both hosts). What it does not: UIKit's timing of
/// the bridge's progress view and the display link's cadence (seen on a device only), and the rewriting of ghost and
/// in-place element tracks (`Track.hosted(snapshotSize:inPlaceCorrection:)`, which both hosts' stages call, tested in
/// the core), as these presets move no elements.
@MainActor
@Suite("Bridge sampling against the headless host")
struct BridgeSamplingTests {
    nonisolated static let presets: [(String, Transition)] = [
        ("push(from: .right)", .push(from: .right)),
        ("slide(from: .right)", .slide(from: .right)),
        ("cover(from: .bottom)", .cover(from: .bottom)),
        ("fade", .fade),
        ("cube(from: .right)", .cube(from: .right)),
        ("flip(from: .left)", .flip(from: .left)),
    ]

    @Test("Every frame of a push shows the bridge's sampled values", arguments: presets.indices)
    func push(preset: Int) throws {
        let (name, transition) = Self.presets[preset]
        let animator = TimelineAnimator(transition, operation: .push)
        let (clock, window, navigation, a, b, vendor) = libraryNavigation(animator: animator)
        defer { withExtendedLifetime((window, vendor)) {} }
        let start = clock.now
        navigation.pushViewController(b, animated: true)
        let plan = try #require(animator.plan, "\(name): no plan")
        let dimming = libraryViews(in: navigation.view.subviews[0]).first
        let views: [String: View] = [
            TransitionTarget.fromScreen.name: a.view, TransitionTarget.toScreen.name: b.view,
        ].merging(dimming.map { [TransitionTarget.dimming.name: $0] } ?? [:]) { first, _ in first }
        // The bridge's sampling, as its stage does it: one timeline of the bound tracks, one reusable frame.
        // (No ghosts or in-place elements here: the rewrite gives each track itself.)
        let bound = plan.timeline.tracks.filter { views[$0.target] != nil }
            .map { $0.hosted(snapshotSize: nil, inPlaceCorrection: nil) }
        #expect(!bound.isEmpty, "\(name): no track aimed at the screens")
        let timeline = Timeline(tracks: bound)
        var frame = timeline.makeFrame()
        // The tracks the bridge hands to the render server when the push starts by itself (the screens lay out; the
        // dimming view is the stage's own), played here by Core Animation's keyframe rules.
        let renderServer = RenderServerPlan(
            timeline: timeline, interactive: false,
            laidOutTargets: [TransitionTarget.fromScreen.name, TransitionTarget.toScreen.name])
        #expect(
            renderServer.renderServerIndexes.count == bound.count,
            "\(name): on the display link: \(renderServer.displayLinkIndexes.map { (bound[$0].property, renderServer.placements[$0].reason) })"
        )
        // Every frame while it runs: at the duration both hosts end the transition and put the screens back.
        let frames = Int((plan.duration * 60).rounded(.up)) - 1
        #expect(frames >= 10, "\(name): \(frames) frames")
        for index in 1...frames {
            let time = Double(index) / 60
            clock.advance(to: start + time)
            timeline.sample(at: time, into: &frame)
            for (trackIndex, track) in bound.enumerated() {
                let view = try #require(views[track.target])
                let expected = try #require(
                    renderServer.placements[trackIndex].animation.map { playedByCoreAnimation($0, at: time) }
                        ?? frame.value(ofTrack: trackIndex))
                let shown = try #require(view.presentation[track.property], "\(name): \(track.property.name)")
                #expect(
                    Self.isClose(shown, expected),
                    "\(name) frame \(index) \(track.target).\(track.property.name): host \(shown), bridge \(expected)")
            }
        }
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    /// Whether two values agree within 1e-6 in every component (a colour or corner radii exactly).
    static func isClose(_ a: AnimatableValue, _ b: AnimatableValue) -> Bool {
        guard let first = components(a), let second = components(b) else { return a == b }
        return first.count == second.count
            && zip(first, second).allSatisfy { ChoreographTestSupport.isClose($0, $1, within: 1e-6) }
    }

    static func components(_ value: AnimatableValue) -> [Double]? {
        switch value {
        case .scalar(let scalar): [Double(scalar)]
        case .point(let point): [Double(point.x), Double(point.y)]
        case .size(let size): [Double(size.width), Double(size.height)]
        case .rect(let rect): [rect.minX, rect.minY, rect.width, rect.height].map { Double($0) }
        case .transform(let t):
            [
                t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42,
                t.m43, t.m44,
            ].map { Double($0) }
        default: nil
        }
    }
}
