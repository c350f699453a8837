import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `View.mask`: outside the hierarchy, placed in the masked view's bounds coordinates, shaped by its rounded bounds
/// and alpha, animated like any view, and refused with a diagnostic where Core Animation leaves it undefined.
@MainActor
@Suite("View masks")
struct ViewMaskTests {
    /// A window with a `box` at (100, 200, 200, 100) and a circular mask of diameter 100 at (0, 0) on it.
    private func maskedBox() -> (ManualClock, Window, View, View) {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let window = Window(size: CGSize(width: 400, height: 800))
        let box = View(frame: CGRect(x: 100, y: 200, width: 200, height: 100), identifier: "box")
        window.addSubview(box)
        let mask = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), identifier: "mask")
        mask.backgroundColor = .black
        mask.layer.cornerRadius = 50
        box.mask = mask
        return (clock, window, box, mask)
    }

    @Test("The mask is not in the hierarchy: no superview, no window, not a subview")
    func notInHierarchy() {
        let (_, window, box, mask) = maskedBox()
        #expect(box.mask === mask)
        #expect(mask.superview == nil && mask.window == nil)
        #expect(!box.subviews.contains { $0 === mask })
        #expect(!window.subtree.contains { $0 === mask })
        #expect(window.view(withIdentifier: "mask") == nil)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("The mask's frame is in the masked view's bounds coordinates, whatever the view's place on screen")
    func boundsCoordinates() {
        let (_, _, box, mask) = maskedBox()
        mask.layer.cornerRadius = 0
        mask.frame = CGRect(x: 50, y: 0, width: 20, height: 20)
        #expect(box.maskOpacity(at: CGPoint(x: 60, y: 10)) == 1)
        #expect(box.maskOpacity(at: CGPoint(x: 10, y: 10)) == 0)
        // Scrolling the box's bounds moves its content, not the mask: the mask stays at bounds x 50…70.
        box.bounds.origin = CGPoint(x: 50, y: 0)
        #expect(box.maskOpacity(at: CGPoint(x: 60, y: 10)) == 1)
        #expect(box.maskOpacity(at: CGPoint(x: 110, y: 10)) == 0)
        // Moving the box on screen changes nothing either.
        box.center = CGPoint(x: 10, y: 10)
        #expect(box.maskOpacity(at: CGPoint(x: 69, y: 19)) == 1)
        #expect(box.maskOpacity(at: CGPoint(x: 71, y: 10)) == 0)
    }

    @Test("A corner radius of half the mask's size makes a circle; the alpha scales it; hidden shows nothing")
    func circleAndAlpha() {
        let (_, _, box, mask) = maskedBox()
        // Circle centred (50, 50), radius 50: (15, 15) is 49.5 from the centre, (14, 14) is 50.9.
        #expect(box.maskOpacity(at: CGPoint(x: 50, y: 50)) == 1)
        #expect(box.maskOpacity(at: CGPoint(x: 15, y: 15)) == 1)
        #expect(box.maskOpacity(at: CGPoint(x: 14, y: 14)) == 0)
        #expect(box.maskOpacity(at: CGPoint(x: 5, y: 5)) == 0)
        #expect(box.maskOpacity(at: CGPoint(x: 50, y: 0.5)) == 1)
        #expect(box.maskOpacity(at: CGPoint(x: 101, y: 50)) == 0)
        // A radius above half the size is clamped, as Core Animation clamps it: still the same circle.
        mask.layer.cornerRadius = 80
        #expect(box.maskOpacity(at: CGPoint(x: 15, y: 15)) == 1)
        #expect(box.maskOpacity(at: CGPoint(x: 14, y: 14)) == 0)
        mask.alpha = 0.4
        #expect(box.maskOpacity(at: CGPoint(x: 50, y: 50)) == 0.4)
        #expect(box.maskOpacity(at: CGPoint(x: 5, y: 5)) == 0)
        mask.isHidden = true
        #expect(box.maskOpacity(at: CGPoint(x: 50, y: 50)) == 0)
        box.mask = nil
        #expect(box.maskOpacity(at: CGPoint(x: 5, y: 5)) == 1)
    }

    @Test("A mask does not change hit testing: a point the mask hides still hits the view and its subviews")
    func hitTestingUnchanged() {
        let (_, window, box, _) = maskedBox()
        let child = View(frame: CGRect(x: 150, y: 0, width: 50, height: 50), identifier: "child")
        box.addSubview(child)
        // (180, 90) in the box is outside the mask's circle; so is the child.
        #expect(box.maskOpacity(at: CGPoint(x: 180, y: 90)) == 0)
        #expect(window.hitTest(CGPoint(x: 280, y: 290), with: nil) === box)
        #expect(window.hitTest(CGPoint(x: 275, y: 225), with: nil) === child)
        // The mask itself never receives touches: it is not in the hierarchy.
        #expect(window.hitTest(CGPoint(x: 150, y: 250), with: nil) === box)
    }

    @Test("A mask's frame, corner radius and alpha animate in a block; presentation values mid-flight")
    func animatesInBlock() {
        let (clock, window, box, mask) = maskedBox()
        defer { withExtendedLifetime(window) {} }
        View.animate(withDuration: 1) {
            mask.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            mask.layer.cornerRadius = 100
            mask.alpha = 0.5
        }
        clock.advance(by: 0.25)
        let p = easeInOut(0.25)
        let state = mask.presentation
        let side = 100 + 100 * p
        #expect(isClose(Double(state.frame.width), side, within: 1e-9))
        #expect(isClose(Double(state.center.x), 50 + 50 * p, within: 1e-9))
        #expect(isClose(Double(state.cornerRadii.topLeft), 50 + 50 * p, within: 1e-9))
        #expect(isClose(Double(state.alpha), 1 - 0.5 * p, within: 1e-9))
        // The model is already at the end; what shows is the presentation: a circle of radius side / 2.
        #expect(mask.frame.width == 200)
        let center = 50 + 50 * p
        let radius = side / 2
        let inside = CGPoint(
            x: center + (radius - 0.5) / 2.0.squareRoot(), y: center + (radius - 0.5) / 2.0.squareRoot())
        let outside = CGPoint(
            x: center + (radius + 0.5) / 2.0.squareRoot(), y: center + (radius + 0.5) / 2.0.squareRoot())
        #expect(isClose(Double(box.maskOpacity(at: inside)), 1 - 0.5 * p, within: 1e-9))
        #expect(box.maskOpacity(at: outside) == 0)
        clock.advance(by: 1)
        #expect(box.maskOpacity(at: CGPoint(x: 100, y: 100)) == 0.5)
    }

    @Test("A property animator drives a mask: fraction 0.3 on a linear animator shows 30% of the change")
    func animatesWithPropertyAnimator() {
        let (_, window, box, mask) = maskedBox()
        defer { withExtendedLifetime(window) {} }
        let animator = PropertyAnimator(duration: 1, curve: .linear) {
            mask.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        #expect(isClose(Double(mask.presentation.center.x), 50 + 0.3 * 100, within: 1e-9))
        #expect(box.maskOpacity(at: CGPoint(x: 125, y: 50)) == 1)
        #expect(box.maskOpacity(at: CGPoint(x: 132, y: 50)) == 0)
        animator.stopAnimation(true)
    }

    @Test("A view as its own mask, or an ancestor as its mask, is ignored with a diagnostic")
    func selfOrAncestor() {
        let (_, window, box, mask) = maskedBox()
        box.mask = box
        #expect(box.mask === mask)
        box.mask = window
        #expect(box.mask === mask && window.superview == nil)
        #expect(HostEnvironment.current.diagnostics.codes == [.maskSelfOrAncestor, .maskSelfOrAncestor])
    }

    @Test("A view in a hierarchy as a mask is ignored with a diagnostic; the view stays where it is")
    func inHierarchy() {
        let (_, window, box, mask) = maskedBox()
        let sibling = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(sibling)
        box.mask = sibling
        #expect(box.mask === mask && sibling.superview === window)
        #expect(HostEnvironment.current.diagnostics.codes == [.maskInHierarchy])
    }

    @Test("A mask given to a second view moves, and the first view has none; a mask cannot be added as a subview")
    func movesAndStaysOut() {
        let (_, window, box, mask) = maskedBox()
        let other = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(other)
        other.mask = mask
        #expect(other.mask === mask && box.mask == nil)
        window.addSubview(mask)
        #expect(mask.superview == nil && !window.subviews.contains { $0 === mask })
        #expect(HostEnvironment.current.diagnostics.codes == [.maskMovedFromOtherView, .maskAddedAsSubview])
        // Once it masks nothing, it is an ordinary view again.
        other.mask = nil
        window.addSubview(mask)
        #expect(mask.superview === window)
        #expect(HostEnvironment.current.diagnostics.codes.count == 2)
    }

    @Test("A snapshot keeps the mask, as what is on screen, outside the copy's hierarchy")
    func snapshotKeepsMask() throws {
        let (_, _, box, mask) = maskedBox()
        mask.frame = CGRect(x: 10, y: 20, width: 30, height: 30)
        let copy = box.snapshotView()
        let copiedMask = try #require(copy.mask)
        #expect(copiedMask !== mask && copiedMask.superview == nil)
        #expect(copiedMask.frame == CGRect(x: 10, y: 20, width: 30, height: 30))
        #expect(copy.maskOpacity(at: CGPoint(x: 25, y: 35)) == 1 && copy.maskOpacity(at: CGPoint(x: 5, y: 5)) == 0)
    }
}
