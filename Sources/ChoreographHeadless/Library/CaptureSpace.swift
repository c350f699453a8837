import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The coordinates of one view (or the window's, for `nil`) as a capture maps them into the container's, worked
/// out once for all the view's subviews: the steps ``View/convert(_:to:)`` takes, each view's model read once
/// rather than once per subview, and kept as the few numbers a step uses (``CaptureStep``).
///
/// A walk makes a view's space from its superview's (``init(of:under:)``): one step put in front of the
/// superview's, without climbing the hierarchy again. A class, so that handing a space to each subview's element
/// does not copy it.
final class CaptureSpace {
    /// The steps from the view up to its root, in the order a point climbs through them.
    private let upward: [CaptureStep]
    /// The steps from the container up to its root; a point descends through them in reverse.
    private let downward: [CaptureStep]
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
    /// When a point only climbs through one step (a screen's root placed in the window that is the container): that
    /// step, which ``convert(_:)`` then applies without a loop; `nil` otherwise.
    private let soleStep: CaptureStep?

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
        var upward: [CaptureStep] = []
        if !(view is Window && view.superview == nil) {
            upward.reserveCapacity(superviewSpace.upward.count + 1)
            upward.append(CaptureStep(state))
        }
        upward.append(contentsOf: superviewSpace.upward)
        self.init(
            upward: upward, upwardIsTransformed: superviewSpace.upwardIsTransformed || !state.transform.isIdentity,
            downward: superviewSpace.downward, downwardIsTransformed: superviewSpace.downwardIsTransformed)
    }

    private init(
        upward: [CaptureStep], upwardIsTransformed: Bool, downward: [CaptureStep], downwardIsTransformed: Bool
    ) {
        self.upward = upward
        self.upwardIsTransformed = upwardIsTransformed
        self.downward = downward
        self.downwardIsTransformed = downwardIsTransformed
        soleStep = upward.count == 1 && downward.isEmpty ? upward[0] : nil
        linearPartIsIdentity = !(upwardIsTransformed || downwardIsTransformed)
        func map(_ point: CGPoint) -> CGPoint { Self.convert(point, upward: upward, downward: downward) }
        linearPart =
            linearPartIsIdentity
            ? .identity
            : Transform3D(linearPartOfMapping: map(.zero), x: map(CGPoint(x: 1, y: 0)), y: map(CGPoint(x: 0, y: 1)))
    }

    /// `point` in the space, in the container's coordinates: the same as `view.convert(point, to: container)`, or
    /// `container.convert(point, from: nil)` for the window's space.
    @inline(__always)
    func convert(_ point: CGPoint) -> CGPoint {
        guard let soleStep else { return Self.convert(point, upward: upward, downward: downward) }
        return soleStep.toSuperview(point)
    }

    /// `point` climbed through the steps of `upward`, then descended through those of `downward` in reverse.
    private static func convert(_ point: CGPoint, upward: [CaptureStep], downward: [CaptureStep]) -> CGPoint {
        var result = point
        for index in upward.indices { result = upward[index].toSuperview(result) }
        for index in downward.indices.reversed() { result = downward[index].fromSuperview(result) }
        return result
    }

    /// The steps of `view` and its ancestors up to the root, as conversions walk them (a window that has no
    /// superview is the root's space itself and is left out), and whether one of them, or that window, has a
    /// transform other than the identity.
    @MainActor
    private static func chain(from view: View?) -> (steps: [CaptureStep], isTransformed: Bool) {
        var steps: [CaptureStep] = []
        var isTransformed = false
        var next = view
        while let current = next {
            let state = current.model
            isTransformed = isTransformed || !state.transform.isIdentity
            next = current.superview
            if current is Window, next == nil { break }
            steps.append(CaptureStep(state))
        }
        return (steps, isTransformed)
    }
}

/// One view's part of a conversion between its bounds and its superview's coordinates: the numbers
/// ``View/toSuperview(_:state:)`` and ``View/fromSuperview(_:state:)`` read from its model state, worked out once,
/// with the same arithmetic in the same order, so a point converts to the same bits.
struct CaptureStep {
    /// A transform other than the identity and its inverse, kept apart so that the step of an untransformed view —
    /// the common case, read once per element — stays a few numbers.
    private final class Turn {
        /// The transform.
        let transform: Transform3D
        /// Its inverse, `nil` for a singular transform: worked out the first time a point descends through the step,
        /// which only the container's chain does — a walk's views only climb.
        lazy var inverse: Transform3D? = transform.inverted()

        init(_ transform: Transform3D) {
            self.transform = transform
        }
    }

    /// The middle of the bounds.
    private let boundsMid: CGPoint
    /// The center in the superview's coordinates.
    private let center: CGPoint
    /// The transform, `nil` for one that compares equal to the identity.
    private let turn: Turn?

    /// The step of a view in `state`.
    init(_ state: ViewState) {
        boundsMid = CGPoint(x: state.bounds.midX, y: state.bounds.midY)
        center = state.center
        turn = state.transform.isIdentity ? nil : Turn(state.transform)
    }

    /// `point`, in the view's bounds, in its superview's coordinates: ``View/toSuperview(_:state:)``.
    func toSuperview(_ point: CGPoint) -> CGPoint {
        let local = CGPoint(x: point.x - boundsMid.x, y: point.y - boundsMid.y)
        let moved = turn.map { $0.transform.apply(to: local) } ?? local
        return CGPoint(x: moved.x + center.x, y: moved.y + center.y)
    }

    /// `point`, in the superview's coordinates, in the view's bounds: ``View/fromSuperview(_:state:)``, a singular
    /// transform mapping every point to the bounds' center.
    func fromSuperview(_ point: CGPoint) -> CGPoint {
        let relative = CGPoint(x: point.x - center.x, y: point.y - center.y)
        let local: CGPoint
        if let turn {
            local = turn.inverse.map { $0.apply(to: relative) } ?? .zero
        } else {
            local = relative
        }
        return CGPoint(x: local.x + boundsMid.x, y: local.y + boundsMid.y)
    }
}
