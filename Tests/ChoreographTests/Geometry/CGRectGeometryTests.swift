import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("CGRect geometry helpers")
struct CGRectGeometryTests {
    typealias M = GeometryTestMath

    // MARK: - Center

    @Test func centerIsTheMidpoint() {
        #expect(CGRect(x: 10, y: 20, width: 30, height: 40).center == CGPoint(x: 25, y: 40))
        #expect(CGRect(x: 10, y: 20, width: -30, height: 40).center == CGPoint(x: -5, y: 40))
    }

    @Test func centerInitializerPlacesTheMidpoint() {
        let r = CGRect(center: CGPoint(x: 50, y: 60), size: CGSize(width: 20, height: 10))
        #expect(r == CGRect(x: 40, y: 55, width: 20, height: 10))
        #expect(r.center == CGPoint(x: 50, y: 60))
    }

    // MARK: - Interpolation

    @Test func interpolationBlendsOriginAndSize() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        let b = CGRect(x: 100, y: 50, width: 30, height: 70)
        #expect(a.interpolated(to: b, fraction: 0.25) == CGRect(x: 25, y: 12.5, width: 15, height: 25))
        #expect(a.interpolated(to: b, fraction: 0) == a)
        #expect(a.interpolated(to: b, fraction: 1) == b)
    }

    @Test func interpolationExtrapolates() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        let b = CGRect(x: 100, y: 50, width: 30, height: 70)
        let overshoot = a.interpolated(to: b, fraction: 1.2)
        #expect(M.isClose(overshoot, CGRect(x: 120, y: 60, width: 34, height: 82), tolerance: 1e-12))
    }

    @Test func interpolationWithANullRectSwitchesAtHalf() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.interpolated(to: .null, fraction: 0.49) == a)
        #expect(a.interpolated(to: .null, fraction: 0.5).isNull)
        #expect(CGRect.null.interpolated(to: a, fraction: 0.7) == a)
    }

    // MARK: - Aspect fit and fill

    @Test func aspectFitLetterboxesAWideRect() {
        let wide = CGRect(x: 500, y: 500, width: 200, height: 100)
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(wide.aspectFit(in: bounds) == CGRect(x: 0, y: 25, width: 100, height: 50))
    }

    @Test func aspectFillCoversWithOverflow() {
        let wide = CGRect(x: 0, y: 0, width: 200, height: 100)
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(wide.aspectFill(in: bounds) == CGRect(x: -50, y: 0, width: 200, height: 100))
    }

    @Test func aspectFitAndFillOfATallRectInAnOffsetBox() {
        let tall = CGRect(x: 0, y: 0, width: 30, height: 60)
        let bounds = CGRect(x: 10, y: 20, width: 200, height: 100)
        #expect(tall.aspectFit(in: bounds) == CGRect(x: 85, y: 20, width: 50, height: 100))
        #expect(tall.aspectFill(in: bounds) == CGRect(x: 10, y: -130, width: 200, height: 400))
    }

    @Test func aspectWithoutARatioGivesAZeroRectAtTheCenter() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let expected = CGRect(x: 50, y: 25, width: 0, height: 0)
        #expect(CGRect(x: 0, y: 0, width: 0, height: 10).aspectFit(in: bounds) == expected)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 0).aspectFill(in: bounds) == expected)
        #expect(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10).aspectFill(in: bounds) == expected)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).aspectFit(in: .null).isNull)
    }

    // MARK: - Scale factors

    @Test func scaleFactorsPerAxis() throws {
        let from = CGRect(x: 5, y: 5, width: 10, height: 20)
        let factors = try #require(from.scaleFactors(to: CGRect(x: 0, y: 0, width: 30, height: 10)))
        #expect(factors == CGSize(width: 3, height: 0.5))
    }

    @Test func scaleFactorsFromAZeroSizeFrameAreNil() {
        let target = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(CGRect.zero.scaleFactors(to: target) == nil)
        #expect(CGRect(x: 0, y: 0, width: 0, height: 10).scaleFactors(to: target) == nil)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 0).scaleFactors(to: target) == nil)
        #expect(CGRect.null.scaleFactors(to: target) == nil)
    }

    @Test func scaleFactorsToANonFiniteRectAreNil() {
        let from = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(from.scaleFactors(to: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)) == nil)
        #expect(from.scaleFactors(to: CGRect(x: 0, y: 0, width: 1, height: CGFloat.nan)) == nil)
    }

    @Test func scaleFactorsToAZeroRectAreZero() {
        let from = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(from.scaleFactors(to: .zero) == CGSize(width: 0, height: 0))
    }
}
