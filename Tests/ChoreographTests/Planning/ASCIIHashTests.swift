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

    /// The hash as its rule says, written out on an array of bytes: words of 8 bytes read in one piece each, the
    /// last one being the last 8 bytes (overlapping the one before), 4 to 7 bytes as their first and last 4, 1 to 3
    /// as their first, middle and last byte, each word mixed in by a multiplication, then the count.
    private static func reference(_ bytes: [UInt8]) -> UInt64? {
        func word(at offset: Int, _ length: Int) -> UInt64 {
            (0..<length).reduce(0) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
        }
        func mixed(_ hash: UInt64, _ word: UInt64) -> UInt64 {
            let product = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            return product ^ (product >> 29)
        }
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let count = bytes.count
        var words: [UInt64] = []
        if count >= 8 {
            words = stride(from: 0, to: count - 8, by: 8).map { word(at: $0, 8) } + [word(at: count - 8, 8)]
        } else if count >= 4 {
            words = [word(at: 0, 4) | word(at: count - 4, 4) << 32]
        } else {
            words = [count == 0 ? 0 : UInt64(bytes[0]) | UInt64(bytes[count / 2]) << 8 | UInt64(bytes[count - 1]) << 16]
        }
        var hash = words.reduce(0xcbf2_9ce4_8422_2325, mixed)
        hash = (hash ^ UInt64(count)) &* 0xBF58_476D_1CE4_E5B9
        return hash ^ (hash >> 32)
    }

    @Test(
        "The hash is the rule's, worked out byte by byte, for strings kept inline and apart",
        arguments: lengths)
    func hashIsTheRules(count: Int) throws {
        // Bytes that differ from word to word and from byte to byte, so that a byte read from the wrong place shows.
        for seed in 0..<8 {
            let bytes = (0..<count).map { UInt8(33 + ($0 * 7 + seed * 13 + $0 * $0) % 94) }
            let expected = try #require(Self.reference(bytes))
            let inline = String(decoding: bytes, as: UTF8.self)
            // A string kept apart however short: its bytes are read where the heap keeps them.
            var apart = String()
            apart.reserveCapacity(64)
            apart.append(inline)
            #expect(ASCIIPlaces.hash(inline) == expected, "\(count) bytes, seed \(seed)")
            #expect(ASCIIPlaces.hash(apart) == expected, "\(count) bytes, seed \(seed), kept apart")
            #expect(bytes.withUnsafeBufferPointer { ASCIIPlaces.hash(bytes: $0) } == expected)
        }
    }
}
