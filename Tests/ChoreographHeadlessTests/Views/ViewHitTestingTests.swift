import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("View hit testing")
struct ViewHitTestingTests {
    private func scene() -> (Window, View, View, View) {
        let window = Window()
        let back = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), identifier: "back")
        let card = View(frame: CGRect(x: 0, y: 644, width: 390, height: 200), identifier: "card")
        let button = View(frame: CGRect(x: 10, y: 10, width: 50, height: 30), identifier: "button")
        window.addSubview(back)
        window.addSubview(card)
        card.addSubview(button)
        return (window, back, card, button)
    }

    @Test("The deepest front-most view under the point wins")
    func frontMostDeepest() {
        let (window, back, card, button) = scene()
        #expect(window.hitTest(CGPoint(x: 20, y: 660), with: nil) === button)
        #expect(window.hitTest(CGPoint(x: 200, y: 700), with: nil) === card)
        #expect(window.hitTest(CGPoint(x: 200, y: 100), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: -5, y: 100), with: nil) == nil)
    }

    @Test("Hidden, nearly transparent and non-interactive views are skipped with their subviews")
    func skippedViews() {
        let (window, back, card, button) = scene()
        card.isHidden = true
        #expect(window.hitTest(CGPoint(x: 20, y: 660), with: nil) === back)
        card.isHidden = false
        card.alpha = 0.009
        #expect(window.hitTest(CGPoint(x: 20, y: 660), with: nil) === back)
        card.alpha = 0.01
        #expect(window.hitTest(CGPoint(x: 20, y: 660), with: nil) === button)
        card.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 20, y: 660), with: nil) === back)
        card.isUserInteractionEnabled = true
        button.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 20, y: 660), with: nil) === card)
    }

    @Test("A subview sticking out of its parent's bounds gets no touches there, clipped or not")
    func outsideParentBounds() {
        let (window, back, card, _) = scene()
        let badge = View(frame: CGRect(x: 300, y: -20, width: 40, height: 40), identifier: "badge")
        card.addSubview(badge)
        #expect(window.hitTest(CGPoint(x: 320, y: 630), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 320, y: 650), with: nil) === badge)
    }

    @Test("Transforms move the touch area")
    func transformedTouchArea() {
        let (window, back, card, _) = scene()
        card.layer.transform = Transform3D(translationX: 0, y: -300)
        #expect(window.hitTest(CGPoint(x: 200, y: 400), with: nil) === card)
        #expect(window.hitTest(CGPoint(x: 200, y: 800), with: nil) === back)
    }
}
