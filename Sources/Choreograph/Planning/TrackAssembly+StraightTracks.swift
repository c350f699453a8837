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
        straightKeyframes(from: from, to: to, span: span, timing: timing, constant: from == to)
    }

    /// ``straightKeyframes(from:to:span:timing:)`` with `from == to` known (`constant`).
    static func straightKeyframes(
        from: AnimatableValue,
        to: AnimatableValue,
        span: ClosedRange<Double>,
        timing: TimingParameters,
        constant: Bool
    ) -> [Keyframe] {
        guard !constant else { return [Keyframe(time: 0, value: from)] }
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

/// The keyframes of the straight motions a plan has made so far, every one of them: tracks of identical motions (the
/// same fade of every snapshot, the same held border of every ghost, the same resizing of every snapshot) share one
/// array instead of each allocating its own, whatever tracks come between them.
///
/// Motions are found by a fingerprint of their bits in a table of open addressing, then compared bit for bit, so
/// that two motions share keyframes only when their keyframes would be identical.
struct SharedKeyframes {
    private struct Entry {
        var rank: Int
        /// Whether the entry was made for a motion holding one value, `from`.
        var isConstant: Bool
        var from: AnimatableValue
        var to: AnimatableValue
        var span: ClosedRange<Double>
        var timing: TimingParameters

        /// Whether the entry was made for a motion of `rank` holding `value`, bit for bit (so that its one keyframe
        /// is the motion's).
        @inline(__always)
        func holds(_ value: AnimatableValue, rank: Int) -> Bool {
            self.rank == rank && isConstant && from.isIdentical(to: value)
        }

        /// Whether the entry was made for a motion of `rank` that changes, with these ends, span and timing, bit for
        /// bit (so that its keyframes are theirs). Springs never match: their `==` leaves out what they derive.
        @inline(__always)
        func matches(
            from: AnimatableValue,
            to: AnimatableValue,
            span: ClosedRange<Double>,
            timing: TimingParameters,
            rank: Int
        ) -> Bool {
            guard self.rank == rank, !isConstant, self.span.lowerBound.bitPattern == span.lowerBound.bitPattern,
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

    /// The keyframes made so far, with what they were made for.
    private var entries: [Entry] = []
    /// The fingerprint each entry was filed under (``fingerprint(_:_:_:_:_:constant:)``), compared before the entry.
    private var fingerprints: [UInt64] = []
    /// The keyframes made for each entry, apart from the entries so that handing them out copies no entry.
    private var made: [[Keyframe]] = []
    /// The table: each slot holds 1 + the index of an entry in ``entries``, or 0 when empty. Its count is a power of
    /// two, at least twice the entries'.
    private var slots = [Int32](repeating: 0, count: 64)

    /// The keyframes of a straight motion from `from` to `to` of a property of `kind` and rank `rank`
    /// (``TrackAssembly/rank(_:)``), as ``TrackAssembly/straightKeyframes(from:to:span:timing:)`` makes them: the
    /// array made for an identical motion of that rank when one was made before, else a new one; `nil` when a value is
    /// not of `kind` or not finite (a broken rule of the track). Properties outside
    /// ``TrackAssembly/propertyOrder`` and motions under a spring never share.
    mutating func keyframes(
        from: AnimatableValue,
        to: AnimatableValue,
        span: ClosedRange<Double>,
        timing: TimingParameters,
        kind: AnimatableValue.Kind,
        rank: Int
    ) -> [Keyframe]? {
        // A motion holding one value has the same keyframes whatever its end, span and timing: only its value counts.
        let constant = from.isEqual(to: to)
        let spring: Bool
        if case .spring = timing { spring = true } else { spring = false }
        guard rank < TrackAssembly.propertyOrder.count, constant || !spring else {
            return Self.checked(from: from, to: to, constant: constant, kind: kind)
                ? TrackAssembly.straightKeyframes(from: from, to: to, span: span, timing: timing, constant: constant)
                : nil
        }
        let fingerprint = Self.fingerprint(from, to, span, timing, rank, constant: constant)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: fingerprint) & mask
        // Entries are large: they are compared through a pointer, where they are stored, never copied out.
        let found = entries.withUnsafeBufferPointer { entries in
            fingerprints.withUnsafeBufferPointer { fingerprints in
                slots.withUnsafeBufferPointer { slots in
                    while slots[slot] != 0 {
                        let index = Int(slots[slot]) - 1
                        if fingerprints[index] == fingerprint {
                            let entry = entries.baseAddress! + index
                            if constant
                                ? entry.pointee.holds(from, rank: rank)
                                : entry.pointee.matches(from: from, to: to, span: span, timing: timing, rank: rank)
                            {
                                return index
                            }
                        }
                        slot = (slot + 1) & mask
                    }
                    return -1
                }
            }
        }
        if found >= 0 { return made[found] }
        guard Self.checked(from: from, to: to, constant: constant, kind: kind) else { return nil }
        let keyframes = TrackAssembly.straightKeyframes(
            from: from, to: to, span: span, timing: timing, constant: constant)
        entries.append(Entry(rank: rank, isConstant: constant, from: from, to: to, span: span, timing: timing))
        fingerprints.append(fingerprint)
        made.append(keyframes)
        slots[slot] = Int32(entries.count)
        if entries.count * 2 > slots.count { grow() }
        return keyframes
    }

    /// Doubles the table and files every entry again.
    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for index in fingerprints.indices {
            var slot = Int(truncatingIfNeeded: fingerprints[index]) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }

    /// A fingerprint of a straight motion's bits: its rank and value for a motion holding one value (`constant`),
    /// else its rank, ends, span and timing (a linear timing or a curve). Identical motions have the same one.
    private static func fingerprint(
        _ from: AnimatableValue,
        _ to: AnimatableValue,
        _ span: ClosedRange<Double>,
        _ timing: TimingParameters,
        _ rank: Int,
        constant: Bool
    ) -> UInt64 {
        var hash = UInt64(truncatingIfNeeded: rank) &+ (constant ? 0x51 : 0xA3)
        @inline(__always)
        func mix(_ bits: UInt64) {
            hash = (hash ^ bits) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
        }
        from.forEachComponent { mix($0.bitPattern) }
        guard !constant else { return hash }
        to.forEachComponent { mix($0.bitPattern) }
        mix(span.lowerBound.bitPattern)
        mix(span.upperBound.bitPattern)
        if case .curve(let curve) = timing {
            mix(curve.x1.bitPattern)
            mix(curve.y1.bitPattern)
            mix(curve.x2.bitPattern)
            mix(curve.y2.bitPattern)
        }
        return hash
    }

    /// Whether the keyframes of a straight motion keep a track's rules on values: they hold `from` alone when the
    /// motion holds one value (`constant`), else `from` and `to`, each of `kind` and finite.
    private static func checked(from: AnimatableValue, to: AnimatableValue, constant: Bool, kind: AnimatableValue.Kind)
        -> Bool
    {
        from.kind == kind && from.isFinite && (constant || (to.kind == kind && to.isFinite))
    }
}
