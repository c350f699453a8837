import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Transform3D construction")
struct Transform3DConstructionTests {
    typealias M = GeometryTestMath

    // MARK: - Translation and scale

    @Test func translationMovesPoints() {
        let t = Transform3D(translationX: 10, y: -5)
        #expect(t.apply(to: CGPoint(x: 1, y: 2)) == CGPoint(x: 11, y: -3))
        #expect(t.m43 == 0)
        let deep = Transform3D(translationX: 1, y: 2, z: 3)
        #expect(M.applyHomogeneous(deep, x: 0, y: 0, z: 0) == [1, 2, 3, 1])
    }

    @Test func scaleMultipliesCoordinatesAndKeepsZByDefault() {
        let t = Transform3D(scaleX: 2, y: -3)
        #expect(t.apply(to: CGPoint(x: 4, y: 5)) == CGPoint(x: 8, y: -15))
        #expect(t.m33 == 1)
        #expect(M.applyHomogeneous(Transform3D(scaleX: 1, y: 1, z: 4), x: 0, y: 0, z: 2) == [0, 0, 8, 1])
    }

    @Test func affineInitializerUsesCGAffineTransformMeaning() {
        // (x, y) -> (a·x + c·y + tx, b·x + d·y + ty) = (2·1 + 3·2 + 5, 7·1 + 11·2 + 13)
        let t = Transform3D(a: 2, b: 7, c: 3, d: 11, tx: 5, ty: 13)
        #expect(t.apply(to: CGPoint(x: 1, y: 2)) == CGPoint(x: 13, y: 42))
    }

    // MARK: - Rotation about z

    @Test func positiveQuarterTurnTakesXAxisToYAxis() {
        // Core Animation's row-vector convention: [1 0 0 1] · R = (cos, sin), so π/2 gives (0, 1).
        let p = Transform3D(rotationAngle: .pi / 2).apply(to: CGPoint(x: 1, y: 0))
        #expect(M.isClose(p, CGPoint(x: 0, y: 1), tolerance: 1e-15))
        let q = Transform3D(rotationAngle: .pi / 2).apply(to: CGPoint(x: 0, y: 1))
        #expect(M.isClose(q, CGPoint(x: -1, y: 0), tolerance: 1e-15))
    }

    @Test func thirtyDegreesRotatesByHandComputedAmount() {
        let p = Transform3D(rotationAngle: .pi / 6).apply(to: CGPoint(x: 2, y: 0))
        #expect(M.isClose(p, CGPoint(x: 3.0.squareRoot(), y: 1), tolerance: 1e-14))
    }

    // MARK: - Axis-angle rotation

    @Test func axisAngleAboutZMatchesPlanarRotation() {
        for angle in stride(from: -3.0, through: 3.0, by: 0.5) {
            let planar = Transform3D(rotationAngle: angle)
            let axis = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
            #expect(M.maxDifference(planar, axis) < 1e-15)
        }
    }

    @Test func axisAngleFollowsTheRightHandRule() {
        // About +x the y axis turns towards +z; about +y the z axis turns towards +x.
        let aboutX = M.applyHomogeneous(Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0), x: 0, y: 1, z: 0)
        #expect(zip(aboutX, [0.0, 0, 1, 1]).allSatisfy { abs($0 - $1) < 1e-15 })
        let aboutY = M.applyHomogeneous(Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0), x: 0, y: 0, z: 1)
        #expect(zip(aboutY, [1.0, 0, 0, 1]).allSatisfy { abs($0 - $1) < 1e-15 })
    }

    @Test func oneThirdTurnAboutTheDiagonalCyclesTheAxes() {
        let t = Transform3D(rotationAngle: 2 * .pi / 3, x: 1, y: 1, z: 1)
        let images = [
            M.applyHomogeneous(t, x: 1, y: 0, z: 0),
            M.applyHomogeneous(t, x: 0, y: 1, z: 0),
            M.applyHomogeneous(t, x: 0, y: 0, z: 1),
        ]
        let expected: [[Double]] = [[0, 1, 0, 1], [0, 0, 1, 1], [1, 0, 0, 1]]
        for (image, target) in zip(images, expected) {
            #expect(zip(image, target).allSatisfy { abs($0 - $1) < 1e-14 })
        }
    }

    @Test func axisLengthDoesNotMatter() {
        let unit = Transform3D(rotationAngle: 0.7, x: 0, y: 0.6, z: 0.8)
        let long = Transform3D(rotationAngle: 0.7, x: 0, y: 6, z: 8)
        #expect(M.maxDifference(unit, long) < 1e-15)
    }

    @Test func zeroOrNonFiniteAxisGivesIdentity() {
        #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
        #expect(Transform3D(rotationAngle: 1, x: .nan, y: 0, z: 1) == .identity)
        #expect(Transform3D(rotationAngle: 1, x: .infinity, y: 0, z: 0) == .identity)
    }

    // MARK: - Perspective

    @Test func perspectiveStoresMinusOneOverDistance() {
        let t = Transform3D.perspective(eyeDistance: 500)
        #expect(t.m34 == -1.0 / 500)
        var rest = t
        rest.m34 = 0
        #expect(rest == .identity)
    }

    @Test func perspectiveForeshortensARotatedPoint() {
        // Turning 60° about y sends (100, 0, 0) to (50, 0, -100·sin 60°): away from an eye at +z, so smaller.
        let t = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).concatenating(.perspective(eyeDistance: 500))
        let w = 1 + 100 * sin(Double.pi / 3) / 500
        let p = t.apply(to: CGPoint(x: 100, y: 0))
        #expect(M.isClose(p, CGPoint(x: 50 / w, y: 0), tolerance: 1e-12))
    }

    @Test func unusableEyeDistancesGiveIdentity() {
        for distance: CGFloat in [0, -10, .infinity, .nan] {
            #expect(Transform3D.perspective(eyeDistance: distance) == .identity)
        }
    }

    // MARK: - Chaining (Core Animation order: the new step comes first)

    @Test func translatedByTranslatesBeforeTheExistingTransform() {
        let t = Transform3D(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        // (1, 0) + (10, 0) = (11, 0), then scaled: (22, 0).
        #expect(t.apply(to: CGPoint(x: 1, y: 0)) == CGPoint(x: 22, y: 0))
    }

    @Test func scaledByScalesBeforeTheExistingTransform() {
        let t = Transform3D(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        #expect(t.apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 3))
        #expect(t.m33 == 1)
    }

    @Test func rotatedByRotatesBeforeTheExistingTransform() {
        let t = Transform3D(translationX: 10, y: 0).rotated(by: .pi / 2)
        #expect(M.isClose(t.apply(to: CGPoint(x: 1, y: 0)), CGPoint(x: 10, y: 1), tolerance: 1e-14))
    }

    @Test func rotatedByAxisRotatesBeforeTheExistingTransform() {
        let t = Transform3D(translationX: 0, y: 0, z: 5).rotated(by: .pi / 2, x: 1, y: 0, z: 0)
        let image = M.applyHomogeneous(t, x: 0, y: 1, z: 0)
        #expect(zip(image, [0.0, 0, 6, 1]).allSatisfy { abs($0 - $1) < 1e-14 })
        #expect(Transform3D(scaleX: 2, y: 2).rotated(by: 1, x: 0, y: 0, z: 0) == Transform3D(scaleX: 2, y: 2))
    }
}
