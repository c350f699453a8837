/// What a timeline track of a planned transition animates: a name the host resolves to a view.
///
/// A planned ``Timeline`` names its tracks' targets with these values' ``name``s. The host applies
/// ``fromScreen`` to the root view of the screen that leaves, ``toScreen`` to the root view of the screen that
/// enters, ``dimming`` to a dimming view it adds to the container, ``ghost(_:)`` to a view it adds for an element the
/// two screens share (or one element flying from another), ``snapshot(_:of:)`` to a snapshot inside a ghost, and
/// ``element(_:of:)`` to an element that element modifiers move. ``TransitionPlan/references`` say which captured
/// element each of the last two stands for. A custom effect may name targets of its own with ``init(name:)``.
public struct TransitionTarget: Hashable, Sendable, CustomStringConvertible {
    /// The name the timeline's tracks carry as their ``Track/target``.
    public let name: String

    /// Creates a target with a name of its own.
    public init(name: String) {
        self.name = name
    }

    /// The target's name.
    public var description: String { name }

    /// The root view of the screen that leaves: `"transition.from"`.
    public static let fromScreen = TransitionTarget(name: "transition.from")
    /// The root view of the screen that enters: `"transition.to"`.
    public static let toScreen = TransitionTarget(name: "transition.to")
    /// A plain view the host adds to the container, covering it, for dimming: `"transition.dimming"`. Its tracks give
    /// its frame (``AnimatableProperty/position`` and ``AnimatableProperty/bounds``), its colour and its opacity.
    public static let dimming = TransitionTarget(name: "transition.dimming")

    /// The prefix of a ghost's name: `"ghost:"`.
    public static let ghostPrefix = "ghost:"

    /// A snapshot the host makes of the element with `identifier`, for matched geometry: `"ghost:"` + identifier.
    public static func ghost(_ identifier: String) -> TransitionTarget {
        TransitionTarget(name: joined(ghostPrefix, identifier))
    }

    /// The identifier of the element this target is a ghost of, or `nil` when it is not a ghost.
    public var ghostIdentifier: String? {
        name.hasPrefix(Self.ghostPrefix) ? String(name.dropFirst(Self.ghostPrefix.count)) : nil
    }

    /// A snapshot of the element with `identifier` as the scene in `role` shows it, placed inside that element's
    /// ghost: `"snapshot:from:"` or `"snapshot:to:"` + identifier. Matched geometry cross-fades the two.
    public static func snapshot(_ identifier: String, of role: SceneRole) -> TransitionTarget {
        TransitionTarget(name: joined(snapshotPrefix(role), identifier))
    }

    /// `prefix` followed by `identifier`, written into a string of the right size at once (joining them with `+`
    /// costs several times as much, and matched geometry names three targets for every element it morphs).
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

    /// Whether the target may be a ghost or a snapshot (``ghost(_:)``, ``snapshot(_:of:)``): `false` only for a name
    /// of ASCII bytes that starts neither with `"ghost:"` nor with `"snapshot:"`, read from its bytes.
    ///
    /// Such a name equals no ghost's or snapshot's: `String`'s `==` compares the names' canonical compositions, and a
    /// ghost's name composes to one that still starts with `"ghost:"` (the colon composes with nothing), while an
    /// ASCII name is its own composition.
    var mayBeGhostOrSnapshot: Bool {
        var name = name
        return name.withUTF8 { bytes in
            var high: UInt8 = 0
            for byte in bytes { high |= byte }
            guard high < 0x80 else { return true }
            return bytes.starts(with: Self.ghostPrefix.utf8) || bytes.starts(with: "snapshot:".utf8)
        }
    }

    /// The prefix of the name of a snapshot of the scene in `role`: `"snapshot:"` + the role's raw value + `":"`.
    static func snapshotPrefix(_ role: SceneRole) -> String {
        switch role {
        case .from: "snapshot:from:"
        case .to: "snapshot:to:"
        }
    }

    /// The same role seen from the other side of a transition: ``fromScreen`` and ``toScreen`` trade places, and so
    /// do the two snapshots of a ghost and an element's targets in the two screens; every other target stays.
    public var swappingScreens: TransitionTarget {
        switch self {
        case .fromScreen: return .toScreen
        case .toScreen: return .fromScreen
        default:
            for role in SceneRole.allCases {
                let prefix = Self.snapshotPrefix(role)
                if name.hasPrefix(prefix) {
                    return .snapshot(String(name.dropFirst(prefix.count)), of: role.other)
                }
                if let identifier = elementIdentifier(in: role) {
                    return .element(identifier, of: role.other)
                }
            }
            return self
        }
    }
}
