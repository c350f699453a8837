#if canImport(UIKit)
    import Choreograph
    import Foundation
    import QuartzCore
    import UIKit

    /// Resolving the targets that stand for scene elements, as the headless host's stage does: ghosts' snapshots,
    /// elements animated in place and elements lifted into the container.
    extension TimelineStage {
        /// Adds a ghost for every ghost target of the plan, with a snapshot inside it of each element the plan's
        /// references name for it, and hides those elements (all of them before any snapshot is taken, so an element
        /// inside another one's ghost shows in its own ghost only).
        func addGhosts(_ screens: CapturedScreens<UIView>) {
            var pending:
                [(snapshot: TransitionTarget, ghost: UIView, original: UIView, element: Scene.Element, role: SceneRole)] =
                    []
            let (ghosts, unresolvedSnapshots) = screens.ghosts(of: plan)
            unresolved.merge(unresolvedSnapshots) { _, new in new }
            for planned in ghosts {
                let ghost = UIView(frame: .zero)
                ghost.clipsToBounds = true
                ghost.isUserInteractionEnabled = false
                targets[planned.target.name] = ghost
                added.append(ghost)
                for snapshot in planned.snapshots {
                    pending.append((snapshot.target, ghost, snapshot.view, snapshot.element, snapshot.role))
                }
            }
            let wasHidden = pending.map(\.original.isHidden)
            for entry in pending { hide(entry.original) }
            for ((name, ghost, original, element, shownRole), wasHidden) in zip(pending, wasHidden) {
                let snapshot = Self.snapshot(of: original, element: element, role: shownRole)
                snapshot.isHidden = wasHidden
                // The ghost draws the element's frame, background, corners, border and shadow; the snapshot its
                // content, untransformed.
                snapshot.layer.transform = CATransform3DIdentity
                snapshot.backgroundColor = nil
                snapshot.layer.cornerRadius = 0
                snapshot.layer.borderWidth = 0
                snapshot.layer.shadowOpacity = 0
                snapshot.alpha = 1
                snapshot.bounds = CGRect(origin: snapshot.bounds.origin, size: element.size)
                targets[name.name] = snapshot
                snapshotSizes[name.name] = element.size
                ghost.addSubview(snapshot)
            }
        }

        /// Resolves every element target of the plan's references: the element's own view for one placed in place, a
        /// snapshot of it added to `container` (the element hidden) for one lifted into the container. An element of
        /// a screen the stage may only read is left alone, and its tracks are noted when they are bound.
        func addElements(_ screens: CapturedScreens<UIView>, in container: UIView) {
            let (elementTargets, unresolvedTargets) = screens.elementTargets(of: plan)
            unresolved.merge(unresolvedTargets) { _, new in new }
            for resolved in elementTargets {
                let name = resolved.target.name
                switch resolved.placement {
                case .inPlace:
                    targets[name] = resolved.view
                    let linear = UIViewSceneCapture.linearPart(from: resolved.view.superview, to: container)
                    if !linear.isIdentity, let inverse = linear.inverted() {
                        inPlaceCorrections[name] = inverse
                    }
                case .container:
                    let snapshot = Self.snapshot(of: resolved.view, element: resolved.element, role: resolved.role)
                    targets[name] = snapshot
                    added.append(snapshot)
                    hide(resolved.view)
                case .ghost:
                    continue
                }
            }
        }

        /// A static copy of `view`, with these fallbacks:
        /// - the leaving screen's view, when it is in a window, is copied as it is on screen
        ///   (`snapshotView(afterScreenUpdates: false)`);
        /// - the entering screen's view, or a view in no window (never drawn), is copied after pending updates
        ///   (`snapshotView(afterScreenUpdates: true)`), as UIKit needs for a view laid out just before;
        /// - when UIKit gives no copy (`nil`, which it does for a view it cannot draw) or the element has no area, a
        ///   plain view the element's size, filled with its background colour: the ghost still moves, without the
        ///   view's content.
        static func snapshot(of view: UIView, element: Scene.Element, role: SceneRole) -> UIView {
            let size = element.size
            if size.width > 0, size.height > 0,
                let copy = view.snapshotView(afterScreenUpdates: role == .to || view.window == nil)
            {
                return copy
            }
            let stand = UIView(frame: CGRect(origin: .zero, size: size))
            stand.backgroundColor = element.backgroundColor?.uiColor
            stand.isUserInteractionEnabled = false
            return stand
        }

        /// Hides `view` for the transition, remembering its hidden flag the first time; a screen's root view is never
        /// hidden.
        func hide(_ view: UIView) {
            let screens = [TransitionTarget.fromScreen.name, TransitionTarget.toScreen.name].compactMap { targets[$0] }
            guard !screens.contains(where: { $0 === view }), !hidden.contains(where: { $0.view === view }) else {
                return
            }
            hidden.append((view, view.isHidden))
            view.isHidden = true
        }
    }
#endif
