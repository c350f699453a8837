import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Transition validator")
struct TransitionValidatorTests {
    private func codes(_ violations: [TransitionViolation]) -> Set<Diagnostic.Code> {
        Set(violations.map(\.code))
    }

    @Test("a correct cross-fade delegate validates clean in every mode of present and dismiss")
    func correctTransitioningDelegate() {
        let results = TransitionValidator().validate {
            TransitioningDelegateScenario(delegate: CrossFadeDelegate())
        }
        // Two operations, each in all six modes.
        #expect(results.count == 12)
        #expect(results.map(\.operation) == Array(repeating: .present, count: 6) + Array(repeating: .dismiss, count: 6))
        #expect(results.prefix(6).map(\.mode) == TransitionValidator.Mode.allCases)
        #expect(results.allSatisfy { $0.scenario == "transitioning-delegate" })
        #expect(results.flatMap(\.violations) == [])
    }

    @Test("correct navigation and tab bar delegates validate clean; a push is never cancelled")
    func correctNavigationAndTabDelegates() {
        let navigation = TransitionValidator().validate {
            NavigationDelegateScenario(delegate: CrossFadeNavigationDelegate())
        }
        // Push: five modes (no interactive cancel); pop: six.
        #expect(navigation.count == 11)
        #expect(!navigation.contains { $0.operation == .push && $0.mode == .interactiveCancelled })
        #expect(navigation.flatMap(\.violations) == [])
        let tabs = TransitionValidator().validate { TabBarDelegateScenario(delegate: CrossFadeTabDelegate()) }
        // A tab switch has no animated flag: five modes.
        #expect(tabs.map(\.mode) == TransitionValidator.Mode.allCases.filter { $0 != .notAnimated })
        #expect(tabs.flatMap(\.violations) == [])
    }

    @Test("the interactive modes make the transition interactive")
    func interactiveModesAreInteractive() {
        var delegates: [CrossFadeDelegate] = []
        _ = TransitionValidator(modes: [.interactiveFinished]).validate {
            let delegate = CrossFadeDelegate()
            delegates.append(delegate)
            return TransitioningDelegateScenario(delegate: delegate)
        }
        // The probe, then present (interactive), then present (settled) followed by dismiss (interactive).
        let animators = delegates.flatMap(\.animators)
        #expect(animators.count == 3)
        #expect(animators.map(\.sawInteractiveContext) == [true, false, true])
    }

    @Test("an animator that never completes: the host's transition.neverCompleted and the validator's neverSettled")
    func neverCompletes() {
        let violations = TransitionValidator(modes: [.animated], timeLimit: 3).violations {
            TransitioningDelegateScenario(delegate: CrossFadeDelegate(fault: .neverCompletes))
        }
        #expect(codes(violations).isSuperset(of: [.neverCompleted, .validationNeverSettled]))
        let present = violations.filter { $0.operation == .present }
        #expect(present.contains { $0.code == .validationNeverSettled && $0.mode == .animated })
    }

    @Test("an animator that completes a cancelled transition is caught only when cancelled")
    func alwaysCompletes() {
        let results = TransitionValidator().validate {
            TransitioningDelegateScenario(delegate: CrossFadeDelegate(fault: .alwaysCompletes))
        }
        let failing = results.filter { !$0.violations.isEmpty }
        #expect(failing.map(\.mode) == [.interactiveCancelled, .interactiveCancelled])
        #expect(failing.flatMap(\.violations).contains { $0.code == .completionMismatch })
    }

    @Test("an animator that leaves the incoming view transparent leaves a blank screen")
    func fadesToNothing() {
        let violations = TransitionValidator(modes: [.animated]).violations {
            TransitioningDelegateScenario(delegate: CrossFadeDelegate(fault: .fadesToNothing))
        }
        let blank = violations.filter { $0.code == .validationShownViewNotVisible }
        #expect(blank.map(\.operation) == [.present])
        #expect(
            blank.first?.message == "after transitioning-delegate present (animated) presented's view has alpha 0.0")
        // On a navigation stack and in a tab bar controller too.
        let pushed = TransitionValidator(modes: [.animated]).violations {
            NavigationDelegateScenario(delegate: CrossFadeNavigationDelegate(fault: .fadesToNothing))
        }
        #expect(pushed.contains { $0.code == .validationShownViewNotVisible && $0.operation == .push })
        let tabs = TransitionValidator(modes: [.animated]).violations {
            TabBarDelegateScenario(delegate: CrossFadeTabDelegate(fault: .fadesToNothing))
        }
        // The tab switched to was on screen at alpha 1 before, so the host's audit names the same fault as a view
        // left transparent.
        #expect(tabs.map(\.code) == [.auditViewLeftTransparent, .validationShownViewNotVisible])
    }

    @Test("out-of-range settings read as their defaults; the previous host is put back")
    func fallbacks() {
        let before = HostEnvironment.current
        let validator = TransitionValidator(
            modes: [.interactiveFinished], framesPerSecond: 0, timeLimit: .nan, interactiveProgress: 2)
        #expect(validator.violations { TransitioningDelegateScenario(delegate: CrossFadeDelegate()) } == [])
        #expect(HostEnvironment.current === before)
    }

    @Test("a validation scenario asked for an operation it does not perform reports it")
    func unsupportedOperation() {
        HostEnvironment.install(clock: ManualClock())
        let scenario = TransitioningDelegateScenario(delegate: CrossFadeDelegate())
        scenario.perform(.push)
        #expect(HostEnvironment.current.diagnostics.codes == [.validationUnsupportedOperation])
    }
}
