// MARK: - Internal API

/// The identifiers two scenes share, in the order the old scene first draws them, each with its first element in
/// either scene: what matched geometry morphs. Found with one hash lookup per element of each scene; identifiers only
/// one scene has are passed over.
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
    init(old: Scene, new: Scene) {
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
            if let pair = entries[place].pair {
                pairs[pair].isShared = true
            } else {
                entries[place].pair = pairs.count
                pairs.append(
                    Pair(identifier: identifier, old: index, new: entries[place].new, isShared: entries[place].isShared)
                )
            }
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
