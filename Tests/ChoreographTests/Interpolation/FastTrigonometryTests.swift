import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Fast sine and cosine")
struct FastTrigonometryTests {
    @Test func agreesWithTheCLibraryOnADenseRange() {
        var worst = 0.0
        for step in -200_000...200_000 {
            let x = Double(step) * 1e-4  // −20 ... 20
            let fast = FastTrigonometry.sineCosine(CGFloat(x))
            worst = max(worst, abs(Double(fast.sine) - sin(x)), abs(Double(fast.cosine) - cos(x)))
        }
        #expect(worst < 5e-16)
    }

    @Test func agreesAtQuadrantBoundariesAndLargeArguments() {
        var points: [Double] = []
        for k in -40...40 {
            let boundary = Double(k) * .pi / 4
            points += [boundary, boundary.nextUp, boundary.nextDown]
        }
        points += [1e-300, -1e-300, 0, -0.0, 12_345.678, -99_999.5, 1e5, 3e7, -1e12]
        for x in points {
            let fast = FastTrigonometry.sineCosine(CGFloat(x))
            let tolerance = 4e-16 * max(1, abs(x) / 1e3)
            #expect(abs(Double(fast.sine) - sin(x)) <= tolerance, "sin \(x)")
            #expect(abs(Double(fast.cosine) - cos(x)) <= tolerance, "cos \(x)")
        }
    }

    @Test func exactValuesAtZero() {
        let zero = FastTrigonometry.sineCosine(0)
        #expect(zero.sine == 0 && zero.cosine == 1)
    }

    @Test func nonFiniteArgumentsGiveNaN() {
        for x: CGFloat in [.nan, .infinity, -.infinity] {
            let result = FastTrigonometry.sineCosine(x)
            #expect(result.sine.isNaN && result.cosine.isNaN)
        }
    }
}
