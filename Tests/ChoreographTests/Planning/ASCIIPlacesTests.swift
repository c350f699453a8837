import Foundation
import Testing

@testable import Choreograph

/// The table that gives ASCII identifiers their places (``ASCIIPlaces``), written in memory made for it: filled to the
/// capacity it was made for with hashes that all start at one slot (so probing runs past every taken slot and wraps
/// around the table's end), it must give each identifier the place a list searched from the start gives, and find
/// nothing for an identifier it was not given.
@Suite("ASCII places")
struct ASCIIPlacesTests {
    /// The smallest table's slots: 16, for up to 4 identifiers.
    private static let smallestSize: UInt64 = 16

    @Test(
        "Identifiers whose hashes start at one slot get places in order, found again at the same places",
        arguments: [0, 1, 3, 4, 5, 16, 17, 100])
    func collidingHashes(capacity: Int) {
        // The table has 16 slots up to 4 identifiers, then the next power of two at least 4 times the capacity.
        var size = Self.smallestSize
        while size < 4 * UInt64(capacity) { size *= 2 }
        // Every hash starts at the last slot (its low bits), so the second identifier wraps to slot 0; of every three
        // identifiers, the first two share one hash and are told apart only by the identifiers.
        let hashes = (0..<capacity).map { index -> UInt64 in
            let high = UInt64(index / 3 * 2 + index % 3 / 2)
            return high << 40 | (size - 1)
        }
        let identifiers = (0..<capacity).map { "id-\($0)" }
        ASCIIPlaces.withTable(capacity: capacity) { table in
            for (index, hash) in hashes.enumerated() {
                let earlier = table.insert(hash: hash) { identifiers[$0] == identifiers[index] }
                #expect(earlier == nil, "identifier \(index)")
                #expect(table.count == index + 1)
            }
            for (index, hash) in hashes.enumerated() {
                // The place a list searched from the start gives: the identifier's own index.
                let expected = identifiers.firstIndex(of: identifiers[index])
                #expect(table.place(hash: hash) { identifiers[$0] == identifiers[index] } == expected)
                // Given again, the identifier gets its earlier place and nothing is added.
                #expect(table.insert(hash: hash) { identifiers[$0] == identifiers[index] } == expected)
                #expect(table.count == capacity)
            }
            // Hashes given, with an identifier not given; and a hash not given at all.
            for hash in hashes {
                #expect(table.place(hash: hash) { identifiers[$0] == "absent" } == nil)
            }
            #expect(table.place(hash: 1 << 63 | (size - 1)) { _ in true } == nil)
        }
    }

    @Test("A table made for no identifiers finds none")
    func empty() {
        ASCIIPlaces.withTable(capacity: 0) { table in
            #expect(table.count == 0)
            #expect(table.place(hash: 7) { _ in true } == nil)
        }
    }
}
