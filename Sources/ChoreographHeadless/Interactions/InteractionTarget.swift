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

    /// Whether the action can start now: no transition runs, and the navigation stack holds more than one controller,
    /// or the controller is presented and neither being presented nor dismissed.
    var mayStart: Bool {
        guard HostEnvironment.current.runningTransitions.isEmpty else { return false }
        if let navigation {
            return navigation.viewControllers.count > 1 && navigation.transitionCoordinator == nil
        }
        guard let controller = dismissed.value else { return false }
        return controller.presentingViewController != nil && !controller.isBeingDismissed
            && !controller.isBeingPresented
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
