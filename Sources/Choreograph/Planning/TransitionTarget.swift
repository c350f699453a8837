/// What a timeline track of a planned transition animates: a name the host resolves to a view.
///
/// A planned ``Timeline`` names its tracks' targets with these values' ``name``s. The host applies
/// ``fromScreen`` to the root view of the screen that leaves, ``toScreen`` to the root view of the screen that
/// enters, ``dimming`` to a dimming view it adds to the container, ``ghost(_:)`` to a view it adds for an element the
/// two screens share (or one element flying from another), ``snapshot(_:of:)`` to a snapshot inside a ghost, and
/// ``element(_:of:)`` to an element that element modifiers move. ``TransitionPlan/references`` say which captured
/// element each of the last two stands for. A custom effect may name targets of its own with ``init(name:)``.
///
/// Two targets are equal, hash alike and print alike exactly when their names do, however they were made: a target
/// made with ``init(name:)`` from `"ghost:x"` is ``ghost(_:)`` of `"x"`.
public struct TransitionTarget: Hashable, Sendable, CustomStringConvertible, CustomReflectable {
    /// What a target's name says it is: a name of its own, or a prefix followed by an element's identifier.
    enum Kind: UInt8, Sendable {
        /// A name of its own, starting with no prefix below.
        case named
        /// `"ghost:"` + identifier.
        case ghost
        /// `"snapshot:from:"` + identifier.
        case fromSnapshot
        /// `"snapshot:to:"` + identifier.
        case toSnapshot
        /// `"element:from:"` + identifier.
        case fromElement
        /// `"element:to:"` + identifier.
        case toElement

        /// The kinds that name an element, each by its prefix.
        static let prefixed: [(kind: Kind, prefix: String)] = [
            Kind.ghost, .fromSnapshot, .toSnapshot, .fromElement, .toElement,
        ].map { ($0, $0.prefix) }

        /// The kind's prefix: empty for a name of its own.
        var prefix: String {
            switch self {
            case .named: ""
            case .ghost: "ghost:"
            case .fromSnapshot: "snapshot:from:"
            case .toSnapshot: "snapshot:to:"
            case .fromElement: "element:from:"
            case .toElement: "element:to:"
            }
        }
    }

    /// The element's identifier after the kind's prefix; the whole name for a name of its own. A ghost's or a
    /// snapshot's target keeps the identifier it was made from (the same string, not a copy).
    let rest: String
    /// What the name says the target is.
    let kind: Kind

    /// The name the timeline's tracks carry as their ``Track/target``: the kind's prefix followed by the identifier,
    /// written into a string of the right size at once.
    public var name: String {
        kind == .named ? rest : Self.joined(kind.prefix, rest)
    }

    /// Creates a target with a name of its own.
    ///
    /// A name that starts with the bytes of a ghost's, a snapshot's or an element's prefix is that target:
    /// `TransitionTarget(name: "ghost:x")` is `.ghost("x")`.
    public init(name: String) {
        for (kind, prefix) in Kind.prefixed where name.utf8.starts(with: prefix.utf8) {
            // The prefix is ASCII, so the rest starts on a scalar's boundary and is valid UTF-8 as it is.
            self.init(kind, String(decoding: name.utf8.dropFirst(prefix.utf8.count), as: UTF8.self))
            return
        }
        self.init(.named, name)
    }

    /// A target of `kind` for `rest`: an identifier, or a whole name for ``Kind/named`` (whose caller has found that
    /// it starts with no prefix).
    init(_ kind: Kind, _ rest: String) {
        self.rest = rest
        self.kind = kind
    }

    /// Whether two targets' names are equal, as `String` compares them (canonical equivalence).
    ///
    /// Compared by kind and identifier, without the names: every prefix is ASCII and ends in a colon, which
    /// composes with nothing, so a prefixed name is equal only to names with the same prefix and an equal
    /// identifier; and a name of its own starts with no prefix's bytes, so it equals no prefixed name (no
    /// character's canonical decomposition starts with an ASCII letter or a colon and goes on).
    public static func == (a: TransitionTarget, b: TransitionTarget) -> Bool {
        a.kind == b.kind && a.rest == b.rest
    }

    /// Hashes the kind and the identifier: equal targets hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind.rawValue)
        hasher.combine(rest)
    }

    /// The target's name.
    public var description: String { name }

    /// The target as its name, as it was always shown (`dump`, the debugger).
    public var customMirror: Mirror {
        Mirror(self, children: ["name": name], displayStyle: .struct)
    }

    /// The root view of the screen that leaves: `"transition.from"`.
    public static let fromScreen = TransitionTarget(name: "transition.from")
    /// The root view of the screen that enters: `"transition.to"`.
    public static let toScreen = TransitionTarget(name: "transition.to")
    /// A plain view the host adds to the container, covering it, for dimming: `"transition.dimming"`. Its tracks give
    /// its frame (``AnimatableProperty/position`` and ``AnimatableProperty/bounds``), its colour and its opacity.
    public static let dimming = TransitionTarget(name: "transition.dimming")

    /// The prefix of a ghost's name: `"ghost:"`.
    public static let ghostPrefix = Kind.ghost.prefix

    /// A snapshot the host makes of the element with `identifier`, for matched geometry: `"ghost:"` + identifier.
    public static func ghost(_ identifier: String) -> TransitionTarget {
        TransitionTarget(.ghost, identifier)
    }

    /// The identifier of the element this target is a ghost of, or `nil` when it is not a ghost.
    public var ghostIdentifier: String? {
        kind == .ghost ? rest : nil
    }

    /// A snapshot of the element with `identifier` as the scene in `role` shows it, placed inside that element's
    /// ghost: `"snapshot:from:"` or `"snapshot:to:"` + identifier. Matched geometry cross-fades the two.
    public static func snapshot(_ identifier: String, of role: SceneRole) -> TransitionTarget {
        TransitionTarget(role == .from ? .fromSnapshot : .toSnapshot, identifier)
    }

    /// `prefix` followed by `identifier`, written into a string of the right size at once (joining them with `+`
    /// costs several times as much).
    static func joined(_ prefix: String, _ identifier: String) -> String {
        var (prefix, identifier) = (prefix, identifier)
        return prefix.withUTF8 { head in
            identifier.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + tail.count) { buffer in
                    let bytes = UnsafeMutableRawBufferPointer(buffer)
                    bytes.copyMemory(from: UnsafeRawBufferPointer(head))
                    UnsafeMutableRawBufferPointer(rebasing: bytes[head.count...])
                        .copyMemory(from: UnsafeRawBufferPointer(tail))
                    return head.count + tail.count
                }
            }
        }
    }

    /// Whether the target may be a ghost or a snapshot (``ghost(_:)``, ``snapshot(_:of:)``), read from its kind: a
    /// target of any other kind equals no ghost or snapshot (see ``==(_:_:)``).
    var mayBeGhostOrSnapshot: Bool {
        switch kind {
        case .ghost, .fromSnapshot, .toSnapshot: true
        case .named, .fromElement, .toElement: false
        }
    }

    /// Whether `a`'s name sorts before `b`'s, as `String`'s `<` orders them, mostly without building either name.
    ///
    /// Targets of one kind order as their identifiers do (the same prefix, ending in a colon that composes with
    /// nothing, leads both names); two prefixes differ at a character both have, so prefixed targets of two kinds
    /// order as their prefixes do; a name of its own and a prefixed one are compared as names.
    static func namePrecedes(_ a: TransitionTarget, _ b: TransitionTarget) -> Bool {
        if a.kind == b.kind { return a.rest < b.rest }
        if a.kind == .named || b.kind == .named { return a.name < b.name }
        return a.kind.prefix < b.kind.prefix
    }

    /// The same role seen from the other side of a transition: ``fromScreen`` and ``toScreen`` trade places, and so
    /// do the two snapshots of a ghost and an element's targets in the two screens; every other target stays.
    public var swappingScreens: TransitionTarget {
        switch kind {
        case .fromSnapshot: TransitionTarget(.toSnapshot, rest)
        case .toSnapshot: TransitionTarget(.fromSnapshot, rest)
        case .fromElement: TransitionTarget(.toElement, rest)
        case .toElement: TransitionTarget(.fromElement, rest)
        case .ghost: self
        case .named: self == .fromScreen ? .toScreen : self == .toScreen ? .fromScreen : self
        }
    }
}
