import Foundation

/// Modal presentation, as `UIViewController.present(_:animated:completion:)` and `dismiss(animated:completion:)`.
///
/// The presenting controller is the root of the presenter's containment (its navigation or tab controller, or the
/// window's root): the context's "from" controller may therefore be a container
/// (<doc:HostRules#Controllers-and-views>). Presenting while the presenting controller takes part in a running
/// transition (it is presenting, being presented or dismissed, or a push, pop or tab switch runs inside it), dismissing
/// while a controller of the chain it would dismiss takes part in one, presenting from a controller that is not in a
/// window, or presenting a controller that is already presented, is refused with a diagnostic and changes nothing. A
/// transition in another window, or one the controllers are not part of, does not stop either
/// (<doc:HostRules#Changes-while-a-transition-runs>).
extension ViewController {
    /// Presents `controller` modally in its ``modalPresentationStyle``.
    ///
    /// - Parameters:
    ///   - controller: The controller to present; it must not be on screen already.
    ///   - animated: Whether to animate; without animation the change is made at once (a `.custom` presentation
    ///     still calls its animator, with ``TransitionContext/isAnimated`` `false`;
    ///     <doc:HostRules#Transitions-without-animation>).
    ///   - completion: Called after the presentation completes. Default `nil`.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        if let refusal = presentationRefusal(of: controller) {
            return refuse(refusal.code, refusal.reason)
        }
        guard let window = viewIfLoaded?.window else { return }
        ModalTransition(
            presenting: controller, from: presentationContextRoot, source: self, window: window, animated: animated
        )
        .start(completion: completion)
    }

    /// Dismisses the controller this controller presents, or — when it presents none — the one presenting it
    /// dismisses it, as UIKit forwards the call.
    ///
    /// A controller that presents nothing and is not presented (nor inside a presented one) reports a diagnostic, and
    /// so does a dismissal asked for while the controller that would dismiss, the one it would dismiss, or one above
    /// it takes part in a running transition (<doc:HostRules#Changes-while-a-transition-runs>).
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let refusal = dismissalWaitReason(on: HostEnvironment.current) {
            return refuse(.dismissWhileTransitioning, refusal)
        }
        guard let target = dismissalTarget else {
            return refuse(.nothingPresented, "\(traceName) presents nothing and is not presented")
        }
        guard let record = target.presentationRecord, let presenter = target.presentingViewController else {
            return refuse(.nothingPresented, "\(target.traceName) has no presenter")
        }
        if let above = target.presentedViewController {
            above.dismissWithoutTransition()
        }
        ModalTransition(dismissing: target, presenter: presenter, record: record, animated: animated)
            .start(completion: completion)
    }

    /// The coordinator of the transition this controller, or one of its ancestors, takes part in; `nil` when none
    /// runs.
    public var transitionCoordinator: (any TransitionCoordinator)? {
        var controller: ViewController? = self
        while let current = controller {
            if let run = current.activeTransition, !run.isFinished { return run.coordinator }
            controller = current.parent
        }
        return nil
    }

    /// The presentation controller of the presentation that shows this controller, while it is presented.
    public var presentationController: PresentationController? {
        presentationRecord?.controller
    }

    // MARK: - Internal API

    /// Why a presentation of `controller` from this controller would be refused now — the diagnostic code and the
    /// reason — or `nil` when it would start: this controller is not in a window, the presenting controller (the root
    /// of this one's containment) takes part in a running transition, `controller` is on screen, has a parent or is
    /// this controller, or the presenting controller already presents one.
    func presentationRefusal(of controller: ViewController) -> (code: Diagnostic.Code, reason: String)? {
        guard viewIfLoaded?.window != nil else {
            return (.presentNotInWindow, "\(traceName) is not in a window")
        }
        if let refusal = Self.runningRefusal(of: [presentationContextRoot], on: HostEnvironment.current) {
            return (.presentWhileTransitioning, refusal)
        }
        guard controller.presentationRecord == nil, controller.parent == nil, controller !== self,
            controller.viewIfLoaded?.window == nil
        else {
            return (.alreadyPresented, "\(controller.traceName) is already on screen or has a parent")
        }
        let presenter = presentationContextRoot
        if let presented = presenter.presentedViewController {
            return (.alreadyPresenting, "\(presenter.traceName) already presents \(presented.traceName)")
        }
        return nil
    }

    /// The controller a presentation from this one starts from: the root of its containment.
    var presentationContextRoot: ViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    /// Removes this presented controller (and anything it presents) at once, without a transition, as UIKit does for
    /// the controllers above the one being dismissed.
    func dismissWithoutTransition() {
        if let above = presentedViewController { above.dismissWithoutTransition() }
        guard let record = presentationRecord, let presenter = presentingViewController else { return }
        beginAppearance(false, animated: false)
        record.controller.presentedView?.removeFromSuperview()
        record.container.removeFromSuperview()
        presenter.presentedViewController = nil
        presentingViewController = nil
        presentationRecord = nil
        endAppearance()
    }

    /// The controller a dismissal asked of this one dismisses: the one the root of its containment presents, or that
    /// root itself when it is presented; `nil` when neither.
    var dismissalTarget: ViewController? {
        let root = presentationContextRoot
        if let presented = root.presentedViewController { return presented }
        return root.presentationRecord != nil ? root : nil
    }

    /// Why a dismissal asked of this controller must wait for a running transition — the root of its containment,
    /// the presenting controller, the one dismissed or one above it takes part in one or contains a controller that
    /// does — or `nil` when none does. `dismiss(animated:completion:)` refuses with it, and a gesture that would
    /// dismiss (``DragInteractionController``, ``PinchInteractionController``) does not begin while it is not `nil`.
    func dismissalWaitReason(on host: HostEnvironment) -> String? {
        if let refusal = Self.runningRefusal(of: [presentationContextRoot], on: host) { return refusal }
        guard let target = dismissalTarget, let presenter = target.presentingViewController else { return nil }
        var chain = [presenter, target]
        while let above = chain.last?.presentedViewController { chain.append(above) }
        return Self.runningRefusal(of: chain, on: host)
    }

    /// Why a presentation or dismissal between `controllers` — roots of their containment — must wait: the first one
    /// that takes part in a running transition, or contains a controller that does (a push in its navigation
    /// controller, whose screens the presentation would capture mid-transition), named with the transition's kind;
    /// `nil` when none does. Transitions of other controllers (another window) do not count, as in UIKit.
    private static func runningRefusal(of controllers: [ViewController], on host: HostEnvironment) -> String? {
        for controller in controllers {
            for run in host.runningTransitions {
                guard let part = run.participants.first(where: { $0.presentationContextRoot === controller }) else {
                    continue
                }
                let role = part === controller ? "takes part in" : "contains \(part.traceName), which takes part in"
                return "\(controller.traceName) \(role) a running \(run.kind.rawValue) transition"
            }
        }
        return nil
    }

    private func refuse(_ code: Diagnostic.Code, _ reason: String) {
        HostEnvironment.current.diagnostics.report(
            code, "\(code.name.prefix { $0 != "." }) refused: \(reason); nothing changed")
    }
}
