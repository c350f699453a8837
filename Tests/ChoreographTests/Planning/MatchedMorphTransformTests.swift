import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A morph end's global transform, read without a product for a chain of plain elements, against every product
/// worked out in the test, bit for bit.
@Suite("Matched morph transforms")
struct MatchedMorphTransformTests {
    /// The sixteen numbers' bits.
    private static func bits(_ t: Transform3D) -> [UInt64] {
        [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43,
            t.m44,
        ].map { Double($0).bitPattern }
    }

    @Test("Every element's transform is every product worked out, bit for bit, whatever its ancestors are")
    func againstScene() throws {
        // Each element's parent is an earlier one (or none); a fixed rule picks plain views, turned or scaled ones,
        // one with a border only (not plain, yet the identity) and one whose transform is the identity with -0s.
        var negativeZeros = Transform3D.identity
        negativeZeros.m12 = -0.0
        negativeZeros.m41 = -0.0
        let transforms: [Transform3D?] = [
            nil, nil, Transform3D.identity.rotated(by: 0.3), nil, Transform3D.identity.scaledBy(x: 2, y: 0.5), nil,
            negativeZeros, nil,
        ]
        for seed in 0..<6 {
            var elements: [Scene.Element] = []
            for index in 0..<40 {
                let parent = index == 0 || (index + seed) % 5 == 0 ? nil : (index * 7 + seed) % index
                let transform = transforms[(index + seed) % transforms.count]
                elements.append(
                    Scene.Element(
                        center: CGPoint(x: 10, y: 10), size: CGSize(width: 4, height: 4),
                        transform: transform ?? .identity, borderWidth: index % 11 == 3 ? 1 : 0, parent: parent))
            }
            let scene = try Scene(size: CGSize(width: 100, height: 100), elements: elements)
            for index in -1...40 {
                let end = MatchedMorph.End(scene: scene, index: index)
                #expect(
                    Self.bits(end.transform) == Self.bits(globalTransformWorkedOut(scene, index)),
                    "seed \(seed), element \(index)")
            }
        }
    }

    @Test("The identity's numbers are the numbers the general path gives the identity, bit for bit")
    func identityNumbers() throws {
        let general = try #require(MotionValues.Numbers(Transform3D.identity))
        let known = MatchedMorph.identityNumbers
        #expect(
            [known.a, known.b, known.c, known.d].map { Double($0).bitPattern }
                == [general.a, general.b, general.c, general.d].map { Double($0).bitPattern })
    }
}
