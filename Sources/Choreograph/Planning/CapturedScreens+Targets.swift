import Foundation

/// A view a host copies into a ghost: the plan's snapshot target, the view it copies and the element that view is.
public struct GhostSnapshot<HostView> {
    /// The snapshot's target name (``TransitionTarget/snapshot(_:of:)``), which the plan's tracks animate.
    public let target: TransitionTarget
    /// The view to copy.
    public let view: HostView
    /// The element the view is, as captured.
    public let element: Scene.Element
    /// The screen the view is on.
    public let role: SceneRole
}

/// A ghost of a plan and the snapshots it holds.
public struct PlannedGhost<HostView> {
    /// The ghost's target name (``TransitionTarget/ghost(_:)``).
    public let target: TransitionTarget
    /// The snapshots inside it, the "from" screen's first; none when neither screen has the element.
    public let snapshots: [GhostSnapshot<HostView>]
}

/// An element target of a plan placed in place or in the container (``ElementPlacement``), with the view behind it.
public struct ElementTarget<HostView> {
    /// The target's name, which the plan's tracks animate.
    public let target: TransitionTarget
    /// Where the plan shows it: ``ElementPlacement/inPlace`` (the view itself) or ``ElementPlacement/container`` (a
    /// copy of the view in the container, the view hidden).
    public let placement: ElementPlacement
    /// The element's view.
    public let view: HostView
    /// The element, as captured.
    public let element: Scene.Element
    /// The screen the view is on.
    public let role: SceneRole
}

/// The views behind a plan's targets, resolved the same way on every host: what the headless host and the UIKit
/// bridge build their ghosts and element targets from.
extension CapturedScreens {
    /// The plan's ghosts, in stacking order, each with the views to copy into it, and why a snapshot the plan's
    /// references name has no view (by target name).
    ///
    /// A snapshot the references name is the view its reference points at; one they do not name (a custom effect's
    /// ghost) is the view the ghost's identifier resolves to in the snapshot's screen, as the planner resolves
    /// identifiers, and none when it resolves to nothing.
    ///
    /// - Parameter plan: The plan.
    public func ghosts(of plan: TransitionPlan) -> (ghosts: [PlannedGhost<HostView>], unresolved: [String: String]) {
        var ghosts: [PlannedGhost<HostView>] = []
        var unresolved: [String: String] = [:]
        // Matched geometry's ghosts are stacked in the order their references are listed: each ghost's are looked
        // for after the last ghost's, without a lookup, and only elsewhere in the dictionary of every reference.
        let references = plan.referenceTable
        var next = 0
        for target in plan.stacking {
            guard let identifier = target.ghostIdentifier else { continue }
            let entry = references.ghostEntry(of: identifier, at: next)
            if let entry { next = entry + 1 }
            var snapshots: [GhostSnapshot<HostView>] = []
            for role in SceneRole.allCases {
                let name = TransitionTarget.snapshot(identifier, of: role)
                if let reference = entry.map({ references.ghosts[$0].reference(of: role) }) ?? references[name] {
                    guard let (view, element) = resolve(reference) else {
                        unresolved[name.name] = "\(reference) names no captured view"
                        continue
                    }
                    snapshots.append(GhostSnapshot(target: name, view: view, element: element, role: reference.role))
                } else if let (view, element) = screen(role).resolve(identifier: identifier) {
                    snapshots.append(GhostSnapshot(target: name, view: view, element: element, role: role))
                }
            }
            ghosts.append(PlannedGhost(target: target, snapshots: snapshots))
        }
        return (ghosts, unresolved)
    }

    /// The plan's element targets placed in place or in the container, sorted by name, with the view behind each,
    /// and why a target has none (by target name): its reference names no captured view, or its screen is read only
    /// (``readOnly``), whose elements are never animated.
    ///
    /// - Parameter plan: The plan.
    public func elementTargets(
        of plan: TransitionPlan
    ) -> (targets: [ElementTarget<HostView>], unresolved: [String: String]) {
        var targets: [ElementTarget<HostView>] = []
        var unresolved: [String: String] = [:]
        // A ghost's snapshots are left out before sorting (most references of a plan with matched geometry).
        let placed = plan.references.lazy.filter { entry in
            if case .ghost = entry.value.placement { false } else { true }
        }
        for (target, reference) in placed.sorted(by: { TransitionTarget.namePrecedes($0.key, $1.key) }) {
            guard let (view, element) = resolve(reference) else {
                unresolved[target.name] = "\(reference) names no captured view"
                continue
            }
            guard !readOnly.contains(reference.role) else {
                unresolved[target.name] =
                    "the \(reference.role.rawValue) screen's view is withheld by the context, so its elements are "
                    + "not animated"
                continue
            }
            targets.append(
                ElementTarget(
                    target: target, placement: reference.placement, view: view, element: element, role: reference.role))
        }
        return (targets, unresolved)
    }
}
