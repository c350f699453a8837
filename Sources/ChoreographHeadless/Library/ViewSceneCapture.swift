import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Reads host views into ``/Choreograph/Scene`` values: the headless host's ``/Choreograph/SceneCapturing``.
///
/// ```swift
/// let scene = try ViewSceneCapture().captureScene(of: screen, in: container)
/// ```
///
/// Each view becomes one element (<doc:RunningTransitions#Capturing-a-screen>):
/// - its identifier is the view's ``View/identifier`` (the same value as ``View/accessibilityIdentifier``);
/// - its center is the center of its untransformed frame (the view's ``View/center``) converted from its superview
///   to the container, through every view in between — a navigation controller's content view, a tab bar
///   controller's, a child controller's — whatever controllers own them, since only views are walked;
/// - its size is its bounds size; its transform is its layer's 3D transform followed by the linear part of every
///   transform between its superview and the container, so a copy placed in the container looks as the view does;
/// - its opacity, corner radii, background colour, border, shadow, z position, clipping and hidden flag are its own
///   (not multiplied by its ancestors'); a border colour is kept only when the border has a width;
/// - its content is the image's name or the text it draws, or none.
///
/// Model values are read, the ones the properties read and layout uses. Subviews are listed in drawing order: by
/// z position, and in subview order among equal ones.
///
/// Views live on the main actor: call the capture from it (its methods assume they run there, as every host call
/// does).
public struct ViewSceneCapture: SceneCapturing, Sendable {
    /// Creates a capture.
    public init() {}

    /// The subviews of `view` in drawing order: sorted by ``Layer/zPosition``, subview order kept among equals.
    public func subviews(of view: View) -> [View] {
        MainActor.assumeIsolated { Self.drawingOrder(of: view) }
    }

    /// What `view` looks like, its geometry in `container`'s coordinates (see the type's description).
    public func element(for view: View, in container: View) -> Scene.Element {
        MainActor.assumeIsolated { Self.describe(view, in: container) }
    }

    // MARK: - Internal API

    @MainActor
    static func drawingOrder(of view: View) -> [View] {
        drawingOrder(of: view.subviews)
    }

    /// `subviews` sorted by ``Layer/zPosition``, their order kept among equals.
    @MainActor
    static func drawingOrder(of subviews: [View]) -> [View] {
        // A loop rather than `contains(where:)`, whose closure would check its actor for every subview.
        var isOrdered = true
        for subview in subviews where subview.model.zPosition != 0 {
            isOrdered = false
            break
        }
        guard !isOrdered else { return subviews }
        return subviews.enumerated()
            .sorted { a, b in
                a.element.model.zPosition != b.element.model.zPosition
                    ? a.element.model.zPosition < b.element.model.zPosition : a.offset < b.offset
            }
            .map(\.element)
    }

    /// `view` as an element in `container`'s coordinates, without a parent.
    @MainActor
    static func describe(_ view: View, in container: View) -> Scene.Element {
        var element = plainElement
        _ = describe(&view.stored, space: CaptureSpace(of: view.superview, in: container), parent: nil, into: &element)
        return element
    }

    /// Sets every stored property of `element`, a ``plainElement``, to what the view whose stored state is `stored`
    /// looks like, as ``describe(_:in:)`` describes it, with `parent` and the coordinates `space` (its superview's)
    /// maps into, and returns the view's subviews in subview order.
    ///
    /// The walk writes each element where it is stored, rather than making it apart and copying it there, and reads
    /// the view's stored state in place — `stored` is `inout` only so that it is not copied out — in one access. A
    /// view without content leaves the plain element's ``/Choreograph/Scene/Content/none`` as it is.
    static func describe(
        _ stored: inout ViewStorage, space: CaptureSpace, parent: Int?, into element: inout Scene.Element
    ) -> [View] {
        element.identifier = stored.identifier
        element.center = space.convert(stored.model.center)
        element.size = stored.model.bounds.size
        element.transform = transform(stored.model.transform, in: space)
        element.opacity = stored.model.alpha
        element.cornerRadii = stored.model.cornerRadii
        element.backgroundColor = stored.model.backgroundColor
        element.borderWidth = stored.model.borderWidth
        element.borderColor = stored.model.borderWidth > 0 ? stored.model.borderColor : nil
        element.shadow.opacity = stored.model.shadowOpacity
        element.shadow.radius = stored.model.shadowRadius
        element.shadow.offset = stored.model.shadowOffset
        element.shadow.color = stored.model.shadowColor
        element.zPosition = stored.model.zPosition
        element.clipsToBounds = stored.clipsToBounds
        element.isHidden = stored.isHidden
        if case .none = stored.content {
        } else {
            element.content = content(stored.content)
        }
        element.parent = parent
        return stored.subviews
    }

    /// A plain element, which ``describe(_:space:parent:into:)`` overwrites.
    static let plainElement = Scene.Element(center: .zero, size: .zero)

    /// A view's own `transform` followed by the linear part of `space`'s mapping into the container. The product of
    /// two identities is the identity, bit for bit, so it is not multiplied out; a transform that only compares
    /// equal to the identity (a negative zero) is multiplied as any other.
    static func transform(_ transform: Transform3D, in space: CaptureSpace) -> Transform3D {
        guard space.linearPartIsIdentity, transform.isIdentityBitForBit else {
            return transform.concatenating(space.linearPart)
        }
        return .identity
    }

    /// The linear part of the mapping from `space`'s coordinates (window coordinates when `nil`) to `container`'s:
    /// identity when no view between them is transformed, otherwise measured from the images of two unit vectors.
    @MainActor
    static func linearPart(from space: View?, to container: View) -> Transform3D {
        guard isTransformed(space) || isTransformed(container) else { return .identity }
        func map(_ point: CGPoint) -> CGPoint {
            space.map { $0.convert(point, to: container) } ?? container.convert(point, from: nil)
        }
        return Transform3D(linearPartOfMapping: map(.zero), x: map(CGPoint(x: 1, y: 0)), y: map(CGPoint(x: 0, y: 1)))
    }

    /// Whether `view` or any of its ancestors has a transform other than the identity.
    @MainActor
    private static func isTransformed(_ view: View?) -> Bool {
        var current = view
        while let at = current {
            if !at.model.transform.isIdentity { return true }
            current = at.superview
        }
        return false
    }

    private static func content(_ content: ViewContent) -> Scene.Content {
        switch content {
        case .none: .none
        case .image(let image): .image(name: image.name)
        case .text(let text): .text(text.text)
        }
    }
}

extension Transform3D {
    /// Whether every entry is the identity's, bit for bit: ones on the diagonal, positive zeros elsewhere (`==`
    /// takes a negative zero for a zero).
    fileprivate var isIdentityBitForBit: Bool {
        func zero(_ value: CGFloat) -> Bool { Double(value).bitPattern == 0 }
        return m11 == 1 && m22 == 1 && m33 == 1 && m44 == 1
            && zero(m12) && zero(m13) && zero(m14) && zero(m21) && zero(m23) && zero(m24)
            && zero(m31) && zero(m32) && zero(m34) && zero(m41) && zero(m42) && zero(m43)
    }
}
