import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Dragging the sheet: between detents, past the largest with a rubber band, and below the smallest into the
/// interactive dismissal (<doc:SheetPresentations#Dragging>).
extension SheetPresentationController {
    func handlePan(_ pan: PanGestureRecognizer) {
        guard let container = containerView else { return }
        switch pan.state {
        case .began:
            guard !contentTakesDrag(pan) else { return }
            beginDrag()
            holdContent()
        case .changed:
            guard let start = dragStartHeight else { return }
            move(to: start - Double(pan.translation(in: container).y))
            holdContent()
        case .ended:
            holdContent()
            scrollHandOff = nil
            release(velocity: -Double(pan.velocity(in: container).y))
        case .cancelled, .failed:
            holdContent()
            scrollHandOff = nil
            release(velocity: 0)
        default:
            break
        }
    }

    /// A finger landed on the sheet: a settling sheet stops where it shows.
    func hold() {
        guard isSettling, let view = presentedView, !presentedViewController.isBeingPresented,
            !presentedViewController.isBeingDismissed
        else { return }
        let shown = view.presentation.frame
        view.removeAllAnimations()
        dimmingView?.removeAllAnimations()
        presentingViewController.viewIfLoaded?.removeAllAnimations()
        grabberView?.removeAllAnimations()
        isSettling = false
        isHeld = true
        View.performWithoutAnimation {
            view.frame = shown
            applyChrome(height: Double(currentHeight))
        }
    }

    /// The gesture is over: a sheet held without a drag settles on at its resting detent.
    func letGo() {
        guard isHeld else { return }
        isHeld = false
        settle(animated: true, velocity: 0, dampingRatio: settings.settleDampingRatio)
    }

    /// Takes hold of the sheet where it shows (a settling sheet was stopped when the finger landed).
    func beginDrag() {
        guard let view = presentedView, !presentedViewController.isBeingPresented,
            !presentedViewController.isBeingDismissed
        else { return }
        isHeld = false
        if isSettling {
            let shown = view.presentation.frame
            view.removeAllAnimations()
            isSettling = false
            view.frame = shown
        }
        let height = Double(currentHeight)
        applyChrome(height: height)
        dragStartHeight = height
    }

    /// Puts the sheet where the finger puts it: `height` rubber-banded past the largest detent; below the smallest,
    /// the interactive dismissal starts (or goes on) and the height sets its progress.
    func move(to height: Double) {
        guard presentedView != nil else { return }
        let detents = detentsInUse
        guard let smallest = detents.first else { return }
        if let dismissal, let start = dismissalStart {
            dismissal.update(CGFloat((start.height - height) / start.height))
            return
        }
        if height < smallest.height {
            presentedView?.frame = frame(height: smallest.height)
            applyChrome(height: smallest.height)
            startDismissal(from: smallest.height)
            if let dismissal, let start = dismissalStart {
                dismissal.update(CGFloat((start.height - height) / start.height))
            }
            return
        }
        let shown = SheetLayout.stretchedHeight(
            height, detents: detents, containerHeight: Double(containerView?.bounds.height ?? 0), settings: settings)
        presentedView?.frame = frame(height: shown)
        applyChrome(height: shown)
    }

    /// Starts the interactive dismissal from a sheet `height` points tall.
    func startDismissal(from height: Double) {
        guard let smallest = detentsInUse.first, height > 0 else { return }
        let threshold = (height - settings.dismissalThreshold * smallest.height) / height
        let interaction = TransitionInteraction(releaseRule: .projection(threshold: threshold))
        pendingDismissal = interaction
        presentedViewController.dismiss(animated: true)
        pendingDismissal = nil
        guard presentedViewController.isBeingDismissed else { return }
        dismissal = interaction
        dismissalStart = (height, threshold)
    }

    /// Ends a drag: finishes or cancels a running dismissal with the velocity, or settles at the detent the
    /// projected release chooses (a chosen dismissal starts one and releases it at once).
    func release(velocity: Double) {
        guard let start = dragStartHeight else { return }
        _ = start
        dragStartHeight = nil
        if let dismissal, let begin = dismissalStart {
            dismissal.release(velocity: -velocity / begin.height)
            return
        }
        let height = Double(currentHeight)
        guard
            let decision = SheetLayout.release(
                height: height, velocity: velocity, detents: detentsInUse, settings: settings)
        else { return }
        switch decision.target {
        case .dismiss:
            startDismissal(from: height)
            if let dismissal, let begin = dismissalStart {
                dismissal.release(velocity: -velocity / begin.height)
            }
        case .detent(let detent):
            changeDepth += 1
            selectedDetentIdentifier = detent.identifier
            changeDepth -= 1
            let ratio = decision.rewardsMomentum ? settings.momentumDampingRatio : settings.settleDampingRatio
            settle(animated: true, velocity: velocity, dampingRatio: ratio)
        }
    }
}
