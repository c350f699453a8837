import Choreograph
import Testing

/// A stand-in for a host's view controller.
private final class Controller {}

@Suite("Navigation transitions")
struct NavigationTransitionsTests {
    @Test("A push remembers its transition; popping that controller later runs it, whatever pops it")
    func pushThenPop() {
        var transitions = NavigationTransitions<Controller>()
        let list = Controller()
        let detail = Controller()
        let slide = Transition.slide(from: .right)
        #expect(transitions.transition(for: .push, from: list, to: detail, requested: slide)?.name == slide.name)
        #expect(transitions.transition(for: detail)?.name == slide.name)
        #expect(transitions.transition(for: list) == nil)
        #expect(transitions.transition(for: .pop, from: detail, to: list, requested: nil)?.name == slide.name)
    }

    @Test("Without a request, a push and the pop of a controller pushed otherwise are the app's to animate")
    func notRequested() {
        var transitions = NavigationTransitions<Controller>()
        let list = Controller()
        let detail = Controller()
        #expect(transitions.transition(for: .push, from: list, to: detail, requested: nil) == nil)
        #expect(transitions.transition(for: .pop, from: detail, to: list, requested: nil) == nil)
        #expect(transitions.transition(for: detail) == nil)
    }

    @Test("A requested pop runs the request and remembers nothing; pushing a controller again replaces its transition")
    func requestedPopAndRepush() {
        var transitions = NavigationTransitions<Controller>()
        let list = Controller()
        let detail = Controller()
        _ = transitions.transition(for: .push, from: list, to: detail, requested: .fade)
        #expect(
            transitions.transition(for: .pop, from: detail, to: list, requested: .zoom)?.name == Transition.zoom.name)
        #expect(transitions.transition(for: list) == nil)
        #expect(transitions.transition(for: detail)?.name == Transition.fade.name)
        _ = transitions.transition(for: .push, from: list, to: detail, requested: .zoom)
        #expect(transitions.transition(for: detail)?.name == Transition.zoom.name)
    }

    @Test("Controllers are held weakly: a pushed controller the app lets go of is freed")
    func weak() {
        var transitions = NavigationTransitions<Controller>()
        let list = Controller()
        var detail: Controller? = Controller()
        _ = transitions.transition(for: .push, from: list, to: detail!, requested: .fade)
        weak var gone = detail
        detail = nil
        #expect(gone == nil)
        #expect(transitions.transition(for: list) == nil)
    }

    @Test("A push without a request forgets what the controller was pushed with: its pop is the app's to animate")
    func plainPushForgets() {
        var transitions = NavigationTransitions<Controller>()
        let list = Controller()
        let detail = Controller()
        _ = transitions.transition(for: .push, from: list, to: detail, requested: .fade)
        #expect(transitions.transition(for: .push, from: list, to: detail, requested: nil) == nil)
        #expect(transitions.transition(for: detail) == nil)
        #expect(transitions.transition(for: .pop, from: detail, to: list, requested: nil) == nil)
    }

    @Test("forgetControllers(notIn:) keeps exactly the controllers of the stack, with their transitions")
    func forgetOutsideStack() {
        var transitions = NavigationTransitions<Controller>()
        let root = Controller()
        let middle = Controller()
        let top = Controller()
        _ = transitions.transition(for: .push, from: root, to: middle, requested: .fade)
        _ = transitions.transition(for: .push, from: middle, to: top, requested: .zoom)
        // A cancelled pop of the top: the stack is unchanged, nothing is forgotten.
        transitions.forgetControllers(notIn: [root, middle, top])
        #expect(transitions.transition(for: top)?.name == Transition.zoom.name)
        #expect(transitions.transition(for: middle)?.name == Transition.fade.name)
        // The middle controller removed: only it is forgotten.
        transitions.forgetControllers(notIn: [root, top])
        #expect(transitions.transition(for: middle) == nil)
        #expect(transitions.transition(for: top)?.name == Transition.zoom.name)
        #expect(transitions.transition(for: .pop, from: middle, to: root, requested: nil) == nil)
        // Popped to the root: everything is forgotten.
        transitions.forgetControllers(notIn: [root])
        #expect(transitions.transition(for: top) == nil)
    }
}
