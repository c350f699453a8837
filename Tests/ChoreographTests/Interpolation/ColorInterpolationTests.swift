import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Color interpolation (premultiplied)")
struct ColorInterpolationTests {
    static func isClose(_ a: Color, _ b: Color, tolerance: CGFloat = 1e-12) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
            && abs(a.blue - b.blue) <= tolerance && abs(a.alpha - b.alpha) <= tolerance
    }

    static let red = Color(red: 1, green: 0, blue: 0)

    @Test func fadingToClearKeepsTheHue() {
        // Straight-alpha blending would give (0.5, 0, 0, 0.5): a darker red. Premultiplied keeps pure red.
        #expect(Self.red.interpolated(to: .clear, fraction: 0.5) == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(Color.clear.interpolated(to: Self.red, fraction: 0.25) == Color(red: 1, green: 0, blue: 0, alpha: 0.25))
    }

    @Test func opaqueColoursBlendComponentWise() {
        let blue = Color(red: 0, green: 0, blue: 1)
        #expect(Self.red.interpolated(to: blue, fraction: 0.5) == Color(red: 0.5, green: 0, blue: 0.5))
        #expect(Color.black.interpolated(to: .white, fraction: 0.25) == Color(white: 0.25))
    }

    @Test func translucentColoursAreWeightedByTheirAlpha() {
        // Premultiplied: (0.5, 0.5, 0.5, 0.5) and (0, 0, 0, 1) meet at (0.25, 0.25, 0.25, 0.75) = grey 1/3.
        let middle = Color(white: 1, alpha: 0.5).interpolated(to: .black, fraction: 0.5)
        #expect(Self.isClose(middle, Color(white: 1.0 / 3, alpha: 0.75)))
    }

    @Test func reachingClearGivesClear() {
        #expect(Self.red.interpolated(to: .clear, fraction: 1) == .clear)
        #expect(Color.clear.interpolated(to: .clear, fraction: 0.5) == .clear)
        #expect(Color(red: 0.3, green: 0.6, blue: 0.9, alpha: 0).interpolated(to: .clear, fraction: 0.5) == .clear)
    }

    @Test func overshootIsClamped() {
        let dimBlack = Color(white: 0, alpha: 0.5)
        #expect(dimBlack.interpolated(to: .white, fraction: 1.5) == .white)
        // At −0.5: alpha 0.25, premultiplied components −0.5 → clamped to black.
        #expect(dimBlack.interpolated(to: .white, fraction: -0.5) == Color(white: 0, alpha: 0.25))
        #expect(Color.clear.interpolated(to: Self.red, fraction: -0.5) == .clear)
    }

    @Test func outOfRangeEndsAreClampedBeforeBlending() {
        let loud = Color(red: 3, green: -1, blue: .nan, alpha: 2)
        #expect(loud.interpolated(to: Self.red, fraction: 0.5) == Self.red)
    }

    @Test func nonFiniteFractionFallsBackToAnEnd() {
        let blue = Color(red: 0, green: 0, blue: 1)
        #expect(Self.red.interpolated(to: blue, fraction: .nan) == Self.red)
        #expect(Self.red.interpolated(to: blue, fraction: .infinity) == blue)
    }
}
