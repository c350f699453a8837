import Choreograph
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a plain view never sets is kept out of line, in a box made when one of it is first set: a plain view added
/// to a window, laid out, animated and read has none, and each of those properties reads its default without one and
/// what was set with one.
@MainActor
@Suite("A view's rarely set state")
struct ViewStorageExtrasTests {
    @Test("A plain view in a window, laid out, animated to its end and read has no box of rarely set state")
    func plainViewHasNoBox() {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let window = Window()
        let views = (0..<3).map { View(frame: CGRect(x: 10 * CGFloat($0), y: 0, width: 10, height: 10)) }
        for view in views { window.addSubview(view) }
        window.layoutIfNeeded()
        var finished = false
        View.animate(
            withDuration: 0.5,
            animations: {
                for view in views {
                    view.center = CGPoint(x: 100, y: 100)
                    view.alpha = 0.5
                    view.transform = CGAffineTransform(rotationAngle: .pi / 8)
                    view.layer.cornerRadius = 4
                }
            },
            completion: { finished = $0 })
        clock.advance(to: 0.25)
        for view in views {
            _ = view.presentation
            _ = view.layer.presentation()
            _ = window.hitTest(view.center, with: nil)
        }
        clock.advance(to: 0.5)
        #expect(finished)
        for view in views {
            #expect(view.extrasStorage == nil)
            // Read without a box, each property gives its default.
            #expect(view.tag == 0)
            #expect(view.snapshotOf == nil)
            #expect(view.mask == nil)
            #expect(view.gestureRecognizers.isEmpty)
            #expect(view.translatesAutoresizingMaskIntoConstraints)
            #expect(view.autoresizesSubviews)
            #expect(view.tintColor == .systemBlue)
            #expect(view.extrasStorage == nil)
        }
    }

    @Test("Each rarely set property reads back what was set, and setting it makes the box")
    func setValuesReadBack() {
        _ = freshHost()
        let parent = View(identifier: "parent")
        let view = View(identifier: "view")
        parent.addSubview(view)
        view.tag = 7
        #expect(view.extrasStorage != nil)
        #expect(view.tag == 7)
        #expect(parent.viewWithTag(7) === view)

        let tinted = View()
        parent.tintColor = .systemRed
        parent.addSubview(tinted)
        #expect(tinted.extrasStorage == nil)
        // Inherited from the superview, which holds it in its box.
        #expect(tinted.tintColor == .systemRed)

        let masked = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let mask = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        masked.mask = mask
        #expect(masked.mask === mask)
        #expect(mask.maskedView === masked)
        masked.mask = nil
        #expect(mask.maskedView == nil)

        let laidOut = View()
        laidOut.translatesAutoresizingMaskIntoConstraints = false
        laidOut.autoresizesSubviews = false
        #expect(laidOut.translatesAutoresizingMaskIntoConstraints == false)
        #expect(laidOut.autoresizesSubviews == false)

        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        #expect(view.gestureRecognizers.count == 1)
        #expect(view.gestureRecognizers.first === pan)
        view.removeGestureRecognizer(pan)
        #expect(view.gestureRecognizers.isEmpty)

        let snapshot = view.snapshotView(afterScreenUpdates: false)
        #expect(snapshot?.snapshotOf == "view")
    }

    @Test("A controller's root view knows its controller, and forgets it when the controller goes")
    func owningControllerIsWeak() {
        _ = freshHost()
        var controller: ViewController? = ViewController()
        let root = controller!.view!
        #expect(root.owningController === controller)
        controller = nil
        #expect(root.owningController == nil)
    }
}
