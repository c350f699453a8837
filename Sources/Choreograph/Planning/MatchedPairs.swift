// MARK: - Internal API

/// The identifiers two scenes share, in the order the old scene first draws them, each with its first element in
/// either scene: what matched geometry morphs. Found with one lookup per element of each scene; identifiers only one
/// scene has are passed over.
struct MatchedPairs {
    /// An identifier both scenes have.
    struct Pair {
        /// The identifier.
        let identifier: String
        /// The first element with the identifier in the old scene, in drawing order.
        let old: Int
        /// The first element with the identifier in the new scene, in drawing order.
        let new: Int
        /// Whether several elements of either scene have the identifier; the element it names there is then the one
        /// ``Scene/resolution(ofIdentifier:)`` chooses, if any, rather than the first.
        fileprivate(set) var isShared: Bool
    }

    /// The pairs, in the order the old scene first draws their identifiers.
    private(set) var pairs: [Pair] = []

    /// The identifiers `old` and `new` share.
    ///
    /// When every identifier is ASCII (where equal strings are equal bytes), each is found by a hash of its bytes
    /// (``ASCIIPlaces``), much cheaper than hashing a string; otherwise by a dictionary, which compares strings as
    /// Swift does (canonically equivalent ones are equal). Both find the same pairs.
    init(old: Scene, new: Scene) {
        self =
            Self.asciiPairs(old: old, new: new).map(MatchedPairs.init(pairs:)) ?? MatchedPairs(hashingStrings: old, new)
    }

    /// The identifiers `old` and `new` share, found by hashing strings: the general path.
    init(hashingStrings old: Scene, _ new: Scene) {
        // Each identifier of the new scene, by its place in `entries` (hashed once per element: no accessor that
        // modifies a dictionary's value in place, which is slower here than a lookup and a store).
        var places: [String: Int] = [:]
        var entries: [Entry] = []
        places.reserveCapacity(new.elements.count)
        entries.reserveCapacity(new.elements.count)
        for index in new.elements.indices {
            guard let identifier = new.elements[index].identifier else { continue }
            if let earlier = places.updateValue(entries.count, forKey: identifier) {
                places[identifier] = earlier
                entries[earlier].isShared = true
            } else {
                entries.append(Entry(new: index))
            }
        }
        for index in old.elements.indices {
            guard let identifier = old.elements[index].identifier, let place = places[identifier] else { continue }
            pair(identifier, old: index, entry: &entries[place])
        }
    }

    /// The pairs when every identifier of both scenes is ASCII, found by ``ASCIIPlaces``; `nil` as soon as one is not.
    /// The elements and their identifiers are read in place (no identifier is copied, so none is retained and
    /// released), and the table keeps no identifiers: an entry's is read from its element. The table and the entries
    /// are written where they are kept, in memory made for this pairing and freed after it, so that no write checks
    /// whether an array's storage is shared.
    static func asciiPairs(old: Scene, new: Scene) -> [Pair]? {
        new.elements.withUnsafeBufferPointer { newElements -> [Pair]? in
            ASCIIPlaces.withTable(capacity: newElements.count) { places -> [Pair]? in
                // The entry of each place: the table gives places in order, 0 first, one per new identifier.
                let entries = UnsafeMutablePointer<Entry>.allocate(capacity: max(newElements.count, 1))
                defer { entries.deallocate() }
                for index in newElements.indices {
                    let element = newElements.baseAddress! + index
                    guard let hash = identifierHash(element) else { continue }
                    guard let hash else { return nil }
                    let earlier = places.insert(hash: hash) { place in
                        newElements[entries[place].new].identifier == element.pointee.identifier
                    }
                    if let earlier {
                        entries[earlier].isShared = true
                    } else {
                        (entries + places.count - 1).initialize(to: Entry(new: index))
                    }
                }
                var found = MatchedPairs(pairs: [])
                found.pairs.reserveCapacity(places.count)
                let complete = old.elements.withUnsafeBufferPointer { oldElements in
                    for index in oldElements.indices {
                        let element = oldElements.baseAddress! + index
                        guard let hash = identifierHash(element) else { continue }
                        guard let hash else { return false }
                        let place = places.place(hash: hash) { place in
                            newElements[entries[place].new].identifier == element.pointee.identifier
                        }
                        guard let place, let identifier = element.pointee.identifier else { continue }
                        found.pair(identifier, old: index, entry: &entries[place])
                    }
                    return true
                }
                return complete ? found.pairs : nil
            }
        }
    }

    /// The hash of the identifier of `element` (``ASCIIPlaces/hash(_:)``), read where the element keeps it (a copy
    /// only for a string that keeps its bytes nowhere contiguous, which no native string does): `nil` when the
    /// element has no identifier, `.some(nil)` when its identifier is not ASCII.
    @inline(__always)
    private static func identifierHash(_ element: UnsafePointer<Scene.Element>) -> UInt64?? {
        guard element.pointee.identifier != nil else { return nil }
        if let hash = element.pointee.identifier?.utf8.withContiguousStorageIfAvailable({ ASCIIPlaces.hash(bytes: $0) })
        {
            return .some(hash)
        }
        return .some(element.pointee.identifier.flatMap(ASCIIPlaces.hash))
    }

    private init(pairs: [Pair]) {
        self.pairs = pairs
    }

    /// Records that the old scene's element at `old` has `identifier`, whose entry in the new scene is `entry`: a new
    /// pair the first time, the pair marked shared after.
    private mutating func pair(_ identifier: String, old: Int, entry: inout Entry) {
        if let pair = entry.pair {
            pairs[pair].isShared = true
        } else {
            entry.pair = pairs.count
            pairs.append(Pair(identifier: identifier, old: old, new: entry.new, isShared: entry.isShared))
        }
    }

    /// An identifier of the new scene: its first element, whether later elements have it too, and its pair once the
    /// old scene has it.
    private struct Entry {
        var new: Int
        var isShared = false
        var pair: Int?
    }
}

/// ASCII identifiers, each with a place, found by a hash of their bytes (``hash(_:)``) in a table open-addressed by
/// linear probing, at most a quarter full: most identifiers of one scene are not in the other, and a search for one
/// that is not ends at the first empty slot, so fewer slots taken make fewer probes and fewer mispredicted branches.
/// The table keeps each place's hash only: the caller tells whether the identifier at a place is the one looked for.
/// Deterministic; for ASCII strings, equal bytes are equal strings.
///
/// A table lives within ``withTable(capacity:_:)``, in memory made for it and freed when the body returns: its slots
/// and hashes are written in place, without the check of shared storage an array's write makes.
struct ASCIIPlaces {
    /// Each slot's place plus one; 0 for an empty slot.
    private let slots: UnsafeMutableBufferPointer<Int32>
    /// The hash of the identifier at each place, for the first ``count`` places.
    private let hashes: UnsafeMutableBufferPointer<UInt64>
    private let mask: Int
    /// How many identifiers have a place.
    private(set) var count = 0

    private init(slots: UnsafeMutableBufferPointer<Int32>, hashes: UnsafeMutableBufferPointer<UInt64>) {
        self.slots = slots
        self.hashes = hashes
        mask = slots.count - 1
    }

    /// `body`'s result, given an empty table with room for `capacity` identifiers; the table must not be used after
    /// `body` returns, when its memory is freed.
    static func withTable<Result>(capacity: Int, _ body: (inout ASCIIPlaces) -> Result) -> Result {
        var size = 16
        while size < 4 * capacity { size *= 2 }
        let slots = UnsafeMutableBufferPointer<Int32>.allocate(capacity: size)
        slots.initialize(repeating: 0)
        let hashes = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: max(capacity, 1))
        defer {
            slots.deallocate()
            hashes.deallocate()
        }
        var table = ASCIIPlaces(slots: slots, hashes: hashes)
        return body(&table)
    }

    /// A hash of `identifier`'s UTF-8 bytes, or `nil` when one is not ASCII.
    ///
    /// The bytes are read eight at a time, as little-endian words (the last word of a string of 8 bytes or more is
    /// its last 8 bytes, overlapping the one before; a string of 4 to 7 bytes makes one word of its first 4 and last
    /// 4 bytes, overlapping, and a shorter one a word of its first, middle and last byte), each mixed in by a
    /// multiplication, and the byte count last: equal bytes give equal hashes, on every platform and run, and every
    /// byte is read.
    static func hash(_ identifier: String) -> UInt64? {
        // The bytes are read where the string keeps them (a copy only for a string that keeps none contiguously).
        if let hash = identifier.utf8.withContiguousStorageIfAvailable({ bytes in hash(bytes: bytes) }) {
            return hash
        }
        var identifier = identifier
        return identifier.withUTF8 { bytes in hash(bytes: bytes) }
    }

    /// ``hash(_:)`` of the UTF-8 bytes `bytes`.
    @inline(__always)
    static func hash(bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        let count = bytes.count
        var word: UInt64 = 0
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var high: UInt64 = 0
        if count >= 8, let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            var offset = 0
            while offset + 8 < count {
                word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                high |= word
                hash = mixed(hash, word)
                offset += 8
            }
            word = lastWord(raw, count: count, offset: offset, previous: word)
        } else if count >= 4, let base = bytes.baseAddress {
            // 4 to 7 bytes: the first four and the last four, overlapping, make one word.
            let raw = UnsafeRawPointer(base)
            let first = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            let last = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
            word = first | last << 32
        } else if count > 0 {
            // 1 to 3 bytes: the first, the middle and the last.
            word = UInt64(bytes[0]) | UInt64(bytes[count / 2]) << 8 | UInt64(bytes[count - 1]) << 16
        }
        high |= word
        hash = mixed(hash, word)
        hash = (hash ^ UInt64(count)) &* 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 32
        return high & 0x8080_8080_8080_8080 == 0 ? hash : nil
    }

    /// The last 8 of the `count` bytes at `raw` (8 or more) as a little-endian word, where the words before `offset`
    /// (a multiple of 8, `count - 8` or more) were read as words, the one before `offset` being `previous`.
    ///
    /// Every load lies within one of the 8-byte words from the start: a small string's bytes are copied out as two such
    /// words, and a load across both would wait for the copy to reach memory (the processor forwards a store only to
    /// a load it contains). So the bytes past `offset` are read in 4-, 2- and 1-byte pieces and joined to the end of
    /// `previous`, rather than read as one word that starts inside it; the word is the same.
    @inline(__always)
    private static func lastWord(_ raw: UnsafeRawPointer, count: Int, offset: Int, previous: UInt64) -> UInt64 {
        let tailCount = count - offset
        guard tailCount < 8 else {
            return UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        var tail: UInt64 = 0
        var at = offset
        var shift: UInt64 = 0
        if tailCount & 4 != 0 {
            tail = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt32.self)))
            (at, shift) = (at + 4, 32)
        }
        if tailCount & 2 != 0 {
            tail |= UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt16.self))) << shift
            (at, shift) = (at + 2, shift + 16)
        }
        if tailCount & 1 != 0 {
            tail |= UInt64(raw.load(fromByteOffset: at, as: UInt8.self)) << shift
        }
        let kept = UInt64(8 * tailCount)
        return previous >> kept | tail << (64 - kept)
    }

    /// `hash` with `word` mixed in.
    @inline(__always)
    private static func mixed(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let product = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
        return product ^ (product >> 29)
    }

    /// The place of the identifier whose hash is `hash` and at whose place `isIdentifier` holds, or `nil` when it has
    /// none.
    func place(hash: UInt64, where isIdentifier: (Int) -> Bool) -> Int? {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let place = Int(slots[slot]) - 1
            if hashes[place] == hash, isIdentifier(place) { return place }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Gives the identifier whose hash is `hash` the next place (the number of identifiers given places so far) and
    /// returns `nil`; or, when `isIdentifier` holds at a place of the same hash, returns that place.
    /// Traps when the table already holds the `capacity` identifiers it was made for.
    mutating func insert(hash: UInt64, where isIdentifier: (Int) -> Bool) -> Int? {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let earlier = Int(slots[slot]) - 1
            if hashes[earlier] == hash, isIdentifier(earlier) { return earlier }
            slot = (slot + 1) & mask
        }
        precondition(count < hashes.count, "an ASCII identifier table holds at most its capacity")
        hashes[count] = hash
        count += 1
        slots[slot] = Int32(truncatingIfNeeded: count)
        return nil
    }
}
