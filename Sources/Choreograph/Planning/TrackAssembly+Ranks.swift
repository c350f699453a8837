import Foundation

// MARK: - Internal API

/// The order of a target's tracks: each property's rank.
extension TrackAssembly {
    /// Each motion's property as an integer that orders tracks of one target: the place in ``propertyOrder``, then
    /// for any other property its place among the others sorted by name (then kind), so distinct properties never
    /// share a rank.
    ///
    /// A plan names a dozen properties over thousands of motions: each property stored with the bits of one ranked
    /// before (``RankMemo``) takes its rank without its name being read.
    static func ranks(of motions: [Motion]) -> [Int] {
        let known = KnownRanks.shared
        let other = propertyOrder.count
        var others: [AnimatableProperty: Int] = [:]
        var memo = [RankMemo.Entry](repeating: RankMemo.Entry(), count: RankMemo.count)
        let ranks = motions.withUnsafeBufferPointer { motions in
            memo.withUnsafeMutableBufferPointer { memo in
                [Int](unsafeUninitializedCapacity: motions.count) { ranks, initialized in
                    for index in motions.indices {
                        let rank = RankMemo.rank(ofMotionAt: index, in: motions, memo: memo) { property in
                            let rank = Self.rank(property, known: known)
                            if rank == other, others[property] == nil { others[property] = others.count }
                            return rank
                        }
                        ranks.initializeElement(at: index, to: rank)
                    }
                    initialized = motions.count
                }
            }
        }
        guard !others.isEmpty else { return ranks }
        return ranking(others, in: ranks, of: motions)
    }

    /// `ranks` with the rank of every property outside ``propertyOrder`` (the `others` found) raised by its place
    /// among them, sorted by name, then kind.
    private static func ranking(_ others: [AnimatableProperty: Int], in ranks: [Int], of motions: [Motion]) -> [Int] {
        var others = others
        var ranks = ranks
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
    static func kindSlot(_ kind: AnimatableValue.Kind) -> Int {
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
}

/// The ranks of the properties met so far, found by their bits: a property whose name is stored with the same bits as
/// one ranked before (the same short name held inline, or the same storage) and of the same kind has its rank, so the
/// name is read once per distinct property rather than once per motion, and read in place, without a copy.
///
/// Bits say nothing of equality the other way: a name stored apart from an equal one is a miss, ranked by its
/// characters and remembered too. The memo keeps no name alive: it must not outlive the motions it was given (a
/// freed name's storage could hold another name later).
enum RankMemo {
    struct Entry {
        var low: UInt64 = 0
        var high: UInt64 = 0
        /// 1 + ``TrackAssembly/kindSlot(_:)`` of the property's kind; 0 for an empty entry.
        var kind = 0
        var rank = 0
    }

    /// How many entries a memo has, chosen by the bits: 64.
    static let count = 64

    /// Where a ``Motion`` keeps its property's name, in bytes from its start; `nil` when the name is not stored in
    /// place as two words, and properties are then ranked one by one.
    static let nameOffset = TrackAssembly.nameOffset(\Motion.property, \AnimatableProperty.name)

    /// The rank of the property of the motion at `index` of `motions`: the one remembered in `memo` for a property
    /// stored alike, else `ranking` it (and remembering it in its entry's place).
    @inline(__always)
    static func rank(
        ofMotionAt index: Int,
        in motions: UnsafeBufferPointer<Motion>,
        memo: UnsafeMutableBufferPointer<Entry>,
        ranking: (AnimatableProperty) -> Int
    ) -> Int {
        guard let offset = nameOffset, let base = motions.baseAddress else {
            return ranking(motions[index].property)
        }
        let kind = TrackAssembly.kindSlot(motions[index].property.kind) + 1
        let name = UnsafeRawPointer(base + index) + offset
        let low = name.loadUnaligned(as: UInt64.self)
        let high = name.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(kind)) &* 0xBF58_476D_1CE4_E5B9
        let slot = Int(truncatingIfNeeded: mixed >> 58) & (count - 1)
        if memo[slot].low == low, memo[slot].high == high, memo[slot].kind == kind {
            return memo[slot].rank
        }
        let rank = ranking(motions[index].property)
        memo[slot] = Entry(low: low, high: high, kind: kind, rank: rank)
        return rank
    }
}
