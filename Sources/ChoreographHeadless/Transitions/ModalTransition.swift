import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Builds and starts the transition of one presentation or dismissal, asking the delegates in UIKit's order
/// (<doc:HostRules#Presentations-and-dismissals>) and keeping UIKit's view and controller bookkeeping
/// (<doc:HostRules#Controllers-and-views>, <doc:HostRules#Frames>, <doc:HostRules#Cleaning-up>).
@MainActor
struct ModalTransition {
    private enum Direction {
        case presentation(source: ViewController, window: Window)
        case dismissal(record: PresentationRecord)
    }

    private let presented: ViewController
    private let presenter: ViewController
    private let direction: Direction
    private let animated: Bool

    /// A presentation of `presented` from `presenter` (the root of the presenting context), asked by `source`.
    init(
        presenting presented: ViewController, from presenter: ViewController, source: ViewController, window: Window,
        animated: Bool
    ) {
        self.presented = presented
        self.presenter = presenter
        direction = .presentation(source: source, window: window)
        self.animated = animated
    }

    /// A dismissal of `presented`, shown by `record`, back to `presenter`.
    init(dismissing presented: ViewController, presenter: ViewController, record: PresentationRecord, animated: Bool) {
        self.presented = presented
        self.presenter = presenter
        direction = .dismissal(record: record)
        self.animated = animated
    }

    func start(completion: (() -> Void)?) {
        switch direction {
        case .presentation(let source, let window): present(source: source, window: window, completion: completion)
        case .dismissal(let record): dismiss(record: record, completion: completion)
        }
    }

    // MARK: - Presentation

    private func present(source: ViewController, window: Window, completion: (() -> Void)?) {
        let host = HostEnvironment.current
        let delegate = liveDelegate() ?? presented.zoomCoordinator
        let zooms = delegate is ZoomTransitionCoordinator && presented.modalPresentationStyle == .automatic
        let style = zooms ? .fullScreen : presented.modalPresentationStyle.resolved
        let controller: PresentationController
        if style == .custom, let delegate {
            host.trace.record("transitioningDelegate", "presentationController(forPresented:presenting:source:)")
            controller =
                delegate.presentationController(forPresented: presented, presenting: presenter, source: source)
                ?? PresentationController(presentedViewController: presented, presenting: presenter)
        } else if style == .custom {
            controller = PresentationController(presentedViewController: presented, presenting: presenter)
        } else if let sheet = presented.sheetStorage, style == .pageSheet || style == .formSheet {
            sheet.presentingViewController = presenter
            controller = sheet
        } else {
            controller = StandardPresentationController(presentedViewController: presented, presenting: presenter)
        }
        controller.presentationStyle = style
        var animator: (any AnimatedTransitioning)?
        var interactor: (any InteractiveTransitioning)?
        if let delegate, animated || style == .custom {
            host.trace.record("transitioningDelegate", "animationController(forPresented:presenting:source:)")
            animator = delegate.animationController(forPresented: presented, presenting: presenter, source: source)
            if let animator {
                host.trace.record("transitioningDelegate", "interactionControllerForPresentation(using:)")
                interactor = delegate.interactionControllerForPresentation(using: animator)
            }
        }
        let container = PresentationContainerView(frame: window.bounds)
        container.identifier = "container"
        container.presentationController = controller
        window.addSubview(container)
        controller.containerView = container
        let startSizeChanges = container.sizeChanges
        let removesPresenter = controller.shouldRemovePresentersView
        let record = PresentationRecord(
            controller: controller,
            container: container,
            style: style,
            removesPresenter: removesPresenter
        )
        presented.presentationRecord = record
        presented.isBeingPresented = true
        // As in UIKit, the two controllers know each other from the moment the presentation starts; a cancelled
        // presentation forgets it again.
        presenter.presentedViewController = presented
        presented.presentingViewController = presenter
        presented.loadViewIfNeeded()

        let (presented, presenter, animated) = (self.presented, self.presenter, self.animated)
        var hooks = TransitionRun.Hooks()
        hooks.willBegin = {
            host.trace.record(TransitionRun.name(controller), "presentationTransitionWillBegin()")
            controller.presentationTransitionWillBegin()
        }
        hooks.cleanUp = { completed in
            if completed {
                Self.checkPresentedView(
                    controller, in: container, resized: container.sizeChanges != startSizeChanges, host: host)
                // Laid out at the next frame, with the transition over: what changed meanwhile (a rotation) is seen.
                container.setNeedsLayout()
                if removesPresenter { presenter.viewIfLoaded?.removeFromSuperview() }
            } else {
                presenter.presentedViewController = nil
                presented.presentingViewController = nil
                controller.presentedView?.removeFromSuperview()
                Self.restoreHome(of: presenter, record: record)
                container.removeFromSuperview()
                presented.presentationRecord = nil
            }
        }
        hooks.didEnd = { completed in
            host.trace.record(TransitionRun.name(controller), "presentationTransitionDidEnd(\(completed))")
            controller.presentationTransitionDidEnd(completed)
            presented.isBeingPresented = false
            Self.settleAppearance(of: [presented, presenter], completed: completed)
        }
        let run = TransitionRun(
            kind: .presentation,
            animator: animator ?? StandardModalAnimator(isPresenting: true),
            interactor: animated || style == .custom ? interactor : nil,
            participants: [presented, presenter],
            hooks: hooks,
            completion: completion
        )
        run.modalAudit = TransitionAudit.Modal(presenter: presenter, keepsPresenter: !removesPresenter)
        run.begin()
        presented.beginAppearance(true, animated: animated)
        if removesPresenter { presenter.beginAppearance(false, animated: animated) }
        host.trace.record(TransitionRun.name(controller), "presentedView")
        let presentedView = controller.presentedView
        var fromView: View?
        if removesPresenter, let view = presenter.viewIfLoaded {
            if let home = view.superview, let index = home.subviews.firstIndex(where: { $0 === view }) {
                record.presenterHome = (home, index)
            }
            let frame = view.superview == nil ? view.frame : view.convert(view.bounds, to: container)
            container.insertSubview(view, at: 0)
            view.frame = frame
            fromView = view
        }
        var initial: [ObjectIdentifier: CGRect] = [:]
        var final: [ObjectIdentifier: CGRect] = [
            ObjectIdentifier(presented): controller.frameOfPresentedViewInContainerView
        ]
        if let view = presenter.viewIfLoaded {
            let frame = view.superview === container ? view.frame : view.convert(view.bounds, to: container)
            initial[ObjectIdentifier(presenter)] = frame
            final[ObjectIdentifier(presenter)] = removesPresenter ? .zero : frame
        }
        let context = TransitionContext(
            container: container,
            from: presenter,
            to: presented,
            fromView: fromView,
            toView: presentedView,
            initialFrames: initial,
            finalFrames: final,
            isAnimated: animated,
            isInteractive: false,
            style: style
        )
        run.start(with: context)
    }

    // MARK: - Dismissal

    private func dismiss(record: PresentationRecord, completion: (() -> Void)?) {
        let host = HostEnvironment.current
        let controller = record.controller
        let container = record.container
        let delegate = liveDelegate() ?? presented.zoomCoordinator
        var animator: (any AnimatedTransitioning)?
        var interactor: (any InteractiveTransitioning)?
        if let delegate, animated || record.style == .custom {
            host.trace.record("transitioningDelegate", "animationController(forDismissed:)")
            animator = delegate.animationController(forDismissed: presented)
            if let animator {
                host.trace.record("transitioningDelegate", "interactionControllerForDismissal(using:)")
                interactor = delegate.interactionControllerForDismissal(using: animator)
            }
        }
        if interactor == nil, animated, let sheet = controller as? SheetPresentationController,
            let drag = sheet.pendingDismissal
        {
            // A sheet dismissed by its own drag: the drag drives the dismissal, on a linear slide that follows it.
            interactor = drag
            if animator == nil { animator = SheetDismissalAnimator(duration: sheet.settings.settleDuration) }
        }
        presented.isBeingDismissed = true
        let (presented, presenter, animated) = (self.presented, self.presenter, self.animated)
        let removesPresenter = record.removesPresenter
        var hooks = TransitionRun.Hooks()
        hooks.willBegin = {
            host.trace.record(TransitionRun.name(controller), "dismissalTransitionWillBegin()")
            controller.dismissalTransitionWillBegin()
        }
        hooks.cleanUp = { completed in
            guard completed else { return }
            controller.presentedView?.removeFromSuperview()
            presented.viewIfLoaded?.removeFromSuperview()
            if removesPresenter { Self.restoreHome(of: presenter, record: record) }
            container.removeFromSuperview()
            presenter.presentedViewController = nil
            presented.presentingViewController = nil
            presented.presentationRecord = nil
            presented.sheetStorage = nil
        }
        hooks.didEnd = { completed in
            host.trace.record(TransitionRun.name(controller), "dismissalTransitionDidEnd(\(completed))")
            controller.dismissalTransitionDidEnd(completed)
            presented.isBeingDismissed = false
            Self.settleAppearance(of: [presented, presenter], completed: completed)
        }
        let run = TransitionRun(
            kind: .dismissal,
            animator: animator ?? StandardModalAnimator(isPresenting: false),
            interactor: animated || record.style == .custom ? interactor : nil,
            participants: [presented, presenter],
            hooks: hooks,
            completion: completion
        )
        run.modalAudit = TransitionAudit.Modal(presenter: presenter, keepsPresenter: !removesPresenter)
        run.begin()
        presented.beginAppearance(false, animated: animated)
        if removesPresenter { presenter.beginAppearance(true, animated: animated) }
        host.trace.record(TransitionRun.name(controller), "presentedView")
        let fromView = controller.presentedView
        let toView = removesPresenter ? presenter.view : nil
        var initial: [ObjectIdentifier: CGRect] = [:]
        var final: [ObjectIdentifier: CGRect] = [:]
        if let fromView { initial[ObjectIdentifier(presented)] = fromView.frame }
        final[ObjectIdentifier(presented)] = .zero
        if removesPresenter {
            final[ObjectIdentifier(presenter)] =
                record.presenterHome.map { home in
                    home.superview.convert(Self.homeFrame(of: presenter, in: home.superview), to: container)
                } ?? container.bounds
        } else if let view = presenter.viewIfLoaded {
            let frame = view.convert(view.bounds, to: container)
            initial[ObjectIdentifier(presenter)] = frame
            final[ObjectIdentifier(presenter)] = frame
        }
        let context = TransitionContext(
            container: container,
            from: presented,
            to: presenter,
            fromView: fromView,
            toView: toView,
            initialFrames: initial,
            finalFrames: final,
            isAnimated: animated,
            isInteractive: false,
            style: record.style
        )
        run.start(with: context)
    }

    // MARK: - Helpers

    /// The presented controller's transitioning delegate; a delegate that was set and has been released is reported
    /// and means the standard transition.
    private func liveDelegate() -> (any TransitioningDelegate)? {
        if let delegate = presented.transitioningDelegate { return delegate }
        if presented.hadTransitioningDelegate {
            HostEnvironment.current.diagnostics.report(
                .delegateReleased,
                "\(presented.traceName).transitioningDelegate was released before the transition (it is held "
                    + "weakly): the standard transition runs instead"
            )
        }
        return nil
    }

    /// Ends the appearance transitions the run began: did-appear and did-disappear when it completed, the reverse
    /// (a cancelled transition) when not.
    private static func settleAppearance(of controllers: [ViewController], completed: Bool) {
        for controller in controllers {
            if completed { controller.endAppearance() } else { controller.cancelAppearance() }
        }
    }

    /// After a completed presentation: a presented view the animator never added is reported and added at its final
    /// frame, so the screen is not blank (<doc:HostRules#Contracts>); one left away from its final frame is reported,
    /// unless the container changed size meanwhile (`resized`, even when it came back to its size): the host moved the
    /// view then, and the container lays out again at the next frame.
    private static func checkPresentedView(
        _ controller: PresentationController, in container: View, resized: Bool, host: HostEnvironment
    ) {
        guard let view = controller.presentedView else { return }
        let final = controller.frameOfPresentedViewInContainerView
        guard view.isDescendant(of: container) else {
            host.diagnostics.report(
                .toViewNotAdded,
                "the animator completed a presentation without adding the presented view to the container "
                    + "(a blank screen in UIKit); the host added it at its final frame"
            )
            container.addSubview(view)
            view.frame = final
            return
        }
        if view.superview === container, view.transform.isIdentity, !resized,
            !view.frame.isClose(to: final)
        {
            host.diagnostics.report(
                .finalFrameNotSet, "the presented view ended at \(view.frame), not at finalFrame(for:) \(final)"
            )
        }
    }

    /// Puts the presenting view back where it was before a presentation took it off screen.
    private static func restoreHome(of presenter: ViewController, record: PresentationRecord) {
        guard record.removesPresenter, let view = presenter.viewIfLoaded, let home = record.presenterHome else {
            return
        }
        home.superview.insertSubview(view, at: home.index)
        view.frame = homeFrame(of: presenter, in: home.superview)
    }

    /// Where the presenting view belongs in `home`, the superview it had before a presentation took it off screen:
    /// the frame its own presentation gives it when it is itself presented there (a page sheet under a full-screen
    /// presentation comes back as a sheet), and `home`'s bounds otherwise (a window's root view). Computed when it
    /// is needed, so a size change meanwhile is taken into account.
    private static func homeFrame(of presenter: ViewController, in home: View) -> CGRect {
        if let own = presenter.presentationRecord, own.container === home,
            own.controller.presentedView === presenter.viewIfLoaded
        {
            return own.controller.frameOfPresentedViewInContainerView
        }
        return home.bounds
    }
}
