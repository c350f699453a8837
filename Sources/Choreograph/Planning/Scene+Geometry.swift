import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Scene {
    /// The transform that draws the element at `index` as it looks on screen when it is placed directly in the
    /// container, at its ``Scene/Element/center``: its own transform followed by the linear parts of its
    /// ancestors' transforms, nearest ancestor first.
    ///
    /// An element's center is captured in the container's coordinates, so its ancestors' translations are already
    /// in it; what it does not carry is how its ancestors turn, scale and skew it. A button inside a card turned by
    /// 30° and scaled by 2 has the global transform `button.transform`, then the card's 30° turn and ×2 scale.
    /// An ancestor's *linear part* is its transform with the translation row (`m41`, `m42`, `m43`) set to 0; the
    /// result is exact when the ancestors have no perspective (`m14`, `m24`, `m34` all 0), and with perspective it
    /// projects about the element's own center. Matched geometry's ghosts and elements lifted into the container
    /// (``ElementCoordinateSpace/global``) use it. The identity for an index out of range.
    public func globalTransform(ofElementAt index: Int) -> Transform3D {
        guard elements.indices.contains(index) else { return .identity }
        // While the result is a plain element's identity (bit for bit) and the ancestor is plain too, the product is
        // that identity again, bit for bit, and is not worked out; once either is not, every product is.
        var isIdentity = elements[index].extras == nil
        var result = elements[index].transform
        var current = elements[index].parent
        while let ancestor = current, elements.indices.contains(ancestor) {
            current = elements[ancestor].parent
            if isIdentity, elements[ancestor].extras == nil { continue }
            isIdentity = false
            var linear = elements[ancestor].transform
            linear.m41 = 0
            linear.m42 = 0
            linear.m43 = 0
            result = result.concatenating(linear)
        }
        return result
    }

    /// The opacity the element at `index` shows with: its own opacity multiplied by every ancestor's. 0 for an
    /// index out of range.
    public func globalOpacity(ofElementAt index: Int) -> CGFloat {
        guard elements.indices.contains(index) else { return 0 }
        var result = elements[index].opacity
        var current = elements[index].parent
        while let ancestor = current, elements.indices.contains(ancestor) {
            result *= elements[ancestor].opacity
            current = elements[ancestor].parent
        }
        return result
    }

    /// The smallest rectangle, in the container's coordinates, that holds the element at `index` as drawn: its
    /// bounds turned by ``globalTransform(ofElementAt:)`` about its center. `CGRect.null` for an index out of range.
    public func displayedFrame(ofElementAt index: Int) -> CGRect {
        guard elements.indices.contains(index) else { return .null }
        let element = elements[index]
        let local = CGRect(center: .zero, size: element.size)
        let turned = globalTransform(ofElementAt: index).apply(to: local)
        guard !turned.isNull else { return .null }
        return turned.offsetBy(dx: element.center.x, dy: element.center.y)
    }

    /// The part of the element at `index` a person can see, in the container's coordinates: its
    /// ``displayedFrame(ofElementAt:)`` cut to the scene's ``frame`` and to the displayed frame of every ancestor
    /// that clips its subviews — a cell scrolled out of its list has none. `CGRect.null` when nothing is left (no
    /// overlap, or an overlap without area) and for an index out of range. Hidden flags and opacities do not count
    /// here; see ``isShown(_:)``.
    public func visibleFrame(ofElementAt index: Int) -> CGRect {
        guard elements.indices.contains(index) else { return .null }
        var region = displayedFrame(ofElementAt: index).intersection(frame)
        var current = elements[index].parent
        while let ancestor = current, elements.indices.contains(ancestor) {
            if elements[ancestor].clipsToBounds {
                region = region.intersection(displayedFrame(ofElementAt: ancestor))
            }
            current = elements[ancestor].parent
        }
        return region.isNull || !(region.width > 0) || !(region.height > 0) ? .null : region
    }

    /// Whether a person sees the element at `index`: it is visible (``isVisible(_:)``), its
    /// ``globalOpacity(ofElementAt:)`` is above 0, and it has a ``visibleFrame(ofElementAt:)``: its
    /// ``displayedFrame(ofElementAt:)`` overlaps, with an area greater than 0, the scene's ``frame`` and the
    /// displayed frame of every ancestor that clips its subviews. `false` for an index out of range.
    public func isShown(_ index: Int) -> Bool {
        guard isVisible(index), globalOpacity(ofElementAt: index) > 0 else { return false }
        return !visibleFrame(ofElementAt: index).isNull
    }
}
