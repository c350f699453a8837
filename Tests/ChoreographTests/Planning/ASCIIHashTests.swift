import Foundation
import Testing

@testable import Choreograph

/// The hash of ASCII identifiers' bytes (``ASCIIPlaces/hash(_:)``): equal bytes give equal hashes however the string
/// keeps them, every non-ASCII byte is noticed wherever it is, and bytes differing anywhere, the overlapping last word
/// included, give different hashes.
@Suite("ASCII hash")
struct ASCIIHashTests {
    /// ASCII strings of 0 to 40 bytes.
    static let lengths = Array(0...40)

    /// A string of `count` bytes `a`, `b`, … kept as the standard library chooses (inline up to 15 bytes).
    static func ascii(_ count: Int) -> String {
        String((0..<count).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
    }

    @Test("Equal bytes give equal hashes, however the string keeps them", arguments: lengths)
    func equalBytes(count: Int) throws {
        let plain = Self.ascii(count)
        // The same bytes decoded from an array, and as the tail of a longer string's substring made a string.
        let decoded = String(decoding: Array(plain.utf8), as: UTF8.self)
        let cut = String(("0123456789" + plain).dropFirst(10))
        let hash = try #require(ASCIIPlaces.hash(plain))
        #expect(ASCIIPlaces.hash(decoded) == hash)
        #expect(ASCIIPlaces.hash(cut) == hash)
    }

    @Test("A byte that is not ASCII anywhere gives no hash", arguments: lengths.filter { $0 > 0 })
    func notASCII(count: Int) {
        for place in 0..<count {
            var scalars = Array(Self.ascii(count).unicodeScalars)
            scalars[place] = "\u{E9}"
            var string = ""
            string.unicodeScalars.append(contentsOf: scalars)
            #expect(ASCIIPlaces.hash(string) == nil, "\(count) at \(place)")
        }
        #expect(ASCIIPlaces.hash(Self.ascii(count) + "\u{7F}") != nil)
    }

    @Test("Strings differing in one byte, or only in length, hash apart", arguments: lengths)
    func differentBytes(count: Int) throws {
        let plain = Self.ascii(count)
        var hashes: Set<UInt64> = [try #require(ASCIIPlaces.hash(plain))]
        for place in 0..<count {
            var bytes = Array(plain.utf8)
            bytes[place] = UInt8(ascii: "Z")
            hashes.insert(try #require(ASCIIPlaces.hash(String(decoding: bytes, as: UTF8.self))))
        }
        // With a NUL byte more: the same words for a short string, so the count must tell them apart.
        hashes.insert(try #require(ASCIIPlaces.hash(plain + "\u{0}")))
        #expect(hashes.count == count + 2)
    }
}
