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
        let subviews = view.subviews
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
        describe(view, space: CaptureSpace(of: view.superview, in: container), parent: nil, into: &element)
        return element
    }

    /// Sets every stored property of `element` to what `view` looks like, as ``describe(_:in:)`` describes it, with
    /// `parent` and the coordinates `space` (its superview's) maps into: the walk writes each element where it is
    /// stored, rather than making it apart and copying it there.
    @MainActor
    static func describe(_ view: View, space: CaptureSpace, parent: Int?, into element: inout Scene.Element) {
        let state = view.model
        element.identifier = view.identifier
        element.center = space.convert(state.center)
        element.size = state.bounds.size
        element.transform = transform(state.transform, in: space)
        element.opacity = state.alpha
        element.cornerRadii = state.cornerRadii
        element.backgroundColor = state.backgroundColor
        element.borderWidth = state.borderWidth
        element.borderColor = state.borderWidth > 0 ? state.borderColor : nil
        element.shadow.opacity = state.shadowOpacity
        element.shadow.radius = state.shadowRadius
        element.shadow.offset = state.shadowOffset
        element.shadow.color = state.shadowColor
        element.zPosition = state.zPosition
        element.clipsToBounds = view.clipsToBounds
        element.isHidden = view.isHidden
        element.content = content(of: view)
        element.parent = parent
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

    @MainActor
    private static func content(of view: View) -> Scene.Content {
        switch view.content {
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
