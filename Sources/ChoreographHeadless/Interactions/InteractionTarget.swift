import Foundation

/// What an interaction controller's gesture starts — a dismissal or a pop — held weakly, with the rules for starting
/// it that ``DragInteractionController`` and ``PinchInteractionController`` share.
@MainActor
struct InteractionTarget {
    private var dismissed: WeakController
    private(set) weak var navigation: NavigationController?

    init(_ action: DragInteractionController.Action) {
        switch action {
        case .dismiss(let controller): dismissed = WeakController(value: controller)
        case .pop(let navigation):
            dismissed = WeakController(value: nil)
            self.navigation = navigation
        }
    }

    /// The controller a dismissal dismisses; `nil` for a pop.
    var controller: ViewController? {
        dismissed.value
    }

    /// Whether the action can start now: no transition that involves the navigation controller runs and its stack
    /// holds more than one controller, or the controller is presented, neither being presented nor dismissed, and
    /// no running transition would make its dismissal wait (``ViewController/dismissalWaitReason(on:)``: one that
    /// involves it, its presenter or the controllers above it, or runs inside them). A transition elsewhere (another
    /// window) does not stop it, as it would not stop the pop or the dismissal
    /// (<doc:HostRules#Changes-while-a-transition-runs>).
    var mayStart: Bool {
        let host = HostEnvironment.current
        if let navigation {
            return navigation.viewControllers.count > 1 && navigation.transitionCoordinator == nil
                && navigation.runningTransitionHoldingStack == nil
        }
        guard let controller = dismissed.value, controller.presentingViewController != nil else {
            return false
        }
        return !controller.isBeingDismissed && !controller.isBeingPresented
            && controller.dismissalWaitReason(on: host) == nil
    }

    /// Starts the pop or the dismissal, animated; whether a transition started.
    func start() -> Bool {
        if let navigation {
            navigation.popViewController(animated: true)
            return navigation.transitionCoordinator != nil
        }
        guard let controller = dismissed.value else { return false }
        controller.dismiss(animated: true)
        return controller.isBeingDismissed
    }
}
