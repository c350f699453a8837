/// The appearance state machine: which callbacks run, when, and who else hears about them.
///
/// Rules, following UIKit:
/// - a will-appear runs only from disappeared or disappearing; a will-disappear only from appeared or appearing;
///   any other begin is redundant and ignored;
/// - an end finishes the transition in progress with the matching did-callback and the same `animated` flag;
/// - a cancelled interactive pop reverses both transitions with a whole opposite one
///   (<doc:HostRules#Cancelled-pops-and-pushes>): a controller that was appearing gets will-disappear and
///   did-disappear, one that was disappearing gets will-appear and did-appear (``reverseAppearance(animated:)``);
/// - a cancelled modal or tab transition returns to where the transition started with the did-callback of the
///   state it returns to: a will-disappear followed by did-appear, or a will-appear followed by did-disappear
///   (``cancelAppearance()``; UIKit probably adds the whole opposite transition, see
///   <doc:HostRules#Where-the-host-departs-from-UIKit>);
/// - each step runs on the controller first, then on its ``appearanceChildren``, top down.
extension ViewController {
    // MARK: - API

    /// Tells the controller its view is about to appear (`isAppearing`) or disappear, as a custom container does for
    /// a child when ``shouldAutomaticallyForwardAppearanceMethods`` is `false`.
    ///
    /// Runs ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)`` unless the controller is already appearing or
    /// appeared (respectively disappearing or disappeared), in which case the call is ignored.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
    }

    /// Finishes the appearance transition begun by ``beginAppearanceTransition(_:animated:)``: runs
    /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``.
    ///
    /// With no transition in progress the call is ignored and reported (UIKit logs "Unbalanced calls to begin/end
    /// appearance transitions").
    public func endAppearanceTransition() {
        guard appearanceState.isTransitioning else {
            HostEnvironment.current.diagnostics.report(
                .unbalancedEndAppearanceTransition,
                "\(traceName).endAppearanceTransition() with no appearance transition in progress "
                    + "(state: \(appearanceState.rawValue)); ignored"
            )
            return
        }
        endAppearance()
    }

    // MARK: - Internal API

    /// Begins an appearance transition; returns whether it changed the state (a redundant begin returns `false`).
    @discardableResult
    func beginAppearance(_ isAppearing: Bool, animated: Bool) -> Bool {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            appearanceIsAnimated = animated
            record("viewWillAppear(animated: \(animated))")
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            appearanceIsAnimated = animated
            record("viewWillDisappear(animated: \(animated))")
            viewWillDisappear(animated)
        default:
            return false
        }
        for child in appearanceChildren {
            child.beginAppearance(isAppearing, animated: animated)
        }
        return true
    }

    /// Finishes the transition in progress with its did-callback; does nothing when none is in progress.
    func endAppearance() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            record("viewDidAppear(animated: \(appearanceIsAnimated))")
            viewDidAppear(appearanceIsAnimated)
        case .disappearing:
            appearanceState = .disappeared
            record("viewDidDisappear(animated: \(appearanceIsAnimated))")
            viewDidDisappear(appearanceIsAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in appearanceChildren where child.appearanceState.isTransitioning {
            child.endAppearance()
        }
    }

    /// Cancels the transition in progress: a disappearing controller gets ``viewDidAppear(_:)`` and is appeared
    /// again; an appearing one gets ``viewDidDisappear(_:)`` and is disappeared again. Nothing happens otherwise.
    func cancelAppearance() {
        switch appearanceState {
        case .disappearing:
            appearanceState = .appeared
            record("viewDidAppear(animated: \(appearanceIsAnimated))")
            viewDidAppear(appearanceIsAnimated)
        case .appearing:
            appearanceState = .disappeared
            record("viewDidDisappear(animated: \(appearanceIsAnimated))")
            viewDidDisappear(appearanceIsAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in appearanceChildren where child.appearanceState.isTransitioning {
            child.cancelAppearance()
        }
    }

    /// Turns the transition in progress back with a whole opposite one, as UIKit does for a cancelled interactive
    /// pop (<doc:HostRules#Cancelled-pops-and-pushes>): an appearing controller gets ``viewWillDisappear(_:)`` and ``viewDidDisappear(_:)``, a
    /// disappearing one ``viewWillAppear(_:)`` and ``viewDidAppear(_:)``. Nothing happens otherwise.
    func reverseAppearance(animated: Bool) {
        switch appearanceState {
        case .appearing: performAppearance(false, animated: animated)
        case .disappearing: performAppearance(true, animated: animated)
        case .appeared, .disappeared: return
        }
    }

    /// Runs a whole transition at once: a begin and, when it changed the state, its end.
    func performAppearance(_ isAppearing: Bool, animated: Bool) {
        if beginAppearance(isAppearing, animated: animated) {
            endAppearance()
        }
    }

    /// Called when the controller's view entered (`isInWindow`) or left a window.
    ///
    /// A child of a parent that forwards appearance automatically catches up with its parent: it appears when its
    /// view enters the window while the parent is appeared (will and did) or appearing (will; the parent's end
    /// brings the did), and disappears when its view leaves the window while it is appearing or appeared. Roots and
    /// the children of containers that forward by hand are driven by their window or container instead.
    func viewDidChangeWindow(isInWindow: Bool) {
        guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods else { return }
        if isInWindow {
            guard !appearanceState.isAppearingOrAppeared else { return }
            switch parent.appearanceState {
            case .appeared: performAppearance(true, animated: false)
            case .appearing: beginAppearance(true, animated: parent.appearanceIsAnimated)
            case .disappearing, .disappeared: break
            }
        } else if appearanceState.isAppearingOrAppeared {
            performAppearance(false, animated: false)
        }
    }
}
