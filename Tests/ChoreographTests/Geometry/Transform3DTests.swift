import Choreograph
import Foundation
import Testing

@Suite("Transform3D storage and classification")
struct Transform3DTests {
    @Test func memberwiseInitializerKeepsEveryEntryInPlace() {
        let t = Transform3D(
            m11: 1, m12: 2, m13: 3, m14: 4,
            m21: 5, m22: 6, m23: 7, m24: 8,
            m31: 9, m32: 10, m33: 11, m34: 12,
            m41: 13, m42: 14, m43: 15, m44: 16
        )
        let expected: [[Double]] = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]
        #expect(GeometryTestMath.rows(t) == expected)
    }

    @Test func identityHasOnesOnTheDiagonal() {
        let expected: [[Double]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
        #expect(GeometryTestMath.rows(.identity) == expected)
        #expect(Transform3D.identity.isIdentity)
        #expect(Transform3D.identity.isAffine)
    }

    @Test func isIdentityIsFalseForAnyChangedEntry() {
        var t = Transform3D.identity
        t.m34 = -0.001
        #expect(!t.isIdentity)
        #expect(!Transform3D(translationX: 1, y: 0).isIdentity)
    }

    @Test func affineTransformsAreRecognised() {
        #expect(Transform3D(translationX: 10, y: -4).isAffine)
        #expect(Transform3D(scaleX: 2, y: 3).isAffine)
        #expect(Transform3D(rotationAngle: 0.3).isAffine)
        #expect(Transform3D(a: 1, b: 0.2, c: 0.5, d: 1, tx: 3, ty: 4).isAffine)
    }

    @Test func threeDimensionalTransformsAreNotAffine() {
        #expect(!Transform3D(translationX: 0, y: 0, z: 1).isAffine)
        #expect(!Transform3D(scaleX: 1, y: 1, z: 2).isAffine)
        #expect(!Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0).isAffine)
        #expect(!Transform3D.perspective(eyeDistance: 500).isAffine)
        var weighted = Transform3D.identity
        weighted.m44 = 2
        #expect(!weighted.isAffine)
    }

    @Test func isFiniteDetectsNaNAndInfinity() {
        #expect(Transform3D.identity.isFinite)
        var t = Transform3D.identity
        t.m23 = .nan
        #expect(!t.isFinite)
        t.m23 = 0
        t.m42 = -.infinity
        #expect(!t.isFinite)
    }
}
