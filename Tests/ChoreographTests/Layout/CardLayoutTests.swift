import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `CardLayout` against frames worked by hand: a card `h` points tall at the bottom of bounds `(x, y, W, H)` is at
/// `(x, y + H − h, W, h)`, at the top at `(x, y, W, h)`, and leaves over the distance from its far side to its edge.
@Suite("Card layout")
struct CardLayoutTests {
    let phone = CGRect(x: 0, y: 0, width: 390, height: 844)

    @Test("The defaults: 320 points at the bottom, no dimming")
    func defaults() {
        let layout = CardLayout()
        #expect(CardLayout.defaultHeight == 320)
        #expect(layout.height == 320)
        #expect(layout.edge == .bottom)
        #expect(layout.dimming == 0)
        #expect(CardLayout.Edge.top.transitionEdge == .top)
        #expect(CardLayout.Edge.bottom.transitionEdge == .bottom)
    }

    @Test("A 280-point card at the bottom of a phone: y = 844 − 280 = 564; it leaves over 280 points")
    func bottom() {
        let layout = CardLayout(height: 280)
        #expect(layout.frame(in: phone) == CGRect(x: 0, y: 564, width: 390, height: 280))
        #expect(layout.dismissalTravel(in: phone) == 280)
    }

    @Test("At the top of bounds at (10, 20): the card starts at y = 20 and leaves over 280 points")
    func topOffset() {
        let bounds = CGRect(x: 10, y: 20, width: 300, height: 600)
        let layout = CardLayout(height: 280, edge: .top)
        #expect(layout.frame(in: bounds) == CGRect(x: 10, y: 20, width: 300, height: 280))
        #expect(layout.dismissalTravel(in: bounds) == 280)
        // At the bottom of the same bounds: y = 20 + 600 − 280 = 340.
        #expect(CardLayout(height: 280).frame(in: bounds) == CGRect(x: 10, y: 340, width: 300, height: 280))
        #expect(CardLayout(height: 280).dismissalTravel(in: bounds) == 280)
    }

    @Test("A height that is NaN, ±infinity, 0 or negative reads as 320; a taller one as the container's height")
    func heightFallbacks() {
        for bad in [Double.nan, .infinity, -.infinity, 0, -1, -1e308] {
            let layout = CardLayout(height: bad)
            #expect(layout.effectiveHeight == 320, "height \(bad)")
            #expect(layout.frame(in: phone) == CGRect(x: 0, y: 524, width: 390, height: 320), "height \(bad)")
        }
        for tall in [900.0, 1e308] {
            #expect(CardLayout(height: tall).frame(in: phone) == phone, "height \(tall)")
            #expect(CardLayout(height: tall, edge: .top).dismissalTravel(in: phone) == 844)
        }
    }

    @Test("The dimming is clamped to 0...1 and reads as 0 when it is not finite")
    func dimming() {
        #expect(CardLayout(dimming: 0.2).effectiveDimming == 0.2)
        #expect(CardLayout(dimming: 3).effectiveDimming == 1)
        #expect(CardLayout(dimming: -0.5).effectiveDimming == 0)
        #expect(CardLayout(dimming: .nan).effectiveDimming == 0)
        #expect(CardLayout(dimming: .infinity).effectiveDimming == 0)
        #expect(CardLayout(dimming: 1e308).effectiveDimming == 1)
    }

    @Test("A container with a side that is not finite gives a zero frame and no travel; a flipped one is standardized")
    func badContainer() {
        let nanBounds = CGRect(x: 0, y: 0, width: 390, height: CGFloat.nan)
        #expect(CardLayout().frame(in: nanBounds) == .zero)
        #expect(CardLayout().dismissalTravel(in: nanBounds) == 0)
        #expect(CardLayout().frame(in: CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1)) == .zero)
        // (0, 844, 390, −844) is the phone's bounds, flipped.
        let flipped = CGRect(x: 0, y: 844, width: 390, height: -844)
        #expect(CardLayout(height: 280).frame(in: flipped) == CGRect(x: 0, y: 564, width: 390, height: 280))
    }

    @Test("The travel through each edge: from the screen's far side to that edge, never below 0")
    func travel() {
        let container = CGRect(x: 0, y: 0, width: 400, height: 800)
        let screen = CGRect(x: 100, y: 500, width: 200, height: 200)
        #expect(CardLayout.travel(of: screen, through: .top, in: container) == 700)
        #expect(CardLayout.travel(of: screen, through: .bottom, in: container) == 300)
        #expect(CardLayout.travel(of: screen, through: .left, in: container) == 300)
        #expect(CardLayout.travel(of: screen, through: .right, in: container) == 300)
        #expect(CardLayout.travel(of: screen, through: .leading, in: container) == 300)
        #expect(CardLayout.travel(of: screen, through: .trailing, in: container) == 300)
        // A screen already past the top edge has nothing left to travel through it.
        let gone = CGRect(x: 0, y: -300, width: 400, height: 200)
        #expect(CardLayout.travel(of: gone, through: .top, in: container) == 0)
        #expect(
            CardLayout.travel(of: CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1), through: .top, in: container) == 0)
    }
}
