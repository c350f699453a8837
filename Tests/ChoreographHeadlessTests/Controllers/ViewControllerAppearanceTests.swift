import Foundation
import Testing

@testable import ChoreographHeadless

@MainActor
@Suite("View controller appearance")
struct ViewControllerAppearanceTests {
    @Test("Begin and end run will then did, with the animated flag of the begin")
    func beginEnd() {
        let host = installFreshHost()
        let vc = ProbeController(identifier: "vc")
        vc.beginAppearanceTransition(true, animated: true)
        #expect(vc.appearanceState == .appearing)
        vc.endAppearanceTransition()
        #expect(vc.appearanceState == .appeared)
        vc.beginAppearanceTransition(false, animated: false)
        vc.endAppearanceTransition()
        #expect(vc.appearanceState == .disappeared)
        #expect(
            host.trace.lines(matching: "viewWill", "viewDid") == [
                "vc.viewWillAppear(animated: true)", "vc.viewDidAppear(animated: true)",
                "vc.viewWillDisappear(animated: false)", "vc.viewDidDisappear(animated: false)",
            ]
        )
        #expect(AppearanceRules.isBalanced(host.trace))
    }

    @Test("Redundant begins are ignored: never two will-appears without a disappear")
    func redundantBegins() {
        let host = installFreshHost()
        let vc = ViewController(identifier: "vc")
        vc.beginAppearanceTransition(false, animated: false)
        vc.beginAppearanceTransition(true, animated: false)
        vc.beginAppearanceTransition(true, animated: false)
        vc.endAppearanceTransition()
        vc.beginAppearanceTransition(true, animated: false)
        #expect(host.trace.events(of: "vc") == ["viewWillAppear(animated: false)", "viewDidAppear(animated: false)"])
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("An end without a begin is ignored and reported as unbalanced")
    func unbalancedEnd() {
        let host = installFreshHost()
        let vc = ViewController(identifier: "vc")
        vc.endAppearanceTransition()
        #expect(host.trace.entries.isEmpty)
        #expect(host.diagnostics.codes == [.unbalancedEndAppearanceTransition])
        #expect(host.diagnostics.entries[0].message.contains("state: disappeared"))
    }

    @Test("A transition can turn back half-way: will-disappear, will-appear, did-appear")
    func turnBack() {
        let host = installFreshHost()
        let vc = ViewController(identifier: "vc")
        vc.beginAppearanceTransition(true, animated: false)
        vc.endAppearanceTransition()
        vc.beginAppearanceTransition(false, animated: true)
        vc.beginAppearanceTransition(true, animated: true)
        vc.endAppearanceTransition()
        #expect(
            host.trace.events(of: "vc").suffix(3) == [
                "viewWillDisappear(animated: true)", "viewWillAppear(animated: true)", "viewDidAppear(animated: true)",
            ]
        )
        #expect(vc.appearanceState == .appeared)
        #expect(AppearanceRules.isBalanced(host.trace))
    }

    /// The rule: HostRules#Cancelled-pops-and-pushes.
    @Test("A cancelled disappearance is will-disappear then did-appear, as a cancelled pop")
    func cancelledDisappearance() {
        let host = installFreshHost()
        let top = ProbeController(identifier: "top")
        let back = ProbeController(identifier: "back")
        top.performAppearance(true, animated: false)
        top.beginAppearance(false, animated: true)
        back.beginAppearance(true, animated: true)
        top.cancelAppearance()
        back.cancelAppearance()
        #expect(
            host.trace.lines.suffix(4) == [
                "top.viewWillDisappear(animated: true)", "back.viewWillAppear(animated: true)",
                "top.viewDidAppear(animated: true)", "back.viewDidDisappear(animated: true)",
            ]
        )
        #expect(top.appearanceState == .appeared)
        #expect(back.appearanceState == .disappeared)
        #expect(AppearanceRules.isBalanced(host.trace))
        top.cancelAppearance()
        #expect(host.trace.entries.count == 6)
    }

    @Test("A parent forwards its appearance to the children whose views are inside its view, parent first")
    func automaticForwarding() {
        let host = installFreshHost()
        let parent = ViewController(identifier: "parent")
        let shown = ViewController(identifier: "shown")
        let offscreen = ViewController(identifier: "offscreen")
        parent.addChild(shown)
        parent.view.addSubview(shown.view)
        shown.didMove(toParent: parent)
        parent.addChild(offscreen)
        host.trace.removeAll()
        parent.beginAppearanceTransition(true, animated: true)
        parent.endAppearanceTransition()
        #expect(
            host.trace.lines == [
                "parent.viewWillAppear(animated: true)", "shown.viewWillAppear(animated: true)",
                "parent.viewDidAppear(animated: true)", "shown.viewDidAppear(animated: true)",
            ]
        )
        #expect(offscreen.appearanceState == .disappeared)
        #expect(!offscreen.isViewLoaded)
    }

    @Test("A container that forwards by hand drives its children itself")
    func manualForwarding() {
        let host = installFreshHost()
        final class Manual: ViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let parent = Manual(identifier: "parent")
        let child = ViewController(identifier: "child")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        let window = Window()
        window.rootViewController = parent
        window.makeKeyAndVisible()
        #expect(parent.appearanceState == .appeared)
        #expect(child.appearanceState == .disappeared)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(child.appearanceState == .appeared)
        #expect(AppearanceRules.isBalanced(host.trace))
    }

    @Test("A child whose view enters or leaves an on-screen parent appears or disappears, balanced")
    func childViewMovesInWindow() {
        let host = installFreshHost()
        let window = Window()
        let parent = ViewController(identifier: "parent")
        window.rootViewController = parent
        window.makeKeyAndVisible()
        let child = ViewController(identifier: "child")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        // The trace holds the calls the host makes; the container's own didMove(toParent:) call is not one.
        #expect(
            host.trace.events(of: "child").filter { !$0.hasPrefix("viewWillLayout") && !$0.hasPrefix("viewDidLayout") }
                == [
                    "willMove(toParent: parent)", "loadView()", "viewDidLoad()", "viewWillAppear(animated: false)",
                    "viewDidAppear(animated: false)",
                ]
        )
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            host.trace.events(of: "child").suffix(3) == [
                "viewWillDisappear(animated: false)", "viewDidDisappear(animated: false)", "didMove(toParent: nil)",
            ]
        )
        #expect(AppearanceRules.isBalanced(host.trace))
    }

    @Test("Moving an on-screen child's view within the window does not make it appear again")
    func moveWithinWindow() {
        let host = installFreshHost()
        let window = Window()
        let parent = ViewController(identifier: "parent")
        window.rootViewController = parent
        window.makeKeyAndVisible()
        let holder = View(identifier: "holder")
        parent.view.addSubview(holder)
        let child = ViewController(identifier: "child")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        host.trace.removeAll()
        holder.addSubview(child.view)
        parent.view.bringSubviewToFront(holder)
        #expect(host.trace.lines(matching: "viewWill", "viewDid").isEmpty)
        #expect(child.appearanceState == .appeared)
    }
}
