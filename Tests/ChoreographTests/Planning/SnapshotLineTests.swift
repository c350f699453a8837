import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A matched snapshot's centre and covering bounds kept as the numbers of their geometry
/// (``Motion/Storage/snapshotLine(_:)``) against the same lines kept as their ends and a closure over the geometry,
/// as any other line is: the same shape, ends, values, inverse and tracks, bit for bit.
@Suite("Matched snapshot lines kept as numbers")
struct SnapshotLineTests {
    /// The snapshots of a morph from an element of `from` to one of `to`: each of its element's size, in a ghost
    /// going from the one size to the other, as matched geometry makes them.
    static func geometry(_ from: CGSize, _ to: CGSize) -> MatchedMorph.SnapshotGeometry {
        MatchedMorph.SnapshotGeometry(sizes: (from, to), ghostFrom: from, ghostTo: to, fit: .auto)
    }

    /// Geometries whose lines are straight: the benchmark's shared views, a photo into a detail, sizes that do not
    /// halve or divide exactly, and a snapshot with no height in a ghost of its own.
    static let geometries = [
        geometry(CGSize(width: 36, height: 36), CGSize(width: 40, height: 36)),
        geometry(CGSize(width: 100, height: 50), CGSize(width: 390, height: 300)),
        geometry(CGSize(width: 1.7, height: 3.3), CGSize(width: 2.9, height: 7.1)),
        MatchedMorph.SnapshotGeometry(
            sizes: (CGSize(width: 10, height: 0), CGSize(width: 0.1, height: 0.3)),
            ghostFrom: CGSize(width: 10, height: 20), ghostTo: CGSize(width: 30, height: 5), fit: .auto),
    ]

    /// A line as any other is kept: its ends' numbers and a closure over the geometry, as the general path writes it.
    static func generalMotion(_ line: MatchedMorph.SnapshotLine, _ target: TransitionTarget) -> Motion {
        let geometry = line.geometry
        let role = line.role
        switch line.part {
        case .centre:
            return Motion(
                target: target, property: .position,
                line: MotionValues(.point, from: geometry.centreNumbers(0), to: geometry.centreNumbers(1)),
                path: { geometry.centre($0) })
        case .bounds:
            return Motion(
                target: target, property: .bounds,
                line: MotionValues(.rect, from: geometry.boundsNumbers(role, 0), to: geometry.boundsNumbers(role, 1)),
                path: { geometry.bounds(role, $0) })
        }
    }

    /// The compact motion and the general one of every line of every geometry: both parts, both roles.
    static func pairs() -> [(compact: Motion, general: Motion, label: String)] {
        var pairs: [(Motion, Motion, String)] = []
        for (number, geometry) in geometries.enumerated() {
            for role in SceneRole.allCases {
                for part in [MatchedMorph.SnapshotLine.Part.centre, .bounds] {
                    let line = MatchedMorph.SnapshotLine(geometry: geometry, role: role, part: part)
                    let target = TransitionTarget.snapshot("photo", of: role)
                    let property: AnimatableProperty = part == .centre ? .position : .bounds
                    pairs.append(
                        (
                            Motion(target: target, property: property, snapshotLine: line),
                            generalMotion(line, target), "geometry \(number) \(role) \(part)"
                        ))
                }
            }
        }
        return pairs
    }

    /// The bits of a value's components: equal bits are the same value bit for bit (0 and −0 differ).
    static func bits(_ value: AnimatableValue?) -> [UInt64] {
        value?.components.map(\.bitPattern) ?? []
    }

    /// Progress values inside 0…1 (the eased samples of ease-in-out), their ends, and beyond, where a spring goes.
    static let progressValues =
        [0.0, 1.0, -0.3, 1.4, 0.5]
        + (1...TransitionDefaults.pathSampleCount).map { step in
            TimingParameters.default.progress(at: Double(step) / Double(TransitionDefaults.pathSampleCount))
        }

    @Test("The shape is the same straight line, with the same ends and path, bit for bit")
    func shapes() {
        for (compact, general, label) in Self.pairs() {
            guard case .line(let from, let to, let path) = compact.shape,
                case .line(let generalFrom, let generalTo, let generalPath) = general.shape
            else {
                Issue.record("\(label): not two lines")
                continue
            }
            #expect(Self.bits(from) == Self.bits(generalFrom) && from == generalFrom, "\(label)")
            #expect(Self.bits(to) == Self.bits(generalTo) && to == generalTo, "\(label)")
            for progress in Self.progressValues {
                #expect(Self.bits(path(progress)) == Self.bits(generalPath(progress)), "\(label) at \(progress)")
            }
        }
    }

    @Test("Values, ends and the inverse are the general line's, bit for bit")
    func values() {
        for (compact, general, label) in Self.pairs() {
            #expect(Self.bits(compact.startValue(timing: .default)) == Self.bits(general.startValue(timing: .default)))
            #expect(Self.bits(compact.endValue(timing: .default)) == Self.bits(general.endValue(timing: .default)))
            #expect(compact.timing == nil && compact.span == general.span, "\(label)")
            let (inverse, generalInverse) = (compact.inverse, general.inverse)
            #expect(inverse.target == generalInverse.target && inverse.span == generalInverse.span, "\(label)")
            for progress in Self.progressValues {
                #expect(
                    Self.bits(compact.value(atProgress: progress, timing: .default))
                        == Self.bits(general.value(atProgress: progress, timing: .default)),
                    "\(label) at \(progress)")
                #expect(
                    Self.bits(inverse.value(atProgress: progress, timing: .default))
                        == Self.bits(generalInverse.value(atProgress: progress, timing: .default)),
                    "\(label) inverse at \(progress)")
            }
        }
    }

    @Test(
        "Assembled into tracks, straight under the plan's curve and sampled under a spring, as the general line is",
        arguments: ["ease", "spring", "own timing"])
    func tracks(timingName: String) throws {
        let spring = TimingParameters.spring(try Spring(response: 0.4, dampingFraction: 0.5))
        let timing: TimingParameters = timingName == "spring" ? spring : .default
        let pairs = Self.pairs()
        // Each line on a target of its own, so that each makes a track of its own.
        func motions(_ general: Bool) -> [Motion] {
            pairs.enumerated().map { number, pair in
                var motion = general ? pair.general : pair.compact
                motion.target = .ghost("line-\(number)")
                // A motion's own timing boxes its shape, read from the line.
                if timingName == "own timing" { motion.timing = spring }
                return motion
            }
        }
        let compact = try TrackAssembly(
            motions: motions(false), stacking: [], effect: "test", duration: 1, timing: timing)
        let general = try TrackAssembly(
            motions: motions(true), stacking: [], effect: "test", duration: 1, timing: timing)
        #expect(compact.tracks.count == pairs.count)
        #expect(compact.tracks == general.tracks)
        for (track, generalTrack) in zip(compact.tracks, general.tracks) {
            #expect(track.keyframes.map { Self.bits($0.value) } == generalTrack.keyframes.map { Self.bits($0.value) })
        }
    }

    @Test("A morph's snapshots keep their centre and covering bounds as lines of numbers")
    func morphsKeepLines() {
        var motions: [Motion] = []
        MatchedMorph.addSnapshotMotions(
            .snapshot("photo", of: .to), role: .to, size: CGSize(width: 40, height: 36),
            ghostFrom: CGSize(width: 36, height: 36), ghostTo: CGSize(width: 40, height: 36), fade: .cross, fit: .auto,
            to: &motions)
        for motion in motions.prefix(2) {
            let isLine = if case .snapshotLine = motion.storage { true } else { false }
            #expect(isLine, "\(motion.property)")
        }
        // Kept where a line's two ends and its closure are: a motion is no larger for it.
        #expect(
            MemoryLayout<MatchedMorph.SnapshotLine>.size
                <= MemoryLayout<MotionValues>.stride + MemoryLayout<@Sendable (Double) -> AnimatableValue>.size)
    }
}
