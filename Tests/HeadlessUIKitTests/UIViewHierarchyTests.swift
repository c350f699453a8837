import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A view that logs the hierarchy calls UIKit makes on it.
private final class LoggingView: UIView {
    var log: [String] = []

    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        log.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        log.append("didMoveToSuperview \(superview == nil ? "nil" : "view")")
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        log.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        log.append("didMoveToWindow \(window == nil ? "nil" : "window")")
    }
}

@MainActor
@Suite("UIView hierarchy calls, safe area and tint")
struct UIViewHierarchyTests {
    @Test("Moving a view calls the superview and window hooks in UIKit's order; reordering calls none")
    func hooks() {
        HostEnvironment.install(clock: ManualClock())
        let window = UIWindow()
        let parent = UIView(frame: .zero)
        let view = LoggingView(frame: .zero)
        let child = LoggingView(frame: .zero)
        view.addSubview(child)
        #expect(child.log == ["willMove(toSuperview: view)", "didMoveToSuperview view"])
        child.log.removeAll()
        parent.addSubview(view)
        // Off screen: the superview changes, the window stays nil.
        #expect(view.log == ["willMove(toSuperview: view)", "didMoveToSuperview view"])
        window.addSubview(parent)
        // The whole subtree enters the window, top down; no superview changed for them.
        #expect(view.log.suffix(2) == ["willMove(toWindow: window)", "didMoveToWindow window"])
        #expect(child.log == ["willMove(toWindow: window)", "didMoveToWindow window"])
        let sibling = UIView(frame: .zero)
        parent.addSubview(sibling)
        view.log.removeAll()
        parent.bringSubviewToFront(view)
        #expect(view.log.isEmpty, "reordering is not a move")
        view.removeFromSuperview()
        #expect(
            view.log == [
                "willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToWindow nil",
                "didMoveToSuperview nil",
            ])
        view.log.removeAll()
        view.removeFromSuperview()
        #expect(view.log.isEmpty, "removing a view without a superview does nothing")
    }

    @Test("Safe area insets are zero, and the tint is inherited until set")
    func safeAreaAndTint() {
        HostEnvironment.install(clock: ManualClock())
        let window = UIWindow()
        let parent = UIView(frame: window.bounds)
        let child = UIView(frame: .zero)
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .systemPink
        #expect(child.tintColor == .systemPink)
        child.tintColor = .systemGreen
        #expect(child.tintColor == .systemGreen)
        child.tintColor = nil
        #expect(child.tintColor == .systemPink)
        #expect(child.isOpaque)
    }
}
