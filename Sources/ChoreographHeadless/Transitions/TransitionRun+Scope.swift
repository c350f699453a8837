import Foundation

/// Which controllers a running transition involves: the refusals of stack changes, tab selections, presentations and
/// dismissals are scoped to them, as UIKit's are (<doc:HostRules#Changes-while-a-transition-runs>).
extension TransitionRun {
    /// Whether the run is a presentation or a dismissal.
    var isModal: Bool {
        kind == .presentation || kind == .dismissal
    }

    /// Whether this run involves `controller`: the controller takes part in it (the navigation
    /// controller of a push or pop and its old and new top, the tab bar controller of a tab switch and its old and
    /// new tab, the presenting and the presented controller of a presentation or dismissal), or is contained in a
    /// controller that does — the from or the to side. The navigation or tab bar controller of a push, pop or tab
    /// switch does not bring its other children in: a navigation controller in a third tab is not in a switch between
    /// the first two.
    func involves(_ controller: ViewController) -> Bool {
        if participants.contains(where: { $0 === controller }) { return true }
        var ancestor = controller.parent
        while let current = ancestor {
            if current !== container, participants.contains(where: { $0 === current }) { return true }
            ancestor = current.parent
        }
        return false
    }

    /// Whether a controller that takes part in this run is `controller` or contained in it, however deep: a push in
    /// a navigation controller inside `controller`'s screen.
    func takesPlace(within controller: ViewController) -> Bool {
        participants.contains { participant in
            var current: ViewController? = participant
            while let candidate = current {
                if candidate === controller { return true }
                current = candidate.parent
            }
            return false
        }
    }
}

extension HostEnvironment {
    /// The first running transition that involves `controller` (``TransitionRun/involves(_:)``); `nil` when none
    /// does, however many other transitions run.
    func runningTransition(involving controller: ViewController) -> TransitionRun? {
        runningTransitions.first { $0.involves(controller) }
    }

    /// The first running transition that takes place within `controller` (``TransitionRun/takesPlace(within:)``);
    /// `nil` when none does.
    func runningTransition(within controller: ViewController) -> TransitionRun? {
        runningTransitions.first { $0.takesPlace(within: controller) }
    }

}
