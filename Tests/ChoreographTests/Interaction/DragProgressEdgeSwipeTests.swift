import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `DragProgress.startsAwayFromEdge`: a swipe towards an edge starts in the half of the view across from it, the
/// halves split at the middle of the bounds (worked by hand for a 390-point-wide view, middle x = 195).
@Suite("Drag progress: where an edge swipe starts")
struct DragProgressEdgeSwipeTests {
    private let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    @Test("A swipe back left to right starts in the left half; right to left in the right half")
    func swipeBackHalves() {
        let leftToRight = DragProgress(towards: .trailing, travel: 390)
        let rightToLeft = DragProgress(towards: .trailing, layoutDirection: .rightToLeft, travel: 390)
        #expect(leftToRight.startsAwayFromEdge(CGPoint(x: 2, y: 400), in: bounds))
        #expect(!leftToRight.startsAwayFromEdge(CGPoint(x: 388, y: 400), in: bounds))
        #expect(rightToLeft.startsAwayFromEdge(CGPoint(x: 388, y: 400), in: bounds))
        #expect(!rightToLeft.startsAwayFromEdge(CGPoint(x: 2, y: 400), in: bounds))
        // Just either side of the middle, and on it (neither half).
        #expect(leftToRight.startsAwayFromEdge(CGPoint(x: 194.5, y: 0), in: bounds))
        #expect(!leftToRight.startsAwayFromEdge(CGPoint(x: 195, y: 0), in: bounds))
        #expect(!rightToLeft.startsAwayFromEdge(CGPoint(x: 195, y: 0), in: bounds))
        #expect(rightToLeft.startsAwayFromEdge(CGPoint(x: 195.5, y: 0), in: bounds))
    }

    @Test("Vertical edges split the height; a bounds origin moves the middle; NaN is in neither half")
    func verticalOriginAndNaN() {
        let down = DragProgress(towards: .bottom, travel: 844)
        #expect(down.startsAwayFromEdge(CGPoint(x: 300, y: 10), in: bounds))
        #expect(!down.startsAwayFromEdge(CGPoint(x: 300, y: 830), in: bounds))
        // Bounds scrolled to x 100: the middle is at x 295.
        let shifted = CGRect(x: 100, y: 0, width: 390, height: 844)
        let back = DragProgress(towards: .right, travel: 390)
        #expect(back.startsAwayFromEdge(CGPoint(x: 250, y: 0), in: shifted))
        #expect(!back.startsAwayFromEdge(CGPoint(x: 300, y: 0), in: shifted))
        #expect(!back.startsAwayFromEdge(CGPoint(x: CGFloat.nan, y: 0), in: bounds))
    }

    @Test("From a pan's location and translation: the start is the location less the translation")
    func locationAndTranslation() {
        let rightToLeft = DragProgress(towards: .trailing, layoutDirection: .rightToLeft, travel: 390)
        // Now at x 300 after moving 85 left: it went down at x 385, in the right half.
        #expect(
            rightToLeft.startsAwayFromEdge(
                location: CGPoint(x: 300, y: 400), translation: CGPoint(x: -85, y: 0), in: bounds))
        // Now at x 300 after moving 290 right: it went down at x 10, in the left half.
        #expect(
            !rightToLeft.startsAwayFromEdge(
                location: CGPoint(x: 300, y: 400), translation: CGPoint(x: 290, y: 0), in: bounds))
    }
}
