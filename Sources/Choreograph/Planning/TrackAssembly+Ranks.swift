import Foundation

// MARK: - Internal API

/// The order of a target's tracks: each property's rank.
extension TrackAssembly {
    /// Each motion's property as an integer that orders tracks of one target: the place in ``propertyOrder``, then
    /// for any other property its place among the others sorted by name (then kind), so distinct properties never
    /// share a rank.
    ///
    /// A known property carries its place (``AnimatableProperty/place``): its rank is read, never found by its name.
    static func ranks(of motions: [Motion]) -> [Int] {
        let other = propertyOrder.count
        var others: [AnimatableProperty: Int] = [:]
        let ranks = motions.withUnsafeBufferPointer { motions in
            [Int](unsafeUninitializedCapacity: motions.count) { ranks, initialized in
                for index in motions.indices {
                    let place = Int(motions[index].property.place)
                    if place < other {
                        ranks.initializeElement(at: index, to: place)
                    } else {
                        let property = motions[index].property
                        if others[property] == nil { others[property] = others.count }
                        ranks.initializeElement(at: index, to: other)
                    }
                }
                initialized = motions.count
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
}
