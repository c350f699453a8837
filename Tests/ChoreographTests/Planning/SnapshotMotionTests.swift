import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A matched snapshot's position and bounds planned as straight changes where they are straight, checked against
/// the documented rule computed here on its own: the snapshot is centred in the ghost, whose size goes linearly from
/// the old element's to the new one's, and scaled by its fit (by width, by height, or the larger of the two scales
/// for `.auto`, so that it covers the ghost).
@Suite("Matched snapshot motions")
struct SnapshotMotionTests {
    /// One snapshot of a ghost: the element's size and the ghost's size at both ends.
    struct Case: CustomStringConvertible, Sendable {
        var size: CGSize
        var ghostFrom: CGSize
        var ghostTo: CGSize

        var description: String { "\(size) in \(ghostFrom)→\(ghostTo)" }

        /// The ghost's size at `progress`, written out.
        func ghost(_ progress: Double) -> (width: Double, height: Double) {
            (
                Double(ghostFrom.width) + Double(ghostTo.width - ghostFrom.width) * progress,
                Double(ghostFrom.height) + Double(ghostTo.height - ghostFrom.height) * progress
            )
        }

        /// The snapshot's bounds at `progress` by the rule: x, y, width, height.
        func bounds(_ progress: Double, fit: MatchedFit) -> [Double] {
            let ghost = ghost(progress)
            let (width, height) = (Double(size.width), Double(size.height))
            guard width > 0, height > 0 else { return [0, 0, ghost.width, ghost.height] }
            let scale: Double =
                switch fit {
                case .width: ghost.width / width
                case .height: ghost.height / height
                case .auto: max(ghost.width / width, ghost.height / height)
                }
            return [0, 0, width * scale, height * scale]
        }
    }

    /// A case from widths and heights: the element's, then the ghost's at the start and at the end.
    static func sizes(_ w: CGFloat, _ h: CGFloat, in w0: CGFloat, _ h0: CGFloat, to w1: CGFloat, _ h1: CGFloat) -> Case
    {
        Case(
            size: CGSize(width: w, height: h), ghostFrom: CGSize(width: w0, height: h0),
            ghostTo: CGSize(width: w1, height: h1))
    }

    static let cases = [
        // The benchmark's shared views: 36×36 into 40×36; the new one's fits agree at the end.
        sizes(36, 36, in: 36, 36, to: 40, 36),
        sizes(40, 36, in: 36, 36, to: 40, 36),
        // A 2:1 photo into a 390×300 detail: the fits agree at the start, then the height covers.
        sizes(100, 50, in: 100, 50, to: 390, 300),
        // A square in a ghost going from tall to wide: the covering fit changes half way.
        sizes(100, 100, in: 100, 200, to: 300, 100),
        // No height: the snapshot takes the ghost's size.
        sizes(10, 0, in: 10, 20, to: 30, 5),
    ]

    /// The progress values checked: the eased progress at every sample of ease-in-out, and the ends.
    static let progressValues =
        [0.0, 1.0]
        + (1...TransitionDefaults.pathSampleCount).map { step in
            TimingParameters.default.progress(at: Double(step) / Double(TransitionDefaults.pathSampleCount))
        }

    static func isClose(_ a: [Double], _ b: [Double], within tolerance: Double = 1e-9) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// The motions of the snapshot of `role` for a case.
    static func motions(_ item: Case, fit: MatchedFit) -> (position: Motion, bounds: Motion) {
        var motions: [Motion] = []
        MatchedMorph.addSnapshotMotions(
            .snapshot("photo", of: .from), role: .from, size: item.size, ghostFrom: item.ghostFrom,
            ghostTo: item.ghostTo, fade: .cross, fit: fit, to: &motions)
        return (motions[0], motions[1])
    }

    /// The value a change or a straight line plans at `progress`: its two ends interpolated, as the timeline does.
    static func planned(_ motion: Motion, at progress: Double) -> [Double]? {
        switch motion.shape {
        case .change(let from, let to), .line(let from, let to, _):
            from.interpolated(to: to, fraction: progress)?.components
        case .path, .composite: nil
        }
    }

    @Test("The centre runs straight, equal to half the ghost's size at every progress", arguments: cases)
    func position(item: Case) {
        let motion = Self.motions(item, fit: .auto).position
        // A straight line, not a change: an arc modifier bends a ghost's changes of position, and must leave its
        // snapshots centred.
        guard case .line = motion.shape else {
            Issue.record("\(item): the position is not a straight line")
            return
        }
        // It is straight beyond 0…1 too, where a spring overshoots.
        for progress in Self.progressValues + [-0.3, 1.4] {
            let ghost = item.ghost(progress)
            #expect(
                Self.isClose(Self.planned(motion, at: progress) ?? [], [ghost.width / 2, ghost.height / 2]),
                "\(item) at \(progress)")
        }
    }

    @Test("Bounds fitted by width or height are changes equal to the fit at every progress", arguments: cases)
    func widthAndHeight(item: Case) {
        for fit in [MatchedFit.width, .height] {
            let motion = Self.motions(item, fit: fit).bounds
            guard case .change = motion.shape else {
                Issue.record("\(item) \(fit): the bounds are not a change")
                continue
            }
            for progress in Self.progressValues + [-0.3, 1.4] {
                #expect(
                    Self.isClose(Self.planned(motion, at: progress) ?? [], item.bounds(progress, fit: fit)),
                    "\(item) \(fit) at \(progress)")
            }
        }
    }

    @Test("Covering bounds run straight when one fit covers at both ends, else follow their path")
    func covering() {
        // Which cases keep one covering fit from 0 to 1: all but the square in the turning ghost; the one without
        // height is a plain change.
        let straight = [true, true, true, false, true]
        for (item, isStraight) in zip(Self.cases, straight) {
            let motion = Self.motions(item, fit: .auto).bounds
            if isStraight {
                #expect(Self.planned(motion, at: 0) != nil, "\(item): expected a straight motion")
                for progress in Self.progressValues {
                    #expect(
                        Self.isClose(Self.planned(motion, at: progress) ?? [], item.bounds(progress, fit: .auto)),
                        "\(item) at \(progress)")
                }
            } else {
                guard case .path = motion.shape else {
                    Issue.record("\(item): the bounds should follow their path")
                    continue
                }
            }
            // Whatever the shape, its value at each progress is the rule's.
            for progress in Self.progressValues {
                let value = motion.value(atProgress: progress, timing: .default)?.components ?? []
                #expect(Self.isClose(value, item.bounds(progress, fit: .auto)), "\(item) at \(progress)")
            }
        }
    }

    @Test("Only timings whose progress stays inside 0…1 say so")
    func unitRange() throws {
        #expect(TimingParameters.linear.progressStaysInUnitRange)
        #expect(TimingParameters.default.progressStaysInUnitRange)
        // A curve that anticipates (its first control point below 0) and one that overshoots (above 1).
        #expect(!TimingParameters.curve(try CubicBezier(x1: 0.6, y1: -0.3, x2: 0.7, y2: 1)).progressStaysInUnitRange)
        #expect(!TimingParameters.curve(try CubicBezier(x1: 0.3, y1: 0, x2: 0.3, y2: 1.4)).progressStaysInUnitRange)
        #expect(!TimingParameters.spring(try Spring(response: 0.4, dampingFraction: 0.6)).progressStaysInUnitRange)
    }

    @Test("Planned under a spring, covering bounds that run straight only inside 0…1 are sampled on their path")
    func springSamples() throws {
        // The new photo of the benchmark: covered by its height up to progress 1, by its width past it.
        let item = Self.cases[1]
        var motion = Self.motions(item, fit: .auto).bounds
        motion.target = .ghost("photo")
        let motions = [motion]
        let effect = TransitionEffect(name: "bounds") { _ in EffectOutput(motions: motions, stacking: []) }
        let size = CGSize(width: 100, height: 100)
        let plan = try Planner().plan(
            Transition(effect).spring(response: 0.4, dampingFraction: 0.5), from: Scene(size: size),
            to: Scene(size: size),
            operation: .present, containerSize: size)
        let spring = plan.timing
        let track = try #require(plan.timeline.tracks.first)
        let count = TransitionDefaults.pathSampleCount
        #expect(track.keyframes.count == count + 1)
        var overshoots = false
        for step in 1...count {
            let progress = spring.progress(at: Double(step) / Double(count))
            overshoots = overshoots || progress > 1
            #expect(
                Self.isClose(track.keyframes[step].value.components, item.bounds(progress, fit: .auto)),
                "sample \(step) at \(progress)")
        }
        #expect(overshoots)
    }
}

extension MatchedMorph {
    /// The snapshot of `role`, of `size`, in a ghost going from `ghostFrom` to `ghostTo`: its 3 motions, as
    /// ``addSnapshotMotions(_:role:geometry:fade:to:)`` appends them for a snapshot of that size at both ends.
    static func addSnapshotMotions(
        _ snapshot: TransitionTarget,
        role: SceneRole,
        size: CGSize,
        ghostFrom: CGSize,
        ghostTo: CGSize,
        fade: MatchedFade,
        fit: MatchedFit,
        to motions: inout [Motion]
    ) {
        let geometry = SnapshotGeometry(sizes: (size, size), ghostFrom: ghostFrom, ghostTo: ghostTo, fit: fit)
        addSnapshotMotions(snapshot, role: role, geometry: geometry, fade: fade, to: &motions)
    }
}
