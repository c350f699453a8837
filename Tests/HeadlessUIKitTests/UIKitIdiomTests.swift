import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// UIKit idioms, written as an app writes them, compiled against HeadlessUIKit and checked for what they do on iOS.
@MainActor
@Suite("UIKit idioms on the headless host")
struct UIKitIdiomTests {
    /// A window with a root controller, on a fresh host and manual clock.
    private func showing(_ root: UIViewController) -> (ManualClock, UIWindow) {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        clock.advance(by: 0.01)
        return (clock, window)
    }

    @Test("Xcode's template controller beside app types named like host types")
    func templateController() {
        let controller = ViewController()
        let (_, window) = showing(controller)
        defer { withExtendedLifetime(window) {} }
        #expect(controller.loaded)
        #expect(controller.view.backgroundColor == .systemBackground)
        #expect(controller.view.frame == UIScreen.main.bounds)
        // The app's own types keep their names.
        #expect(Scene().title == "Main")
        #expect(Transition.none == .none)
        #expect(Layer().name == "app layer")
    }

    @Test("view! and optional chaining on a controller's view")
    func forcedView() {
        HostEnvironment.install(clock: ManualClock())
        let controller = UIViewController()
        let root: UIView = controller.view!
        controller.view.alpha = 0.5
        controller.view?.tag = 7
        #expect(root.alpha == 0.5)
        #expect(root.viewWithTag(7) === root)
        #expect(controller.viewIfLoaded === root)
    }

    @Test("UIScreen.main.bounds is the host's screen, and UIWindow() fills it")
    func screen() {
        HostEnvironment.install(clock: ManualClock())
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.scale == 3)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1170, height: 2532))
        let host = HostEnvironment.install(clock: ManualClock())
        host.screen = UIScreen(size: CGSize(width: 1024, height: 1366), scale: 2)
        #expect(UIWindow().bounds.size == CGSize(width: 1024, height: 1366))
        #expect(UIViewController().view.bounds.size == CGSize(width: 1024, height: 1366))
    }

    @Test("A screen of a size that is not a number is reported and read as zero")
    func badScreen() {
        let host = HostEnvironment.install(clock: ManualClock())
        let screen = UIScreen(size: CGSize(width: CGFloat.nan, height: 1e308 * 10), scale: 0)
        #expect(screen.bounds == .zero)
        #expect(screen.scale == 1)
        #expect(host.diagnostics.codes == [.screenInvalidSize])
    }

    @Test("layer.cornerRadius, border, shadow and a 3D transform")
    func layerProperties() {
        HostEnvironment.install(clock: ManualClock())
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        card.layer.cornerRadius = 12
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.layer.masksToBounds = true
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.red.cgColor
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.layer.zPosition = 5
        #expect(card.layer.cornerRadius == 12)
        #expect(card.clipsToBounds)
        #expect(UIColor(cgColor: card.layer.borderColor!) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(card.layer.shadowOpacity == Float(0.3))
        // A quarter turn about y with perspective: the right edge (x = +100 from the centre) moves to x = 0 and
        // z = −100, and perspective −1/500 divides by 1 + 100/500.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let turned = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
        card.layer.transform = turned
        #expect(!CATransform3DIsAffine(turned))
        let edge = turned.apply(to: CGPoint(x: 100, y: 50))
        #expect(abs(edge.x - 0) < 1e-9)
        #expect(abs(edge.y - 50 / 1.2) < 1e-9)
    }

    @Test("CATransform3D functions compose as Core Animation's do")
    func transformFunctions() {
        // Translate(t, …) puts the translation before t: a point is moved, then scaled.
        let scale = CATransform3DMakeScale(2, 3, 1)
        let moved = CATransform3DTranslate(scale, 10, 0, 0)
        let point = moved.apply(to: CGPoint(x: 1, y: 1))
        #expect(point == CGPoint(x: 22, y: 3))
        #expect(CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), scale) == moved)
        #expect(CATransform3DIsIdentity(CATransform3DConcat(moved, CATransform3DInvert(moved))))
        #expect(CATransform3DEqualToTransform(CATransform3DMakeRotation(0.3, 0, 0, 0), CATransform3DIdentity))
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
    }

    @Test("view.transform is a CGAffineTransform, applied about the centre")
    func affineTransform() {
        HostEnvironment.install(clock: ManualClock())
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 2)
        // About the centre (150, 125): half the width and twice the height.
        #expect(view.frame == CGRect(x: 125, y: 75, width: 50, height: 100))
        view.transform = view.transform.concatenating(CGAffineTransform(translationX: 10, y: -5))
        #expect(view.frame == CGRect(x: 135, y: 70, width: 50, height: 100))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
    }

    @Test("== on views compares identity, and views go in sets")
    func viewEquality() {
        HostEnvironment.install(clock: ManualClock())
        let a = UIView(frame: .zero)
        let b = UIView(frame: .zero)
        let label = UILabel(frame: .zero)
        a.addSubview(b)
        #expect(b.superview == a)
        #expect(a != b)
        #expect(label as UIView != a)
        #expect(Set([a, b, a, label]).count == 3)
        let controller = UIViewController()
        #expect(controller == controller)
        #expect(controller != UIViewController())
    }

    @Test("hitTest(_:with:) overrides pass touches through, as a card's backdrop does")
    func hitTestOverride() {
        HostEnvironment.install(clock: ManualClock())
        final class PassThroughView: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let hit = super.hitTest(point, with: event)
                return hit == self ? nil : hit
            }
        }
        let window = UIWindow()
        let behind = UIView(frame: window.bounds)
        let overlay = PassThroughView(frame: window.bounds)
        let card = UIView(frame: CGRect(x: 0, y: 600, width: 390, height: 244))
        window.addSubview(behind)
        window.addSubview(overlay)
        overlay.addSubview(card)
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) == behind)
        #expect(window.hitTest(CGPoint(x: 100, y: 700), with: nil) == card)
        #expect(overlay.point(inside: CGPoint(x: 100, y: 100), with: nil))
    }

    @Test("A pan recognizer's handler receives the pan itself")
    func typedGestureHandler() throws {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let window = UIWindow()
        let panel = UIView(frame: window.bounds)
        window.addSubview(panel)
        var translations: [CGPoint] = []
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { pan in
            translations.append(pan.translation(in: pan.view))
            states.append(pan.state)
        }
        panel.addGestureRecognizer(pan)
        let edge = UIScreenEdgePanGestureRecognizer(handler: { edge in states.append(edge.state) })
        edge.edges = .left
        #expect(edge.edges == .left)
        let simulator = TouchSimulator(window: window, clock: clock)
        try simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 500), duration: 0.2)
        #expect(states.first == .began)
        #expect(states.last == .ended)
        // The last report is the whole drag: 100 points down.
        #expect(translations.last == CGPoint(x: 0, y: 100))
    }

    @Test("A pinch recognizer's handler receives the pinch, its scale and its velocity, as UIKit's")
    func typedPinchHandler() throws {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let window = UIWindow()
        let panel = UIView(frame: window.bounds)
        window.addSubview(panel)
        var reports: [(UIGestureRecognizer.State, CGFloat)] = []
        let pinch = UIPinchGestureRecognizer { pinch in reports.append((pinch.state, pinch.scale)) }
        panel.addGestureRecognizer(pinch)
        // Two fingers 200 points apart close to 50 in 0.25 s at 60 samples a second: 15 moves of 10 points.
        try TouchSimulator(window: window, clock: clock).pinch(
            center: CGPoint(x: 195, y: 400), from: 200, to: 50, duration: 0.25)
        #expect(reports.map(\.0) == [.began] + Array(repeating: .changed, count: 14) + [.ended])
        #expect(reports.last?.1 == 0.25)
    }

    @Test("UIColor's system colours, alpha and hue")
    func colours() {
        #expect(UIColor.systemBlue == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        #expect(UIColor.black.withAlphaComponent(0.4).alpha == 0.4)
        #expect(UIColor.white.withAlphaComponent(7).alpha == 1)
        // HSB (1/3, 1, 1) is pure green; (0, 0, 0.5) a mid grey.
        #expect(
            UIColor(hue: 1 / 3, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(UIColor(hue: 0, saturation: 0, brightness: 0.5, alpha: 1) == UIColor(white: 0.5, alpha: 1))
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(UIColor.systemOrange.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(red == 1 && green == 149 / 255 && blue == 0 && alpha == 1)
        var (hue, saturation, brightness): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
        UIColor(red: 0, green: 0, blue: 1, alpha: 1).getHue(
            &hue, saturation: &saturation, brightness: &brightness, alpha: nil)
        #expect(abs(hue - 2 / 3) < 1e-12 && saturation == 1 && brightness == 1)
    }

    @Test("UIButton(type:) with titles per state and a UIAction")
    func button() throws {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let window = UIWindow()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 190, height: 44)
        button.setTitle("Show", for: .normal)
        button.setTitleColor(.systemRed, for: .highlighted)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.addSubview(button)
        try TouchSimulator(window: window, clock: clock).tap(at: CGPoint(x: 150, y: 120))
        #expect(taps == 1)
        #expect(button.title(for: .normal) == "Show")
        #expect(button.titleColor(for: .highlighted) == .systemRed)
    }

    @Test("A circular reveal written with UIView.mask and UIView.animate")
    func circularRevealWithMask() throws {
        let controller = UIViewController()
        let (clock, window) = showing(controller)
        defer { withExtendedLifetime(window) {} }
        let details = UIView(frame: controller.view.bounds)
        details.backgroundColor = .systemBlue
        controller.view.addSubview(details)
        // A black circle of diameter 50 about (195, 425), growing to diameter 1000 about the same point.
        let circle = UIView(frame: CGRect(x: 170, y: 400, width: 50, height: 50))
        circle.backgroundColor = .black
        circle.layer.cornerRadius = 25
        details.mask = circle
        var finished = false
        UIView.animate(
            withDuration: 0.5, delay: 0, options: .curveLinear,
            animations: {
                circle.frame = CGRect(x: -305, y: -75, width: 1000, height: 1000)
                circle.layer.cornerRadius = 500
            },
            completion: { finished = $0 })
        #expect(circle.superview == nil && circle.window == nil && !details.subviews.contains(circle))
        clock.advance(by: 0.25)
        // Half way on a linear curve: diameter 525, radius 262.5, still about (195, 425).
        let shown = try #require(circle.layer.presentation())
        #expect(abs(shown.frame.width - 525) < 1e-9 && abs(shown.frame.midX - 195) < 1e-9)
        #expect(abs(shown.cornerRadius - 262.5) < 1e-9)
        #expect(details.maskOpacity(at: CGPoint(x: 195 + 262, y: 425)) == 1)
        #expect(details.maskOpacity(at: CGPoint(x: 195 + 263, y: 425)) == 0)
        // The mask does not take touches away: the masked-out corner still hits the details view.
        #expect(window.hitTest(CGPoint(x: 2, y: 2), with: nil) === details)
        clock.advance(by: 0.3)
        #expect(finished)
        details.mask = nil
        #expect(details.mask == nil)
    }
}
