import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What one coverage sample knows of the views of a container and its ancestors: each view's presentation read
/// once, and what the rule for an opaque cover derives from its ancestors (hidden, opacity, flat transforms, the
/// visible rect) carried down from its superview, so that a sample is linear in views
/// (<doc:TransitionAudit#Covered-views>).
///
/// A view's figures are worked out when first asked for, ancestors first: a sample stops at the first cover found.
@MainActor
struct CoverScan {
    /// One view's figures.
    private struct Entry {
        /// The superview's index in ``views``; -1 for the root.
        var parent: Int
        /// Its presentation center, bounds and alpha.
        var center: CGPoint = .zero
        var bounds: CGRect = .zero
        var alpha: CGFloat = 1
        /// The index of its presentation transform in ``transforms``; -1 when the transform is the identity.
        var transform = -1
        /// The product of the presentation alphas from the root down to the view: the view's visible opacity up to
        /// rounding (the exact one multiplies from the view up, and is worked out near the threshold).
        var opacity: CGFloat = 1
        /// Whether the view or an ancestor is hidden.
        var isHidden = false
        /// Whether the view and its ancestors have no rotation, skew or perspective.
        var isFlat = true
        /// Whether its presentation background is opaque.
        var hasOpaqueBackground = false
        /// Whether it clips to its bounds.
        var clips = false
        /// Whether a point converted to the window's coordinates stops at it (a window that is the root).
        var isRootWindow = false
        /// Whether the figures above are worked out.
        var isReady = false
        /// Its visible rect, once worked out.
        var visibleRect: CGRect?
    }

    /// The container's ancestors, root first, then the container's subtree in the order of ``View/subtree``.
    private(set) var views: [View] = []
    /// The index in ``views`` of the container.
    private(set) var containerIndex = 0
    private var entries: [Entry] = []
    private var transforms: [Transform3D] = []

    /// The scan of `container`'s subtree and its ancestors as they are now; nothing is read yet.
    init(container: View) {
        var ancestors: [View] = []
        var ancestor = container.superview
        while let current = ancestor {
            ancestors.append(current)
            ancestor = current.superview
        }
        views = ancestors.reversed()
        for index in views.indices {
            entries.append(Entry(parent: index - 1))
        }
        containerIndex = views.count
        append(container, parent: containerIndex - 1)
    }

    private mutating func append(_ view: View, parent: Int) {
        let index = views.count
        views.append(view)
        entries.append(Entry(parent: parent))
        for subview in view.subviews {
            append(subview, parent: index)
        }
    }

    /// The index in ``views`` of `view`, searched in the container's subtree; `nil` when it is not there.
    func index(of view: View) -> Int? {
        views[containerIndex...].firstIndex { $0 === view }
    }

    /// The part of the window the view at `index` covers when it is an opaque cover (``isOpaque(_:)``): its visible
    /// rect clipped by the ancestors that clip; `nil` when it is not opaque or covers nothing.
    mutating func opaqueRect(at index: Int) -> CGRect? {
        ensure(index)
        guard isOpaque(index) else { return nil }
        var rect = visibleRect(at: index)
        var ancestor = entries[index].parent
        while ancestor >= 0 {
            if entries[ancestor].clips { rect = rect.intersection(visibleRect(at: ancestor)) }
            ancestor = entries[ancestor].parent
        }
        return rect.isNull || rect.isEmpty ? nil : rect
    }

    /// Whether the view at `index` (ready) draws an opaque, axis-aligned rectangle: shown, fully opaque with its
    /// ancestors, with an opaque background, and no rotation, skew or perspective on it or its ancestors.
    private func isOpaque(_ index: Int) -> Bool {
        let entry = entries[index]
        guard !entry.isHidden, entry.hasOpaqueBackground, entry.isFlat else { return false }
        // Rounding of the product taken the other way round is far below a millionth of the threshold.
        guard abs(entry.opacity - 0.99) <= 1e-6 else { return entry.opacity >= 0.99 }
        var opacity: CGFloat = 1
        var current = index
        while current >= 0 {
            opacity *= entries[current].alpha
            current = entries[current].parent
        }
        return opacity >= 0.99
    }

    /// Works out the figures of the view at `index` and of its ancestors not worked out yet.
    private mutating func ensure(_ index: Int) {
        guard !entries[index].isReady else { return }
        let parent = entries[index].parent
        if parent >= 0 { ensure(parent) }
        let view = views[index]
        let state = view.presentation
        var entry = entries[index]
        entry.center = state.center
        entry.bounds = state.bounds
        entry.alpha = state.alpha
        let transform = state.transform
        if !transform.isIdentity {
            entry.transform = transforms.count
            transforms.append(transform)
        }
        let flat = transform.isAffine && abs(transform.m12) < 1e-9 && abs(transform.m21) < 1e-9
        let above = parent >= 0 ? entries[parent] : Entry(parent: -1)
        entry.opacity = above.opacity * state.alpha
        entry.isHidden = above.isHidden || view.isHidden
        entry.isFlat = above.isFlat && flat
        if let background = state.backgroundColor { entry.hasOpaqueBackground = background.alpha >= 0.99 }
        entry.clips = view.clipsToBounds
        entry.isRootWindow = view is Window && parent < 0
        entry.isReady = true
        entries[index] = entry
    }

    /// ``View/visibleRect`` of the view at `index` (ready), from the presentations read: the bounding box of its
    /// bounds' corners taken to the window's coordinates one superview at a time.
    private mutating func visibleRect(at index: Int) -> CGRect {
        ensure(index)
        if let rect = entries[index].visibleRect { return rect }
        let bounds = entries[index].bounds
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
        ]
        var minX: CGFloat = 0
        var maxX: CGFloat = 0
        var minY: CGFloat = 0
        var maxY: CGFloat = 0
        for (number, corner) in corners.enumerated() {
            let point = toRoot(corner, from: index)
            if number == 0 || point.x < minX { minX = point.x }
            if number == 0 || maxX < point.x { maxX = point.x }
            if number == 0 || point.y < minY { minY = point.y }
            if number == 0 || maxY < point.y { maxY = point.y }
        }
        let rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        entries[index].visibleRect = rect
        return rect
    }

    /// A point in the bounds of the view at `index` in window coordinates, as ``View/visibleRect`` converts it: the
    /// same steps in the same order, so the same rounding.
    private func toRoot(_ point: CGPoint, from index: Int) -> CGPoint {
        var result = point
        var current = index
        while current >= 0, !entries[current].isRootWindow {
            let entry = entries[current]
            let local = CGPoint(x: result.x - entry.bounds.midX, y: result.y - entry.bounds.midY)
            let moved = entry.transform < 0 ? local : transforms[entry.transform].apply(to: local)
            result = CGPoint(x: moved.x + entry.center.x, y: moved.y + entry.center.y)
            current = entry.parent
        }
        return result
    }
}
