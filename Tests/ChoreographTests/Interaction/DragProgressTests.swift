import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `DragProgress` against numbers worked by hand: a drag of `d` points towards the edge over a travel of `t` points
/// contributes `d / t`, and `v` points per second towards it is `v / t` progress per second.
@Suite("Drag progress")
struct DragProgressTests {
    @Test("Towards the bottom, over 400 points: 100 points down is 0.25, 100 up is −0.25, sideways counts nothing")
    func bottom() {
        let drag = DragProgress(towards: .bottom, travel: 400)
        #expect(drag.edge == .bottom)
        #expect(drag.travel == 400)
        #expect(drag.contribution(translation: CGPoint(x: 30, y: 100)) == 0.25)
        #expect(drag.contribution(translation: CGPoint(x: 0, y: -100)) == -0.25)
        #expect(drag.contribution(translation: CGPoint(x: 500, y: 0)) == 0)
        #expect(drag.progressVelocity(CGPoint(x: 0, y: 800)) == 2)
        #expect(drag.progressVelocity(CGPoint(x: 0, y: -200)) == -0.5)
    }

    @Test("Each physical edge takes the component pointing its way")
    func physicalEdges() {
        let vector = CGPoint(x: -50, y: -100)
        // Towards the top: −y = 100; the left: −x = 50; the right: x = −50; the bottom: y = −100; over 200 points.
        #expect(DragProgress(towards: .top, travel: 200).contribution(translation: vector) == 0.5)
        #expect(DragProgress(towards: .left, travel: 200).contribution(translation: vector) == 0.25)
        #expect(DragProgress(towards: .right, travel: 200).contribution(translation: vector) == -0.25)
        #expect(DragProgress(towards: .bottom, travel: 200).contribution(translation: vector) == -0.5)
        #expect(DragProgress(towards: .top, travel: 200).component(of: vector) == 100)
    }

    @Test("Leading and trailing follow the layout direction: leading is the right edge right to left")
    func rightToLeft() {
        let leadingRTL = DragProgress(towards: .leading, layoutDirection: .rightToLeft, travel: 200)
        #expect(leadingRTL.edge == .right)
        #expect(leadingRTL.contribution(translation: CGPoint(x: 50, y: 0)) == 0.25)
        let leadingLTR = DragProgress(towards: .leading, travel: 200)
        #expect(leadingLTR.edge == .left)
        #expect(leadingLTR.contribution(translation: CGPoint(x: 50, y: 0)) == -0.25)
        let trailingRTL = DragProgress(towards: .trailing, layoutDirection: .rightToLeft, travel: 200)
        #expect(trailingRTL.edge == .left)
        #expect(trailingRTL.contribution(translation: CGPoint(x: -50, y: 0)) == 0.25)
        #expect(trailingRTL.progressVelocity(CGPoint(x: -300, y: 0)) == 1.5)
        #expect(DragProgress(towards: .top, layoutDirection: .rightToLeft, travel: 1).edge == .top)
    }

    @Test("The length along a move: the height towards the top or bottom, the width otherwise")
    func length() {
        let size = CGSize(width: 390, height: 844)
        #expect(DragProgress.length(of: size, towards: .bottom) == 844)
        #expect(DragProgress.length(of: size, towards: .top) == 844)
        #expect(DragProgress.length(of: size, towards: .left) == 390)
        #expect(DragProgress.length(of: size, towards: .trailing) == 390)
    }

    @Test("A travel that is not a finite number greater than 0 counts as 1 point; 1e308 is kept")
    func travelFallback() {
        for bad in [0, -5, Double.nan, .infinity, -.infinity] {
            let drag = DragProgress(towards: .bottom, travel: bad)
            #expect(drag.travel == 1, "travel \(bad)")
            #expect(drag.contribution(translation: CGPoint(x: 0, y: 3)) == 3)
        }
        #expect(DragProgress.fallbackTravel == 1)
        let huge = DragProgress(towards: .bottom, travel: 1e308)
        #expect(huge.travel == 1e308)
        #expect(huge.contribution(translation: CGPoint(x: 0, y: 1e308)) == 1)
    }

    @Test("A NaN translation gives NaN, an overflow gives an infinity; a velocity that is not finite counts as 0")
    func badInput() {
        let drag = DragProgress(towards: .bottom, travel: 0.5)
        #expect(drag.contribution(translation: CGPoint(x: 0, y: CGFloat.nan)).isNaN)
        // 1e308 / 0.5 = 2e308 overflows the largest Double, about 1.8e308.
        #expect(drag.contribution(translation: CGPoint(x: 0, y: 1e308)) == .infinity)
        #expect(drag.contribution(translation: CGPoint(x: 0, y: -1e308)) == -.infinity)
        #expect(drag.progressVelocity(CGPoint(x: 0, y: 1e308)) == 0)
        #expect(drag.progressVelocity(CGPoint(x: 0, y: CGFloat.infinity)) == 0)
        #expect(drag.progressVelocity(CGPoint(x: 0, y: CGFloat.nan)) == 0)
        #expect(DragProgress(towards: .bottom, travel: 1).progressVelocity(CGPoint(x: 0, y: 1e308)) == 1e308)
    }
}
