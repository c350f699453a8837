import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Internal API

/// Joins an effect's motions into tracks: one per target and property, starting at 0 and lasting the transition.
/// Targets the references place ``ElementPlacement/inPlace`` are left out of the stacking.
struct TrackAssembly {
    private(set) var tracks: [Track] = []
    private(set) var stacking: [TransitionTarget] = []

    /// The order properties' tracks come in for one target: a view's properties, then the circular mask, then any
    /// other by name.
    static let propertyOrder: [AnimatableProperty] = AnimatableProperty.viewProperties + [.circularMask]

    init(
        motions: [Motion],
        stacking requested: [TransitionTarget],
        references: [TransitionTarget: ElementReference] = [:],
        effect: String,
        duration: Double,
        timing: TimingParameters
    ) throws(PlanningError) {
        for motion in motions {
            let span = motion.span
            guard span.lowerBound.isFinite, span.upperBound.isFinite, span.lowerBound >= 0, span.upperBound <= 1 else {
                throw .invalidSpan(
                    effect: effect, track: Self.name(MotionKey(motion)), lower: span.lowerBound, upper: span.upperBound)
            }
        }
        var targets: [TransitionTarget] = []
        var order: [TransitionTarget: Int] = [:]
        for target in requested + motions.map(\.target) where order[target] == nil {
            order[target] = targets.count
            targets.append(target)
        }
        stacking = targets.filter { references[$0]?.placement != .inPlace }
        let groups = Dictionary(grouping: motions, by: MotionKey.init)
        let keys = groups.keys.sorted { a, b in
            let (ta, tb) = (order[a.target] ?? 0, order[b.target] ?? 0)
            if ta != tb { return ta < tb }
            let (pa, pb) = (Self.rank(a.property), Self.rank(b.property))
            if pa != pb { return pa < pb }
            return a.property.name < b.property.name
        }
        for key in keys {
            let group = groups[key, default: []].sorted(by: Motion.spanOrder)
            for index in group.indices.dropFirst() where group[index].span.lowerBound < group[index - 1].span.upperBound
            {
                throw .overlappingMotions(effect: effect, track: Self.name(key))
            }
            let keyframes = try Self.keyframes(for: group, key: key, effect: effect, timing: timing)
            do {
                tracks.append(
                    try Track(target: key.target.name, property: key.property, keyframes: keyframes, duration: duration)
                )
            } catch {
                throw .invalidTrack(effect: effect, error)
            }
        }
    }

    private static func rank(_ property: AnimatableProperty) -> Int {
        propertyOrder.firstIndex(of: property) ?? propertyOrder.count
    }

    private static func name(_ key: MotionKey) -> String {
        "\(key.target.name).\(key.property.name)"
    }

    /// The keyframes of one track: the motions in span order, holding between them and stepping where one starts
    /// away from where the last ended; a single keyframe when the value never changes.
    private static func keyframes(
        for motions: [Motion],
        key: MotionKey,
        effect: String,
        timing: TimingParameters
    ) throws(PlanningError) -> [Keyframe] {
        var keyframes: [Keyframe] = []
        func add(_ time: Double, _ value: AnimatableValue?, _ segmentTiming: TimingParameters = .linear)
            throws(PlanningError)
        {
            guard let value else {
                let error = TimelineError(
                    track: name(key), parameter: "keyframes[\(keyframes.count)].value",
                    rule: "must be computable: combined motions must both be opacities or both transforms")
                throw .invalidTrack(effect: effect, error)
            }
            let earliest = keyframes.last?.time ?? 0
            keyframes.append(Keyframe(time: min(max(time, earliest), 1), value: value, timing: segmentTiming))
        }
        for motion in motions {
            let timing = motion.timing ?? timing
            let start = motion.span.lowerBound
            let end = motion.span.upperBound
            let startValue = motion.startValue(timing: timing)
            if let last = keyframes.last {
                if start > last.time { try add(start, last.value) }
                if startValue != last.value { try add(start, startValue) }
            } else {
                try add(0, startValue)
                if start > 0 { try add(start, startValue) }
            }
            switch motion.shape {
            case .change(_, let to):
                try add(end, to, timing)
            case .path, .composite:
                guard end > start else {
                    try add(end, motion.endValue(timing: timing))
                    continue
                }
                let count = TransitionDefaults.pathSampleCount
                for step in 1...count {
                    let fraction = Double(step) / Double(count)
                    let time = step == count ? end : start + (end - start) * fraction
                    if case .composite(let composite) = motion.shape {
                        try add(time, composite.value(atTime: time, timing: timing))
                    } else {
                        try add(time, motion.value(atProgress: timing.progress(at: fraction), timing: timing))
                    }
                }
            }
        }
        if let last = keyframes.last, last.time < 1 {
            try add(1, last.value)
        }
        if keyframes.allSatisfy({ $0.value == keyframes[0].value }) {
            return [Keyframe(time: 0, value: keyframes[0].value)]
        }
        return keyframes
    }
}
