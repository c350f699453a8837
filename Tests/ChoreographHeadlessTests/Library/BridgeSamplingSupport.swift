import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The UIKit bridge's sampling of a plan, rebuilt here as its stage (`ChoreographUIKit`'s `TimelineStage`) builds it,
/// to be compared with what the headless host shows for the same plan.
///
/// The bridge binds every track of the plan whose target it resolved to a view and whose property UIKit has
/// (`UIView.canShow`: every view property but `circularMask` and custom ones), rewritten by
/// `Track.hosted(snapshotSize:inPlaceCorrection:)` with the size of the element a snapshot copies and, for an element
/// animated in place under transformed ancestors, the inverse of their linear part. It shows one ``Timeline`` of those
/// tracks sampled by progress (`Timeline.sample(atProgress:into:)`): at `time = progress × duration` inside 0…1, and
/// past either end with straight moves followed along their line and the rest held. Here the snapshot sizes and
/// corrections are given by each test from the frames and transforms it set up, not read back from either host.
///
/// What is compared is the value each host sets: the bridge's sampled value against the headless presentation. What
/// UIKit then draws of it is a device's to check — notably corner radii that differ, which Core Animation rounds
/// with one radius (the bridge shows the largest); the elements of these suites have equal corners.
@MainActor
struct BridgeSampling {
    /// The properties the bridge sets on a UIKit view (`UIView.canShow` in `UIView+AnimatableProperty.swift`).
    static let uiKitProperties = AnimatableProperty.viewProperties

    /// What the report names the run by.
    let name: String
    /// The bound tracks, rewritten as the bridge rewrites them, index for index with ``views``.
    let tracks: [Track]
    /// The headless view each track of ``tracks`` is shown on.
    let views: [View]
    /// The plan's duration: the bridge shows `progress × duration`.
    let duration: Double
    /// The snapshot sizes the tracks were rewritten with, by target name.
    let snapshotSizes: [String: CGSize]
    private let timeline: Timeline
    /// Where each bound track plays when the transition starts by itself (``startingByItself(laidOutTargets:)``);
    /// `nil` samples every track, as the bridge does for an interactive run.
    private(set) var renderServer: RenderServerPlan?

    /// The bridge's binding of `plan` to `views` (by target name). Every target of the plan must have a view, so that
    /// no track goes uncompared.
    init(
        _ name: String,
        plan: TransitionPlan,
        views byTarget: [String: View],
        snapshotSizes: [String: CGSize] = [:],
        corrections: [String: Transform3D] = [:]
    ) {
        self.name = name
        duration = plan.duration
        self.snapshotSizes = snapshotSizes
        let missing = Set(plan.timeline.targets).subtracting(byTarget.keys)
        #expect(missing.isEmpty, "\(name): no view for \(missing.sorted())")
        var tracks: [Track] = []
        var views: [View] = []
        for track in plan.timeline.tracks {
            guard let view = byTarget[track.target], Self.uiKitProperties.contains(track.property) else { continue }
            tracks.append(
                track.hosted(snapshotSize: snapshotSizes[track.target], inPlaceCorrection: corrections[track.target]))
            views.append(view)
        }
        #expect(!tracks.isEmpty, "\(name): no track bound")
        self.tracks = tracks
        self.views = views
        timeline = Timeline(tracks: tracks)
    }

    /// The value the bridge shows for each bound track at `time`, index for index with ``tracks``: played by Core
    /// Animation's keyframe rules for a track the render server plays, sampled otherwise.
    func values(at time: Double) -> [AnimatableValue?] {
        var frame = timeline.makeFrame()
        timeline.sample(at: time, into: &frame)
        return tracks.indices.map { index in
            renderServer?.placements[index].animation.map { playedByCoreAnimation($0, at: time) }
                ?? frame.value(ofTrack: index)
        }
    }

    /// The binding as the bridge runs it when the transition starts by itself: the tracks the core's
    /// ``RenderServerPlan`` allows play on the render server. `laidOutTargets` are the targets whose views lay out
    /// (views the bridge did not add). Expects every track to go to the render server when `expectingAll`.
    func startingByItself(laidOutTargets: Set<String>, expectingAll: Bool = true) -> BridgeSampling {
        var copy = self
        let plan = RenderServerPlan(timeline: timeline, interactive: false, laidOutTargets: laidOutTargets)
        if expectingAll {
            #expect(
                plan.renderServerIndexes.count == tracks.count,
                "\(name): on the display link: \(plan.displayLinkIndexes.map { (tracks[$0].property, plan.placements[$0].reason) })"
            )
        }
        copy.renderServer = plan
        return copy
    }

    /// The bridge's binding of the plan `animator` ran last: `from` and `to` are the screens' views, the library's
    /// views (``libraryTargets(in:plan:)``) are found in their container, and each snapshot is stretched from the size
    /// `elements` gives for the element it copies (by scene role and identifier).
    static func of(
        _ name: String,
        _ animator: TimelineAnimator,
        from: View,
        to: View,
        elements: [SceneRole: [String: CGSize]] = [:],
        corrections: [String: Transform3D] = [:]
    ) throws -> BridgeSampling {
        let plan = try #require(animator.plan, "\(name): no plan")
        let container = try #require(to.superview ?? from.superview, "\(name): no container")
        let views = libraryTargets(in: container, plan: plan).merging([
            TransitionTarget.fromScreen.name: from, TransitionTarget.toScreen.name: to,
        ]) { first, _ in first }
        var sizes: [String: CGSize] = [:]
        for (target, reference) in plan.references where target.name.hasPrefix("snapshot:") {
            let size = elements[reference.role]?[reference.identifier ?? ""]
            #expect(size != nil, "\(name) \(target.name): no element size for \(reference)")
            sizes[target.name] = size
        }
        return BridgeSampling(name, plan: plan, views: views, snapshotSizes: sizes, corrections: corrections)
    }

    /// The value the bridge sets for each bound track at `progress` of the plan, index for index with ``tracks``: as
    /// its stage's `show(progress:)` samples by progress (`Timeline.sample(atProgress:into:)`), past 0…1 too.
    func values(atProgress progress: Double) -> [AnimatableValue?] {
        var frame = timeline.makeFrame()
        timeline.sample(atProgress: progress, into: &frame)
        return tracks.indices.map { frame.value(ofTrack: $0) }
    }

    /// Expects every bound view's presentation to show, for its track's property, the bridge's value at `time`
    /// within 1e-6 in every component.
    func expectShown(at time: Double, _ label: String) throws {
        try expectShown(values(at: time), label)
    }

    /// Expects every bound view's presentation to show the bridge's value at `progress` of the plan (see
    /// ``values(atProgress:)``) within 1e-6 in every component.
    func expectShown(atProgress progress: Double, _ label: String) throws {
        try expectShown(values(atProgress: progress), label)
    }

    private func expectShown(_ values: [AnimatableValue?], _ label: String) throws {
        for (index, value) in values.enumerated() {
            let track = tracks[index]
            let expected = try #require(value, "\(name) \(label): \(track.target).\(track.property.name) unsampled")
            let shown = try #require(
                views[index].presentation[track.property], "\(name): \(track.target).\(track.property.name)")
            #expect(
                Self.isClose(shown, expected),
                "\(name) \(label) \(track.target).\(track.property.name): host \(shown), bridge \(expected)")
        }
    }

    /// Runs `clock` from `start` through every 60 fps frame before the end of a run of `duration` seconds, comparing
    /// each; returns the number of frames compared. At the duration both hosts end the transition and put the views
    /// back, so the last frame compared is the one before it.
    @discardableResult
    func expectEveryFrame(duration: Double, clock: ManualClock, from start: Double) throws -> Int {
        let frames = Int((duration * 60).rounded(.up)) - 1
        #expect(frames >= 10, "\(name): \(frames) frames")
        for index in 1...max(frames, 1) {
            let time = Double(index) / 60
            clock.advance(to: start + time)
            try expectShown(at: time, "frame \(index)")
        }
        return frames
    }

    /// Whether two values of the same kind agree within 1e-6 in every component.
    static func isClose(_ a: AnimatableValue, _ b: AnimatableValue) -> Bool {
        largestComponentDifference(a, b) <= 1e-6
    }
}

/// The views the library added to `container` for a transition (its ghosts and dimming view), by target name, with
/// each ghost's snapshots: the host adds a ghost's snapshots in scene-role order, the leaving screen's first
/// (`CapturedScreens.ghosts(of:)`), so a ghost with two holds `snapshot:from:` then `snapshot:to:`.
@MainActor
func libraryTargets(in container: View, plan: TransitionPlan) -> [String: View] {
    var views: [String: View] = [:]
    for view in libraryViews(in: container) {
        guard let name = view.identifier else { continue }
        views[name] = view
        guard let identifier = TransitionTarget(name: name).ghostIdentifier else { continue }
        let names = SceneRole.allCases.map { TransitionTarget.snapshot(identifier, of: $0).name }
            .filter { plan.timeline.targets.contains($0) || plan.references[TransitionTarget(name: $0)] != nil }
        #expect(view.subviews.count == names.count, "\(name): \(view.subviews.count) snapshots for \(names)")
        for (snapshot, name) in zip(view.subviews, names) { views[name] = snapshot }
    }
    return views
}
