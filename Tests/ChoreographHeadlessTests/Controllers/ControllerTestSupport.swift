import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A controller that notes, inside each callback, the state UIKit promises callers can read there.
@MainActor
final class ProbeController: ViewController {
    /// One note per callback: the callback's name and the flags as they read inside it.
    private(set) var notes: [String] = []
    var loadViewCount = 0
    var viewDidLoadCount = 0
    var layoutCount = 0
    var transitionSizes: [CGSize] = []

    private func note(_ callback: String) {
        let flags = "toParent=\(isMovingToParent) fromParent=\(isMovingFromParent)"
        notes.append("\(callback) \(flags) state=\(appearanceState.rawValue)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadCount += 1
    }

    override func loadView() {
        loadViewCount += 1
        super.loadView()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        note("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        note("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        note("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        note("viewDidDisappear")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutCount += 1
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitionSizes.append(size)
    }
}

/// Checks appearance sequences in a trace against UIKit's rules, independently of the host's state machine.
@MainActor
enum AppearanceRules {
    /// Where each subject's appearance callbacks left it, or a description of the first rule they broke.
    ///
    /// Allowed steps: disappeared –will-appear→ appearing; appearing –did-appear→ appeared; appeared
    /// –will-disappear→ disappearing; disappearing –did-disappear→ disappeared; a transition may turn back
    /// (appearing –will-disappear→ disappearing, disappearing –will-appear→ appearing) or be cancelled (appearing
    /// –did-disappear→ disappeared, disappearing –did-appear→ appeared). Anything else, such as two will-appears
    /// without a disappear between them, is a violation.
    static func check(_ trace: TraceLog) -> (states: [String: String], violations: [String]) {
        var states: [String: String] = [:]
        var violations: [String] = []
        for entry in trace.entries {
            let kind = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"].first {
                entry.event.hasPrefix($0 + "(")
            }
            guard let kind else { continue }
            let state = states[entry.subject] ?? "disappeared"
            let next: String? =
                switch (state, kind) {
                case ("disappeared", "viewWillAppear"), ("disappearing", "viewWillAppear"): "appearing"
                case ("appearing", "viewDidAppear"), ("disappearing", "viewDidAppear"): "appeared"
                case ("appeared", "viewWillDisappear"), ("appearing", "viewWillDisappear"): "disappearing"
                case ("disappearing", "viewDidDisappear"), ("appearing", "viewDidDisappear"): "disappeared"
                default: nil
                }
            if let next {
                states[entry.subject] = next
            } else {
                violations.append("\(entry.line) while \(state)")
            }
        }
        return (states, violations)
    }

    /// Whether every subject's callbacks follow the rules and none is left mid-transition.
    static func isBalanced(_ trace: TraceLog) -> Bool {
        let result = check(trace)
        return result.violations.isEmpty && result.states.values.allSatisfy { $0 == "appeared" || $0 == "disappeared" }
    }
}

/// Installs a fresh host (manual clock at 0, empty diagnostics and trace) and returns it.
@MainActor
@discardableResult
func installFreshHost() -> HostEnvironment {
    HostEnvironment.install(clock: ManualClock())
}

/// A navigation delegate that records what it is told.
@MainActor
final class RecordingNavigationDelegate: NavigationControllerDelegate {
    var calls: [String] = []

    func navigationController(
        _ navigationController: NavigationController,
        willShow viewController: ViewController,
        animated: Bool
    ) {
        calls.append("willShow \(viewController.traceName) stack=\(navigationController.viewControllers.count)")
    }

    func navigationController(
        _ navigationController: NavigationController,
        didShow viewController: ViewController,
        animated: Bool
    ) {
        calls.append("didShow \(viewController.traceName) stack=\(navigationController.viewControllers.count)")
    }
}
