import ChoreographHeadless
import ChoreographMistakes
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One ``ClassicMistake`` as a scenario: the source screen (``/ChoreographMistakes/SourceViewController``) in a
/// window, alone or as the root of a navigation controller (`nav`), showing a fresh
/// ``/ChoreographMistakes/DetailViewController`` through the mistake's animators.
///
/// Operations: ``/ChoreographHeadless/ScenarioOperation/present`` and
/// ``/ChoreographHeadless/ScenarioOperation/dismiss``, or ``/ChoreographHeadless/ScenarioOperation/push`` and
/// ``/ChoreographHeadless/ScenarioOperation/pop`` (``ClassicMistake/operations``); any other is reported as
/// `scenario.unsupportedOperation` and ignored.
///
/// - The detail is made afresh for each presentation or push and held weakly by the scenario, as an app holds a
///   screen it has let go: only the transition, and whatever the mistake keeps, keep it alive.
/// - For a mistake of an interactive dismissal (``ClassicMistake/dismissalDrag``), ``perform(_:)`` of the dismissal
///   plays a scripted drag on the host clock: the dismissal starts interactive, the drag reaches 30% over six
///   frames (``dragFrames``) and is let go two frames later, cancelled.
/// - Once a dismissal has ended and its completion handler has run, the scenario checks leaks
///   (``/ChoreographHeadless/HostEnvironment/reportLeaks()``) at the clock's next step, as a test would once its own
///   references are gone.
@MainActor
public final class MistakeScenario: Scenario {
    /// How a scripted dismissal drag drives the transition.
    public enum Drag: String, Hashable, Sendable {
        /// A ``/ChoreographHeadless/PercentDrivenInteractiveTransition``, updated and cancelled.
        case percentDriven
        /// A ``/ChoreographMistakes/DragDownDismissal``, the mistake's own interaction controller.
        case dragDown
    }

    /// The frames, at 60 per second, the scripted drag takes to reach ``dragProgress``: 6.
    public static let dragFrames = 6
    /// How far the scripted drag goes before it is let go and cancelled: 0.3.
    public static let dragProgress: CGFloat = 0.3

    /// The mistake run.
    public let mistake: ClassicMistake
    /// Whether the animators are the fixed ones.
    public let fixed: Bool
    /// ``ClassicMistake/scenarioName``, with `-fixed` appended when ``fixed``.
    public var name: String { fixed ? mistake.scenarioName + "-fixed" : mistake.scenarioName }
    /// ``ClassicMistake/summary``, with ` (fixed)` appended when ``fixed``.
    public var summary: String { fixed ? mistake.summary + " (fixed)" : mistake.summary }
    /// The window, showing ``source`` (or ``navigation``).
    public let window: Window
    /// ``ClassicMistake/operations``.
    public var operations: [ScenarioOperation] { mistake.operations }
    /// The source screen.
    public let source = SourceViewController()
    /// The navigation controller holding ``source``, when ``ClassicMistake/inNavigation``.
    public let navigation: NavigationController?
    /// The delegate vending the mistake's animators, held here (a controller holds its delegate weakly).
    public let transitioning: MistakeTransitioning
    /// The detail last presented or pushed, while something else keeps it alive.
    public private(set) weak var detail: DetailViewController?
    private let host: HostEnvironment

    /// Builds the mistake's window (390 × 844 by default) on the current host, the mistake made or (`fixed`, default
    /// `false`) fixed.
    public init(mistake: ClassicMistake, fixed: Bool = false, size: CGSize = Window.defaultSize) {
        self.mistake = mistake
        self.fixed = fixed
        host = HostEnvironment.current
        transitioning = mistake.transitioning(fixed: fixed)
        window = Window(size: size)
        if mistake.inNavigation {
            let navigation = NavigationController(rootViewController: source, identifier: "nav")
            self.navigation = navigation
            window.rootViewController = navigation
        } else {
            navigation = nil
            window.rootViewController = source
        }
        window.makeKeyAndVisible()
    }

    /// Starts `operation` with animation.
    public func perform(_ operation: ScenarioOperation) {
        guard operations.contains(operation) else { return reportUnsupported(operation) }
        switch operation {
        case .present:
            let detail = DetailViewController()
            self.detail = detail
            detail.modalPresentationStyle = mistake.style
            detail.transitioningDelegate = transitioning
            (navigation ?? source).present(detail, animated: true)
        case .dismiss:
            dismiss()
        case .push:
            let detail = DetailViewController()
            self.detail = detail
            navigation?.delegate = transitioning
            navigation?.pushViewController(detail, animated: true)
        case .pop:
            navigation?.popViewController(animated: true)
        case .selectTab:
            reportUnsupported(operation)
        }
    }

    private func dismiss() {
        let host = self.host
        let leakCheck = {
            host.clock.schedule(at: host.clock.now) { host.reportLeaks() }
        }
        guard let drag = mistake.dismissalDrag else {
            transitioning.dismissalInteraction = nil
            return source.dismiss(animated: true) { _ = leakCheck() }
        }
        let update: (CGFloat) -> Void
        let cancel: () -> Void
        switch drag {
        case .percentDriven:
            let interaction = PercentDrivenInteractiveTransition()
            transitioning.dismissalInteraction = interaction
            (update, cancel) = ({ interaction.update($0) }, { interaction.cancel() })
        case .dragDown:
            let interaction = DragDownDismissal(fixed: fixed)
            transitioning.dismissalInteraction = interaction
            (update, cancel) = ({ interaction.update($0) }, { interaction.cancel() })
        }
        source.dismiss(animated: true) { _ = leakCheck() }
        transitioning.dismissalInteraction = nil
        let start = host.clock.now
        let frame = 1.0 / 60
        for step in 1...Self.dragFrames {
            let progress = Self.dragProgress * CGFloat(step) / CGFloat(Self.dragFrames)
            host.clock.schedule(at: start + Double(step) * frame) { update(progress) }
        }
        host.clock.schedule(at: start + Double(Self.dragFrames + 2) * frame) { cancel() }
    }
}
