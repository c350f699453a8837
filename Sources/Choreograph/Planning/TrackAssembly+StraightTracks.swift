import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Tracks of one straight motion — a change, or a line under a timing whose progress stays inside 0…1 — which is
/// what most tracks are: their keyframes are known without joining or sampling, and their values checked once.
extension TrackAssembly {
    /// The track of the motion at `index` of `motions` alone, when it is straight and keeps every rule of a track;
    /// `nil` otherwise, leaving the motion to the general path (which joins the same keyframes and, for a broken
    /// rule, throws the track's error).
    ///
    /// The motion is read where it is stored: a motion is large, and a copy would be made for nothing.
    static func straightTrack(
        at index: Int,
        of motions: UnsafeBufferPointer<Motion>,
        rank: Int,
        timing planTiming: TimingParameters,
        duration: Double,
        shared: inout SharedKeyframes
    ) -> Track? {
        guard duration.isFinite, duration >= 0 else { return nil }
        let motion = motions.baseAddress! + index
        let kind = motion.pointee.property.kind
        let timing = motion.pointee.timing ?? planTiming
        let keyframes: [Keyframe]
        switch motion.pointee.shape {
        case .change(let from, let to):
            guard
                let made = shared.keyframes(
                    from: from, to: to, span: motion.pointee.span, timing: timing, kind: kind, rank: rank)
            else { return nil }
            keyframes = made
        case .line(let from, let to, _):
            guard timing.progressStaysInUnitRange,
                let made = shared.keyframes(
                    from: from, to: to, span: motion.pointee.span, timing: timing, kind: kind, rank: rank)
            else { return nil }
            keyframes = made
        default:
            return nil
        }
        return Track(
            checkedTarget: motion.pointee.target.name, property: motion.pointee.property, keyframes: keyframes,
            duration: duration)
    }

    /// The keyframes of a straight motion alone on its track, as joining its motions makes them: the start value at
    /// 0 (held until the span starts), the end value at the span's end under `timing` (held until 1); the start
    /// value alone when the motion holds one value (`from == to`).
    static func straightKeyframes(
        from: AnimatableValue,
        to: AnimatableValue,
        span: ClosedRange<Double>,
        timing: TimingParameters
    ) -> [Keyframe] {
        guard from != to else { return [Keyframe(time: 0, value: from)] }
        let holdsFirst = span.lowerBound > 0
        let holdsLast = span.upperBound < 1
        let count = 2 + (holdsFirst ? 1 : 0) + (holdsLast ? 1 : 0)
        return [Keyframe](unsafeUninitializedCapacity: count) { buffer, initialized in
            var next = 0
            func add(_ keyframe: Keyframe) {
                buffer.initializeElement(at: next, to: keyframe)
                next += 1
            }
            add(Keyframe(time: 0, value: from))
            if holdsFirst { add(Keyframe(time: span.lowerBound, value: from)) }
            // `max` with +0 second, as the general path clamps a time: a span ending at -0 gives a time of +0.
            add(Keyframe(time: max(span.upperBound, 0), value: to, timing: timing))
            if holdsLast { add(Keyframe(time: 1, value: to)) }
            initialized = next
        }
    }
}

/// The keyframes of the straight motions a plan has made so far, remembered for the last two motions of each
/// property of ``TrackAssembly/propertyOrder``: tracks of identical motions (the same fade of every snapshot, the
/// same held border of every ghost) share one array instead of each allocating its own.
struct SharedKeyframes {
    private struct Entry {
        /// Whether the entry holds keyframes yet.
        var isFilled = false
        /// Whether the entry was made for a motion holding one value, `from`.
        var isConstant = false
        var from = AnimatableValue.scalar(0)
        var to = AnimatableValue.scalar(0)
        var span = 0.0...0.0
        var timing = TimingParameters.linear

        /// Whether the entry was made for a motion holding `value`, bit for bit (so that its one keyframe is the
        /// motion's).
        @inline(__always)
        func holds(_ value: AnimatableValue) -> Bool {
            isFilled && isConstant && from.isIdentical(to: value)
        }

        /// Whether the entry was made for a motion that changes, with these ends, span and timing, bit for bit (so
        /// that its keyframes are theirs). Springs never match: their `==` leaves out what they derive.
        @inline(__always)
        func matches(
            from: AnimatableValue,
            to: AnimatableValue,
            span: ClosedRange<Double>,
            timing: TimingParameters
        ) -> Bool {
            guard isFilled, !isConstant, self.span.lowerBound.bitPattern == span.lowerBound.bitPattern,
                self.span.upperBound.bitPattern == span.upperBound.bitPattern, self.from.isIdentical(to: from),
                self.to.isIdentical(to: to)
            else { return false }
            switch self.timing {
            case .linear:
                if case .linear = timing { return true }
                return false
            case .curve(let a):
                guard case .curve(let b) = timing else { return false }
                return a.x1.bitPattern == b.x1.bitPattern && a.y1.bitPattern == b.y1.bitPattern
                    && a.x2.bitPattern == b.x2.bitPattern && a.y2.bitPattern == b.y2.bitPattern
            case .spring:
                return false
            }
        }
    }

    /// The entries, two per rank, at 2 × rank and 2 × rank + 1: plain values, compared without retaining anything.
    private var entries = [Entry](repeating: Entry(), count: 2 * TrackAssembly.propertyOrder.count)
    /// The keyframes made for each entry.
    private var made = [[Keyframe]](repeating: [], count: 2 * TrackAssembly.propertyOrder.count)
    /// For each rank, which of its two entries (0 or 1) the next new keyframes replace.
    private var replaced = [Int](repeating: 0, count: TrackAssembly.propertyOrder.count)

    /// The keyframes of a straight motion from `from` to `to` of a property of `kind` and rank `rank`
    /// (``TrackAssembly/rank(_:)``), as ``TrackAssembly/straightKeyframes(from:to:span:timing:)`` makes them: the
    /// array made for the same motion of that rank when one of the last two was, else a new one; `nil` when a value
    /// is not of `kind` or not finite (a broken rule of the track).
    mutating func keyframes(
        from: AnimatableValue,
        to: AnimatableValue,
        span: ClosedRange<Double>,
        timing: TimingParameters,
        kind: AnimatableValue.Kind,
        rank: Int
    ) -> [Keyframe]? {
        let constant = from == to
        guard rank < TrackAssembly.propertyOrder.count else {
            return Self.checked(from: from, to: to, constant: constant, kind: kind)
                ? TrackAssembly.straightKeyframes(from: from, to: to, span: span, timing: timing) : nil
        }
        // An entry of the rank was made for the same property, its values checked. A motion holding one value has
        // the same keyframes whatever its end, span and timing: only its value is compared.
        let found = entries.withUnsafeBufferPointer { entries in
            for index in (2 * rank)...(2 * rank + 1)
            where constant
                ? entries[index].holds(from) : entries[index].matches(from: from, to: to, span: span, timing: timing)
            {
                return index
            }
            return -1
        }
        if found >= 0 { return made[found] }
        guard Self.checked(from: from, to: to, constant: constant, kind: kind) else { return nil }
        let keyframes = TrackAssembly.straightKeyframes(from: from, to: to, span: span, timing: timing)
        let slot = 2 * rank + replaced[rank]
        entries[slot] = Entry(isFilled: true, isConstant: constant, from: from, to: to, span: span, timing: timing)
        made[slot] = keyframes
        replaced[rank] = 1 - replaced[rank]
        return keyframes
    }

    /// Whether the keyframes of a straight motion keep a track's rules on values: they hold `from` alone when the
    /// motion holds one value (`constant`), else `from` and `to`, each of `kind` and finite.
    private static func checked(from: AnimatableValue, to: AnimatableValue, constant: Bool, kind: AnimatableValue.Kind)
        -> Bool
    {
        from.kind == kind && from.isFinite && (constant || (to.kind == kind && to.isFinite))
    }
}
