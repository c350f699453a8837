import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A view that keeps one subview inset by 10 points in `layoutSubviews`.
@MainActor
private final class InsetView: View {
    let inner = View(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(inner)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        inner.frame = bounds.insetBy(dx: 10, dy: 10)
    }
}

@MainActor
@Suite("View.AnimationOptions")
struct AnimationOptionsTests {
    @Test("The options have UIKit's bit values; the curve is a two-bit field")
    func rawValues() {
        // UIViewAnimationOptions in UIKit's headers: layout 1 << 0, user interaction 1 << 1, current state 1 << 2,
        // curves 0, 1, 2 and 3 << 16.
        #expect(AnimationOptions.layoutSubviews.rawValue == 1)
        #expect(AnimationOptions.allowUserInteraction.rawValue == 2)
        #expect(AnimationOptions.beginFromCurrentState.rawValue == 4)
        #expect(AnimationOptions.curveEaseInOut.rawValue == 0)
        #expect(AnimationOptions.curveEaseIn.rawValue == 65_536)
        #expect(AnimationOptions.curveEaseOut.rawValue == 131_072)
        #expect(AnimationOptions.curveLinear.rawValue == 196_608)
        #expect(AnimationOptions([]).curve == .easeInOut)
        #expect(AnimationOptions([.allowUserInteraction, .curveEaseOut]).curve == .easeOut)
        #expect(AnimationOptions([.curveEaseIn, .curveEaseOut]).curve == .linear)
    }

    @Test("A view a block animates takes no touches until the animation ends, unless the block allows them")
    func userInteraction() {
        let (_, clock) = freshHost()
        let (window, box) = windowWithBox()
        let point = CGPoint(x: 50, y: 50)
        #expect(window.hitTest(point, with: nil) === box)
        View.animate(withDuration: 1) { box.alpha = 0.5 }
        #expect(window.hitTest(point, with: nil) === window)
        clock.advance(by: 0.5)
        #expect(window.hitTest(point, with: nil) === window)
        clock.advance(by: 0.6)
        #expect(window.hitTest(point, with: nil) === box)
        View.animate(withDuration: 1, delay: 0, options: .allowUserInteraction) { box.alpha = 1 }
        #expect(window.hitTest(point, with: nil) === box)
    }

    @Test("A property animator blocks touches only when its isUserInteractionEnabled is false")
    func animatorInteraction() {
        let (_, clock) = freshHost()
        let (window, box) = windowWithBox()
        let point = CGPoint(x: 50, y: 50)
        let animator = PropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0.5 }
        animator.startAnimation()
        #expect(window.hitTest(point, with: nil) === box)
        animator.isUserInteractionEnabled = false
        #expect(window.hitTest(point, with: nil) === window)
        clock.advance(by: 1.1)
        #expect(window.hitTest(point, with: nil) === box)
    }

    @Test("layoutSubviews animates the frames layoutSubviews sets; without it they jump")
    func layoutSubviews() {
        let (_, clock) = freshHost()
        let window = Window()
        let parent = InsetView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(parent)
        clock.advance(by: 0.01)
        #expect(parent.inner.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
        View.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear]) {
            parent.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        }
        clock.advance(by: 0.5)
        // Half way, linearly: the inner width is half way from 80 to 280.
        #expect(abs(parent.inner.presentation.bounds.width - 180) < 1e-9)
        clock.advance(by: 0.6)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        }
        clock.advance(by: 0.5)
        // Laid out by the next frame's pass, outside the animation: already at its end.
        #expect(parent.inner.presentation.bounds.width == 80)
    }
}
