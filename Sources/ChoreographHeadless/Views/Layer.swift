import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The layer behind a view, shaped like `CALayer`: where a view's corner radius, border, shadow, 3D transform and
/// depth live, as in UIKit (`view.layer.cornerRadius = 12`).
///
/// A view makes its layer itself; reading and writing the layer reads and writes the view's state, so changes made
/// inside an animation block animate like the view's own properties. ``presentation()`` gives a read-only copy of
/// what is on screen now, as Core Animation's presentation layer does.
///
/// Only the properties listed here exist: the host has no sublayers, layer masks (a view's ``View/mask`` masks it),
/// shape or gradient layers, and no anchor point other than the centre.
@MainActor
public final class Layer {
    /// The view whose layer this is; `nil` for a copy, or once the view is gone. Held without a weak reference, which
    /// would give every view a side table and make its retains and releases slow: the view clears it as it goes
    /// (``View``'s `deinit`), and it is never set otherwise, so it never refers to a view that is gone.
    nonisolated(unsafe) unowned(unsafe) var owner: View?
    /// What a copy shows (``presentation()``, ``model()``); `nil` for a view's own layer. Kept in a box of its own:
    /// every view has a layer, and only copies need the state, which is a few hundred bytes.
    private let frozen: FrozenState?

    /// Which corners ``cornerRadius`` rounds. Default all four.
    public var maskedCorners: CornerMask = .all {
        didSet { if maskedCorners != oldValue { applyCornerRadius(cornerRadius) } }
    }

    init(view: View) {
        owner = view
        frozen = nil
    }

    private init(copying state: ViewState, clipsToBounds: Bool, isHidden: Bool, maskedCorners: CornerMask) {
        owner = nil
        frozen = FrozenState(state: state, clipsToBounds: clipsToBounds, isHidden: isHidden)
        self.maskedCorners = maskedCorners
    }

    private var state: ViewState {
        owner?.model ?? frozen?.state ?? ViewState()
    }

    private func set(_ property: AnimatableProperty, _ value: AnimatableValue) {
        owner?.setModel(property, value)
    }

    // MARK: - Geometry

    /// The view's bounds.
    public var bounds: CGRect {
        get { state.bounds }
        set { set(.bounds, .rect(newValue)) }
    }

    /// The view's center in its superview's coordinates (`CALayer.position` with the anchor point at the centre).
    public var position: CGPoint {
        get { state.center }
        set { set(.position, .point(newValue)) }
    }

    /// The bounding box of the transformed bounds in the superview's coordinates, as the view's `frame`.
    public var frame: CGRect {
        get { state.frame }
        set { owner?.frame = newValue }
    }

    /// The 3D transform applied about the centre; the view's 2D `transform` is its planar part. Default identity.
    public var transform: Transform3D {
        get { state.transform }
        set { set(.transform, .transform(newValue)) }
    }

    /// The position on the z axis among siblings when drawn; hit testing still follows subview order, as UIKit's.
    /// Default 0.
    public var zPosition: CGFloat {
        get { state.zPosition }
        set { set(.zPosition, .scalar(newValue)) }
    }

    // MARK: - Appearance

    /// The view's alpha as a `Float`, as `CALayer.opacity`. Default 1.
    public var opacity: Float {
        get { Float(state.alpha) }
        set { set(.opacity, .scalar(CGFloat(newValue))) }
    }

    /// Whether the view is hidden.
    public var isHidden: Bool {
        get { owner?.isHidden ?? frozen?.isHidden ?? false }
        set { owner?.isHidden = newValue }
    }

    /// Whether subviews are clipped to the bounds and the rounded corners: the view's `clipsToBounds`.
    /// Default `false`.
    public var masksToBounds: Bool {
        get { owner?.clipsToBounds ?? frozen?.clipsToBounds ?? false }
        set { owner?.clipsToBounds = newValue }
    }

    /// The background colour, as the view's `backgroundColor`; `nil` is transparent. Default `nil`.
    public var backgroundColor: CGColor? {
        get { state.backgroundColor.map(\.cgColor) }
        set { owner?.backgroundColor = newValue.map { Color(cgColor: $0) } }
    }

    /// The radius of the corners in ``maskedCorners``; reading gives the largest corner radius. Default 0.
    public var cornerRadius: CGFloat {
        get {
            state.cornerRadii.largest
        }
        set { applyCornerRadius(newValue) }
    }

    /// The radius of each corner, for shapes ``cornerRadius`` and ``maskedCorners`` cannot make (the host's
    /// addition to `CALayer`). Default zero.
    public var cornerRadii: CornerRadii {
        get { state.cornerRadii }
        set { set(.cornerRadii, .cornerRadii(newValue)) }
    }

    /// The width of the border, drawn inside the bounds. Default 0.
    public var borderWidth: CGFloat {
        get { state.borderWidth }
        set { set(.borderWidth, .scalar(newValue)) }
    }

    /// The border's colour; `nil` draws no border colour (transparent). Default opaque black.
    public var borderColor: CGColor? {
        get { state.borderColor.cgColor }
        set { set(.borderColor, .color(newValue.map { Color(cgColor: $0) } ?? .clear)) }
    }

    /// The shadow's opacity, `0...1`; 0 draws none. Default 0.
    public var shadowOpacity: Float {
        get { Float(state.shadowOpacity) }
        set { set(.shadowOpacity, .scalar(CGFloat(newValue))) }
    }

    /// The shadow's blur radius. Default 3.
    public var shadowRadius: CGFloat {
        get { state.shadowRadius }
        set { set(.shadowRadius, .scalar(newValue)) }
    }

    /// The shadow's offset. Default (0, −3).
    public var shadowOffset: CGSize {
        get { state.shadowOffset }
        set { set(.shadowOffset, .size(newValue)) }
    }

    /// The shadow's colour; `nil` casts no shadow colour (transparent). Default opaque black.
    public var shadowColor: CGColor? {
        get { state.shadowColor.cgColor }
        set { set(.shadowColor, .color(newValue.map { Color(cgColor: $0) } ?? .clear)) }
    }

    // MARK: - Animation

    /// A read-only copy of the layer as it is on screen now, with running animations applied, as Core Animation's
    /// presentation layer; setting its properties does nothing. `nil` for a copy.
    public func presentation() -> Layer? {
        copy(of: owner?.presentation)
    }

    /// A read-only copy of the layer's model values (what the properties read); `nil` for a copy.
    public func model() -> Layer? {
        copy(of: owner?.model)
    }

    /// A read-only copy showing `state` with the view's clipping, visibility and masked corners; `nil` without one.
    private func copy(of state: ViewState?) -> Layer? {
        guard let owner, let state else { return nil }
        return Layer(
            copying: state, clipsToBounds: owner.clipsToBounds, isHidden: owner.isHidden, maskedCorners: maskedCorners)
    }

    /// Stops every animation on the view; its properties keep their model values.
    public func removeAllAnimations() {
        owner?.removeAllAnimations()
    }

    private func applyCornerRadius(_ radius: CGFloat) {
        let mask = maskedCorners
        set(
            .cornerRadii,
            .cornerRadii(
                CornerRadii(
                    topLeft: mask.contains(.layerMinXMinYCorner) ? radius : 0,
                    topRight: mask.contains(.layerMaxXMinYCorner) ? radius : 0,
                    bottomRight: mask.contains(.layerMaxXMaxYCorner) ? radius : 0,
                    bottomLeft: mask.contains(.layerMinXMaxYCorner) ? radius : 0
                )))
    }
}

extension Layer {
    /// What a read-only copy of a layer shows: a state, with the view's clipping and visibility when it was made.
    private final class FrozenState {
        let state: ViewState
        let clipsToBounds: Bool
        let isHidden: Bool

        init(state: ViewState, clipsToBounds: Bool, isHidden: Bool) {
            self.state = state
            self.clipsToBounds = clipsToBounds
            self.isHidden = isHidden
        }
    }

    /// The corners ``Layer/cornerRadius`` rounds, as `CACornerMask`. In a view's y-down coordinates "min Y" is the
    /// top.
    public struct CornerMask: OptionSet, Hashable, Sendable {
        /// The mask's bits.
        public let rawValue: UInt
        /// Creates a mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The top-left corner.
        public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
        /// The top-right corner.
        public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
        /// The bottom-left corner.
        public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
        /// The bottom-right corner.
        public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
        /// All four corners.
        public static let all: CornerMask = [
            .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ]
    }
}
