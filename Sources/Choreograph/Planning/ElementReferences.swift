import Foundation

// MARK: - Internal API

/// The references of an effect's output or of a plan (``EffectOutput/references``, ``TransitionPlan/references``):
/// references given as a dictionary, and those of matched geometry's ghost snapshots kept as a list, one entry per
/// ghost.
///
/// Matched geometry gives two references per ghost (hundreds in a plan of many shared views). A dictionary would hash
/// each of them, though the planner never looks one up. The list is made into dictionary entries only when the
/// dictionary is read, once for this value and its copies (under a lock). Its entries come after the given ones,
/// in order: one replaces a given reference of the same target. The list names each ghost once.
struct ElementReferences: Sendable {
    /// The references of one ghost's two snapshots.
    struct GhostSnapshots: Sendable {
        /// Where the element a snapshot shows is.
        struct Side: Sendable {
            /// The scene the element is in.
            var role: SceneRole
            /// The element's index in that scene.
            var index: Int
            /// The element's identifier.
            var identifier: String?
        }

        /// The ghost's identifier: the snapshots are ``TransitionTarget/snapshot(_:of:)`` of it.
        var identifier: String
        /// The element the snapshot of ``SceneRole/from`` shows.
        var from: Side
        /// The element the snapshot of ``SceneRole/to`` shows.
        var to: Side

        /// The reference of the snapshot of `role`: its element, placed in the ghost.
        func reference(of role: SceneRole) -> ElementReference {
            let side = role == .from ? from : to
            return ElementReference(
                role: side.role, index: side.index, identifier: side.identifier, placement: .ghost(.ghost(identifier)))
        }

        /// The same references seen from the other side, as ``TransitionTarget/swappingScreens`` and
        /// ``ElementReference/swappingScreens`` turn each target and reference: the snapshots trade names, and each
        /// element's scene is the other.
        var swappingScreens: GhostSnapshots {
            GhostSnapshots(
                identifier: identifier, from: Side(role: to.role.other, index: to.index, identifier: to.identifier),
                to: Side(role: from.role.other, index: from.index, identifier: from.identifier))
        }
    }

    /// The dictionary made of the references, kept once made.
    private final class Made: @unchecked Sendable {
        /// Guards ``dictionary``.
        private let lock = NSLock()
        /// The dictionary, once made.
        private var dictionary: [TransitionTarget: ElementReference]?

        /// The dictionary of `given` and the entries of `ghosts` after them, made the first time.
        func dictionary(
            _ given: [TransitionTarget: ElementReference], _ ghosts: [GhostSnapshots]
        ) -> [TransitionTarget: ElementReference] {
            lock.lock()
            defer { lock.unlock() }
            if let dictionary { return dictionary }
            var made = given
            made.reserveCapacity(given.count + 2 * ghosts.count)
            for ghost in ghosts {
                for role in SceneRole.allCases {
                    made[.snapshot(ghost.identifier, of: role)] = ghost.reference(of: role)
                }
            }
            dictionary = made
            return made
        }
    }

    /// The references given as a dictionary.
    private(set) var given: [TransitionTarget: ElementReference]
    /// The ghosts' snapshots' references, each ghost once, written after ``given``.
    private(set) var ghosts: [GhostSnapshots] = []
    /// Where the dictionary of both is kept once made: `nil` exactly when ``ghosts`` is empty.
    private var made: Made?

    /// The references of `given`. Default none.
    init(_ given: [TransitionTarget: ElementReference] = [:]) {
        self.given = given
    }

    /// Whether there are no references.
    var isEmpty: Bool { given.isEmpty && ghosts.isEmpty }

    /// Whether a reference places its element ``ElementPlacement/inPlace`` (a ghost's snapshot never does).
    var placesAnyInPlace: Bool {
        // A given reference in place may have been replaced by a ghost's snapshot's: then the dictionary says.
        guard given.values.contains(where: { $0.placement == .inPlace }) else { return false }
        return ghosts.isEmpty || dictionary.values.contains { $0.placement == .inPlace }
    }

    /// Every reference, by target; changed in place, the ghosts' snapshots are made dictionary entries first.
    var dictionary: [TransitionTarget: ElementReference] {
        get { made?.dictionary(given, ghosts) ?? given }
        _modify {
            makeDictionary()
            yield &given
        }
        set {
            self = ElementReferences(newValue)
        }
    }

    /// The reference of `target`, if any.
    subscript(target: TransitionTarget) -> ElementReference? {
        ghosts.isEmpty ? given[target] : dictionary[target]
    }

    /// The place in ``ghosts`` of the entry of the ghost of `identifier` when it is at `place`, without a lookup; `nil`
    /// when it is not there (it may be elsewhere: ``subscript(_:)`` finds it).
    func ghostEntry(of identifier: String, at place: Int) -> Int? {
        place >= 0 && place < ghosts.count && ghosts[place].identifier == identifier ? place : nil
    }

    /// Adds the references of `entries`' ghosts, one entry per ghost, each ghost once, after every reference there is.
    mutating func add(ghosts entries: [GhostSnapshots]) {
        guard !entries.isEmpty else { return }
        // The entries name each ghost once: earlier ones become dictionary entries.
        if !ghosts.isEmpty { makeDictionary() }
        ghosts = entries
        made = Made()
    }

    /// Adds the references of `other`; where both have one for a target, `other`'s replaces this one's when
    /// `replacing`, else this one's is kept.
    mutating func add(_ other: ElementReferences, replacing: Bool) {
        guard !other.isEmpty else { return }
        guard !isEmpty else {
            self = other
            return
        }
        self = ElementReferences(dictionary.merging(other.dictionary) { own, new in replacing ? new : own })
    }

    /// The references seen from the other side: each target and reference swapping screens.
    var swappingScreens: ElementReferences {
        var swapped = ElementReferences()
        swapped.given.reserveCapacity(given.count)
        for (target, reference) in given {
            swapped.given[target.swappingScreens] = reference.swappingScreens
        }
        swapped.add(ghosts: ghosts.map(\.swappingScreens))
        return swapped
    }

    /// Makes the ghosts' snapshots' references entries of ``given``.
    private mutating func makeDictionary() {
        guard !ghosts.isEmpty else { return }
        given = dictionary
        ghosts = []
        made = nil
    }
}
