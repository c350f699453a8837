/// The library transitions of one navigation stack: the transition each controller was pushed with, so that popping
/// it later — by a call, a back button or a swipe — runs that transition's dismissing side, and the transition each
/// push or pop runs. Hosts keep one per navigation controller (the headless host's and the UIKit bridge's navigation
/// delegates do).
///
/// Controllers are held weakly: a controller gone from memory is forgotten.
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
    /// pushed with; `nil` when the change is the app's to animate. Operations other than push and pop get `nil`
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
        if let requested {
            if operation == .push {
                pushed.removeAll { $0.controller == nil || $0.controller === to }
                pushed.append(Pushed(controller: to, transition: requested))
            }
            return requested
        }
        return operation == .pop ? transition(for: from) : nil
    }
}
