import Choreograph
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Auto Layout in the layout pass: conflicts, ambiguity, size changes, animation, and the order of callbacks.
@MainActor
@Suite("Auto Layout in the layout pass")
struct AutoLayoutPassTests {
    /// A card pinned at (20, 30) with a height constraint the tests change.
    private func card(in scene: LayoutScene) -> (View, LayoutConstraint) {
        let card = scene.constrained("card")
        let height = card.heightAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: 30),
            card.widthAnchor.constraint(equalToConstant: 200),
            height,
        ])
        scene.window.layoutIfNeeded()
        return (card, height)
    }

    @Test("A conflict is reported naming the broken constraint (the later one) and the view; it holds once freed")
    func conflict() {
        let scene = LayoutScene()
        let (card, _) = card(in: scene)
        let wider = card.widthAnchor.constraint(equalToConstant: 260)
        wider.identifier = "wider"
        wider.isActive = true
        scene.window.layoutIfNeeded()
        #expect(card.frame.width == 200)
        #expect(scene.host.diagnostics.codes == [.layoutUnsatisfiable])
        let message = scene.host.diagnostics.entries.first?.message ?? ""
        #expect(message.contains("broke wider: card.width == 260.0"), "\(message)")
        #expect(message.contains("card.width == 200.0"), "\(message)")
        #expect(message.contains("views: card"), "\(message)")
        // Another pass does not report it again; removing the other width lets it hold.
        scene.clock.advance(frames: 2)
        #expect(scene.host.diagnostics.codes == [.layoutUnsatisfiable])
        card.constraints.first { $0.firstAttribute == .width && $0 !== wider }?.isActive = false
        scene.window.layoutIfNeeded()
        #expect(card.frame.width == 260)
        #expect(scene.host.diagnostics.codes == [.layoutUnsatisfiable])
    }

    @Test("A view left to translate its mask conflicts with constraints that move it, as in UIKit")
    func forgottenTranslates() {
        let scene = LayoutScene()
        let badge = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10), identifier: "badge")
        scene.window.addSubview(badge)
        badge.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 50).isActive = true
        scene.window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(scene.host.diagnostics.codes == [.layoutUnsatisfiable])
    }

    @Test("An ambiguous layout is reported once, naming the view and what is undetermined")
    func ambiguous() {
        let scene = LayoutScene()
        let card = scene.constrained("card")
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
            card.topAnchor.constraint(equalTo: scene.window.topAnchor),
            card.widthAnchor.constraint(equalToConstant: 50),
        ])
        scene.window.layoutIfNeeded()
        #expect(scene.host.diagnostics.codes == [.layoutAmbiguous])
        #expect(scene.host.diagnostics.entries.first?.message.contains("card (height)") == true)
        #expect(card.hasAmbiguousLayout)
        scene.clock.advance(frames: 2)
        #expect(scene.host.diagnostics.codes == [.layoutAmbiguous])
        card.heightAnchor.constraint(equalToConstant: 20).isActive = true
        scene.window.layoutIfNeeded()
        #expect(!card.hasAmbiguousLayout)
        #expect(card.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(scene.host.diagnostics.codes == [.layoutAmbiguous])
        #expect(!scene.window.hasAmbiguousLayout)
    }

    @Test("A window size change re-solves: pinned edges follow the new size")
    func windowResize() {
        let scene = LayoutScene()
        let panel = scene.constrained("panel")
        let dot = scene.constrained("dot", in: panel)
        LayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 10),
            panel.trailingAnchor.constraint(equalTo: scene.window.trailingAnchor, constant: -10),
            panel.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: 10),
            panel.bottomAnchor.constraint(equalTo: scene.window.bottomAnchor, constant: -10),
            dot.centerXAnchor.constraint(equalTo: panel.centerXAnchor),
            dot.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
            dot.widthAnchor.constraint(equalToConstant: 20),
            dot.heightAnchor.constraint(equalTo: dot.widthAnchor),
        ])
        scene.clock.advance(frames: 1)
        #expect(panel.frame == CGRect(x: 10, y: 10, width: 370, height: 824))
        #expect(dot.frame == CGRect(x: 175, y: 402, width: 20, height: 20))
        scene.window.resize(to: CGSize(width: 844, height: 390))
        #expect(panel.frame == CGRect(x: 10, y: 10, width: 824, height: 370))
        #expect(dot.frame == CGRect(x: 402, y: 175, width: 20, height: 20))
        #expect(scene.host.diagnostics.entries.isEmpty)
    }

    @Test("A constant change inside View.animate animates the solved frame: halfway at half time on a linear curve")
    func animatedConstant() {
        let scene = LayoutScene()
        let (card, height) = card(in: scene)
        #expect(card.frame == CGRect(x: 20, y: 30, width: 200, height: 100))
        height.constant = 300
        View.animate(withDuration: 1, options: .curveLinear) {
            scene.window.layoutIfNeeded()
        }
        #expect(card.frame == CGRect(x: 20, y: 30, width: 200, height: 300))
        scene.clock.advance(by: 0.5)
        #expect(framesMatch(card.presentation.frame, CGRect(x: 20, y: 30, width: 200, height: 200)))
        scene.clock.advance(by: 0.6)
        #expect(card.presentation.frame == CGRect(x: 20, y: 30, width: 200, height: 300))
        #expect(scene.host.diagnostics.entries.isEmpty)
    }

    @Test("A constant changed outside an animation is laid out at the next frame, without animation")
    func constantAtNextFrame() {
        let scene = LayoutScene()
        let (card, height) = card(in: scene)
        height.constant = 40
        #expect(card.frame.height == 100)
        scene.clock.advance(frames: 1)
        #expect(card.frame == CGRect(x: 20, y: 30, width: 200, height: 40))
        #expect(!card.isAnimating)
    }

    final class Recorder: View {
        var seen: [CGRect] = []
        override func layoutSubviews() {
            super.layoutSubviews()
            seen.append(subviews.first?.frame ?? .null)
        }
    }

    final class Controller: ViewController {
        var seen: [CGRect] = []
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            seen.append(view.subviews.first?.frame ?? .null)
        }
    }

    @Test("layoutSubviews and viewDidLayoutSubviews see the solved frames of the subviews")
    func callbacksSeeSolvedFrames() {
        let scene = LayoutScene()
        let recorder = Recorder(frame: CGRect(x: 0, y: 0, width: 300, height: 300), identifier: "recorder")
        scene.window.addSubview(recorder)
        let child = scene.constrained("child", in: recorder)
        LayoutConstraint.activate([
            child.trailingAnchor.constraint(equalTo: recorder.trailingAnchor, constant: -5),
            child.bottomAnchor.constraint(equalTo: recorder.bottomAnchor, constant: -5),
            child.widthAnchor.constraint(equalToConstant: 40),
            child.heightAnchor.constraint(equalToConstant: 40),
        ])
        let controller = Controller(identifier: "controller")
        scene.window.rootViewController = controller
        scene.window.makeKeyAndVisible()
        let inner = scene.constrained("inner", in: controller.view)
        LayoutConstraint.activate([
            inner.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
            inner.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 90),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        scene.clock.advance(frames: 1)
        #expect(recorder.seen.last == CGRect(x: 255, y: 255, width: 40, height: 40))
        #expect(controller.seen.last == CGRect(x: 150, y: 0, width: 90, height: 10))
        #expect(scene.host.diagnostics.entries.isEmpty)
    }

    @Test("Autoresizing masks share a superview's growth among the flexible parts, in proportion to their sizes")
    func autoresizingMasks() {
        let scene = LayoutScene()
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100), identifier: "container")
        scene.window.addSubview(container)
        let stretchy = View(frame: CGRect(x: 10, y: 10, width: 50, height: 30), identifier: "stretchy")
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let floating = View(frame: CGRect(x: 20, y: 10, width: 100, height: 30), identifier: "floating")
        floating.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight]
        let fixed = View(frame: CGRect(x: 5, y: 5, width: 5, height: 5), identifier: "fixed")
        let solved = scene.constrained("solved", in: container)
        solved.autoresizingMask = .flexibleWidth
        solved.frame = CGRect(x: 1, y: 1, width: 1, height: 1)
        for view in [stretchy, floating, fixed] { container.addSubview(view) }
        #expect(stretchy.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(View().autoresizingMask == [])
        container.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        // Width +100, height +100, applied at once.
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 150, height: 130))
        // Margins 20 and 80 share +100 as 20 : 80; the top margin 10 and height 30 share +100 as 10 : 30.
        #expect(floating.frame == CGRect(x: 40, y: 35, width: 100, height: 105))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 5, height: 5))
        // A view solved by constraints ignores its mask.
        #expect(solved.frame == CGRect(x: 1, y: 1, width: 1, height: 1))
        container.autoresizesSubviews = false
        container.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        #expect(stretchy.frame.width == 150)
    }

    @Test("Views without constraints make no engine, report nothing and lay out as before")
    func noConstraintsNoEngine() {
        let scene = LayoutScene()
        let controller = ViewController(identifier: "root")
        scene.window.rootViewController = controller
        scene.window.makeKeyAndVisible()
        let plain = View(frame: CGRect(x: 3, y: 4, width: 5, height: 6), identifier: "plain")
        controller.view.addSubview(plain)
        scene.window.resize(to: CGSize(width: 500, height: 500))
        scene.clock.advance(frames: 3)
        #expect(scene.window.layout.engine == nil)
        #expect(plain.frame == CGRect(x: 3, y: 4, width: 5, height: 6))
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 500, height: 500))
        #expect(scene.host.diagnostics.entries.isEmpty)
    }
}
