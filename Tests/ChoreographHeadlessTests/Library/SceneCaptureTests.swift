import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Capturing host views into scenes: geometry through containment, appearance, drawing order, content.
@MainActor
@Suite("Scene capture")
struct SceneCaptureTests {
    /// A window whose root is a tab bar controller; its first tab a navigation controller whose top controller holds a
    /// scrolled view (bounds origin (0, 40)) and, inside it, a child controller's view at (20, 100, 350, 300) scaled
    /// by 0.5 about its center, holding a `card` at (10, 20, 100, 50).
    private func scene() -> (Window, TabBarController, ViewController, View) {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let screen = ViewController(identifier: "screen")
        let navigation = NavigationController(rootViewController: screen, identifier: "nav")
        let tabs = TabBarController(identifier: "tabs")
        tabs.viewControllers = [navigation, ViewController(identifier: "other")]
        let window = Window()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        clock.advance(by: 0.1)
        let scroller = View(frame: screen.view.bounds, identifier: "scroller")
        scroller.bounds.origin = CGPoint(x: 0, y: 40)
        screen.view.addSubview(scroller)
        let child = ViewController(identifier: "child")
        screen.addChild(child)
        child.view.frame = CGRect(x: 20, y: 100, width: 350, height: 300)
        child.view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        scroller.addSubview(child.view)
        child.didMove(toParent: screen)
        let card = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50), identifier: "card")
        child.view.addSubview(card)
        return (window, tabs, screen, card)
    }

    @Test("An element's center, size and transform are in the container's coordinates through every container")
    func geometryThroughContainment() throws {
        let (window, tabs, _, card) = scene()
        defer { withExtendedLifetime(window) {} }
        card.layer.transform = Transform3D(scaleX: 2, y: 1)
        let captured = try ViewSceneCapture().captureScene(of: tabs.view, in: window)
        let element = try #require(captured.element(withIdentifier: "card"))
        // By hand: the card's center (60, 45) is (−115, −105) from the middle (175, 150) of the child's bounds; the
        // child's scale of 0.5 makes that (−57.5, −52.5) from its center (195, 250): (137.5, 197.5) in the
        // scroller's bounds, which start at y = 40: (137.5, 157.5) on screen.
        #expect(isClose(Double(element.center.x), 137.5, within: 1e-9))
        #expect(isClose(Double(element.center.y), 157.5, within: 1e-9))
        #expect(element.size == CGSize(width: 100, height: 50))
        // The card's own scale (2, 1) followed by the child's 0.5: (1, 0.5).
        #expect(isClose(Double(element.transform.m11), 1, within: 1e-9))
        #expect(isClose(Double(element.transform.m22), 0.5, within: 1e-9))
        #expect(isClose(Double(element.transform.m12), 0, within: 1e-9))
        #expect(element.transform.m41 == 0 && element.transform.m42 == 0)
        // The root is element 0, at the window's bounds, and every other element names its superview.
        #expect(captured.elements[0].frame == window.bounds)
        #expect(captured.frame == window.bounds)
        let index = try #require(captured.resolvedIndex(ofIdentifier: "card"))
        let parent = try #require(captured.elements[index].parent)
        #expect(captured.elements[parent].identifier == "child")
    }

    @Test("Captured in a container that is not the window, geometry is relative to the container")
    func relativeToContainer() throws {
        let (window, _, screen, card) = scene()
        defer { withExtendedLifetime(window) {} }
        let container = View(frame: CGRect(x: 30, y: 60, width: 200, height: 200))
        window.addSubview(container)
        let captured = try ViewSceneCapture().captureScene(of: screen.view, in: container)
        let element = try #require(captured.element(withIdentifier: "card"))
        #expect(isClose(Double(element.center.x), 137.5 - 30, within: 1e-9))
        #expect(isClose(Double(element.center.y), 157.5 - 60, within: 1e-9))
        #expect(captured.origin == CGPoint(x: -30, y: -60))
        // Untransformed containers: the card's own transform, exactly.
        #expect(isClose(Double(element.transform.m11), 0.5, within: 1e-9))
        _ = card
    }

    @Test("Appearance: opacity, corners, colours, border, shadow, z position, clipping, hidden, content")
    func appearance() throws {
        let (window, tabs, _, card) = scene()
        defer { withExtendedLifetime(window) {} }
        card.alpha = 0.5
        card.layer.cornerRadius = 8
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        card.backgroundColor = Color(red: 1, green: 0, blue: 0)
        card.layer.borderWidth = 2
        card.layer.borderColor = Color(red: 0, green: 0, blue: 1).cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.clipsToBounds = true
        let label = Label(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        label.identifier = "title"
        label.text = "Basil"
        card.addSubview(label)
        let hidden = View(frame: .zero, identifier: "hidden")
        hidden.isHidden = true
        card.addSubview(hidden)
        let element = try #require(
            try ViewSceneCapture().captureScene(of: tabs.view, in: window).element(withIdentifier: "card"))
        #expect(element.opacity == 0.5)
        #expect(element.cornerRadii == CornerRadii(topLeft: 8, topRight: 0, bottomRight: 8, bottomLeft: 0))
        #expect(element.backgroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(element.borderWidth == 2 && element.borderColor == Color(red: 0, green: 0, blue: 1))
        #expect(element.shadow.opacity == 0.5 && element.shadow.radius == 6)
        #expect(element.shadow.offset == CGSize(width: 0, height: 4) && element.shadow.color == .black)
        #expect(element.clipsToBounds && !element.isHidden && element.content == .none)
        let scene = try ViewSceneCapture().captureScene(of: card, in: window)
        #expect(scene.element(withIdentifier: "title")?.content == .text("Basil"))
        #expect(scene.element(withIdentifier: "hidden")?.isHidden == true)
        // A plain view: no border colour without a border, the shadow of a layer.
        let plain = try #require(scene.element(withIdentifier: "hidden"))
        #expect(plain.borderColor == nil && plain.shadow == .none && plain.backgroundColor == nil)
    }

    @Test("Siblings are listed by z position, subview order kept among equals")
    func drawingOrder() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), identifier: "root")
        let names = ["a", "b", "c", "d"]
        for name in names { root.addSubview(View(frame: .zero, identifier: name)) }
        root.subviews[0].layer.zPosition = 1  // a drawn last
        root.subviews[2].layer.zPosition = -1  // c drawn first
        let scene = try ViewSceneCapture().captureScene(of: root, in: root)
        #expect(scene.elements.map { $0.identifier ?? "" } == ["root", "c", "b", "d", "a"])
        #expect(scene.elements[4].zPosition == 1)
    }

    @Test("An image view's element names its image")
    func imageContent() throws {
        let image = ImageView(image: Image(name: "basil", size: CGSize(width: 10, height: 10)))
        image.identifier = "photo"
        let scene = try ViewSceneCapture().captureScene(of: image, in: image)
        #expect(scene.elements[0].content == .image(name: "basil"))
    }

    @Test("A view too far away for a scene is refused with the scene's error")
    func outOfRange() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(View(frame: CGRect(x: 2e9, y: 0, width: 1, height: 1), identifier: "far"))
        #expect(throws: SceneError.self) { try ViewSceneCapture().captureScene(of: root, in: root) }
    }
}
