import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The identifiers two scenes share, found in one pass over each, checked against pairs written out by hand and
/// against each scene's identifier indexes (``IdentifierIndexes``), one identifier at a time.
@Suite("Matched pairs")
struct MatchedPairsTests {
    private static let frame = CGRect(x: 10, y: 10, width: 20, height: 20)

    private static func scene(_ identifiers: [String?]) throws -> Scene {
        try Scene(
            size: CGSize(width: 100, height: 100),
            elements: identifiers.map { Scene.Element(identifier: $0, frame: frame) })
    }

    /// Each pair as `identifier old new` with `*` when several elements of a scene share the identifier.
    private static func written(_ pairs: MatchedPairs) -> [String] {
        pairs.pairs.map { "\($0.identifier) \($0.old) \($0.new)\($0.isShared ? "*" : "")" }
    }

    @Test("Shared identifiers in the old scene's order, each with its first elements, shared ones marked")
    func handWorked() throws {
        // Old: a b c a - d e; new: e c x c b - a.
        let old = try Self.scene(["a", "b", "c", "a", nil, "d", "e"])
        let new = try Self.scene(["e", "c", "x", "c", "b", nil, "a"])
        let pairs = MatchedPairs(old: old, new: new)
        #expect(Self.written(pairs) == ["a 0 6*", "b 1 4", "c 2 1*", "e 6 0"])
    }

    @Test("No identifiers in common, or none at all, make no pairs")
    func none() throws {
        #expect(MatchedPairs(old: try Self.scene(["a", "b"]), new: try Self.scene(["c", nil])).pairs.isEmpty)
        #expect(MatchedPairs(old: try Self.scene([nil, nil]), new: try Self.scene([nil])).pairs.isEmpty)
        #expect(MatchedPairs(old: try Self.scene([]), new: try Self.scene(["a"])).pairs.isEmpty)
    }

    @Test("The pairs are what the two scenes' identifier indexes give, identifier by identifier")
    func againstIndexes() throws {
        // Identifiers drawn from a small alphabet by a fixed rule, so many repeat on either side.
        let names = ["p", "q", "r", "s", "t", "u", "v", "é", "e\u{301}"]
        for seed in 0..<12 {
            let old = try Self.scene((0..<40).map { $0 % 7 == seed % 7 ? nil : names[($0 * 5 + seed) % names.count] })
            let new = try Self.scene((0..<30).map { $0 % 5 == 0 ? nil : names[($0 * 3 + seed * 2) % names.count] })
            let (oldIndexes, newIndexes) = (IdentifierIndexes(old), IdentifierIndexes(new))
            let expected = oldIndexes.order.filter(newIndexes.contains).map { identifier in
                let (a, b) = (oldIndexes.indexes(of: identifier), newIndexes.indexes(of: identifier))
                return "\(identifier) \(a[0]) \(b[0])\(a.count > 1 || b.count > 1 ? "*" : "")"
            }
            #expect(Self.written(MatchedPairs(old: old, new: new)) == expected, "seed \(seed)")
        }
    }

    @Test("ASCII identifiers found by their bytes' hash give the pairs that hashing strings gives")
    func bytesAgainstStrings() throws {
        // Many repeats, identifiers of different lengths (the empty one too), and tables of every size from the
        // smallest: probing runs past collisions and wraps around the table's end.
        let names = ["", "a", "b", "ab", "ba", "shared-1", "shared-10", "x y", "~", "card\u{7F}"]
        for seed in 0..<24 {
            let count = 8 + seed * 3
            let old = try Self.scene(
                (0..<count).map { $0 % 4 == seed % 4 ? nil : names[($0 * 7 + seed) % names.count] + "\($0 % 3)" })
            let new = try Self.scene(
                (0..<(count + seed % 5)).map { $0 % 6 == 1 ? nil : names[($0 * 3 + seed) % names.count] + "\($0 % 2)" })
            let general = MatchedPairs(hashingStrings: old, new)
            #expect(!general.pairs.isEmpty, "seed \(seed)")
            #expect(Self.written(MatchedPairs(old: old, new: new)) == Self.written(general), "seed \(seed)")
        }
    }

    @Test("ASCII identifiers of every length from 0 to 24 bytes, inline or stored apart, pair as strings pair")
    func everyLength() throws {
        // Each length's identifier, and one differing from it in its last byte only; built from a longer string's
        // tail too, so that short ones may be kept apart rather than inline.
        let base = "abcdefghijklmnopqrstuvwxyz"
        let lengths = Array(0...24)
        func identifier(_ count: Int, last: Character? = nil, cut: Bool = false) -> String {
            var text = String(base.prefix(count))
            if let last, !text.isEmpty { text = String(text.dropLast()) + String(last) }
            return cut ? String(("0123456789012345678" + text).dropFirst(19)) : text
        }
        for seed in 0..<4 {
            let old = try Self.scene(
                lengths.map { identifier($0, cut: seed % 2 == 0) }
                    + lengths.map { $0 % 3 == seed % 3 ? identifier($0, last: "#") : nil })
            let new = try Self.scene(
                lengths.reversed().map {
                    $0 % 2 == seed % 2 ? identifier($0, cut: seed > 1) : identifier($0, last: "!")
                }
                    + lengths.map { $0 % 4 == seed ? identifier($0, last: "#", cut: true) : nil })
            let general = MatchedPairs(hashingStrings: old, new)
            #expect(general.pairs.count > 10, "seed \(seed)")
            // All ASCII: the pairs come from the bytes' hashes, not from the string comparison.
            #expect(MatchedPairs.asciiPairs(old: old, new: new) != nil, "seed \(seed)")
            #expect(Self.written(MatchedPairs(old: old, new: new)) == Self.written(general), "seed \(seed)")
        }
    }

    @Test("An identifier outside ASCII on either side leaves the pairs to the string comparison")
    func nonASCIIFallsBack() throws {
        // "é" precomposed and decomposed are equal strings with different bytes: the same identifier.
        let old = try Self.scene(["a", "\u{E9}", "b"])
        let new = try Self.scene(["e\u{301}", "a"])
        #expect(Self.written(MatchedPairs(old: old, new: new)) == ["a 0 1", "\u{E9} 1 0"])
        #expect(Self.written(MatchedPairs(old: new, new: old)) == ["e\u{301} 0 1", "a 1 0"])
        #expect(MatchedPairs.asciiPairs(old: old, new: new) == nil)
        #expect(MatchedPairs.asciiPairs(old: new, new: old) == nil)
    }

    @Test("Matching skips an identifier the output already ghosts, and only that one")
    func alreadyGhosted() throws {
        let old = try Self.scene(["photo", "title", "gone"])
        let new = try Self.scene(["title", "photo"])
        let context = EffectContext(
            from: old, to: new, containerSize: CGSize(width: 100, height: 100), operation: .present)
        func ghosts(after stacking: [TransitionTarget]) -> [String] {
            var output = EffectOutput(motions: [], stacking: stacking)
            MatchedMorph.addMatches(in: context, to: &output, fade: .cross, fit: .auto, effect: "test")
            return output.stacking.dropFirst(stacking.count).compactMap(\.ghostIdentifier)
        }
        #expect(ghosts(after: [.fromScreen, .dimming, .toScreen]) == ["photo", "title"])
        #expect(ghosts(after: [.fromScreen, .toScreen, .ghost("photo")]) == ["title"])
        #expect(ghosts(after: [.ghost("title"), .fromScreen]) == ["photo"])
    }
}
