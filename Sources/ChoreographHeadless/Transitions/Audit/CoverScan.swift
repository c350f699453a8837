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
        /// Its presentation center, bounds and alpha.
        var center: CGPoint
        var bounds: CGRect
        var alpha: CGFloat
        /// The index of its presentation transform in ``transforms``; -1 when the transform is the identity.
        var transform: Int
        /// The product of the presentation alphas from the root down to the view: the view's visible opacity up to
        /// rounding (the exact one multiplies from the view up, and is worked out near the threshold).
        var opacity: CGFloat
        /// Whether the view or an ancestor is hidden.
        var isHidden: Bool
        /// Whether the view and its ancestors have no rotation, skew or perspective.
        var isFlat: Bool
        /// Whether its presentation background is opaque.
        var hasOpaqueBackground: Bool
        /// Whether it clips to its bounds.
        var clips: Bool
        /// Whether a point converted to the window's coordinates stops at it (a window that is the root).
        var isRootWindow: Bool
        /// Whether its presentation alpha and its ancestors' are all inside 0…1, so that ``opacity`` cannot have
        /// overflowed or underflowed where the rule's order does not.
        var alphasInUnitRange: Bool
        /// Its visible rect, once worked out.
        var visibleRect: CGRect?

        /// The figures of a hidden view (or one in a hidden ancestor), of which nothing else is asked.
        static let hidden = Entry(
            center: CGPoint(), bounds: CGRect(), alpha: 0, transform: -1, opacity: 0, isHidden: true, isFlat: false,
            hasOpaqueBackground: false, clips: false, isRootWindow: false, alphasInUnitRange: true)
    }

    /// The container's ancestors, root first, then the container's subtree in the order of ``View/subtree``.
    private(set) var views: [View] = []
    /// The index in ``views`` of the container.
    private(set) var containerIndex = 0
    /// For each view in ``views``, its superview's index; -1 for the root.
    private var parents: [Int] = []
    /// For each view in ``views``, the index of its figures in ``figures``; -1 until they are worked out.
    private var slots: [Int] = []
    /// The figures worked out, in the order they were.
    private var figures: [Entry] = []
    /// For each view in ``views``, the index after its subtree's last view.
    private var subtreeEnds: [Int] = []
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
        parents = Array(-1..<(views.count - 1))
        subtreeEnds = Array(repeating: 0, count: views.count)
        containerIndex = views.count
        Self.append(container, parent: containerIndex - 1, to: &views, parents: &parents, ends: &subtreeEnds)
        // An ancestor's subtree is all of them.
        for index in 0..<containerIndex { subtreeEnds[index] = views.count }
        slots = Array(repeating: -1, count: views.count)
        figures.reserveCapacity(views.count)
    }

    /// Appends `view` and its descendants, in the order of ``View/subtree``, with their superviews' indices and
    /// where their subtrees end.
    private static func append(
        _ view: View, parent: Int, to views: inout [View], parents: inout [Int], ends: inout [Int]
    ) {
        let index = views.count
        views.append(view)
        parents.append(parent)
        ends.append(index + 1)
        for subview in view.subviews {
            append(subview, parent: index, to: &views, parents: &parents, ends: &ends)
        }
        ends[index] = views.count
    }

    /// The index in ``views`` of `view`, searched in the container's subtree; `nil` when it is not there.
    func index(of view: View) -> Int? {
        // By identity, over the buffer: no view is retained or released along the way.
        let target = ObjectIdentifier(view)
        return views.withUnsafeBufferPointer { buffer in
            var index = containerIndex
            while index < buffer.count {
                if ObjectIdentifier(buffer[index]) == target { return index }
                index += 1
            }
            return nil
        }
    }

    /// The indices in ``views`` of `view`'s subtree, in the order of ``View/subtree``; `nil` when `view` is not in
    /// the container's subtree.
    func subtree(of view: View) -> Range<Int>? {
        index(of: view).map { $0..<subtreeEnds[$0] }
    }

    /// The part of the window the view at `index` covers when it is an opaque cover (``isOpaque(_:)``): its visible
    /// rect clipped by the ancestors that clip; `nil` when it is not opaque or covers nothing.
    mutating func opaqueRect(at index: Int) -> CGRect? {
        ensure(index)
        guard isOpaque(index) else { return nil }
        var rect = visibleRect(at: index)
        var ancestor = parents[index]
        while ancestor >= 0 {
            if figures[slots[ancestor]].clips { rect = rect.intersection(visibleRect(at: ancestor)) }
            ancestor = parents[ancestor]
        }
        return rect.isNull || rect.isEmpty ? nil : rect
    }

    /// Whether the view at `index` (ready) draws an opaque, axis-aligned rectangle: shown, fully opaque with its
    /// ancestors, with an opaque background, and no rotation, skew or perspective on it or its ancestors.
    private func isOpaque(_ index: Int) -> Bool {
        let entry = figures[slots[index]]
        guard !entry.isHidden, entry.hasOpaqueBackground, entry.isFlat else { return false }
        // With every alpha in 0…1 no partial product overflows, and rounding of the product taken the other way round
        // is far below a millionth of the threshold; otherwise the product is taken in the rule's order.
        guard !entry.alphasInUnitRange || abs(entry.opacity - 0.99) <= 1e-6 else { return entry.opacity >= 0.99 }
        var opacity: CGFloat = 1
        var current = index
        while current >= 0 {
            opacity *= figures[slots[current]].alpha
            current = parents[current]
        }
        return opacity >= 0.99
    }

    /// Works out the figures of the view at `index` and of its ancestors not worked out yet.
    private mutating func ensure(_ index: Int) {
        guard slots[index] < 0 else { return }
        let parent = parents[index]
        if parent >= 0 { ensure(parent) }
        let view = views[index]
        let above = parent >= 0 ? figures[slots[parent]] : nil
        slots[index] = figures.count
        // A hidden view is not drawn, nor are its descendants: nothing of it is asked for, so nothing is read.
        guard above?.isHidden != true, !view.isHidden else { return figures.append(.hidden) }
        let state = view.presentation
        let transform = state.transform
        var transformIndex = -1
        if !transform.isIdentity {
            transformIndex = transforms.count
            transforms.append(transform)
        }
        let flat = transform.isAffine && abs(transform.m12) < 1e-9 && abs(transform.m21) < 1e-9
        figures.append(
            Entry(
                center: state.center, bounds: state.bounds, alpha: state.alpha, transform: transformIndex,
                opacity: (above?.opacity ?? 1) * state.alpha, isHidden: false, isFlat: (above?.isFlat ?? true) && flat,
                hasOpaqueBackground: state.backgroundColor.map { $0.alpha >= 0.99 } ?? false,
                clips: view.clipsToBounds, isRootWindow: view is Window && parent < 0,
                alphasInUnitRange: (above?.alphasInUnitRange ?? true) && state.alpha >= 0 && state.alpha <= 1))
    }

    /// ``View/visibleRect`` of the view at `index` (ready), from the presentations read: the bounding box of its
    /// bounds' corners taken to the window's coordinates one superview at a time.
    private mutating func visibleRect(at index: Int) -> CGRect {
        ensure(index)
        if let rect = figures[slots[index]].visibleRect { return rect }
        let bounds = figures[slots[index]].bounds
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
        figures[slots[index]].visibleRect = rect
        return rect
    }

    /// A point in the bounds of the view at `index` in window coordinates, as ``View/visibleRect`` converts it: the
    /// same steps in the same order, so the same rounding.
    private func toRoot(_ point: CGPoint, from index: Int) -> CGPoint {
        var result = point
        var current = index
        while current >= 0, !figures[slots[current]].isRootWindow {
            let entry = figures[slots[current]]
            let local = CGPoint(x: result.x - entry.bounds.midX, y: result.y - entry.bounds.midY)
            let moved = entry.transform < 0 ? local : transforms[entry.transform].apply(to: local)
            result = CGPoint(x: moved.x + entry.center.x, y: moved.y + entry.center.y)
            current = parents[current]
        }
        return result
    }
}
