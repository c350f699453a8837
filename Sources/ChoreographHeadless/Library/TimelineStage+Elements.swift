import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Resolving the targets that stand for scene elements: ghosts' snapshots, elements animated in place and elements
/// lifted into the container (<doc:RunningTransitions#Element-targets>).
extension TimelineStage {
    /// Adds a ghost for every ghost target of the plan, with a snapshot inside it of each element the plan's
    /// references name for it, and hides those elements; returns each snapshot's element size by target name.
    ///
    /// A snapshot target the references do not name (a custom effect's ghost) shows the element its ghost's
    /// identifier resolves to in the snapshot's screen, as the planner resolves identifiers.
    ///
    /// Every element a ghost stands for is hidden before any snapshot is taken, so an element inside another one's
    /// ghost (a picture on a card, each flying on its own) shows in its own ghost only, not twice.
    func addGhosts(_ screens: CapturedScreens<View>) -> [String: CGSize] {
        var sizes: [String: CGSize] = [:]
        var pending:
            [(snapshot: TransitionTarget, ghost: View, original: View, element: Scene.Element, role: SceneRole)] =
                []
        let (ghosts, unresolvedSnapshots) = screens.ghosts(of: plan)
        unresolved.merge(unresolvedSnapshots) { _, new in new }
        for planned in ghosts {
            // A ghost's name is built when read: once for the view and its lookup.
            let name = planned.target.name
            let ghost = View(frame: .zero, identifier: name)
            ghost.clipsToBounds = true
            ghost.isUserInteractionEnabled = false
            targets[name] = ghost
            added.append(ghost)
            for snapshot in planned.snapshots {
                pending.append((snapshot.target, ghost, snapshot.view, snapshot.element, snapshot.role))
            }
        }
        let wasHidden = pending.map(\.original.isHidden)
        for entry in pending { hide(entry.original) }
        for ((name, ghost, original, element, shownRole), wasHidden) in zip(pending, wasHidden) {
            let snapshot = Self.snapshot(of: original, role: shownRole)
            // The copy of a view hidden for the transition shows as the view did.
            snapshot.isHidden = wasHidden
            // The ghost draws the element's frame, background, corners, border and shadow; the snapshot its
            // content, untransformed.
            snapshot.transform = .identity
            snapshot.backgroundColor = nil
            snapshot.layer.cornerRadii = .zero
            snapshot.layer.borderWidth = 0
            snapshot.layer.shadowOpacity = 0
            snapshot.alpha = 1
            snapshot.bounds = CGRect(origin: snapshot.bounds.origin, size: element.size)
            let name = name.name
            targets[name] = snapshot
            sizes[name] = element.size
            ghost.addSubview(snapshot)
        }
        return sizes
    }

    /// Resolves every element target of the plan's references: the element's own view for one placed in place, a
    /// snapshot of it added to `container` (the element hidden) for one lifted into the container. An element of a
    /// screen the stage may only read is left alone, and its tracks are reported when they are applied.
    func addElements(_ screens: CapturedScreens<View>, in container: View) {
        let (elementTargets, unresolvedTargets) = screens.elementTargets(of: plan)
        unresolved.merge(unresolvedTargets) { _, new in new }
        for resolved in elementTargets {
            let name = resolved.target.name
            switch resolved.placement {
            case .inPlace:
                targets[name] = resolved.view
                let linear = ViewSceneCapture.linearPart(from: resolved.view.superview, to: container)
                if !linear.isIdentity, let inverse = linear.inverted() {
                    inPlaceCorrections[name] = inverse
                }
            case .container:
                let snapshot = Self.snapshot(of: resolved.view, role: resolved.role)
                snapshot.identifier = name
                targets[name] = snapshot
                added.append(snapshot)
                hide(resolved.view)
            case .ghost:
                continue
            }
        }
    }

    /// A static copy of `view`: as it is on screen for the screen that leaves, after pending updates for the one
    /// that enters (which has just been laid out at its final frame).
    static func snapshot(of view: View, role: SceneRole) -> View {
        // A view never laid out (added just before the transition) is snapshotted after screen updates, as UIKit needs
        // (<doc:TransitionAudit>).
        role == .from && view.hasBeenLaidOut
            ? view.snapshotView() : (view.snapshotView(afterScreenUpdates: true) ?? view.snapshotView())
    }

    /// Hides `view` for the transition, remembering its hidden flag the first time; a screen's root view is never
    /// hidden.
    func hide(_ view: View) {
        let screens = [TransitionTarget.fromScreen.name, TransitionTarget.toScreen.name].compactMap { targets[$0] }
        guard !screens.contains(where: { $0 === view }), hiddenViews.insert(ObjectIdentifier(view)).inserted else {
            return
        }
        hidden.append((view, view.isHidden))
        view.isHidden = true
    }
}
