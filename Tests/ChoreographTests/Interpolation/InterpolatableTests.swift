import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Interpolatable scalars, points and sizes")
struct InterpolatableTests {
    // MARK: - Scalars

    @Test func doubleInterpolatesLinearly() {
        #expect(10.0.interpolated(to: 20, fraction: 0.25) == 12.5)
        #expect(10.0.interpolated(to: 20, fraction: 0) == 10)
        #expect((-4.0).interpolated(to: 4, fraction: 0.5) == 0)
    }

    @Test func doubleExtrapolatesBeyondTheEnds() {
        #expect(10.0.interpolated(to: 20, fraction: 1.2) == 22)
        #expect(10.0.interpolated(to: 20, fraction: -0.5) == 5)
    }

    @Test func endValueIsExactAtOne() {
        // 0.1 + (0.7 − 0.1)·1 is not exactly 0.7 in binary floating point; the end must be.
        #expect(0.1.interpolated(to: 0.7, fraction: 1) == 0.7)
        #expect(CGFloat(0.1).interpolated(to: 0.7, fraction: 1) == 0.7)
    }

    @Test func unchangedValueStaysBitForBitConstant() {
        for step in 0...20 {
            let fraction = Double(step) / 17 - 0.1
            #expect(0.1.interpolated(to: 0.1, fraction: fraction) == 0.1)
            #expect(CGFloat(1).interpolated(to: 1, fraction: fraction) == 1)
        }
    }

    @Test func cgFloatInterpolatesAndExtrapolates() {
        #expect(CGFloat(100).interpolated(to: 200, fraction: 0.3) == 130)
        #expect(CGFloat(100).interpolated(to: 200, fraction: 1.5) == 250)
    }

    @Test func nonFiniteFractionFallsBackToAnEnd() {
        #expect(10.0.interpolated(to: 20, fraction: .nan) == 10)
        #expect(10.0.interpolated(to: 20, fraction: -.infinity) == 10)
        #expect(10.0.interpolated(to: 20, fraction: .infinity) == 20)
        #expect(CGFloat(10).interpolated(to: 20, fraction: .nan) == 10)
        #expect(CGFloat(10).interpolated(to: 20, fraction: .infinity) == 20)
    }

    @Test func nonFiniteEndsPropagateWithoutTrapping() {
        #expect(Double.nan.interpolated(to: 1, fraction: 0.5).isNaN)
        #expect(CGFloat(0).interpolated(to: .infinity, fraction: 0.5) == .infinity)
    }

    // MARK: - Points and sizes

    @Test func pointInterpolatesEachCoordinate() {
        let a = CGPoint(x: 0, y: 100)
        let b = CGPoint(x: 40, y: -100)
        #expect(a.interpolated(to: b, fraction: 0.25) == CGPoint(x: 10, y: 50))
        #expect(a.interpolated(to: b, fraction: 1.5) == CGPoint(x: 60, y: -200))
        #expect(a.interpolated(to: b, fraction: .nan) == a)
    }

    @Test func sizeInterpolatesAndMayOvershootBelowZero() {
        let a = CGSize(width: 100, height: 50)
        let b = CGSize(width: 0, height: 150)
        #expect(a.interpolated(to: b, fraction: 0.5) == CGSize(width: 50, height: 100))
        #expect(a.interpolated(to: b, fraction: 1.2) == CGSize(width: -20, height: 170))
    }

    // MARK: - Free function and generic use

    @Test func freeFunctionMatchesHandComputedValues() {
        #expect(interpolate(CGPoint(x: 2, y: 4), CGPoint(x: 4, y: 8), 0.5) == CGPoint(x: 3, y: 6))
        #expect(interpolate(1.0, 3.0, 0.75) == 2.5)
    }

    @Test func everyConformanceWorksThroughTheProtocol() {
        func midpoint<T: Interpolatable>(_ a: T, _ b: T) -> T {
            interpolate(a, b, 0.5)
        }
        #expect(midpoint(CGSize(width: 0, height: 0), CGSize(width: 2, height: 4)) == CGSize(width: 1, height: 2))
        #expect(midpoint(CGRect(x: 0, y: 0, width: 2, height: 2), .zero) == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(midpoint(CornerRadii.zero, CornerRadii(all: 8)) == CornerRadii(all: 4))
        #expect(midpoint(Color.black, Color.white) == Color(white: 0.5))
        let half = midpoint(Transform3D.identity, Transform3D(translationX: 10, y: 20))
        #expect(half == Transform3D(translationX: 5, y: 10))
    }
}
