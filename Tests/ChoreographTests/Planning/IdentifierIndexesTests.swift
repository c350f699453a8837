import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The identifiers of a scene found in one pass, checked against the scene's own one-identifier-at-a-time answers
/// (``Scene/indexes(ofIdentifier:)``, ``Scene/resolution(ofIdentifier:)``) and against indexes written out by hand.
@Suite("Identifier indexes")
struct IdentifierIndexesTests {
    /// Elements 0…6: a, b, a (hidden), c, b, none, b — so `a` is chosen among two (one shown), `b` is ambiguous
    /// (three shown), `c` is unique and `d` missing.
    static func scene() throws -> Scene {
        let frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        var elements = ["a", "b", "a", "c", "b", nil, "b"].map { Scene.Element(identifier: $0, frame: frame) }
        elements[2].isHidden = true
        return try Scene(size: CGSize(width: 100, height: 100), elements: elements)
    }

    @Test("Identifiers come in the order their first element is drawn, with every index of each")
    func order() throws {
        let indexes = IdentifierIndexes(try Self.scene())
        #expect(indexes.order == ["a", "b", "c"])
        #expect(indexes.indexes(of: "a") == [0, 2])
        #expect(indexes.indexes(of: "b") == [1, 4, 6])
        #expect(indexes.indexes(of: "c") == [3])
        #expect(indexes.indexes(of: "d") == [])
        #expect(indexes.contains("c") && !indexes.contains("d"))
    }

    @Test("Each identifier resolves as the scene resolves it")
    func resolutions() throws {
        let scene = try Self.scene()
        let indexes = IdentifierIndexes(scene)
        #expect(indexes.resolution(of: "a", in: scene) == .chosen(0, among: [0, 2]))
        #expect(indexes.resolution(of: "c", in: scene) == .unique(3))
        #expect(indexes.resolution(of: "d", in: scene) == .missing)
        for identifier in ["a", "b", "c", "d"] {
            #expect(indexes.indexes(of: identifier) == scene.indexes(ofIdentifier: identifier), "\(identifier)")
            #expect(indexes.resolution(of: identifier, in: scene) == scene.resolution(ofIdentifier: identifier))
        }
        guard case .ambiguous(let all, let shown) = indexes.resolution(of: "b", in: scene) else {
            Issue.record("b should be ambiguous")
            return
        }
        #expect(all == [1, 4, 6] && shown == [1, 4, 6])
    }
}
