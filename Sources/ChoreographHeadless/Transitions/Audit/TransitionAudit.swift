import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The check a transition gets once it has ended — completed or cancelled, after its completion handlers have run:
/// what it left behind, each leftover reported as an `audit.…` diagnostic (<doc:TransitionAudit>).
///
/// It is made when the run gets its context, before the animator is asked anything, and pictures then the screens
/// of both sides, the container's subviews and the views the animator was given `nil` for; it samples, while the run
/// goes, whether a view the transition animates is covered; it notes snapshots of views never laid out; and once
/// the run is over it compares.
@MainActor
final class TransitionAudit {
    /// What a modal transition adds to what the context says.
    struct Modal {
        /// The presenting controller (the root of the presenting context).
        let presenter: ViewController
        /// Whether the presentation style keeps the presenting view on screen.
        let keepsPresenter: Bool
    }

    /// How the run ended, once it has.
    private struct Ending {
        let didComplete: Bool
        let insideAnimateTransition: Bool
    }

    let host: HostEnvironment
    let kind: TransitionRun.Kind
    let context: TransitionContext
    let modal: Modal?
    let duration: () -> TimeInterval
    let hasInteractor: Bool

    /// The "from" side's screen when the run started.
    let fromPicture: ViewPicture
    /// The "to" side's screen (its views as loaded) when the run started.
    let toPicture: ViewPicture
    /// The container's size when the run started: after a resize mid-run the host lays the views out again, so
    /// their frames are no longer compared with the start.
    private let containerSizeAtStart: CGSize
    /// The container's subviews when the run started (after a presentation controller's will-begin).
    private let containerAtStart: Set<ObjectIdentifier>
    /// The container's subviews just before the did-end callbacks: what those add is chrome, not a leftover.
    private var containerBeforeDidEnd: Set<ObjectIdentifier> = []
    /// For each side `view(forKey:)` gave `nil` for: its controller's view and that view's superview at the start.
    private var untouchable: [(view: View, superview: View?)] = []
    /// Whether the presenting view was in a window when the run started.
    private let presenterWasInWindow: Bool
    /// The number of animations the host had started when the run started.
    private let animationsAtStart: Int
    /// Snapshots taken during the run of views never laid out.
    private var unlaidSnapshots: [String] = []
    /// The coverage samples (<doc:TransitionAudit#Covered-views>).
    var coverage = CoverageSamples()
    private var ending: Ending?

    init(run: TransitionRun, context: TransitionContext, modal: Modal?) {
        host = run.host
        kind = run.kind
        self.context = context
        self.modal = modal
        duration = { [weak run] in run?.duration ?? 0 }
        hasInteractor = run.interactor != nil
        fromPicture = ViewPicture(of: context.from.viewIfLoaded)
        toPicture = ViewPicture(of: context.to.viewIfLoaded)
        containerAtStart = Set(context.containerView.subviews.map(ObjectIdentifier.init))
        containerSizeAtStart = context.containerView.bounds.size
        for key in TransitionContextKey.allCases where context.view(forKey: key) == nil {
            let controller = context.viewController(forKey: key)
            if let view = controller?.viewIfLoaded, view.superview != nil {
                untouchable.append((view, view.superview))
            }
        }
        presenterWasInWindow = modal?.presenter.viewIfLoaded?.window != nil
        animationsAtStart = host.log.count
        host.auditBook.remember(fromPicture, of: context.from)
    }

    // MARK: - While the run goes

    /// Notes a snapshot of `view`, which no layout pass has run on.
    func noteUnlaidSnapshot(of view: View) {
        let name = view.auditName
        if !unlaidSnapshots.contains(name) { unlaidSnapshots.append(name) }
    }

    /// `completeTransition` was called: notes how, and takes the last coverage sample.
    func transitionCompleting(_ didComplete: Bool, insideAnimateTransition: Bool) {
        ending = Ending(didComplete: didComplete, insideAnimateTransition: insideAnimateTransition)
        coverage.finish(self)
    }

    /// The did-end callbacks are next: what they add to the container is theirs.
    func didEndCallbacksBegin() {
        containerBeforeDidEnd = Set(context.containerView.subviews.map(ObjectIdentifier.init))
    }

    // MARK: - After the run

    /// Reports what the run left behind. With `screenChecks` false (a transition began while this one ended, and
    /// changed the screen) only what was found while the run went is reported.
    func report(screenChecks: Bool) {
        guard let ending else { return }
        reportContainerCast(ending)
        for name in unlaidSnapshots {
            host.diagnostics.report(
                .auditSnapshotOfUnlaidView,
                "a snapshot of \(name) was taken during a \(kind.rawValue) before the view was ever laid out: UIKit "
                    + "gives an empty snapshot; take it with afterScreenUpdates: true, or after the view is laid out")
        }
        // Coverage is judged only in a container that had an area and kept its size: a resize mid-run re-lays out
        // the screens, and in a container with no area nothing is seen at all.
        let steadyContainer =
            context.containerView.bounds.size == containerSizeAtStart && containerSizeAtStart.width > 0
            && containerSizeAtStart.height > 0
        for view in steadyContainer ? coverage.coveredThroughout() : [] {
            host.diagnostics.report(
                .auditViewCoveredThroughout,
                "\(view.auditName) was animated during a \(kind.rawValue) but an opaque view above it covered it "
                    + "for the whole run, so the animation was never seen: insert the covering view below it "
                    + "(insertSubview(_:belowSubview:)) or bring it to the front")
        }
        guard screenChecks, !(kind == .push && !ending.didComplete) else { return }
        reportScreenLeftChanged(didComplete: ending.didComplete)
        reportUntouchableMoved()
        reportPresenter(didComplete: ending.didComplete)
        reportContainerLeftovers()
        reportDeparted(didComplete: ending.didComplete)
    }

    /// A run completed at once, inside `animateTransition`, without any animation, though it was animated and had a
    /// duration, by an animator that read a container controller: the classic failed cast.
    private func reportContainerCast(_ ending: Ending) {
        guard ending.insideAnimateTransition, !hasInteractor, context.isAnimated, duration() > 0,
            host.log.count == animationsAtStart
        else { return }
        for key in TransitionContextKey.allCases where context.controllerKeysRead.contains(key) {
            guard let controller = context.viewController(forKey: key), Self.isContainer(controller) else { continue }
            host.diagnostics.report(
                .auditContainerCast,
                "the animator read viewController(forKey: .\(key.rawValue)), a \(type(of: controller)) "
                    + "(\(controller.traceName)), and completed the \(kind.rawValue) at once without animating: "
                    + "a cast of it to your own type fails; find the view you need without assuming the type")
            return
        }
    }

    /// Whether `controller` holds other controllers: a navigation or tab bar controller, or any parent.
    private static func isContainer(_ controller: ViewController) -> Bool {
        controller is NavigationController || controller is TabBarController || !controller.children.isEmpty
    }

    /// The screen now showing compared with how it looked before: views left hidden, transparent or transformed;
    /// after a cancelled interaction, anything not put back (<doc:TransitionAudit#The-screen-now-showing>).
    private func reportScreenLeftChanged(didComplete: Bool) {
        let showing = didComplete ? context.to : context.from
        guard let root = showing.viewIfLoaded, root.window != nil else { return }
        let baseline: ViewPicture
        if showing === context.from {
            baseline = fromPicture
        } else {
            baseline = host.auditBook.picture(of: showing) ?? toPicture
        }
        var changes: [(code: Diagnostic.Code, text: String)] = []
        collectChanges(in: root, against: baseline, into: &changes)
        if !didComplete, let view = context.fromView, let record = baseline.record(of: view),
            view.window != nil, !view.model.frame.isClose(to: record.frame),
            view.superview === context.containerView, context.containerView.bounds.size == containerSizeAtStart
        {
            changes.append((.auditCancelNotRestored, "\(view.auditName) at \(view.frame), not \(record.frame)"))
        }
        guard !changes.isEmpty else { return }
        if !didComplete, hasInteractor {
            host.diagnostics.report(
                .auditCancelNotRestored,
                "a cancelled interactive \(kind.rawValue) left \(showing.traceName)'s screen changed ("
                    + changes.prefix(3).map(\.text).joined(separator: "; ")
                    + (changes.count > 3 ? "; …" : "")
                    + "): the interaction controller's cancel must play the animations back to where they started")
            return
        }
        for change in changes where change.code != .auditCancelNotRestored {
            host.diagnostics.report(
                change.code,
                "after a \(didComplete ? "completed" : "cancelled") \(kind.rawValue), \(change.text) on "
                    + "\(showing.traceName)'s screen, which is now showing: restore it when the transition ends")
        }
    }

    /// Walks `view`'s subtree, skipping what is hidden, and collects each view left changed from `baseline`.
    private func collectChanges(
        in view: View, against baseline: ViewPicture, into changes: inout [(code: Diagnostic.Code, text: String)]
    ) {
        let record = baseline.record(of: view)
        if view.isHidden {
            if let record, !record.isHidden {
                changes.append((.auditViewLeftHidden, "\(view.auditName) is left hidden"))
            }
            return
        }
        if let record {
            if view.model.alpha < record.alpha - 0.01 {
                changes.append(
                    (
                        .auditViewLeftTransparent,
                        "\(view.auditName) is left at alpha \(view.model.alpha), not \(record.alpha)"
                    ))
            }
            if !view.model.transform.isClose(to: record.transform) {
                changes.append(
                    (.auditViewLeftTransformed, "\(view.auditName) is left with transform \(view.transform)"))
            }
        }
        for subview in view.subviews {
            collectChanges(in: subview, against: baseline, into: &changes)
        }
    }

    /// A view the animator was given `nil` for has another superview than it had.
    private func reportUntouchableMoved() {
        for (view, superview) in untouchable where view.superview !== superview {
            host.diagnostics.report(
                .auditNilViewTouched,
                "view(forKey:) was nil for \(view.auditName) during a \(kind.rawValue) (style "
                    + "\(context.presentationStyle)), but the animator moved it: leave it where the host keeps it")
        }
    }

    /// The presenting view: removed under a style that keeps it; left in the container by a cancelled dismissal.
    private func reportPresenter(didComplete: Bool) {
        guard let modal, let view = modal.presenter.viewIfLoaded else { return }
        if modal.keepsPresenter, presenterWasInWindow, view.window == nil {
            host.diagnostics.report(
                .auditPresenterRemoved,
                "after a \(kind.rawValue) under \(context.presentationStyle), which keeps the presenting view on "
                    + "screen, \(view.auditName) of \(modal.presenter.traceName) is out of the window: the window "
                    + "is blank; never add, move or remove a view view(forKey:) did not give")
        }
        if kind == .dismissal, !didComplete, !modal.keepsPresenter, view.isDescendant(of: context.containerView) {
            host.diagnostics.report(
                .auditPresenterLeftInContainer,
                "a cancelled dismissal left \(view.auditName), the presenting view the animator added, in the "
                    + "container: remove the to view when transitionWasCancelled")
        }
    }

    /// Views in the container that belong to neither controller: snapshots, and views added during the run.
    private func reportContainerLeftovers() {
        let container = context.containerView
        guard container.window != nil else { return }
        let own = [
            context.from.viewIfLoaded, context.to.viewIfLoaded, context.fromView, context.toView,
        ].compactMap { $0 }
        for view in container.subviews {
            guard !own.contains(where: { $0.isDescendant(of: view) }) else { continue }
            let id = ObjectIdentifier(view)
            if view.isSnapshot {
                host.diagnostics.report(
                    .auditSnapshotLeftInContainer,
                    "\(view.auditName) is still in the container after a \(kind.rawValue): remove the snapshots "
                        + "you add before calling completeTransition")
            } else if !containerAtStart.contains(id), containerBeforeDidEnd.contains(id) {
                host.diagnostics.report(
                    .auditForeignViewLeftInContainer,
                    "\(view.auditName), which belongs to neither \(context.from.traceName) nor "
                        + "\(context.to.traceName), was added to the container during a \(kind.rawValue) and left "
                        + "there: remove it before calling completeTransition")
            }
        }
    }

    /// The controller that left: its views must be off screen; it is watched for leaks.
    private func reportDeparted(didComplete: Bool) {
        let departed: ViewController
        let picture: ViewPicture
        switch (kind, didComplete) {
        case (.dismissal, true), (.pop, true), (.tabSwitch, true):
            (departed, picture) = (context.from, fromPicture)
        case (.presentation, false):
            (departed, picture) = (context.to, toPicture)
        default:
            return
        }
        let onScreen = picture.liveViews.filter { $0.window != nil }
        let top = onScreen.filter { view in !onScreen.contains { $0 !== view && view.isDescendant(of: $0) } }
        for view in top {
            host.diagnostics.report(
                .auditDismissedViewOnScreen,
                "\(view.auditName) of \(departed.traceName), which left the screen in a \(kind.rawValue), is "
                    + "still in a window: put back or remove the views you moved out of it")
        }
        if kind != .tabSwitch { host.auditBook.watch(departed, kind: kind.rawValue) }
    }
}
