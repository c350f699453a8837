import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("TransformInterpolator")
struct TransformInterpolatorTests {
    typealias M = GeometryTestMath

    // MARK: - Strategy

    @Test func strategyIsChosenFromTheEnds() {
        let move = Transform3D(translationX: 10, y: 0)
        #expect(TransformInterpolator(from: move, to: move).strategy == .constant)
        #expect(TransformInterpolator(from: .identity, to: move).strategy == .affine)
        let tilt = Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0)
        #expect(TransformInterpolator(from: .identity, to: tilt).strategy == .decomposed)
        #expect(TransformInterpolator(from: tilt, to: move).strategy == .decomposed)
        var broken = Transform3D.identity
        broken.m11 = .nan
        #expect(TransformInterpolator(from: broken, to: move).strategy == .discrete)
        let flatProjected = Transform3D(scaleX: 0, y: 1).concatenating(.perspective(eyeDistance: 500))
        #expect(TransformInterpolator(from: flatProjected, to: tilt).strategy == .discrete)
    }

    // MARK: - Ends

    @Test func endsAreExactForEveryStrategy() {
        let tilt = Transform3D(rotationAngle: 0.5, x: 1, y: 1, z: 0).concatenating(.perspective(eyeDistance: 300))
        let turn = Transform3D(rotationAngle: 1.3).concatenating(Transform3D(translationX: 0.1, y: 7.3))
        var broken = Transform3D.identity
        broken.m12 = .infinity
        let pairs: [(Transform3D, Transform3D)] = [(turn, turn), (.identity, turn), (turn, tilt), (broken, tilt)]
        for (from, to) in pairs {
            let interpolator = TransformInterpolator(from: from, to: to)
            #expect(interpolator.value(at: 0) == from)
            #expect(interpolator.value(at: 1) == to)
        }
    }

    @Test func constantStrategyReturnsTheValueEverywhere() {
        let t = Transform3D(rotationAngle: 0.4, x: 0, y: 1, z: 0)
        let interpolator = TransformInterpolator(from: t, to: t)
        for fraction in [-0.3, 0.2, 0.5, 1.7] {
            #expect(interpolator.value(at: fraction) == t)
        }
    }

    // MARK: - Rotations stay rotations (2D path)

    @Test func halfwayToAHalfTurnIsAQuarterTurn() {
        let interpolator = TransformInterpolator(from: .identity, to: Transform3D(rotationAngle: .pi))
        #expect(interpolator.strategy == .affine)
        #expect(M.isClose(interpolator.value(at: 0.5), Transform3D(rotationAngle: .pi / 2), tolerance: 1e-9))
    }

    @Test func aHalfTurnNeverShrinks() {
        let interpolator = TransformInterpolator(from: .identity, to: Transform3D(rotationAngle: .pi))
        for step in 0...20 {
            let t = interpolator.value(at: Double(step) / 20)
            // A rotation keeps unit-length axes and determinant 1 all the way.
            #expect(abs(t.determinant - 1) < 1e-12)
            #expect(abs((t.m11 * t.m11 + t.m12 * t.m12).squareRoot() - 1) < 1e-12)
        }
    }

    @Test func reversedHalfTurnRetracesTheSamePath() {
        let forward = TransformInterpolator(from: .identity, to: Transform3D(rotationAngle: .pi))
        let backward = TransformInterpolator(from: Transform3D(rotationAngle: .pi), to: .identity)
        for fraction in [0.1, 0.25, 0.5, 0.8] {
            #expect(M.isClose(forward.value(at: fraction), backward.value(at: 1 - fraction), tolerance: 1e-12))
        }
    }

    @Test func negativeHalfTurnGoesTheOtherWay() {
        let interpolator = TransformInterpolator(from: .identity, to: Transform3D(rotationAngle: -.pi))
        #expect(M.isClose(interpolator.value(at: 0.5), Transform3D(rotationAngle: -.pi / 2), tolerance: 1e-9))
    }

    @Test func rotationsTakeTheShortWayAcrossPlusMinusPi() {
        // From 3 rad to −3 rad is 2π − 6 ≈ 0.283 rad through π, not 6 rad through 0.
        let interpolator = TransformInterpolator(
            from: Transform3D(rotationAngle: 3), to: Transform3D(rotationAngle: -3))
        #expect(M.isClose(interpolator.value(at: 0.5), Transform3D(rotationAngle: .pi), tolerance: 1e-12))
    }

    @Test func rotationExtrapolatesWithTheFraction() {
        let interpolator = TransformInterpolator(from: .identity, to: Transform3D(rotationAngle: .pi / 2))
        #expect(M.isClose(interpolator.value(at: 1.5), Transform3D(rotationAngle: 3 * .pi / 4), tolerance: 1e-12))
        #expect(M.isClose(interpolator.value(at: -0.5), Transform3D(rotationAngle: -.pi / 4), tolerance: 1e-12))
    }

    // MARK: - Other 2D parts

    @Test func translationScaleAndRotationBlendSeparately() {
        func compose(scale: CGFloat, angle: CGFloat, x: CGFloat) -> Transform3D {
            Transform3D(scaleX: scale, y: scale)
                .concatenating(Transform3D(rotationAngle: angle))
                .concatenating(Transform3D(translationX: x, y: 2 * x))
        }
        let interpolator = TransformInterpolator(
            from: compose(scale: 1, angle: 0, x: 0),
            to: compose(scale: 2, angle: .pi / 2, x: 100)
        )
        #expect(M.isClose(interpolator.value(at: 0.5), compose(scale: 1.5, angle: .pi / 4, x: 50), tolerance: 1e-9))
        #expect(M.isClose(interpolator.value(at: 0.2), compose(scale: 1.2, angle: .pi / 10, x: 20), tolerance: 1e-9))
    }

    @Test func scaleToZeroShrinksLinearly() {
        let interpolator = TransformInterpolator(from: .identity, to: Transform3D(scaleX: 0, y: 0))
        #expect(interpolator.strategy == .affine)
        #expect(M.isClose(interpolator.value(at: 0.5), Transform3D(scaleX: 0.5, y: 0.5), tolerance: 1e-12))
        #expect(M.isClose(interpolator.value(at: 0.75), Transform3D(scaleX: 0.25, y: 0.25), tolerance: 1e-12))
        let grow = TransformInterpolator(from: Transform3D(scaleX: 0, y: 1), to: Transform3D(scaleX: 2, y: 1))
        #expect(M.isClose(grow.value(at: 0.25), Transform3D(scaleX: 0.5, y: 1), tolerance: 1e-12))
    }

    @Test func mirrorToMirrorStaysAnOrthogonalMirror() {
        let interpolator = TransformInterpolator(from: Transform3D(scaleX: -1, y: 1), to: Transform3D(scaleX: 1, y: -1))
        for step in 0...10 {
            let t = interpolator.value(at: Double(step) / 10)
            #expect(abs(t.determinant + 1) < 1e-12)
            #expect(abs((t.m21 * t.m21 + t.m22 * t.m22).squareRoot() - 1) < 1e-12)
        }
    }

    @Test func shearBlendsWithoutIntroducingRotationOfTheXAxis() {
        let shear = Transform3D(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        let middle = TransformInterpolator(from: .identity, to: shear).value(at: 0.5)
        #expect(middle.isAffine)
        #expect(M.isClose(middle.m11, 1, tolerance: 1e-12))
        #expect(M.isClose(middle.m12, 0, tolerance: 1e-12))
        #expect(middle.m21 > 0 && middle.m21 < 0.5)
        #expect(abs(middle.determinant - 1) < 0.1)
    }

    // MARK: - 3D path

    @Test func halfwayToAHalfTurnAboutXWithPerspectiveIsAQuarterTurn() {
        let perspective = Transform3D.perspective(eyeDistance: 500)
        let end = Transform3D(rotationAngle: .pi, x: 1, y: 0, z: 0).concatenating(perspective)
        let interpolator = TransformInterpolator(from: perspective, to: end)
        #expect(interpolator.strategy == .decomposed)
        let expected = Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0).concatenating(perspective)
        #expect(M.isClose(interpolator.value(at: 0.5), expected, tolerance: 1e-9))
    }

    @Test func halfwayAlongAnyAxisIsHalfTheAngle() {
        var random = SeededRandom(seed: 20)
        for _ in 0..<100 {
            let angle = CGFloat.random(in: -3...3, using: &random)
            let x = CGFloat.random(in: -1...1, using: &random)
            let y = CGFloat.random(in: -1...1, using: &random)
            let z = CGFloat.random(in: -1...1, using: &random)
            let interpolator = TransformInterpolator(
                from: .identity, to: Transform3D(rotationAngle: angle, x: x, y: y, z: z))
            let fraction = Double.random(in: -0.2...1.2, using: &random)
            let expected = Transform3D(rotationAngle: angle * CGFloat(fraction), x: x, y: y, z: z)
            #expect(M.isClose(interpolator.value(at: fraction), expected, tolerance: 1e-9))
        }
    }

    @Test func smallAndTinyThreeDimensionalTurnsStayAccurate() {
        for angle: CGFloat in [1e-2, 1e-3, 1e-6, 1e-11] {
            let end = Transform3D(rotationAngle: angle, x: 1, y: 2, z: 2)
            let interpolator = TransformInterpolator(from: .identity, to: end)
            #expect(interpolator.strategy == .decomposed)
            for fraction in [0.3, 0.5, 1.2] {
                let expected = Transform3D(rotationAngle: angle * CGFloat(fraction), x: 1, y: 2, z: 2)
                #expect(M.maxDifference(interpolator.value(at: fraction), expected) < 1e-15)
            }
        }
    }

    @Test func cardFlipKeepsTranslationAndPerspectiveSeparate() {
        let perspective = Transform3D.perspective(eyeDistance: 800)
        func card(angle: CGFloat, lift: CGFloat) -> Transform3D {
            Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
                .concatenating(Transform3D(translationX: lift / 2, y: -lift))
                .concatenating(perspective)
        }
        let interpolator = TransformInterpolator(from: card(angle: 0, lift: 0), to: card(angle: 1.2, lift: 40))
        #expect(M.isClose(interpolator.value(at: 0.5), card(angle: 0.6, lift: 20), tolerance: 1e-9))
        #expect(M.isClose(interpolator.value(at: 0.25), card(angle: 0.3, lift: 10), tolerance: 1e-9))
    }

    @Test func mixedAffineAndThreeDimensionalEndsUseTheGeneralPath() {
        let from = Transform3D(rotationAngle: 0.4).concatenating(Transform3D(translationX: 30, y: 0))
        let to = Transform3D(rotationAngle: 0.4).concatenating(Transform3D(translationX: 30, y: 0, z: 100))
        let interpolator = TransformInterpolator(from: from, to: to)
        #expect(interpolator.strategy == .decomposed)
        let expected = Transform3D(rotationAngle: 0.4).concatenating(Transform3D(translationX: 30, y: 0, z: 25))
        #expect(M.isClose(interpolator.value(at: 0.25), expected, tolerance: 1e-9))
    }

    // MARK: - Fallbacks

    @Test func undecomposableEndsSwitchAtHalf() {
        var broken = Transform3D.identity
        broken.m44 = 0
        let to = Transform3D(translationX: 10, y: 0, z: 5)
        let interpolator = TransformInterpolator(from: broken, to: to)
        #expect(interpolator.strategy == .discrete)
        #expect(interpolator.value(at: 0.49) == broken)
        #expect(interpolator.value(at: 0.5) == to)
        #expect(interpolator.value(at: 1.3) == to)
        #expect(interpolator.value(at: -0.3) == broken)
    }

    @Test func hugeButFiniteEndsNeverProduceNaN() {
        let huge = Transform3D(scaleX: 1e200, y: 1e200)
        let affine = TransformInterpolator(from: .identity, to: huge)
        let middle = affine.value(at: 0.5)
        #expect(middle.isFinite)
        #expect(abs(middle.m11 / 5e199 - 1) < 1e-12)
        var skewed = huge
        skewed.m11 = 1e300
        skewed.m12 = 1e300
        #expect(TransformInterpolator(from: .identity, to: skewed).value(at: 0.7).isFinite)
        // The length of the x axis, √2 · the largest double, overflows: no usable decomposition.
        var overflowing = huge
        overflowing.m11 = .greatestFiniteMagnitude
        overflowing.m12 = .greatestFiniteMagnitude
        let interpolator = TransformInterpolator(from: .identity, to: overflowing)
        #expect(interpolator.strategy == .discrete)
        #expect(interpolator.value(at: 0.7) == overflowing)
    }

    @Test func nonFiniteFractionsFallBackToTheEnds() {
        let to = Transform3D(rotationAngle: 1)
        let interpolator = TransformInterpolator(from: .identity, to: to)
        #expect(interpolator.value(at: .nan) == .identity)
        #expect(interpolator.value(at: -.infinity) == .identity)
        #expect(interpolator.value(at: .infinity) == to)
    }

    @Test func resultsAreAlwaysFiniteForFiniteEnds() {
        var random = SeededRandom(seed: 21)
        for _ in 0..<100 {
            let a = M.randomMatrix(using: &random)
            let b = M.randomMatrix(using: &random)
            let interpolator = TransformInterpolator(from: a, to: b)
            let value = interpolator.value(at: Double.random(in: -0.5...1.5, using: &random))
            #expect(value.isFinite || interpolator.strategy == .discrete)
        }
    }

    // MARK: - Interpolatable conformance

    @Test func interpolatedMatchesTheInterpolator() {
        let from = Transform3D(rotationAngle: 0.3, x: 1, y: 2, z: 3)
        let to = Transform3D(scaleX: 2, y: 1).concatenating(.perspective(eyeDistance: 600))
        let interpolator = TransformInterpolator(from: from, to: to)
        for fraction in [0.1, 0.5, 0.9, 1.1] {
            #expect(from.interpolated(to: to, fraction: fraction) == interpolator.value(at: fraction))
        }
    }
}
