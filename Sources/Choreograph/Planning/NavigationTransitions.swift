/// The library transitions of one navigation stack: the transition each controller was pushed with, so that popping
/// it later — by a call, a back button or a swipe — runs that transition's dismissing side, and the transition each
/// push or pop runs. Hosts keep one per navigation controller (the headless host's and the UIKit bridge's navigation
/// delegates do).
///
/// The record follows the stack: a push without a library transition forgets what the pushed controller had, and the
/// host calls ``forgetControllers(notIn:)`` when a change of the stack completes, so a popped or removed controller
/// is forgotten while one whose pop was cancelled keeps its transition. Controllers are held weakly: a controller gone
/// from memory is forgotten.
public struct NavigationTransitions<Controller: AnyObject> {
    /// A controller held weakly, with the transition it was pushed with.
    private struct Pushed {
        weak var controller: Controller?
        let transition: Transition
    }

    private var pushed: [Pushed] = []

    /// An empty record.
    public init() {}

    /// The transition `controller` was pushed with, while this record remembers it; `nil` for one pushed otherwise.
    ///
    /// - Parameter controller: The controller.
    public mutating func transition(for controller: Controller) -> Transition? {
        pushed.removeAll { $0.controller == nil }
        return pushed.last { $0.controller === controller }?.transition
    }

    /// The transition a push or pop from `from` to `to` runs: `requested` when a one-line call asked for one (a push
    /// remembers it for `to`, replacing what `to` was pushed with before), else for a pop the transition `from` was
    /// pushed with; `nil` when the change is the app's to animate. A push without a request forgets what `to` was
    /// pushed with before: popping it is the app's to animate too. Operations other than push and pop get `nil`
    /// unless requested, and remember nothing.
    ///
    /// - Parameters:
    ///   - operation: The navigation change: ``TransitionOperation/push`` or ``TransitionOperation/pop``.
    ///   - from: The controller on top before the change.
    ///   - to: The controller on top after it.
    ///   - requested: The transition a one-line call asked for, if any.
    public mutating func transition(
        for operation: TransitionOperation, from: Controller, to: Controller, requested: Transition?
    ) -> Transition? {
        if operation == .push {
            pushed.removeAll { $0.controller == nil || $0.controller === to }
            if let requested { pushed.append(Pushed(controller: to, transition: requested)) }
        }
        if let requested { return requested }
        return operation == .pop ? transition(for: from) : nil
    }

    /// Forgets every controller that is not in `stack`: a host calls it when a change of its stack has completed (the
    /// navigation delegate's `didShow`), so a controller popped or removed is forgotten, and one whose interactive pop
    /// was cancelled — still in the stack — keeps its transition.
    ///
    /// - Parameter stack: The navigation stack now, bottom first.
    public mutating func forgetControllers(notIn stack: [Controller]) {
        pushed.removeAll { entry in
            guard let controller = entry.controller else { return true }
            return !stack.contains { $0 === controller }
        }
    }
}
