import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Path motions sampled into keyframes, checked against the documented rule computed here on its own: a motion over
/// s₀…s₁ is sampled at s₀ + (s₁ − s₀)·k/n for k = 1…n (n = ``TransitionDefaults/pathSampleCount``), each sample the
/// path at the eased progress at k/n under the motion's timing (its own, else the plan's).
@Suite("Path sampling")
struct PathSamplingTests {
    /// The plan's curve: (0.3, 0, 0.2, 1).
    static func curve() throws -> CubicBezier { try CubicBezier(x1: 0.3, y1: 0, x2: 0.2, y2: 1) }

    /// A path whose value shows the progress it was given.
    @Sendable static func path(_ progress: Double) -> AnimatableValue {
        .point(CGPoint(x: 100 * progress, y: -progress))
    }

    @Test("Samples follow each motion's own timing, in whatever order the timings alternate")
    func alternatingTimings() throws {
        // Targets alternate between the plan's curve (no timing of their own) and linear timing, over different
        // spans, so a sampler that kept one timing's progress for the next motion would be caught.
        let spans: [ClosedRange<Double>] = [0...1, 0.2...0.7, 0...0.5, 0.5...1, 0.1...0.9]
        let motions = spans.enumerated().map { index, span in
            Motion(
                target: .ghost("g\(index)"), property: .position, span: span, shape: .path(Self.path),
                timing: index % 2 == 1 ? .linear : nil)
        }
        let curve = try Self.curve()
        let effect = TransitionEffect(name: "paths") { _ in EffectOutput(motions: motions, stacking: []) }
        let plan = try Planner().plan(
            Transition(effect).duration(0.4).curve(curve), from: Scene(size: CGSize(width: 10, height: 10)),
            to: Scene(size: CGSize(width: 10, height: 10)), operation: .present,
            containerSize: CGSize(width: 10, height: 10))
        let count = TransitionDefaults.pathSampleCount
        for (index, span) in spans.enumerated() {
            let track = try #require(plan.timeline.tracks.first { $0.target == "ghost:g\(index)" })
            let eased: (Double) -> Double = { fraction in
                index % 2 == 1 ? fraction : bezier(curve, at: fraction)
            }
            // The first keyframe is the path's start; a motion starting later holds it until its start.
            #expect(track.keyframes[0].value == Self.path(0))
            let first = span.lowerBound > 0 ? 2 : 1
            for step in 1...count {
                let keyframe = track.keyframes[first + step - 1]
                let time =
                    step == count
                    ? span.upperBound
                    : span.lowerBound + (span.upperBound - span.lowerBound)
                        * Double(step) / Double(count)
                #expect(abs(keyframe.time - time) < 1e-12)
                guard case .point(let point) = keyframe.value else {
                    Issue.record("ghost:g\(index) keyframe \(step) is not a point")
                    continue
                }
                #expect(abs(Double(point.x) - 100 * eased(Double(step) / Double(count))) < 1e-6)
            }
        }
    }

    @Test("The shared progress table gives what the timing gives, across changes of timing")
    func progressTable() throws {
        var table = PathProgress()
        let spring = try TimingParameters.spring(Spring(mass: 1, stiffness: 200, damping: 12))
        let timings: [TimingParameters] = [.linear, .curve(try Self.curve()), .linear, spring, spring, .curve(.easeIn)]
        let count = TransitionDefaults.pathSampleCount
        for timing in timings {
            let values = table.values(for: timing)
            #expect(values.count == count)
            for step in 1...count {
                #expect(values[step - 1] == timing.progress(at: Double(step) / Double(count)))
            }
        }
    }

    /// The y of `curve` at time x, by bisection on the curve's parameter (independent of ``CubicBezier``).
    private func bezier(_ curve: CubicBezier, at x: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if coordinate(Double(curve.x1), Double(curve.x2), mid) < x { low = mid } else { high = mid }
        }
        return coordinate(Double(curve.y1), Double(curve.y2), (low + high) / 2)
    }
}
