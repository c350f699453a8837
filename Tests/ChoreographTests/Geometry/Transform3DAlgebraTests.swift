import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Transform3D algebra")
struct Transform3DAlgebraTests {
    typealias M = GeometryTestMath

    // MARK: - Concatenation

    @Test func concatenationMatchesTextbookProduct() {
        var random = SeededRandom(seed: 1)
        for _ in 0..<100 {
            let a = M.randomMatrix(using: &random)
            let b = M.randomMatrix(using: &random)
            #expect(M.maxDifference(a.concatenating(b), M.product(a, b)) < 1e-12)
        }
    }

    @Test func concatenationAppliesTheReceiverFirst() {
        let scale = Transform3D(scaleX: 2, y: 2)
        let move = Transform3D(translationX: 10, y: 0)
        #expect(scale.concatenating(move).apply(to: CGPoint(x: 1, y: 0)) == CGPoint(x: 12, y: 0))
        #expect(move.concatenating(scale).apply(to: CGPoint(x: 1, y: 0)) == CGPoint(x: 22, y: 0))
    }

    @Test func identityIsNeutral() {
        var random = SeededRandom(seed: 2)
        let a = M.randomMatrix(using: &random)
        #expect(a.concatenating(.identity) == a)
        #expect(Transform3D.identity.concatenating(a) == a)
    }

    // MARK: - Determinant

    @Test func determinantMatchesLeibnizFormula() {
        var random = SeededRandom(seed: 3)
        for _ in 0..<100 {
            let a = M.randomMatrix(using: &random)
            #expect(abs(Double(a.determinant) - M.leibnizDeterminant(a)) < 1e-12)
        }
    }

    @Test func determinantOfKnownTransforms() {
        #expect(Transform3D(scaleX: 2, y: 3, z: 4).determinant == 24)
        #expect(abs(Transform3D(rotationAngle: 1.1, x: 1, y: 2, z: 3).determinant - 1) < 1e-15)
        #expect(Transform3D(scaleX: -1, y: 1).determinant == -1)
        #expect(Transform3D(translationX: 5, y: 6, z: 7).determinant == 1)
    }

    // MARK: - Inverse

    @Test func inverseUndoesRandomMatrices() throws {
        var random = SeededRandom(seed: 4)
        var checked = 0
        for _ in 0..<100 {
            let a = M.randomMatrix(using: &random)
            guard abs(M.leibnizDeterminant(a)) > 0.01 else { continue }
            let inverse = try #require(a.inverted())
            #expect(M.maxDifference(M.product(a, inverse), .identity) < 1e-9)
            #expect(M.maxDifference(M.product(inverse, a), .identity) < 1e-9)
            checked += 1
        }
        #expect(checked > 80)
    }

    @Test func inverseOfTranslationAndScale() throws {
        let translation = try #require(Transform3D(translationX: 3, y: -4, z: 5).inverted())
        #expect(translation == Transform3D(translationX: -3, y: 4, z: -5))
        let scale = try #require(Transform3D(scaleX: 2, y: 4, z: 8).inverted())
        #expect(scale == Transform3D(scaleX: 0.5, y: 0.25, z: 0.125))
    }

    @Test func singularMatricesHaveNoInverse() {
        #expect(Transform3D(scaleX: 0, y: 1).inverted() == nil)
        var sameRows = Transform3D.identity
        sameRows.m21 = 1
        sameRows.m22 = 0
        #expect(sameRows.inverted() == nil)
        // |det| = 1e-15 is below the 1e-12 threshold.
        #expect(Transform3D(scaleX: 1e-5, y: 1e-5, z: 1e-5).inverted() == nil)
    }

    @Test func nonFiniteMatricesHaveNoInverse() {
        var t = Transform3D.identity
        t.m12 = .nan
        #expect(t.inverted() == nil)
        t.m12 = .infinity
        #expect(t.inverted() == nil)
    }

    // MARK: - Applying to points

    @Test func applyToPointUsesRowVectorConvention() {
        var t = Transform3D.identity
        t.m11 = 2
        t.m21 = 3
        t.m12 = 5
        t.m22 = 7
        t.m41 = 11
        t.m42 = 13
        // x' = 1·2 + 10·3 + 11 = 43, y' = 1·5 + 10·7 + 13 = 88
        #expect(t.apply(to: CGPoint(x: 1, y: 10)) == CGPoint(x: 43, y: 88))
    }

    @Test func applyToPointDividesByPositiveW() {
        var t = Transform3D.identity
        t.m14 = 0.01
        // w = 100·0.01 + 1 = 2
        #expect(t.apply(to: CGPoint(x: 100, y: 40)) == CGPoint(x: 50, y: 20))
    }

    @Test func applyToPointReturnsUnprojectedPointBehindTheEye() {
        var t = Transform3D.identity
        t.m14 = -0.02
        t.m41 = 1
        // w = 100·(-0.02) + 1 = -1: no division, x' = 101.
        #expect(t.apply(to: CGPoint(x: 100, y: 7)) == CGPoint(x: 101, y: 7))
        // w = 0 exactly.
        #expect(t.apply(to: CGPoint(x: 50, y: 7)) == CGPoint(x: 51, y: 7))
    }

    @Test func applyToPointPropagatesNaNWithoutTrapping() {
        var t = Transform3D.identity
        t.m41 = .nan
        #expect(t.apply(to: CGPoint(x: 1, y: 1)).x.isNaN)
        var w = Transform3D.identity
        w.m44 = .nan
        #expect(w.apply(to: CGPoint(x: 3, y: 4)) == CGPoint(x: 3, y: 4))
    }

    // MARK: - Applying to rectangles

    @Test func applyToRectBoundsTheRotatedCorners() {
        // Corners (0,0), (10,0), (10,20), (0,20) turn into (0,0), (0,10), (-20,10), (-20,0).
        let r = Transform3D(rotationAngle: .pi / 2).apply(to: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(M.isClose(r, CGRect(x: -20, y: 0, width: 20, height: 10), tolerance: 1e-14))
    }

    @Test func applyToRectOfFortyFiveDegrees() {
        let r = Transform3D(rotationAngle: .pi / 4).apply(to: CGRect(x: -1, y: -1, width: 2, height: 2))
        let half = 2.0.squareRoot()
        #expect(M.isClose(r, CGRect(x: -half, y: -half, width: 2 * half, height: 2 * half), tolerance: 1e-14))
    }

    @Test func applyToRectWithMirrorAndTranslation() {
        let t = Transform3D(scaleX: -1, y: 2).concatenating(Transform3D(translationX: 5, y: 5))
        #expect(t.apply(to: CGRect(x: 0, y: 0, width: 10, height: 10)) == CGRect(x: -5, y: 5, width: 10, height: 20))
    }

    @Test func applyToSpecialRects() {
        let t = Transform3D(scaleX: 2, y: 2)
        #expect(t.apply(to: CGRect.null).isNull)
        #expect(t.apply(to: CGRect.infinite).isInfinite)
        var broken = Transform3D.identity
        broken.m11 = .nan
        #expect(broken.apply(to: CGRect(x: 0, y: 0, width: 1, height: 1)).isNull)
    }
}
