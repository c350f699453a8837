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
        // The motions are read in place, field by field, here and below: a motion is large, and a loop over the
        // array would copy each one.
        for index in motions.indices {
            let span = motions[index].span
            guard span.lowerBound.isFinite, span.upperBound.isFinite, span.lowerBound >= 0, span.upperBound <= 1 else {
                throw .invalidSpan(
                    effect: effect, track: Self.name(MotionKey(motions[index])), lower: span.lowerBound,
                    upper: span.upperBound)
            }
        }
        var targetIndex = TargetIndex(capacity: requested.count + motions.count / 4)
        for target in requested { _ = targetIndex.position(of: target) }
        var motionTargets: [Int] = []
        motionTargets.reserveCapacity(motions.count)
        // An effect gives a target's motions one after another, mostly in the order it stacks the targets: the last
        // target's index, or the one after it, is found by comparing names, without hashing (targets are distinct,
        // so a target equal to the one at an index is at that index).
        var last: (target: TransitionTarget, index: Int)?
        for index in motions.indices {
            let target = motions[index].target
            if let last, last.target == target {
                motionTargets.append(last.index)
                continue
            }
            let following = last.map { $0.index + 1 } ?? 0
            let position =
                following < targetIndex.targets.count && targetIndex.targets[following] == target
                ? following : targetIndex.position(of: target)
            motionTargets.append(position)
            last = (target, position)
        }
        let targets = targetIndex.targets
        // Most plans place no target in place: then no target is looked up.
        let keepsAll = references.isEmpty || !references.values.contains { $0.placement == .inPlace }
        stacking = keepsAll ? targets : targets.filter { references[$0]?.placement != .inPlace }
        let ranks = Self.ranks(of: motions)
        // Tracks come by target (in stacking-then-appearance order), then property rank; a track's motions by span,
        // ties in the order given. A counting sort by target keeps the motions' order, and each target's few
        // motions are then sorted by integers alone.
        var starts = [Int](repeating: 0, count: targets.count + 1)
        for target in motionTargets { starts[target + 1] += 1 }
        for index in targets.indices { starts[index + 1] += starts[index] }
        var sorted = [Int](repeating: 0, count: motions.count)
        var fill = starts
        for (index, target) in motionTargets.enumerated() {
            sorted[fill[target]] = index
            fill[target] += 1
        }
        // Spans are compared in place, as `Motion.spanOrder` compares them, without copying the motions.
        func precedes(_ a: Int, _ b: Int) -> Bool {
            if ranks[a] != ranks[b] { return ranks[a] < ranks[b] }
            return (motions[a].span.lowerBound, motions[a].span.upperBound)
                < (motions[b].span.lowerBound, motions[b].span.upperBound)
        }
        for target in targets.indices where starts[target + 1] - starts[target] > 1 {
            let range = starts[target]..<starts[target + 1]
            // An effect mostly gives a target's motions one per property, in the order of their ranks: then they are
            // in order whatever their spans, and the sort is skipped.
            guard !Self.ranksIncrease(sorted, range, ranks) else { continue }
            Self.sortStably(&sorted, range, by: precedes)
        }
        tracks.reserveCapacity(motions.count)
        var progress = PathProgress()
        var shared = SharedKeyframes()
        var start = 0
        while start < sorted.count {
            let first = sorted[start]
            var end = start + 1
            while end < sorted.count, motionTargets[sorted[end]] == motionTargets[first],
                ranks[sorted[end]] == ranks[first]
            {
                end += 1
            }
            // The track's motions, by index: a motion is large, so the group is not copied out of `motions`.
            let group = sorted[start..<end]
            start = end
            for index in group.indices.dropFirst()
            where motions[group[index]].span.lowerBound < motions[group[index - 1]].span.upperBound {
                throw .overlappingMotions(effect: effect, track: Self.name(MotionKey(motions[first])))
            }
            // Most tracks are one motion running straight from one value to another: their keyframes are made
            // directly, and tracks of identical motions share them.
            if group.count == 1,
                let track = motions.withUnsafeBufferPointer({ motions in
                    Self.straightTrack(
                        at: first, of: motions, rank: ranks[first], timing: timing, duration: duration, shared: &shared)
                })
            {
                tracks.append(track)
                continue
            }
            let keyframes = try Self.keyframes(
                for: group, of: motions, key: MotionKey(motions[first]), effect: effect, timing: timing,
                progress: &progress)
            do {
                tracks.append(
                    try Track(
                        target: motions[first].target.name, property: motions[first].property, keyframes: keyframes,
                        duration: duration))
            } catch {
                throw .invalidTrack(effect: effect, error)
            }
        }
    }

    /// Sorts `range` of `indexes` by `precedes`, keeping the order of indexes neither precedes: in place by insertion
    /// for the few motions a target mostly has (mostly in order already), by the standard library's stable sort
    /// beyond ``insertionSortLimit``.
    static func sortStably(_ indexes: inout [Int], _ range: Range<Int>, by precedes: (Int, Int) -> Bool) {
        guard range.count <= insertionSortLimit else {
            indexes[range].sort(by: precedes)
            return
        }
        for position in range.dropFirst() {
            let index = indexes[position]
            var slot = position
            while slot > range.lowerBound, precedes(index, indexes[slot - 1]) {
                indexes[slot] = indexes[slot - 1]
                slot -= 1
            }
            indexes[slot] = index
        }
    }

    /// Whether the motions at `range` of `indexes` have strictly increasing `ranks`: then no motion precedes one
    /// before it, and sorting the range by rank, then span, leaves it as it is.
    static func ranksIncrease(_ indexes: [Int], _ range: Range<Int>, _ ranks: [Int]) -> Bool {
        for position in range.dropFirst() where ranks[indexes[position]] <= ranks[indexes[position - 1]] {
            return false
        }
        return true
    }

    /// The most motions of one target sorted by insertion: 32.
    static let insertionSortLimit = 32

    /// Each motion's property as an integer that orders tracks of one target: the place in ``propertyOrder``, then
    /// for any other property its place among the others sorted by name (then kind), so distinct properties never
    /// share a rank.
    private static func ranks(of motions: [Motion]) -> [Int] {
        var ranks: [Int] = []
        ranks.reserveCapacity(motions.count)
        var others: [AnimatableProperty: Int] = [:]
        let known = KnownRanks.shared
        for index in motions.indices {
            let property = motions[index].property
            let rank = rank(property, known: known)
            if rank == propertyOrder.count, others[property] == nil {
                others[property] = others.count
            }
            ranks.append(rank)
        }
        guard !others.isEmpty else { return ranks }
        let byName = others.keys.sorted { a, b in a.name != b.name ? a.name < b.name : a.kind.rawValue < b.kind.rawValue
        }
        for (place, property) in byName.enumerated() { others[property] = place }
        for index in motions.indices where ranks[index] == propertyOrder.count {
            ranks[index] += others[motions[index].property] ?? 0
        }
        return ranks
    }

    /// The place of `property` in ``propertyOrder`` (its first place), or the count of ``propertyOrder`` for any
    /// other property: found by comparing its name with those of the properties in the order of the same kind and
    /// name length (one or two), rather than by hashing it.
    static func rank(_ property: AnimatableProperty) -> Int {
        rank(property, known: .shared)
    }

    /// ``rank(_:)`` with the table of known ranks at hand.
    private static func rank(_ property: AnimatableProperty, known: KnownRanks) -> Int {
        let bucket = known.bucket(kindSlot(property.kind), property.name.utf8.count)
        let range = known.starts[bucket]..<known.starts[bucket + 1]
        // The known properties' names are short literals, held inline: the same name mostly has the same bits, which
        // are compared before the characters.
        return known.names.withUnsafeBufferPointer { names in
            for index in range where sameRepresentation(names[index], property.name) {
                return known.places[index]
            }
            for index in range where names[index] == property.name {
                return known.places[index]
            }
            return propertyOrder.count
        }
    }

    /// Whether two strings are stored alike, bit for bit: then they are equal (the same characters held inline, or the
    /// same storage); equal strings stored apart give `false`.
    @inline(__always)
    static func sameRepresentation(_ a: String, _ b: String) -> Bool {
        withUnsafeBytes(of: a) { a in
            withUnsafeBytes(of: b) { b in
                guard a.count == 2 * MemoryLayout<UInt64>.size else { return a.elementsEqual(b) }
                return a.loadUnaligned(as: UInt64.self) == b.loadUnaligned(as: UInt64.self)
                    && a.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                        == b.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            }
        }
    }

    /// The properties of ``propertyOrder`` grouped by kind and name length, each with its first place in the order.
    private struct KnownRanks {
        /// Name lengths from 0 to this, the last standing for any longer one: 24.
        static let longest = 24
        /// The names, bucket by bucket.
        var names: [String] = []
        /// The place in ``propertyOrder`` of each name.
        var places: [Int] = []
        /// Where each bucket starts in ``names``, and after the last, the end.
        var starts: [Int] = []

        static let shared = KnownRanks(propertyOrder)

        init(_ order: [AnimatableProperty]) {
            var buckets = [[(name: String, place: Int)]](
                repeating: [], count: AnimatableValue.Kind.allCases.count * (Self.longest + 1))
            for (place, property) in order.enumerated() {
                let bucket = bucket(kindSlot(property.kind), property.name.utf8.count)
                if !buckets[bucket].contains(where: { $0.name == property.name }) {
                    buckets[bucket].append((property.name, place))
                }
            }
            for bucket in buckets {
                starts.append(names.count)
                names += bucket.map(\.name)
                places += bucket.map(\.place)
            }
            starts.append(names.count)
        }

        /// The bucket of a property whose kind is at `slot` (``TrackAssembly/kindSlot(_:)``) and whose name is
        /// `length` UTF-8 bytes long.
        func bucket(_ slot: Int, _ length: Int) -> Int {
            slot * (Self.longest + 1) + min(length, Self.longest)
        }
    }

    /// A distinct index for each kind of value, from 0.
    fileprivate static func kindSlot(_ kind: AnimatableValue.Kind) -> Int {
        switch kind {
        case .scalar: 0
        case .point: 1
        case .size: 2
        case .rect: 3
        case .transform: 4
        case .color: 5
        case .cornerRadii: 6
        }
    }

    private static func name(_ key: MotionKey) -> String {
        "\(key.target.name).\(key.property.name)"
    }

    /// The keyframes of one track: the motions at `indexes` of `motions`, in span order, holding between them and
    /// stepping where one starts away from where the last ended; a single keyframe when the value never changes.
    static func keyframes(
        for indexes: ArraySlice<Int>,
        of motions: [Motion],
        key: MotionKey,
        effect: String,
        timing: TimingParameters,
        progress: inout PathProgress
    ) throws(PlanningError) -> [Keyframe] {
        let count = TransitionDefaults.pathSampleCount
        var keyframes: [Keyframe] = []
        // At most two keyframes before each motion (a hold and a step), its samples, and one to reach time 1.
        keyframes.reserveCapacity(
            indexes.reduce(1) { total, index in
                switch motions[index].shape {
                case .change: return total + 3
                case .line where (motions[index].timing ?? timing).progressStaysInUnitRange: return total + 3
                default: return total + count + 2
                }
            })
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
        // Each motion is read in place, field by field: a copy of the whole motion would be made for nothing.
        for index in indexes {
            let timing = motions[index].timing ?? timing
            let start = motions[index].span.lowerBound
            let end = motions[index].span.upperBound
            let startValue = motions[index].startValue(timing: timing)
            if let last = keyframes.last {
                if start > last.time { try add(start, last.value) }
                if startValue != last.value { try add(start, startValue) }
            } else {
                try add(0, startValue)
                if start > 0 { try add(start, startValue) }
            }
            switch motions[index].shape {
            case .change(_, let to):
                try add(end, to, timing)
            case .line(_, let to, _) where timing.progressStaysInUnitRange:
                try add(end, to, timing)
            case .path(let path), .line(_, _, let path):
                guard end > start else {
                    try add(end, motions[index].endValue(timing: timing))
                    continue
                }
                let eased = progress.values(for: timing)
                for step in 1...count {
                    let time = step == count ? end : start + (end - start) * (Double(step) / Double(count))
                    try add(time, path(eased[step - 1]))
                }
            case .composite(let composite):
                guard end > start else {
                    try add(end, motions[index].endValue(timing: timing))
                    continue
                }
                for step in 1...count {
                    let time = step == count ? end : start + (end - start) * (Double(step) / Double(count))
                    try add(time, composite.value(atTime: time, timing: timing))
                }
            }
        }
        if let last = keyframes.last, last.time < 1 {
            try add(1, last.value)
        }
        if keyframes.allSatisfy({ $0.value == keyframes[0].value }) {
            // The first keyframe is already the one a constant track keeps (time 0, linear): the array is reused.
            keyframes.removeSubrange(1...)
            return keyframes
        }
        return keyframes
    }
}

/// The eased progress at each moment a path is sampled (``TransitionDefaults/pathSampleCount`` evenly spaced
/// fractions of a motion's span, which do not depend on the span), for the timing last asked for: every path motion
/// of a plan shares one timing or a few, so each is computed once rather than once per motion.
struct PathProgress {
    private var timing: TimingParameters?
    private var values: [Double] = []

    /// The progress of `timing` at step / ``TransitionDefaults/pathSampleCount`` for each step from 1 to the count,
    /// computed as `timing.progress(at:)` computes it.
    mutating func values(for timing: TimingParameters) -> [Double] {
        if timing != self.timing {
            let count = TransitionDefaults.pathSampleCount
            values = (1...count).map { step in timing.progress(at: Double(step) / Double(count)) }
            self.timing = timing
        }
        return values
    }
}
