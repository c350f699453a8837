import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("CornerRadii")
struct CornerRadiiTests {
    // MARK: - Construction

    @Test func initializersAndZero() {
        let r = CornerRadii(topLeft: 1, topRight: 2, bottomRight: 3, bottomLeft: 4)
        #expect(r.topLeft == 1 && r.topRight == 2 && r.bottomRight == 3 && r.bottomLeft == 4)
        #expect(CornerRadii(all: 8) == CornerRadii(topLeft: 8, topRight: 8, bottomRight: 8, bottomLeft: 8))
        #expect(CornerRadii.uniform(8) == CornerRadii(all: 8))
        #expect(CornerRadii.zero == CornerRadii(all: 0))
    }

    @Test func uniformity() {
        #expect(CornerRadii(all: 5).isUniform)
        #expect(CornerRadii.zero.isUniform)
        #expect(!CornerRadii(topLeft: 5, topRight: 5, bottomRight: 5, bottomLeft: 4).isUniform)
        #expect(!CornerRadii(topLeft: 1, topRight: 5, bottomRight: 5, bottomLeft: 5).isUniform)
    }

    // MARK: - Clamping

    @Test func radiiThatFitAreUnchanged() {
        let r = CornerRadii(topLeft: 10, topRight: 20, bottomRight: 30, bottomLeft: 40)
        #expect(r.clamped(to: CGSize(width: 100, height: 100)) == r)
    }

    @Test func crowdedSideScalesEveryRadius() {
        // Left and right sides: 40 + 40 = 80 > 50, so every radius is scaled by 50/80: 25.
        #expect(CornerRadii(all: 40).clamped(to: CGSize(width: 100, height: 50)) == CornerRadii(all: 25))
    }

    @Test func mostCrowdedSideDecidesTheFactor() {
        // Top: 60 + 60 = 120 > 100 (factor 5/6); left: 60 + 0 ≤ 200; right: 60 + 30 ≤ 200; bottom 30 ≤ 100.
        let r = CornerRadii(topLeft: 60, topRight: 60, bottomRight: 30, bottomLeft: 0)
        let clamped = r.clamped(to: CGSize(width: 100, height: 200))
        #expect(abs(clamped.topLeft - 50) < 1e-12)
        #expect(abs(clamped.topRight - 50) < 1e-12)
        #expect(abs(clamped.bottomRight - 25) < 1e-12)
        #expect(clamped.bottomLeft == 0)
        #expect(clamped.topLeft + clamped.topRight <= 100)
    }

    @Test func negativeAndNaNRadiiBecomeZero() {
        let r = CornerRadii(topLeft: -5, topRight: .nan, bottomRight: 4, bottomLeft: 0)
        #expect(
            r.clamped(to: CGSize(width: 10, height: 10))
                == CornerRadii(topLeft: 0, topRight: 0, bottomRight: 4, bottomLeft: 0))
    }

    @Test func infiniteRadiusFillsTheSide() {
        let r = CornerRadii(topLeft: .infinity, topRight: 0, bottomRight: 0, bottomLeft: 0)
        let clamped = r.clamped(to: CGSize(width: 100, height: 100))
        #expect(clamped == CornerRadii(topLeft: 100, topRight: 0, bottomRight: 0, bottomLeft: 0))
    }

    @Test func degenerateSizesGiveSquareCorners() {
        for size in [CGSize.zero, CGSize(width: -10, height: 50), CGSize(width: CGFloat.nan, height: 50)] {
            let clamped = CornerRadii(all: 12).clamped(to: size)
            #expect(clamped == .zero, "\(size)")
        }
    }

    // MARK: - Interpolation

    @Test func interpolatesEachCorner() {
        let a = CornerRadii(topLeft: 0, topRight: 10, bottomRight: 20, bottomLeft: 40)
        let b = CornerRadii(all: 20)
        let middle = a.interpolated(to: b, fraction: 0.5)
        #expect(middle == CornerRadii(topLeft: 10, topRight: 15, bottomRight: 20, bottomLeft: 30))
    }

    @Test func overshootIsClampedAtZeroButNotAbove() {
        let big = CornerRadii(all: 10)
        #expect(big.interpolated(to: .zero, fraction: 1.5) == .zero)
        #expect(CornerRadii.zero.interpolated(to: big, fraction: 1.2) == CornerRadii(all: 12))
        #expect(CornerRadii.zero.interpolated(to: big, fraction: .nan) == .zero)
    }
}
