import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The coordinates of one view (or the window's, for `nil`) as a capture maps them into the container's, worked
/// out once for all the view's subviews: the steps ``View/convert(_:to:)`` takes, each view's model read once
/// rather than once per subview.
struct CaptureSpace {
    /// The model states from the view up to its root, in the order a point climbs through them.
    private var upward: [ViewState] = []
    /// The model states from the container up to its root; a point descends through them in reverse.
    private var downward: [ViewState] = []
    /// The linear part of the mapping to the container (``ViewSceneCapture/linearPart(from:to:)``).
    let linearPart: Transform3D

    /// The space of `view`'s bounds (window coordinates when `nil`) mapped into `container`'s.
    @MainActor
    init(of view: View?, in container: View) {
        upward = Self.chain(from: view)
        downward = Self.chain(from: container)
        linearPart = ViewSceneCapture.linearPart(from: view, to: container)
    }

    /// `point` in the space, in the container's coordinates: the same as `view.convert(point, to: container)`, or
    /// `container.convert(point, from: nil)` for the window's space.
    @MainActor
    func convert(_ point: CGPoint) -> CGPoint {
        var result = point
        for state in upward { result = View.toSuperview(result, state: state) }
        for state in downward.reversed() { result = View.fromSuperview(result, state: state) }
        return result
    }

    /// The model states of `view` and its ancestors up to the root, as conversions walk them: a window that has
    /// no superview is the root's space itself and is left out.
    @MainActor
    private static func chain(from view: View?) -> [ViewState] {
        var states: [ViewState] = []
        var next = view
        while let current = next, !(current is Window) || current.superview != nil {
            states.append(current.model)
            next = current.superview
        }
        return states
    }
}
