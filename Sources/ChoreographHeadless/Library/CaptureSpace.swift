import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The coordinates of one view (or the window's, for `nil`) as a capture maps them into the container's, worked
/// out once for all the view's subviews: the steps ``View/convert(_:to:)`` takes, each view's model read once
/// rather than once per subview.
///
/// A walk makes a view's space from its superview's (``init(of:under:)``): one model state put in front of the
/// superview's, without climbing the hierarchy again. A class, so that handing a space to each subview's element
/// does not copy it.
final class CaptureSpace {
    /// The model states from the view up to its root, in the order a point climbs through them.
    private let upward: [ViewState]
    /// The model states from the container up to its root; a point descends through them in reverse.
    private let downward: [ViewState]
    /// Whether the view or one of its ancestors (a window at the root included) has a transform other than the
    /// identity.
    private let upwardIsTransformed: Bool
    /// Whether the container or one of its ancestors has one.
    private let downwardIsTransformed: Bool
    /// The linear part of the mapping to the container (``ViewSceneCapture/linearPart(from:to:)``): the identity
    /// when no view on either chain is transformed, otherwise measured from the images of two unit vectors.
    let linearPart: Transform3D
    /// Whether ``linearPart`` is the identity bit for bit: no view between the space and the container is
    /// transformed.
    let linearPartIsIdentity: Bool

    /// The space of `view`'s bounds (window coordinates when `nil`) mapped into `container`'s.
    @MainActor
    convenience init(of view: View?, in container: View) {
        let (upward, upwardIsTransformed) = Self.chain(from: view)
        let (downward, downwardIsTransformed) = Self.chain(from: container)
        self.init(
            upward: upward, upwardIsTransformed: upwardIsTransformed, downward: downward,
            downwardIsTransformed: downwardIsTransformed)
    }

    /// The space of `view`'s bounds, where `superviewSpace` is the space of its superview's (the window's for a view
    /// without one): the same space as ``init(of:in:)`` with the same container gives. A window that has no superview
    /// is the root's space itself, as in ``chain(from:)``: its state is not put in front, though its transform still
    /// counts.
    @MainActor
    convenience init(of view: View, under superviewSpace: CaptureSpace) {
        let state = view.model
        var upward: [ViewState] = []
        if !(view is Window && view.superview == nil) {
            upward.reserveCapacity(superviewSpace.upward.count + 1)
            upward.append(state)
        }
        upward.append(contentsOf: superviewSpace.upward)
        self.init(
            upward: upward, upwardIsTransformed: superviewSpace.upwardIsTransformed || !state.transform.isIdentity,
            downward: superviewSpace.downward, downwardIsTransformed: superviewSpace.downwardIsTransformed)
    }

    @MainActor
    private init(upward: [ViewState], upwardIsTransformed: Bool, downward: [ViewState], downwardIsTransformed: Bool) {
        self.upward = upward
        self.upwardIsTransformed = upwardIsTransformed
        self.downward = downward
        self.downwardIsTransformed = downwardIsTransformed
        linearPartIsIdentity = !(upwardIsTransformed || downwardIsTransformed)
        func map(_ point: CGPoint) -> CGPoint { Self.convert(point, upward: upward, downward: downward) }
        linearPart =
            linearPartIsIdentity
            ? .identity
            : Transform3D(linearPartOfMapping: map(.zero), x: map(CGPoint(x: 1, y: 0)), y: map(CGPoint(x: 0, y: 1)))
    }

    /// `point` in the space, in the container's coordinates: the same as `view.convert(point, to: container)`, or
    /// `container.convert(point, from: nil)` for the window's space.
    @MainActor
    func convert(_ point: CGPoint) -> CGPoint {
        Self.convert(point, upward: upward, downward: downward)
    }

    /// `point` climbed through the states of `upward`, then descended through those of `downward` in reverse.
    @MainActor
    private static func convert(_ point: CGPoint, upward: [ViewState], downward: [ViewState]) -> CGPoint {
        var result = point
        for index in upward.indices { result = View.toSuperview(result, state: upward[index]) }
        for index in downward.indices.reversed() { result = View.fromSuperview(result, state: downward[index]) }
        return result
    }

    /// The model states of `view` and its ancestors up to the root, as conversions walk them (a window that has no
    /// superview is the root's space itself and is left out), and whether one of them, or that window, has a
    /// transform other than the identity.
    @MainActor
    private static func chain(from view: View?) -> (states: [ViewState], isTransformed: Bool) {
        var states: [ViewState] = []
        var isTransformed = false
        var next = view
        while let current = next {
            let state = current.model
            isTransformed = isTransformed || !state.transform.isIdentity
            next = current.superview
            if current is Window, next == nil { break }
            states.append(state)
        }
        return (states, isTransformed)
    }
}
