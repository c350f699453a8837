import Foundation

/// The keyframes of the straight motions a plan has made so far, every one of them: tracks of identical motions (the
/// same fade of every snapshot, the same held border of every ghost, the same resizing of every snapshot) share one
/// array instead of each allocating its own, whatever tracks come between them.
///
/// Every array handed out is kept in ``keyframes``, after the arrays before it, and handed out as its index among
/// them, as a ``TrackTable`` names it; the arrays of tracks that share none (``add(_:)``) are kept there too, so that
/// the list becomes the table's.
///
/// Motions are found by a fingerprint of their bits in a table of open addressing, then compared bit for bit, so
/// that two motions share keyframes only when their keyframes would be identical.
struct SharedKeyframes {
    ///
    /// An entry keeps of its timing only what ``matches(_:span:timing:rank:)`` compares: whether it is a curve, and the
    /// curve's control points (a spring never matches, a linear timing has none): a whole ``TimingParameters`` (a
    /// spring's constants and solution inline) would make it two thirds larger.
    private struct Entry {
        var values: MotionValues
        var rank: Int32
        /// Whether the entry was made for a motion holding one value, its start.
        var isConstant: Bool
        /// The entry's timing: linear, a curve (``curve``) or a spring.
        var timingKind: Keyframe.StoredTiming.Kind
        var span: ClosedRange<Double>
        /// The control points of a curve timing, 0 for any other.
        var curve: Keyframe.CurvePoints

        init(rank: Int, isConstant: Bool, values: MotionValues, span: ClosedRange<Double>, timing: TimingParameters) {
            self.values = values
            self.rank = Int32(truncatingIfNeeded: rank)
            self.isConstant = isConstant
            self.span = span
            // What a keyframe stores of the timing inline (a spring's parameters are left out: springs never match).
            (timingKind, curve) = Keyframe.StoredTiming.form(of: timing)
        }

        /// Whether the entry was made for a motion of `rank` holding the start of `values`, bit for bit (so that its
        /// one keyframe is the motion's).
        @inline(__always)
        func holds(_ values: MotionValues, rank: Int) -> Bool {
            Int(self.rank) == rank && isConstant && self.values.isIdentical(to: values, startOnly: true)
        }

        /// Whether the entry was made for a motion of `rank` that changes, with these values, span and timing, bit for
        /// bit (so that its keyframes are theirs). Springs never match: their `==` leaves out what they derive.
        @inline(__always)
        func matches(_ values: MotionValues, span: ClosedRange<Double>, timing: TimingParameters, rank: Int) -> Bool {
            Int(self.rank) == rank && !isConstant && changes(like: values, span: span, timing: timing)
        }

        /// For an entry of the motion's rank: whether the motion meets the entry as what it was made for, every
        /// number of the values compared bit for bit, the ones their kinds leave unused (0 in every value made from a
        /// value) too. A held value is met by the motion's start and the motion holding one value, a change by its
        /// values, span and timing. A motion that meets the entry is one it ``holds(_:rank:)`` or
        /// ``matches(_:span:timing:rank:)``; a motion that differs from it only in unused numbers is left to those.
        @inline(__always)
        func isMet(by values: MotionValues, span: ClosedRange<Double>, timing: TimingParameters) -> Bool {
            guard self.values.fromKind == values.fromKind, self.values.from.hasBits(of: values.from) else {
                return false
            }
            if isConstant { return values.holdsOneValue }
            let spanBits =
                (self.span.lowerBound.bitPattern ^ span.lowerBound.bitPattern)
                | (self.span.upperBound.bitPattern ^ span.upperBound.bitPattern)
            guard spanBits == 0, self.values.toKind == values.toKind, self.values.to.hasBits(of: values.to) else {
                return false
            }
            return hasTiming(timing)
        }

        /// For an entry made for a motion that changes, of the motion's rank: whether the motion's values, span and
        /// timing are the entry's, bit for bit. Values identical to a change's change too, and a timing identical to
        /// the entry's (linear or a curve) is not a spring: the motion is one that ``matches(_:span:timing:rank:)``.
        @inline(__always)
        func changes(like values: MotionValues, span: ClosedRange<Double>, timing: TimingParameters) -> Bool {
            guard self.span.lowerBound.bitPattern == span.lowerBound.bitPattern,
                self.span.upperBound.bitPattern == span.upperBound.bitPattern,
                self.values.isIdentical(to: values, startOnly: false)
            else { return false }
            return hasTiming(timing)
        }

        /// Whether `timing` is the entry's, bit for bit: linear, or a curve of the same control points (a spring
        /// never is).
        @inline(__always)
        func hasTiming(_ timing: TimingParameters) -> Bool {
            switch timingKind {
            case .linear:
                if case .linear = timing { return true }
                return false
            case .curve:
                guard case .curve(let bezier) = timing else { return false }
                return curve.areIdentical(to: bezier)
            case .spring:
                return false
            }
        }
    }

    /// The keyframes made so far, with what they were made for.
    private var entries: [Entry] = []
    /// The fingerprint each entry was filed under (``fingerprint(_:_:_:_:_:constant:)``), compared before the entry.
    private var fingerprints: [UInt64] = []
    /// The keyframes of every array handed out, shared or not, one array after another: the
    /// ``TrackTable/keyframes`` of the tracks that name them.
    private(set) var keyframes: [Keyframe] = []
    /// Where each array handed out starts in ``keyframes``, then where the last one ends: the
    /// ``TrackTable/setStarts`` of the tracks that name them.
    private(set) var setStarts = [0]
    /// The index among the arrays of the keyframes made for each entry, apart from the entries so that handing them
    /// out reads no entry.
    private var setOfEntry: [Int32] = []
    /// The table: each slot holds 1 + the index of an entry in ``entries``, or 0 when empty. Its count is a power of
    /// two, at least twice the entries'.
    private var slots: [Int32]
    /// For each rank of ``TrackAssembly/propertyOrder``, ``recentWays`` places: 1 + the index of each of the entries
    /// last met for a motion of that rank, the last one met first, or 0 for none.
    private var recent = [Int32](repeating: 0, count: recentWays * TrackAssembly.propertyOrder.count)
    /// The timing last stored, so that the keyframes of many motions under one spring share it.
    private var timings = StoredTimings()
    /// The count of ``TrackAssembly/propertyOrder``, kept at hand: ranks below it are of known properties.
    private let knownRanks = TrackAssembly.propertyOrder.count

    /// How many of the entries last met for a rank are compared before the table: 4. A matched pair gives three
    /// motions of a property in turn (its ghost's and each snapshot's bounds), alike from pair to pair, and a new
    /// motion between them (a ghost's own position) leaves room for them.
    static let recentWays = 4

    /// The most distinct motions a plan's memory makes room for before it grows: 256.
    static let initialCapacity = 256

    /// An empty memory with room for `capacity` distinct motions before it grows. Default 0.
    init(capacity: Int = 0) {
        entries.reserveCapacity(capacity)
        fingerprints.reserveCapacity(capacity)
        setOfEntry.reserveCapacity(capacity)
        // Most arrays hold two keyframes: a change's start and end.
        keyframes.reserveCapacity(2 * capacity)
        setStarts.reserveCapacity(capacity + 1)
        var count = 64
        while count < 2 * capacity { count *= 2 }
        slots = [Int32](repeating: 0, count: count)
    }

    /// The index among the arrays of the keyframes of a straight motion between `values` of a property of `kind` and
    /// rank `rank` (``TrackAssembly/ranks(of:)``), as ``TrackAssembly/straightKeyframes(from:to:span:timing:)`` makes
    /// them: the array made for an identical motion of that rank when one was made before, else a new one; `nil` when a
    /// value is not of `kind` or not finite (a broken rule of the track). Properties outside
    /// ``TrackAssembly/propertyOrder`` and motions under a spring never share.
    ///
    /// Never inlined: a caller that holds the memory in a closure's capture would otherwise check exclusive access
    /// and retain the memory's arrays at each of its reads.
    @inline(never)
    mutating func keyframes(
        _ values: MotionValues,
        span: ClosedRange<Double>,
        timing: TimingParameters,
        kind: AnimatableValue.Kind,
        rank: Int
    ) -> Int32? {
        // The motions of one property mostly repeat one of the last few met (every ghost's same held border, the
        // snapshots' fades in and out by turns, the bounds of a ghost and its two snapshots in turn): those are
        // compared first, here, with nothing else done for them; the rest of the work is out of line
        // (``lookedUp(_:span:timing:kind:rank:)``).
        if rank < knownRanks {
            let index = recentlyMet(values, span: span, timing: timing, rank: rank)
            if index >= 0 { return setOfEntry.withUnsafeBufferPointer { $0[index] } }
        }
        return lookedUp(values, span: span, timing: timing, kind: kind, rank: rank)
    }

    /// The index of the entry of the last ``recentWays`` met for a motion of `rank` (below ``knownRanks``) that the
    /// motion of `values`, `span` and `timing` meets bit for bit (``Entry/isMet(by:span:timing:)``), made the last one
    /// met; -1 when none is.
    ///
    /// At most one entry matches a motion (entries are made only for a motion none matches), and an entry met here
    /// matches it as ``lookedUp(_:span:timing:kind:rank:)`` compares: this finds the entry the table would, or none
    /// and leaves the motion to the table.
    @inline(__always)
    private mutating func recentlyMet(
        _ values: MotionValues,
        span: ClosedRange<Double>,
        timing: TimingParameters,
        rank: Int
    ) -> Int {
        let base = Self.recentWays * rank
        let (way, index) = recent.withUnsafeBufferPointer { recent in
            entries.withUnsafeBufferPointer { entries in
                for way in 0..<Self.recentWays {
                    let index = Int(recent[base + way]) - 1
                    guard index >= 0 else { break }
                    if entries[index].isMet(by: values, span: span, timing: timing) { return (way, index) }
                }
                return (0, -1)
            }
        }
        if way > 0 { bringForward(index, from: way, base: base) }
        return index
    }

    /// ``keyframes(_:span:timing:kind:rank:)`` for a motion that none of the last few met for its rank meets, or
    /// of a property outside ``TrackAssembly/propertyOrder``: found in the table by its fingerprint, else made.
    @inline(never)
    private mutating func lookedUp(
        _ values: MotionValues,
        span: ClosedRange<Double>,
        timing: TimingParameters,
        kind: AnimatableValue.Kind,
        rank: Int
    ) -> Int32? {
        // A motion holding one value has the same keyframes whatever its end, span and timing: only its value counts.
        let constant = values.holdsOneValue
        guard rank < knownRanks else {
            return make(values, span: span, timing: timing, constant: constant, kind: kind)
        }
        let spring: Bool
        if case .spring = timing { spring = true } else { spring = false }
        guard constant || !spring else {
            return make(values, span: span, timing: timing, constant: constant, kind: kind)
        }
        let fingerprint = Self.fingerprint(values, span, timing, rank, constant: constant)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: fingerprint) & mask
        // Entries are compared through a pointer, where they are stored, never copied out.
        let found = entries.withUnsafeBufferPointer { entries in
            fingerprints.withUnsafeBufferPointer { fingerprints in
                slots.withUnsafeBufferPointer { slots in
                    while slots[slot] != 0 {
                        let index = Int(slots[slot]) - 1
                        if fingerprints[index] == fingerprint {
                            let entry = entries.baseAddress! + index
                            if constant
                                ? entry.pointee.holds(values, rank: rank)
                                : entry.pointee.matches(values, span: span, timing: timing, rank: rank)
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
        if found >= 0 {
            remember(found, rank: rank)
            return setOfEntry[found]
        }
        guard let set = make(values, span: span, timing: timing, constant: constant, kind: kind) else {
            return nil
        }
        entries.append(Entry(rank: rank, isConstant: constant, values: values, span: span, timing: timing))
        fingerprints.append(fingerprint)
        setOfEntry.append(set)
        slots[slot] = Int32(entries.count)
        if entries.count * 2 > slots.count { grow() }
        remember(entries.count - 1, rank: rank)
        return set
    }

    /// Keeps `keyframes`, which no other motion shares, after the arrays before it, and returns its index among
    /// them.
    mutating func add(_ keyframes: [Keyframe]) -> Int32 {
        self.keyframes += keyframes
        return closeSet()
    }

    /// Ends the array whose keyframes were appended to ``keyframes`` since the last one ended; returns its index.
    private mutating func closeSet() -> Int32 {
        setStarts.append(keyframes.count)
        return Int32(setStarts.count - 2)
    }

    /// The keyframes of a straight motion from `from` to `to` whose values four numbers do not hold (a turn, a 3D
    /// transform), made for it alone and kept after the arrays before them: their index among them, or `nil` when a
    /// value is not of `kind` or not finite.
    mutating func addUnshared(
        from: AnimatableValue,
        to: AnimatableValue,
        span: ClosedRange<Double>,
        timing: TimingParameters,
        kind: AnimatableValue.Kind
    ) -> Int32? {
        let constant = from == to
        guard from.kind == kind, from.isFinite, constant || (to.kind == kind && to.isFinite) else { return nil }
        return add(
            TrackAssembly.straightKeyframes(from: from, to: to, span: span, timing: timing, constant: constant))
    }

    /// New keyframes of a straight motion between `values` (holding its start alone when `constant`), whose values
    /// are written from their numbers where they are kept, after the arrays before them: their index among them, or
    /// `nil` when a value the keyframes hold is not of `kind` or not finite.
    private mutating func make(
        _ values: MotionValues,
        span: ClosedRange<Double>,
        timing: TimingParameters,
        constant: Bool,
        kind: AnimatableValue.Kind
    ) -> Int32? {
        guard values.keepsRules(kind: kind, startOnly: constant) else { return nil }
        TrackAssembly.appendStraightKeyframes(
            values, span: span, timing: constant ? .linear : timings.stored(timing), constant: constant,
            to: &keyframes)
        return closeSet()
    }

    /// Makes the entry at `index` the last one met for `rank`, the others after it in the order they were met.
    private mutating func remember(_ index: Int, rank: Int) {
        let base = Self.recentWays * rank
        // Where the entry is among the last met, or the last place, whose entry is forgotten.
        let way = recent.withUnsafeBufferPointer { recent in
            (0..<Self.recentWays - 1).first { recent[base + $0] == Int32(index + 1) } ?? Self.recentWays - 1
        }
        bringForward(index, from: way, base: base)
    }

    /// Puts the entry at `index` first of the places from `base`, moving those before `way` one place on.
    @inline(__always)
    private mutating func bringForward(_ index: Int, from way: Int, base: Int) {
        recent.withUnsafeMutableBufferPointer { recent in
            var place = base + way
            while place > base {
                recent[place] = recent[place - 1]
                place -= 1
            }
            recent[base] = Int32(index + 1)
        }
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
}
