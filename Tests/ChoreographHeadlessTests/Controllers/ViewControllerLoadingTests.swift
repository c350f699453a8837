import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("View controller loading")
struct ViewControllerLoadingTests {
    @Test("The view loads on first read, once: loadView then viewDidLoad")
    func lazyLoading() {
        let host = installFreshHost()
        let controller = ProbeController(identifier: "vc")
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.loadViewCount == 0)
        let first: View = controller.view
        let second: View = controller.view
        controller.loadViewIfNeeded()
        #expect(first === second)
        #expect(controller.isViewLoaded)
        #expect(controller.loadViewCount == 1)
        #expect(controller.viewDidLoadCount == 1)
        #expect(host.trace.lines == ["vc.loadView()", "vc.viewDidLoad()"])
    }

    @Test("The default view is a plain view of the default screen size named after the controller")
    func defaultView() {
        installFreshHost()
        let controller = ViewController(identifier: "first")
        #expect(controller.view.bounds.size == CGSize(width: 390, height: 844))
        #expect(controller.view.identifier == "first")
        #expect(controller.view.subviews.isEmpty)
        #expect(controller.traceName == "first")
        #expect(ViewController().traceName == "ViewController")
    }

    @Test("loadViewIfNeeded loads without reading the view; a custom loadView's view is kept")
    func customLoadView() {
        let host = installFreshHost()
        final class Custom: ViewController {
            override func loadView() {
                view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 20), identifier: "custom")
            }
        }
        let controller = Custom(identifier: "c")
        controller.loadViewIfNeeded()
        #expect(controller.viewIfLoaded?.identifier == "custom")
        #expect(controller.view.bounds.size == CGSize(width: 10, height: 20))
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A loadView that assigns nothing gets the default view and a diagnostic")
    func loadViewWithoutView() {
        let host = installFreshHost()
        final class Forgetful: ViewController {
            override func loadView() {}
        }
        let controller = Forgetful(identifier: "f")
        #expect(controller.view.bounds.size == Window.defaultSize)
        #expect(host.diagnostics.codes == [.loadViewAssignedNoView])
        #expect(host.diagnostics.entries[0].severity == Diagnostic.Severity.programmerError)
        #expect(host.diagnostics.entries[0].message.contains("f.loadView()"))
    }

    @Test("Reading the view inside loadView does not recurse: default view, diagnostic, then the assigned view")
    func viewReadInsideLoadView() {
        let host = installFreshHost()
        final class Reader: ViewController {
            var sizeSeen: CGSize?
            override func loadView() {
                sizeSeen = view.bounds.size
                view = View(identifier: "late")
            }
        }
        let controller = Reader(identifier: "r")
        #expect(controller.view.identifier == "late")
        #expect(controller.sizeSeen == Window.defaultSize)
        #expect(host.diagnostics.codes == [.viewReadDuringLoadView])
    }

    @Test("A view that is another controller's view is refused")
    func viewOwnedByAnother() {
        let host = installFreshHost()
        let owner = ViewController(identifier: "owner")
        let thief = ViewController(identifier: "thief")
        let shared: View = owner.view
        thief.view = shared
        #expect(!thief.isViewLoaded)
        #expect(owner.view === shared)
        #expect(host.diagnostics.codes == [.viewOwnedByAnotherController])
        let replacement = View(identifier: "replacement")
        owner.view = replacement
        thief.view = shared
        #expect(thief.view === shared)
        #expect(host.diagnostics.codes.count == 1)
    }

    @Test("viewWillLayoutSubviews and viewDidLayoutSubviews wrap the view's layoutSubviews, once per layout pass")
    func layoutCallbacks() {
        let host = installFreshHost()
        final class TracedView: View {
            override func layoutSubviews() {
                super.layoutSubviews()
                HostEnvironment.current.trace.record("view", "layoutSubviews()")
            }
        }
        final class Custom: ViewController {
            override func loadView() {
                view = TracedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            }
        }
        let controller = Custom(identifier: "vc")
        controller.view.layoutIfNeeded()
        controller.view.layoutIfNeeded()
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        controller.view.layoutIfNeeded()
        let pass = ["vc.viewWillLayoutSubviews()", "view.layoutSubviews()", "vc.viewDidLayoutSubviews()"]
        #expect(host.trace.lines(matching: "viewWillLayout", "layoutSubviews", "viewDidLayout") == pass + pass)
    }

    @Test("A child's preferred content size change tells its parent once per change")
    func preferredContentSize() {
        installFreshHost()
        final class Parent: ViewController {
            var changes: [CGSize] = []
            override func preferredContentSizeDidChange(forChildContentContainer child: ViewController) {
                changes.append(child.preferredContentSize)
            }
        }
        let parent = Parent()
        let child = ViewController()
        #expect(child.preferredContentSize == .zero)
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        #expect(parent.changes == [CGSize(width: 300, height: 200)])
    }

    @Test("Presentation settings default as documented; automatic resolves to a page sheet")
    func presentationDefaults() {
        installFreshHost()
        let controller = ViewController()
        #expect(controller.modalPresentationStyle == .automatic)
        #expect(controller.modalPresentationStyle.resolved == .pageSheet)
        #expect(ModalPresentationStyle.custom.resolved == .custom)
        #expect(controller.transitioningDelegate == nil)
        #expect(controller.presentedViewController == nil)
        #expect(controller.presentingViewController == nil)
        #expect(!controller.isBeingPresented && !controller.isBeingDismissed)
        #expect(!controller.isMovingToParent && !controller.isMovingFromParent)
        #expect(controller.title == nil)
        #expect(controller.shouldAutomaticallyForwardAppearanceMethods)
        #expect(controller.appearanceState == .disappeared)
    }

    @Test("The transitioning delegate is held weakly")
    func weakTransitioningDelegate() {
        installFreshHost()
        final class Delegate: TransitioningDelegate {}
        let controller = ViewController()
        var delegate: Delegate? = Delegate()
        controller.transitioningDelegate = delegate
        #expect(controller.transitioningDelegate === delegate)
        delegate = nil
        #expect(controller.transitioningDelegate == nil)
    }
}
