import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Linear part of a mapping")
struct TransformMappingTests {
    @Test("A quarter turn scaled by 2 and moved to (10, 20) keeps the turn and the scale, not the move")
    func turnedAndScaled() {
        // (1, 0) lands 2 points below the origin's image, (0, 1) 2 points to its left.
        let transform = Transform3D(
            linearPartOfMapping: CGPoint(x: 10, y: 20), x: CGPoint(x: 10, y: 22), y: CGPoint(x: 8, y: 20))
        #expect(transform.m11 == 0)
        #expect(transform.m12 == 2)
        #expect(transform.m21 == -2)
        #expect(transform.m22 == 0)
        #expect(transform.m41 == 0)
        #expect(transform.m42 == 0)
        #expect(transform.m33 == 1)
        #expect(transform.m44 == 1)
    }

    @Test("A pure translation has the identity as its linear part")
    func translationOnly() {
        let transform = Transform3D(
            linearPartOfMapping: CGPoint(x: -5, y: 7), x: CGPoint(x: -4, y: 7), y: CGPoint(x: -5, y: 8))
        #expect(transform == .identity)
    }
}
