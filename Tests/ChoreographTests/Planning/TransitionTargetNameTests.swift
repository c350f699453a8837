import Foundation
import Testing

@testable import Choreograph

/// Ghost and snapshot names written at once (``TransitionTarget/joined(_:_:)``) are the prefix and the identifier
/// joined, for every kind of identifier.
@Suite("Target names")
struct TransitionTargetNameTests {
    /// Empty, short (held inline), long (held out of line), non-ASCII and decomposed identifiers.
    static let identifiers = [
        "", "a", "photo-3", "shared-10000", "a-very-long-identifier-for-a-reused-cell-0042", "café", "cafe\u{301}",
        "😀 emoji", "\u{301}starts-with-a-combining-mark",
    ]

    @Test("A joined name is the prefix followed by the identifier, byte for byte", arguments: identifiers)
    func joined(identifier: String) {
        for prefix in [TransitionTarget.ghostPrefix, "snapshot:from:", "snapshot:to:", ""] {
            let name = TransitionTarget.joined(prefix, identifier)
            #expect(Array(name.utf8) == Array(prefix.utf8) + Array(identifier.utf8))
            #expect(name == prefix + identifier)
        }
        #expect(TransitionTarget.ghost(identifier).name == "ghost:" + identifier)
        #expect(TransitionTarget.snapshot(identifier, of: .from).name == "snapshot:from:" + identifier)
        #expect(TransitionTarget.snapshot(identifier, of: .to).name == "snapshot:to:" + identifier)
    }

    @Test("A ghost's identifier and a snapshot's swapped screens read back what they were made of")
    func roundTrip() {
        for identifier in Self.identifiers {
            #expect(TransitionTarget.ghost(identifier).ghostIdentifier == identifier)
            #expect(TransitionTarget.snapshot(identifier, of: .from).swappingScreens == .snapshot(identifier, of: .to))
        }
    }
}
