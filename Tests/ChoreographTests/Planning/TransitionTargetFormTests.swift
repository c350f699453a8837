import Testing

@testable import Choreograph

/// Targets kept as a kind and an identifier against their names: two targets are equal, hash alike, order and print
/// exactly as their names do, whether made by ``TransitionTarget/ghost(_:)`` and its kin or from a raw name.
@Suite("Target forms")
struct TransitionTargetFormTests {
    /// Identifiers that look like prefixes or hold colons, non-ASCII ones, canonically equivalent pairs spelled
    /// apart (precomposed and decomposed "café", the Kelvin sign and "K"), one starting with a combining mark, and
    /// long ones kept out of line.
    static let identifiers = [
        "", "a", "x:y", ":", "ghost:", "ghost:x", "snapshot:from:z", "element:to:", "shared-123", "caf\u{E9}",
        "cafe\u{301}", "K", "\u{212A}", "\u{301}mark", "😀", "a-very-long-identifier-kept-out-of-line-0042",
    ]

    /// The prefixes of the kinds that name an element, as the names spell them.
    static let prefixes = ["ghost:", "snapshot:from:", "snapshot:to:", "element:from:", "element:to:"]

    /// Every identifier as each prefixed kind, made by the kind's function and from its raw name, the raw name of the
    /// identifier alone, the screens and dimming, and names that come close to a prefix without being one.
    static let pool: [TransitionTarget] = {
        var pool: [TransitionTarget] = [.fromScreen, .toScreen, .dimming]
        for identifier in identifiers {
            pool += [
                .ghost(identifier), .snapshot(identifier, of: .from), .snapshot(identifier, of: .to),
                .element(identifier, of: .from), .element(identifier, of: .to), TransitionTarget(name: identifier),
            ]
            pool += prefixes.map { TransitionTarget(name: $0 + identifier) }
        }
        pool += ["ghost", "Ghost:x", "snapshot:", "snapshot:fro", "snapshot:from", "element:", "ghost\u{301}:x"].map {
            TransitionTarget(name: $0)
        }
        return pool
    }()

    @Test("A target's name is its prefix followed by its identifier, byte for byte, however it was made")
    func names() {
        for identifier in Self.identifiers {
            let made: [(TransitionTarget, String)] = [
                (.ghost(identifier), "ghost:"), (.snapshot(identifier, of: .from), "snapshot:from:"),
                (.snapshot(identifier, of: .to), "snapshot:to:"), (.element(identifier, of: .from), "element:from:"),
                (.element(identifier, of: .to), "element:to:"),
            ]
            for (target, prefix) in made {
                let raw = TransitionTarget(name: prefix + identifier)
                #expect(Array(target.name.utf8) == Array(prefix.utf8) + Array(identifier.utf8))
                #expect(Array(raw.name.utf8) == Array(target.name.utf8))
                #expect(raw == target)
                #expect(raw.hashValue == target.hashValue)
                #expect(target.description == target.name)
                #expect("\(target)" == prefix + identifier)
            }
            #expect(Array(TransitionTarget(name: identifier).name.utf8) == Array(identifier.utf8))
        }
    }

    @Test("Two targets are equal exactly when their names are, and equal targets hash alike")
    func equalityAndHash() {
        for a in Self.pool {
            for b in Self.pool {
                #expect((a == b) == (a.name == b.name), "\(a) and \(b)")
                if a == b { #expect(a.hashValue == b.hashValue, "\(a) and \(b)") }
            }
        }
        // Canonically equivalent identifiers are one ghost; a raw name differing only in case is another target.
        #expect(TransitionTarget.ghost("caf\u{E9}") == TransitionTarget(name: "ghost:cafe\u{301}"))
        #expect(TransitionTarget.ghost("K") == .ghost("\u{212A}"))
        #expect(TransitionTarget(name: "Ghost:x") != .ghost("x"))
        #expect(Set(Self.pool).count == Set(Self.pool.map(\.name)).count)
    }

    @Test("Targets order as their names do")
    func ordering() {
        for a in Self.pool {
            for b in Self.pool {
                #expect(TransitionTarget.namePrecedes(a, b) == (a.name < b.name), "\(a) and \(b)")
            }
        }
    }

    @Test("A target rebuilt from its name is the same target, with the same name")
    func roundTrip() {
        for target in Self.pool {
            let rebuilt = TransitionTarget(name: target.name)
            #expect(rebuilt == target)
            #expect(Array(rebuilt.name.utf8) == Array(target.name.utf8))
        }
    }

    @Test("The identifiers read back are the ones after the prefix, byte for byte, and the screens swap by name")
    func identifiersAndSwapping() {
        for target in Self.pool {
            let name = target.name
            // The rules as they read from names: the identifier is the bytes after the prefix.
            func after(_ prefix: String) -> [UInt8]? {
                name.utf8.starts(with: prefix.utf8) ? Array(name.utf8.dropFirst(prefix.utf8.count)) : nil
            }
            #expect(target.ghostIdentifier.map { Array($0.utf8) } == after("ghost:"), "\(target)")
            #expect(target.elementIdentifier(in: .from).map { Array($0.utf8) } == after("element:from:"), "\(target)")
            #expect(target.elementIdentifier(in: .to).map { Array($0.utf8) } == after("element:to:"), "\(target)")
            let swapped = target.swappingScreens
            let pairs = [
                ("snapshot:from:", "snapshot:to:"), ("snapshot:to:", "snapshot:from:"),
                ("element:from:", "element:to:"), ("element:to:", "element:from:"),
            ]
            let expected: [UInt8] =
                name == "transition.from"
                ? Array("transition.to".utf8)
                : name == "transition.to"
                    ? Array("transition.from".utf8)
                    : pairs.lazy.compactMap { from, to in after(from).map { Array(to.utf8) + $0 } }.first
                        ?? Array(name.utf8)
            #expect(Array(swapped.name.utf8) == expected, "\(target)")
            #expect(swapped.swappingScreens == target)
        }
    }

    @Test("Only a target whose name starts with a ghost's or a snapshot's prefix may be a ghost or a snapshot")
    func mayBeGhostOrSnapshot() {
        for target in Self.pool {
            let expected = ["ghost:", "snapshot:from:", "snapshot:to:"].contains {
                target.name.utf8.starts(with: $0.utf8)
            }
            #expect(target.mayBeGhostOrSnapshot == expected, "\(target)")
        }
    }

    @Test("A target is dumped as its name, as when it kept only its name")
    func dumped() {
        var text = ""
        dump(TransitionTarget.ghost("shared-123"), to: &text)
        #expect(text == "▿ ghost:shared-123\n  - name: \"ghost:shared-123\"\n")
        #expect(String(reflecting: TransitionTarget.snapshot("a", of: .to)) == "snapshot:to:a")
        #expect("\([TransitionTarget.ghost("a"), .fromScreen])" == "[ghost:a, transition.from]")
    }
}
