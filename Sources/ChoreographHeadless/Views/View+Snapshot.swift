import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Static copies of what a subtree shows.
extension View {
    /// A static copy of the view and its visible subviews as they are on screen now (presentation values), as
    /// `snapshotView(afterScreenUpdates: false)` gives.
    ///
    /// The copy has no identifier; its ``snapshotOf`` names the view it copies (and each copied subview names its
    /// original). Hidden subviews are left out; a ``mask`` is copied as the copy's mask. It takes no touches, and
    /// laying it out does nothing. The copy of the root is placed at the original's frame in the same superview
    /// coordinates, with the original's transform.
    ///
    /// Taken while a transition runs of a view no layout pass has run on, it is reported when the transition ends
    /// (`audit.snapshotOfUnlaidView`, <doc:TransitionAudit>): UIKit's snapshot would be empty.
    public func snapshotView() -> View {
        // Host-wide on purpose: a view no layout pass has run on is usually in no window yet, so nothing ties it to
        // one transition; the one started last is the one whose animator is setting up now, which is where snapshots
        // are taken.
        if !hasBeenLaidOut, let run = HostEnvironment.current.runningTransitions.last {
            run.audit?.noteUnlaidSnapshot(of: self)
        }
        return copyTree()
    }

    /// The copy of ``snapshotView()``, made without the audit's check.
    private func copyTree() -> View {
        let copy = SnapshotView(frame: .zero)
        copy.copyAppearance(of: self)
        for subview in subviews where !subview.isHidden {
            copy.subviews.append(subview.copyTree())
            copy.subviews.last?.superview = copy
        }
        if let mask = maskStorage {
            let maskCopy = mask.copyTree()
            copy.maskStorage = maskCopy
            maskCopy.maskedView = copy
        }
        return copy
    }

    /// A static copy of the view, as `UIView.snapshotView(afterScreenUpdates:)`: with `afterScreenUpdates` false,
    /// what is on screen now (``snapshotView()``); with `true`, the view is laid out first and the copy shows its
    /// model values — the state pending changes lead to. Never `nil` on the host; the optional is UIKit's.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? {
        guard afterUpdates else { return snapshotView() }
        layoutIfNeeded()
        let copy = snapshotView()
        copy.applyModel(of: self)
        return copy
    }

    private func applyModel(of original: View) {
        model = original.model
        if let maskCopy = maskStorage, let mask = original.maskStorage { maskCopy.applyModel(of: mask) }
        for (copy, source) in zip(subviews, original.subviews.filter { !$0.isHidden }) {
            copy.applyModel(of: source)
        }
    }

    private func copyAppearance(of original: View) {
        snapshotOf = original.identifier ?? original.snapshotOf
        model = original.presentation
        content = original.content
        clipsToBounds = original.clipsToBounds
        isHidden = original.isHidden
        isUserInteractionEnabled = false
        needsLayout = false
        hasBeenLaidOut = true
    }
}

/// A view made by ``View/snapshotView()``: it never lays out its copied subviews.
final class SnapshotView: View {
    override func layoutSubviews() {}
}
