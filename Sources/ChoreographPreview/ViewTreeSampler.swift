import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Reads a window's view tree, as it is on screen now, into ``RecordedView`` values in drawing order.
///
/// Each view's placement is composed from its presentation values the way ``/ChoreographHeadless/View/visibleRect``
/// composes them: a point of the view's bounds moves by the bounds' middle, the view's transform (projected), the
/// center, then the same for every ancestor up to the window, whose bounds are window coordinates. z is dropped at each
/// level, as Core Animation flattens layers that do not preserve 3D. A view's ``/ChoreographHeadless/View/mask`` is
/// placed the same way, its superview coordinates being the masked view's bounds.
@MainActor
struct ViewTreeSampler {
    /// Every view of `window`, the window first, in drawing order.
    func sample(_ window: Window) -> [RecordedView] {
        var views: [RecordedView] = []
        let name = window.identifier.map(RecordedView.Name.id) ?? .path("window")
        visit(window, name: name, parent: nil, toWindow: nil, hidden: false, into: &views)
        return views
    }

    // MARK: - Internal API

    /// Records `view` and its subviews.
    ///
    /// - Parameters:
    ///   - toWindow: The matrix taking the superview's bounds coordinates to window coordinates; `nil` for the
    ///     window itself, whose bounds are window coordinates.
    private func visit(
        _ view: View, name: RecordedView.Name, parent: Int?, toWindow: Transform3D?, hidden: Bool,
        into views: inout [RecordedView]
    ) {
        let state = view.presentation
        let size = state.bounds.size
        let (boundsToWindow, center, transform) = Self.place(state, toWindow: toWindow)
        let isHidden = hidden || view.isHidden
        let index = views.count
        views.append(
            RecordedView(
                name: name,
                ghostOf: view.snapshotOf,
                parent: parent,
                visibleRect: view.visibleRect,
                center: center,
                size: size,
                transform: transform,
                opacity: Double(view.visibleOpacity),
                isHidden: isHidden,
                clipsToBounds: view.clipsToBounds,
                state: state,
                content: view.content,
                mask: view.mask.map { Self.record($0, maskingBoundsToWindow: boundsToWindow) }
            ))
        let ordered = view.subviews.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.presentation.zPosition, rhs.element.presentation.zPosition)
            return left != right ? left < right : lhs.offset < rhs.offset
        }
        for (position, subview) in ordered {
            let childName: RecordedView.Name
            if let identifier = subview.identifier {
                childName = .id(identifier)
            } else {
                childName = .path("\(name.text)/\(position)")
            }
            visit(
                subview, name: childName, parent: index, toWindow: boundsToWindow, hidden: isHidden, into: &views)
        }
    }

    /// Where a view with presentation `state` lands: the matrix taking its bounds coordinates to window coordinates,
    /// the middle of its bounds on screen, and its whole transform about that point.
    ///
    /// - Parameter toWindow: The matrix taking the superview's bounds coordinates to window coordinates; `nil` for
    ///   the window itself, whose bounds are window coordinates.
    private static func place(_ state: ViewState, toWindow: Transform3D?) -> (Transform3D, CGPoint, Transform3D) {
        let boundsToWindow: Transform3D
        if let toWindow {
            boundsToWindow = Transform3D(translationX: -state.bounds.midX, y: -state.bounds.midY)
                .concatenating(state.transform)
                .concatenating(Transform3D(translationX: state.center.x, y: state.center.y))
                .concatenating(Self.flatten)
                .concatenating(toWindow)
        } else {
            boundsToWindow = .identity
        }
        let middle = CGPoint(x: state.bounds.midX, y: state.bounds.midY)
        let center = boundsToWindow.apply(to: middle)
        // The whole transform about `center`: from the middle of the bounds, through the view and its ancestors,
        // then back by `center`.
        var transform = Transform3D(translationX: middle.x, y: middle.y)
            .concatenating(boundsToWindow)
            .concatenating(Transform3D(translationX: -center.x, y: -center.y))
        // Only the plane z = 0 is drawn, and what lands on screen is flat: z in and out is the identity's.
        (transform.m13, transform.m23, transform.m43) = (0, 0, 0)
        (transform.m31, transform.m32, transform.m33, transform.m34) = (0, 0, 1, 0)
        return (boundsToWindow, center, transform)
    }

    /// A mask as it is on screen now: its presentation frame in the masked view's bounds coordinates, placed through
    /// `maskingBoundsToWindow`, the masked view's bounds-to-window matrix.
    private static func record(_ mask: View, maskingBoundsToWindow: Transform3D) -> RecordedMask {
        let state = mask.presentation
        let (_, center, transform) = place(state, toWindow: maskingBoundsToWindow)
        let size = state.bounds.size
        return RecordedMask(
            rect: CGRect(
                x: state.center.x - size.width / 2, y: state.center.y - size.height / 2, width: size.width,
                height: size.height),
            transform: state.transform, cornerRadii: state.cornerRadii,
            opacity: mask.isHidden ? 0 : Double(min(max(state.alpha, 0), 1)), center: center, screenTransform: transform
        )
    }

    /// Drops z: what a layer that does not preserve 3D does to its sublayers' geometry.
    private static let flatten = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 0, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1
    )
}
