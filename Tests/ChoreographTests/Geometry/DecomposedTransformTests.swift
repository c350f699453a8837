import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("DecomposedTransform")
struct DecomposedTransformTests {
    typealias M = GeometryTestMath
    typealias Quaternion = DecomposedTransform.Quaternion

    /// Whether two unit quaternions describe the same rotation (q and −q do).
    static func sameRotation(_ a: Quaternion, _ b: Quaternion, tolerance: Double = 1e-12) -> Bool {
        let dot = Double(a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w)
        return abs(abs(dot) - 1) < tolerance
    }

    // MARK: - Parts of simple transforms

    @Test func identityDecomposesToDefaults() {
        #expect(DecomposedTransform(.identity) == .identity)
        #expect(DecomposedTransform.identity.recomposed() == .identity)
    }

    @Test func translationAndScaleAreReadOff() throws {
        let t = Transform3D(scaleX: 2, y: 3, z: 4).concatenating(Transform3D(translationX: 5, y: 6, z: 7))
        let parts = try #require(DecomposedTransform(t))
        #expect(parts.translation == DecomposedTransform.Vector3(x: 5, y: 6, z: 7))
        #expect(parts.scale == DecomposedTransform.Vector3(x: 2, y: 3, z: 4))
        #expect(parts.skew == .zero)
        #expect(parts.perspective == .noPerspective)
        #expect(parts.quaternion == .identity)
    }

    @Test func rotationAboutZGivesHalfAngleQuaternion() throws {
        for angle in [0.3, 1.0, 2.5, -2.0] {
            let parts = try #require(DecomposedTransform(Transform3D(rotationAngle: CGFloat(angle))))
            let expected = Quaternion(x: 0, y: 0, z: CGFloat(sin(angle / 2)), w: CGFloat(cos(angle / 2)))
            #expect(Self.sameRotation(parts.quaternion, expected))
            #expect(parts.quaternion.w >= 0)
        }
    }

    @Test func halfTurnAboutADiagonalKeepsTheAxisSigns() throws {
        // A half turn has w = 0, where sign-from-diagonal methods lose the relative signs of x and y.
        let t = Transform3D(rotationAngle: .pi, x: 1, y: -1, z: 0)
        let parts = try #require(DecomposedTransform(t))
        let half = 0.5.squareRoot()
        #expect(Self.sameRotation(parts.quaternion, Quaternion(x: CGFloat(half), y: CGFloat(-half), z: 0, w: 0)))
        #expect(M.isClose(parts.recomposed(), t, tolerance: 1e-12))
    }

    @Test func perspectivePartIsIndependentOfThePrecedingRotation() throws {
        for angle in [0.0, 0.7, 2.0, .pi] {
            let t = Transform3D(rotationAngle: CGFloat(angle), x: 1, y: 0, z: 0)
                .concatenating(Transform3D(translationX: 10, y: 0))
                .concatenating(.perspective(eyeDistance: 500))
            let parts = try #require(DecomposedTransform(t))
            #expect(M.isClose(parts.perspective.z, -1.0 / 500, tolerance: 1e-15))
            #expect(M.isClose(parts.perspective.x, 0, tolerance: 1e-15))
            #expect(M.isClose(parts.perspective.w, 1, tolerance: 1e-12))
            #expect(M.isClose(parts.translation.x, 10, tolerance: 1e-12))
        }
    }

    @Test func mirrorIsRepresentedByNegativeScales() throws {
        let t = Transform3D(scaleX: -2, y: 3)
        let parts = try #require(DecomposedTransform(t))
        #expect(parts.scale.x * parts.scale.y * parts.scale.z < 0)
        #expect(M.isClose(parts.recomposed(), t, tolerance: 1e-12))
    }

    // MARK: - Round trips

    @Test func randomRigidScaledProjectedTransformsRoundTrip() throws {
        var random = SeededRandom(seed: 10)
        for _ in 0..<200 {
            let scale = Transform3D(
                scaleX: CGFloat.random(in: 0.2...3, using: &random) * (Bool.random(using: &random) ? 1 : -1),
                y: CGFloat.random(in: 0.2...3, using: &random),
                z: CGFloat.random(in: 0.2...3, using: &random)
            )
            let rotation = Transform3D(
                rotationAngle: CGFloat.random(in: -.pi ... .pi, using: &random),
                x: CGFloat.random(in: -1...1, using: &random),
                y: CGFloat.random(in: -1...1, using: &random),
                z: CGFloat.random(in: -1...1, using: &random)
            )
            let translation = Transform3D(
                translationX: CGFloat.random(in: -300...300, using: &random),
                y: CGFloat.random(in: -300...300, using: &random),
                z: CGFloat.random(in: -100...100, using: &random)
            )
            let perspective = Transform3D.perspective(eyeDistance: CGFloat.random(in: 200...2000, using: &random))
            let t = scale.concatenating(rotation).concatenating(translation).concatenating(perspective)
            let parts = try #require(DecomposedTransform(t))
            // A z translation in front of a perspective makes m44 ≠ 1; the decomposition divides it out.
            let normalized = M.transform(M.rows(t).map { $0.map { $0 / Double(t.m44) } })
            #expect(M.isClose(parts.recomposed(), normalized, tolerance: 1e-10))
        }
    }

    @Test func randomGeneralLinearPartsRoundTrip() throws {
        var random = SeededRandom(seed: 11)
        var checked = 0
        for _ in 0..<200 {
            var t = M.randomMatrix(using: &random)
            t.m14 = 0
            t.m24 = 0
            t.m34 = 0
            t.m44 = 1
            guard abs(M.leibnizDeterminant(t)) > 0.05 else { continue }
            let parts = try #require(DecomposedTransform(t))
            #expect(M.isClose(parts.recomposed(), t, tolerance: 1e-10))
            checked += 1
        }
        #expect(checked > 150)
    }

    @Test func randomMatricesWithPerspectiveRoundTrip() throws {
        var random = SeededRandom(seed: 12)
        var checked = 0
        for _ in 0..<200 {
            var t = M.randomMatrix(using: &random)
            t.m14 = CGFloat.random(in: -0.01...0.01, using: &random)
            t.m24 = CGFloat.random(in: -0.01...0.01, using: &random)
            t.m34 = CGFloat.random(in: -0.01...0.01, using: &random)
            t.m44 = 1
            guard abs(M.leibnizDeterminant(t)) > 0.05 else { continue }
            let parts = try #require(DecomposedTransform(t))
            #expect(M.isClose(parts.recomposed(), t, tolerance: 1e-10))
            checked += 1
        }
        #expect(checked > 150)
    }

    @Test func skewedAffineTransformRoundTrips() throws {
        let t = Transform3D(a: 1, b: 0.3, c: 0.8, d: 1.2, tx: 4, ty: 5)
        let parts = try #require(DecomposedTransform(t))
        #expect(parts.skew.xy != 0)
        #expect(M.isClose(parts.recomposed(), t, tolerance: 1e-12))
    }

    @Test func weightIsNormalisedAway() throws {
        let t = Transform3D(scaleX: 2, y: 2).concatenating(Transform3D(translationX: 6, y: 8))
        var weighted = t
        for keyPath in [\Transform3D.m11, \.m22, \.m33, \.m41, \.m42, \.m44] {
            weighted[keyPath: keyPath] *= 2
        }
        let parts = try #require(DecomposedTransform(weighted))
        #expect(M.isClose(parts.recomposed(), t, tolerance: 1e-12))
    }

    // MARK: - Zero scale

    @Test func zeroScaleWithoutPerspectiveDecomposes() throws {
        let parts = try #require(DecomposedTransform(Transform3D(scaleX: 0, y: 0)))
        #expect(parts.scale == DecomposedTransform.Vector3(x: 0, y: 0, z: 1))
        #expect(parts.quaternion == .identity)
        #expect(parts.recomposed() == Transform3D(scaleX: 0, y: 0))
    }

    @Test func zeroScaleAlongOneAxisOfARotationRoundTrips() throws {
        let t = Transform3D(scaleX: 0, y: 2, z: 1).concatenating(Transform3D(rotationAngle: 0.8, x: 1, y: 2, z: 2))
        let parts = try #require(DecomposedTransform(t))
        #expect(M.isClose(parts.recomposed(), t, tolerance: 1e-12))
        let flat = Transform3D(scaleX: 1, y: 1, z: 0).concatenating(Transform3D(rotationAngle: 0.8, x: 1, y: 0, z: 0))
        let flatParts = try #require(DecomposedTransform(flat))
        #expect(M.isClose(flatParts.recomposed(), flat, tolerance: 1e-12))
        let everything = try #require(DecomposedTransform(Transform3D(scaleX: 0, y: 0, z: 0)))
        #expect(everything.recomposed() == Transform3D(scaleX: 0, y: 0, z: 0))
    }

    // MARK: - Transforms that cannot be decomposed

    @Test func zeroWeightOrNonFiniteEntriesGiveNil() {
        var t = Transform3D.identity
        t.m44 = 0
        #expect(DecomposedTransform(t) == nil)
        t.m44 = 1
        t.m31 = .nan
        #expect(DecomposedTransform(t) == nil)
        t.m31 = 0
        t.m42 = .infinity
        #expect(DecomposedTransform(t) == nil)
    }

    @Test func singularLinearPartWithPerspectiveGivesNil() {
        let t = Transform3D(scaleX: 0, y: 1).concatenating(.perspective(eyeDistance: 500))
        #expect(DecomposedTransform(t) == nil)
    }

    @Test func dependentNonZeroRowsGiveNil() {
        var t = Transform3D.identity
        t.m21 = 2  // row 2 = 2 · row 1
        t.m22 = 0
        #expect(DecomposedTransform(t) == nil)
        var planar = Transform3D.identity
        planar.m31 = 1  // row 3 = row 1 + row 2
        planar.m32 = 1
        planar.m33 = 0
        #expect(DecomposedTransform(planar) == nil)
    }

    // MARK: - Interpolating parts

    @Test func halfwayToAHalfTurnAboutXIsAQuarterTurn() throws {
        let perspective = Transform3D.perspective(eyeDistance: 400)
        let start = try #require(DecomposedTransform(perspective))
        let end = try #require(
            DecomposedTransform(Transform3D(rotationAngle: .pi, x: 1, y: 0, z: 0).concatenating(perspective))
        )
        let middle = start.interpolated(to: end, fraction: 0.5).recomposed()
        let expected = Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0).concatenating(perspective)
        #expect(M.isClose(middle, expected, tolerance: 1e-9))
    }

    @Test func linearPartsInterpolateLinearly() {
        let a = DecomposedTransform(translation: .init(x: 0, y: 10, z: 0), scale: .init(x: 1, y: 1, z: 1))
        let b = DecomposedTransform(
            translation: .init(x: 100, y: 30, z: -20),
            scale: .init(x: 3, y: 1, z: 1),
            skew: .init(xy: 1, xz: 0, yz: 0),
            perspective: .init(x: 0, y: 0, z: -0.01, w: 1)
        )
        let middle = a.interpolated(to: b, fraction: 0.25)
        #expect(middle.translation == DecomposedTransform.Vector3(x: 25, y: 15, z: -5))
        #expect(middle.scale == DecomposedTransform.Vector3(x: 1.5, y: 1, z: 1))
        #expect(middle.skew == DecomposedTransform.Skew(xy: 0.25, xz: 0, yz: 0))
        #expect(middle.perspective == DecomposedTransform.Vector4(x: 0, y: 0, z: -0.0025, w: 1))
        #expect(middle.quaternion == .identity)
    }

    @Test func quaternionTakesTheShorterArc() {
        // q and −q are the same rotation; blending towards −q must not swing the long way round.
        let a = DecomposedTransform(quaternion: Quaternion(x: 0, y: 0, z: CGFloat(sin(0.1)), w: CGFloat(cos(0.1))))
        let b = DecomposedTransform(quaternion: Quaternion(x: 0, y: 0, z: CGFloat(sin(0.3)), w: CGFloat(-cos(0.3))))
        // b = −(rotation by −0.6 rad about z), so it is that rotation; a is +0.2 rad. Halfway: −0.2 rad.
        let middle = a.interpolated(to: b, fraction: 0.5).recomposed()
        #expect(M.isClose(middle, Transform3D(rotationAngle: -0.2), tolerance: 1e-12))
    }
}
