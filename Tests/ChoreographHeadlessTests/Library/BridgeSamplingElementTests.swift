import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The headless host running the same timelines the UIKit bridge runs, compared frame by frame: ghosts of matched
/// and zoomed elements, an element animated in place under a transformed ancestor, and spring timing.
///
/// Both hosts' stages rewrite two kinds of track before showing them (`Track.hosted(snapshotSize:inPlaceCorrection:)`):
/// - a snapshot inside a ghost shows its element's content stretched with its bounds, as an image does, so its bounds
///   track becomes a scale from the size of the element it copies. The bridge's snapshot is UIKit's
///   `snapshotView(afterScreenUpdates:)`, the headless one the host's copy; both stand in the ghost the same way (the
///   ghost draws the frame, background, corners, border and shadow; the snapshot its content). The sizes here are
///   those of the elements as this suite lays them out;
/// - an element animated in place under transformed ancestors gets the inverse of their linear part appended to its
///   transform, so the container sees the planned transform. The correction here is worked out by hand from the
///   transform this suite gives the ancestor.
///
/// Which ghost subview stands for which snapshot target is found from the host's rule (snapshots in scene-role order,
/// ``libraryTargets(in:plan:)``) and checked against the snapshots' content (each element has a child of its own).
@MainActor
@Suite("Bridge sampling against the headless host: ghosts, in-place elements and springs")
struct BridgeSamplingElementTests {
    /// The thumbnail on the list screen and the large picture on the detail screen, both named `herb`.
    private let thumbFrame = CGRect(x: 20, y: 300, width: 100, height: 100)
    private let heroFrame = CGRect(x: 0, y: 100, width: 390, height: 200)

    /// An element with a child named `child` (to tell its snapshot apart), with rounded corners and a colour.
    private func element(_ identifier: String, _ frame: CGRect, child: String, in parent: View) -> View {
        let view = View(frame: frame, identifier: identifier)
        view.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.3)
        view.layer.cornerRadius = 12
        view.addSubview(View(frame: CGRect(x: 4, y: 4, width: 20, height: 20), identifier: child))
        parent.addSubview(view)
        return view
    }

    /// Expects the snapshots in `ghost`, in order, to copy the elements whose children are named `children`: the
    /// leaving screen's first, as ``libraryTargets(in:plan:)`` assumes.
    private func expectSnapshots(_ ghost: View, _ children: [String]) {
        #expect(ghost.subviews.map { $0.subviews.first?.snapshotOf } == children, "the snapshots copy other elements")
    }

    nonisolated static let ghostTransitions: [(String, Transition)] = [
        ("matchedGeometry()", .matchedGeometry()),
        ("zoom(from: \"herb\")", .zoom(from: "herb")),
        (
            "fade + matchedGeometry(), spring",
            Transition.fade.combined(with: .matchedGeometry()).spring(dampingRatio: 0.7)
        ),
    ]

    @Test("Every frame of a push with a ghost shows the bridge's sampled values", arguments: ghostTransitions.indices)
    func ghostPush(index: Int) throws {
        let (name, transition) = Self.ghostTransitions[index]
        let animator = TimelineAnimator(transition, operation: .push)
        let (clock, window, navigation, a, b, vendor) = libraryNavigation(animator: animator)
        defer { withExtendedLifetime((window, vendor)) {} }
        _ = element("herb", thumbFrame, child: "thumb-label", in: a.view)
        _ = element("herb", heroFrame, child: "hero-label", in: b.view)
        let start = clock.now
        navigation.pushViewController(b, animated: true)
        let bridge = try BridgeSampling.of(
            name, animator, from: a.view, to: b.view,
            elements: [.from: ["herb": thumbFrame.size], .to: ["herb": heroFrame.size]]
        ).startingByItself(laidOutTargets: BridgeSamplingTests.screens, expectingAll: false)
        let ghost = try #require(
            bridge.views.first { $0.identifier == TransitionTarget.ghost("herb").name }, "\(name): no ghost")
        expectSnapshots(ghost, ["thumb-label", "hero-label"])
        #expect(bridge.snapshotSizes.count == 2, "\(name): \(bridge.snapshotSizes.keys.sorted())")
        #expect(bridge.tracks.contains { $0.target == "snapshot:to:herb" && $0.property == .transform })
        try bridge.expectEveryFrame(duration: bridge.duration, clock: clock, from: start)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("A zoom presented out of a thumbnail and dismissed back onto it shows the bridge's values on every frame")
    func zoomPresentAndDismiss() throws {
        let (host, clock, window, first, second) = modalScene(style: .fullScreen)
        let transition = Transition.zoom(from: "herb")
        let presenting = TimelineAnimator(transition, operation: .present)
        let dismissing = TimelineAnimator(transition, operation: .dismiss)
        let vendor = Vendor(animator: presenting, dismissalAnimator: dismissing)
        second.transitioningDelegate = vendor
        defer { withExtendedLifetime((window, vendor)) {} }
        _ = element("herb", thumbFrame, child: "thumb-label", in: first.view)
        clock.advance(by: 0.1)
        for (operation, animator) in [("present", presenting), ("dismiss", dismissing)] {
            let start = clock.now
            if operation == "present" { first.present(second, animated: true) } else { second.dismiss(animated: true) }
            let (from, to): (View, View) =
                operation == "present" ? (first.view, second.view) : (second.view, first.view)
            let thumbRole: SceneRole = operation == "present" ? .from : .to
            let bridge = try BridgeSampling.of(
                "zoom \(operation)", animator, from: from, to: to, elements: [thumbRole: ["herb": thumbFrame.size]]
            ).startingByItself(laidOutTargets: BridgeSamplingTests.screens, expectingAll: false)
            try bridge.expectEveryFrame(duration: bridge.duration, clock: clock, from: start)
            clock.advance(by: 0.5)
        }
        #expect(first.presentedViewController == nil)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("An element turned in place inside a parent scaled 2 × 1.5 shows the corrected track on every frame")
    func inPlaceUnderTransformedAncestor() throws {
        let transition = Transition.fade.duration(0.4).curve(.linear)
            .modifying("badge", .rotate(.pi / 4), .scale(0.5), .delay(0.1), .duration(0.3))
        let animator = TimelineAnimator(transition, operation: .push)
        let (clock, window, navigation, a, b, vendor) = libraryNavigation(animator: animator)
        defer { withExtendedLifetime((window, vendor)) {} }
        let parent = View(frame: CGRect(x: 100, y: 100, width: 100, height: 100), identifier: "frame")
        parent.transform = CGAffineTransform(scaleX: 2, y: 1.5)
        b.view.addSubview(parent)
        let badge = View(frame: CGRect(x: 30, y: 30, width: 40, height: 40), identifier: "badge")
        parent.addSubview(badge)
        let start = clock.now
        navigation.pushViewController(b, animated: true)
        let plan = try #require(animator.plan)
        let target = TransitionTarget.element("badge", of: .to)
        #expect(plan.references[target]?.placement == .inPlace)
        let views: [String: View] = [
            TransitionTarget.fromScreen.name: a.view, TransitionTarget.toScreen.name: b.view, target.name: badge,
        ]
        // The inverse of the parent's scale: the badge turns and shrinks in its parent's space by the planned
        // transform undone of the parent's scale.
        let correction = Transform3D(scaleX: 1 / 2, y: 1 / 1.5)
        let bridge = BridgeSampling(
            "in place under a scaled parent", plan: plan, views: views, corrections: [target.name: correction])
        let moved = try #require(bridge.tracks.first { $0.target == target.name && $0.property == .transform })
        #expect(moved.keyframes.count > 1, "the badge turns")
        try bridge.expectEveryFrame(duration: plan.duration, clock: clock, from: start)
        clock.advance(by: 0.5)
        #expect(badge.transform == .identity)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    nonisolated static let springs: [(String, Transition)] = [
        ("slide, spring(dampingRatio: 0.6)", Transition.slide(from: .right).spring(dampingRatio: 0.6)),
        (
            "push, spring(response: 0.4, dampingFraction: 0.7)",
            Transition.push(from: .right).spring(response: 0.4, dampingFraction: 0.7)
        ),
        (
            "cover, spring(mass: 1, stiffness: 300, damping: 20)",
            Transition.cover(from: .bottom).spring(mass: 1, stiffness: 300, damping: 20)
        ),
    ]

    @Test("Every frame of a spring-timed push shows the bridge's sampled values", arguments: springs.indices)
    func springPush(index: Int) throws {
        let (name, transition) = Self.springs[index]
        let animator = TimelineAnimator(transition, operation: .push)
        let (clock, window, navigation, a, b, vendor) = libraryNavigation(animator: animator)
        defer { withExtendedLifetime((window, vendor)) {} }
        let start = clock.now
        navigation.pushViewController(b, animated: true)
        let plan = try #require(animator.plan)
        // The motion keeps its spring timing in the plan (a spring sampled by the core would be no spring test).
        #expect(
            plan.timeline.tracks.contains {
                $0.keyframes.contains { if case .spring = $0.timing { true } else { false } }
            })
        try BridgeSampling.of(name, animator, from: a.view, to: b.view)
            .startingByItself(laidOutTargets: BridgeSamplingTests.screens, expectingAll: false)
            .expectEveryFrame(duration: plan.duration, clock: clock, from: start)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }
}
