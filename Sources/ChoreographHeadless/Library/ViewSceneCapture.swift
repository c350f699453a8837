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
///   (not multiplied by its ancestors'); a border colour is kept only when the border has a width; an opacity (the
///   alpha or the shadow's) outside 0…1 is taken at the nearer end, as it is drawn;
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
        let (reading, identifier) = CaptureReading.read(&view.stored, plainShadow: .none)
        var elements: [Scene.Element] = []
        elements.reserveCapacity(1)
        appendElement(
            of: view, reading, identifier: identifier, space: CaptureSpace(of: view.superview, in: container),
            parent: nil, to: &elements)
        return elements[0]
    }

    /// Appends to `elements` what `view` looks like, as ``describe(_:in:)`` describes it, with `parent` and the
    /// coordinates `space` (its superview's) maps into; `reading` and `identifier` are what was read of it. A plain
    /// view (``isPlain(_:plainShadow:)``) in an untransformed space gets a plain element, made from the reading without
    /// the values it does not have and written where the array keeps it; any other view's state is read again for
    /// the element the general initializer makes.
    ///
    /// - Returns: Whether the element keeps a scene's rules at the index it was appended at
    ///   (``/Choreograph/Scene/Element/keepsRules(index:)``).
    @MainActor
    @inline(__always)
    @discardableResult
    static func appendElement(
        of view: View, _ reading: CaptureReading, identifier: consuming String?, space: CaptureSpace, parent: Int?,
        to elements: inout [Scene.Element]
    ) -> Bool {
        let center = space.convert(reading.center)
        guard reading.isPlain, space.linearPartIsIdentity else {
            let element = element(
                of: &view.stored, identifier: identifier, center: center, space: space, parent: parent)
            let keepsRules = element.keepsRules(index: elements.count)
            elements.append(element)
            return keepsRules
        }
        return Scene.Element.appendPlain(
            to: &elements, identifier: identifier, center: center, size: reading.size, opacity: reading.opacity,
            cornerRadius: reading.cornerRadius, backgroundColor: reading.backgroundColor,
            zPosition: reading.zPosition, clipsToBounds: reading.clipsToBounds, isHidden: reading.isHidden,
            parent: parent)
    }

    /// The element the general initializer makes of the view whose stored state is `stored` (read in place) and whose
    /// identifier, already read, is `identifier`, its center `center` in the container, with `parent` and the
    /// coordinates `space` maps into. Kept out of the walk's loop, which most views (plain ones) do not take here.
    @inline(never)
    private static func element(
        of stored: inout ViewStorage, identifier: consuming String?, center: CGPoint, space: CaptureSpace,
        parent: Int?
    ) -> Scene.Element {
        let model = stored.model
        return Scene.Element(
            identifier: identifier, center: center, size: model.bounds.size,
            transform: transform(model.transform, in: space), opacity: shownOpacity(model.alpha),
            cornerRadii: model.cornerRadii,
            backgroundColor: model.backgroundColor, borderWidth: model.borderWidth,
            borderColor: model.borderWidth > 0 ? model.borderColor : nil,
            shadow: Scene.Shadow(
                opacity: shownOpacity(model.shadowOpacity), radius: model.shadowRadius, offset: model.shadowOffset,
                color: model.shadowColor),
            zPosition: model.zPosition, clipsToBounds: stored.clipsToBounds, isHidden: stored.isHidden,
            content: content(stored.content), parent: parent)
    }

    /// The opacity a view with opacity `opacity` is drawn with: `opacity` taken into 0…1, as UIKit and Core
    /// Animation draw an alpha or a shadow opacity outside it (the host keeps the number it is given). An opacity in
    /// 0…1 is kept bit for bit (−0 too), and one that is not finite as it is, for the scene to refuse.
    @inline(__always)
    static func shownOpacity(_ opacity: CGFloat) -> CGFloat {
        guard opacity.isFinite else { return opacity }
        return opacity < 0 ? 0 : opacity > 1 ? 1 : opacity
    }

    /// Whether the view whose stored state is `stored` is plain, bit for bit: the identity transform, the same
    /// radius at every corner, a border width of `+0` (its colour then not kept), the shadow of
    /// ``Scene/Shadow/none`` and no content — the values a plain element keeps without a box. `plainShadow` is
    /// ``Scene/Shadow/none``. Only the state's numbers are read, and nothing is called, so that a reading
    /// (``CaptureReading``) calls nothing while it accesses the state.
    @inline(__always)
    static func isPlain(_ stored: inout ViewStorage, plainShadow none: Scene.Shadow = .none) -> Bool {
        guard case .none = stored.content else { return false }
        func bits(_ value: CGFloat) -> UInt64 { Double(value).bitPattern }
        let color = stored.model.shadowColor
        let radii = stored.model.cornerRadii
        // The element's plain shadow is `Scene.Shadow.none`: the view's shadow must have its numbers' bits.
        // The numbers' differences from the plain ones (a border width of `+0`, the shadow's, the radii's from the
        // first), joined so that one test checks them all.
        let differences =
            bits(stored.model.borderWidth) | (bits(stored.model.shadowOpacity) ^ bits(none.opacity))
            | (bits(stored.model.shadowRadius) ^ bits(none.radius))
            | (bits(stored.model.shadowOffset.width) ^ bits(none.offset.width))
            | (bits(stored.model.shadowOffset.height) ^ bits(none.offset.height))
            | (bits(color.red) ^ bits(none.color.red)) | (bits(color.green) ^ bits(none.color.green))
            | (bits(color.blue) ^ bits(none.color.blue)) | (bits(color.alpha) ^ bits(none.color.alpha))
        let first = bits(radii.topLeft)
        let uneven =
            (bits(radii.topRight) ^ first) | (bits(radii.bottomRight) ^ first) | (bits(radii.bottomLeft) ^ first)
        // The transform's differences from the identity's entries, bit for bit: ones on the diagonal, positive zeros
        // elsewhere (the test of `Transform3D.isIdentityBitForBit`, made here on the numbers in place).
        let t = stored.model.transform
        let one = bits(1)
        let diagonal = (bits(t.m11) ^ one) | (bits(t.m22) ^ one) | (bits(t.m33) ^ one) | (bits(t.m44) ^ one)
        let offDiagonal =
            bits(t.m12) | bits(t.m13) | bits(t.m14) | bits(t.m21) | bits(t.m23) | bits(t.m24) | bits(t.m31)
            | bits(t.m32) | bits(t.m34) | bits(t.m41) | bits(t.m42) | bits(t.m43)
        return differences | uneven | diagonal | offDiagonal == 0
    }

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
