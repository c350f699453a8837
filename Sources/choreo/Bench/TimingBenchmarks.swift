import Choreograph

/// The cases of `choreo bench timing`: the cost of sampling the core's timing functions.
enum TimingBenchmarks {
    /// Operations per run of the sampling cases.
    static let samplesPerRun = 1_000

    /// All cases, in output order.
    static func all() throws -> [BenchmarkCase] {
        [
            curveSample(), try springSample(), try frameSample(elements: 1_000),
            try frameSample(timeline: PlannedFrameWorkload.liftedTimeline(elements: 1_000), elements: 1_000),
            try progressSample(elements: 1_000),
        ]
    }

    /// `timing.curve`: one `CubicBezier.value(at:)` of easeInOut.
    static func curveSample() -> BenchmarkCase {
        let curve = CubicBezier.easeInOut
        let step = 1 / Double(samplesPerRun)
        return BenchmarkCase(name: "timing.curve", operationsPerRun: samplesPerRun) {
            var sum = 0.0
            for index in 0..<samplesPerRun {
                sum += curve.value(at: Double(index) * step)
            }
            blackHole(sum)
        }
    }

    /// `timing.spring`: one `Spring.value(at:)` of an underdamped spring (mass 1, stiffness 100, damping 10).
    static func springSample() throws -> BenchmarkCase {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        let step = spring.settlingDuration / Double(samplesPerRun)
        return BenchmarkCase(name: "timing.spring", operationsPerRun: samplesPerRun) {
            var sum = 0.0
            for index in 0..<samplesPerRun {
                sum += spring.value(at: Double(index) * step)
            }
            blackHole(sum)
        }
    }

    // MARK: - Timeline frame

    /// Frames sampled per run of `frame.*`, spread over the timeline's duration.
    static let framesPerRun = 16

    /// `frame.<elements>x<k>`: one `Timeline.sample(at:into:)` of the planned timeline of
    /// ``PlannedFrameWorkload/timeline(elements:)`` — `elements` matched elements, each with `k` tracks (the tracks
    /// of the element's ghost and of the two snapshots inside it, divided evenly) — at times spread over the whole
    /// run, into a frame made once.
    static func frameSample(elements: Int) throws -> BenchmarkCase {
        try frameSample(timeline: PlannedFrameWorkload.timeline(elements: elements), elements: elements)
    }

    /// `frame.<elements>x<k>` of `timeline`, which animates `elements` elements with `k` tracks each (its tracks
    /// divided evenly): one `Timeline.sample(at:into:)` at times spread over the whole run, into a frame made once.
    static func frameSample(timeline: Timeline, elements: Int) -> BenchmarkCase {
        var frame = timeline.makeFrame()
        let step = timeline.duration / Double(framesPerRun - 1)
        let name = "frame.\(elements)x\(timeline.trackCount / max(elements, 1))"
        return BenchmarkCase(name: name, operationsPerRun: framesPerRun) {
            for index in 0..<framesPerRun {
                timeline.sample(at: Double(index) * step, into: &frame)
            }
            blackHole(frame.time)
        }
    }

    /// The progress of each frame of `progress.*`: from −0.25 to 1.25, a quarter of the frames past each end.
    static func progress(ofFrame index: Int) -> Double {
        -0.25 + 1.5 * Double(index) / Double(framesPerRun - 1)
    }

    /// `progress.<elements>x<k>`: one `Timeline.sample(atProgress:into:)` of
    /// ``PlannedFrameWorkload/followedTimeline(elements:)`` (`k` tracks per element) at progress from −0.25 to 1.25,
    /// as a spring's overshoot drives an interactive run: the straight moves are followed along their lines past the
    /// ends.
    static func progressSample(elements: Int) throws -> BenchmarkCase {
        let timeline = try PlannedFrameWorkload.followedTimeline(elements: elements)
        var frame = timeline.makeFrame()
        let name = "progress.\(elements)x\(timeline.trackCount / max(elements, 1))"
        return BenchmarkCase(name: name, operationsPerRun: framesPerRun) {
            for index in 0..<framesPerRun {
                timeline.sample(atProgress: progress(ofFrame: index), into: &frame)
            }
            blackHole(frame.time)
        }
    }
}
