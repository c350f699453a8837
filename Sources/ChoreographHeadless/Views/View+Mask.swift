import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Masks, as `UIView.mask` (<doc:Masks>).
extension View {
    /// A view whose shape decides where this view and its subviews show, as `UIView.mask`. Default `nil`: no mask.
    ///
    /// The mask view is not in the hierarchy: it has no superview and no window, and it is not among the subviews.
    /// Its ``frame`` is in this view's bounds coordinates, and this view (with its subviews, background and border)
    /// shows only inside the mask's bounds, rounded by its corner radii and placed by its center and transform, at
    /// the mask's alpha (``maskOpacity(at:)``); a hidden mask shows nothing. The host treats the mask as opaque over
    /// its rounded bounds whatever it draws, where UIKit uses the alpha of the pixels it draws: give a mask a
    /// background colour, as on a device. A mask does not change hit testing. The mask's frame, corner radius and
    /// alpha animate like any view's, and ``maskOpacity(at:)`` follows their presentation values.
    ///
    /// Core Animation leaves undefined a mask that has a superlayer; the host ignores such an assignment, as it does
    /// a view given as its own mask or as the mask of a view inside it, with a diagnostic
    /// (``Diagnostic/Code/maskInHierarchy``, ``Diagnostic/Code/maskSelfOrAncestor``), and the view keeps its mask. A
    /// view that is already another view's mask moves to this one (``Diagnostic/Code/maskMovedFromOtherView``).
    public var mask: View? {
        get { maskStorage }
        set {
            guard newValue !== maskStorage else { return }
            if let newValue {
                guard !isDescendant(of: newValue) else {
                    HostEnvironment.current.diagnostics.report(
                        .maskSelfOrAncestor,
                        "\(recordName).mask = \(newValue.recordName): a view cannot be masked by itself or a view it "
                            + "lies inside; the view keeps its mask")
                    return
                }
                guard newValue.superview == nil else {
                    HostEnvironment.current.diagnostics.report(
                        .maskInHierarchy,
                        "\(recordName).mask = \(newValue.recordName): a mask must have no superview; remove it from "
                            + "its superview first; the view keeps its mask")
                    return
                }
                if let previous = newValue.maskedView, previous !== self {
                    HostEnvironment.current.diagnostics.report(
                        .maskMovedFromOtherView,
                        "\(recordName).mask = \(newValue.recordName): the view was the mask of "
                            + "\(previous.recordName), which now has no mask")
                    previous.maskStorage = nil
                }
            }
            maskStorage?.maskedView = nil
            maskStorage = newValue
            newValue?.maskedView = self
        }
    }

    /// How much of the view shows at `point` (in its bounds coordinates) through its ``mask`` now, from 0 to 1: the
    /// mask's presentation alpha (clamped to 0…1) where `point` is inside the mask's rounded bounds, 0 outside them
    /// and everywhere when the mask is hidden, and 1 for a view without a mask. The host's addition to `UIView`.
    ///
    /// The point is taken into the mask's bounds through the mask's presentation center, transform and bounds, and
    /// the corners are quarter circles of the mask's corner radii, clamped to its size as Core Animation clamps them
    /// (a radius of half the smaller side makes the ends round). Points on the outline count as inside. The mask's
    /// own mask is not applied.
    public func maskOpacity(at point: CGPoint) -> CGFloat {
        guard let mask = maskStorage else { return 1 }
        guard !mask.isHidden else { return 0 }
        let state = mask.presentation
        let local = Self.fromSuperview(point, state: state)
        guard Self.roundedRect(state.bounds, radii: state.cornerRadii, contains: local) else { return 0 }
        return min(max(state.alpha, 0), 1)
    }

    // MARK: - Internal API

    /// Whether `point` is inside `rect` with its corners rounded by `radii` (clamped to its size), outline included.
    static func roundedRect(_ rect: CGRect, radii: CornerRadii, contains point: CGPoint) -> Bool {
        let box = rect.standardized
        guard box.minX <= point.x, point.x <= box.maxX, box.minY <= point.y, point.y <= box.maxY else { return false }
        let r = radii.clamped(to: box.size)
        // Each corner: its radius and the center of its quarter circle.
        let corners: [(CGFloat, CGPoint)] = [
            (r.topLeft, CGPoint(x: box.minX + r.topLeft, y: box.minY + r.topLeft)),
            (r.topRight, CGPoint(x: box.maxX - r.topRight, y: box.minY + r.topRight)),
            (r.bottomRight, CGPoint(x: box.maxX - r.bottomRight, y: box.maxY - r.bottomRight)),
            (r.bottomLeft, CGPoint(x: box.minX + r.bottomLeft, y: box.maxY - r.bottomLeft)),
        ]
        for (index, (radius, center)) in corners.enumerated() where radius > 0 {
            let left = index == 0 || index == 3
            let top = index == 0 || index == 1
            let inCornerX = left ? point.x < center.x : point.x > center.x
            let inCornerY = top ? point.y < center.y : point.y > center.y
            guard inCornerX, inCornerY else { continue }
            let (dx, dy) = (point.x - center.x, point.y - center.y)
            if dx * dx + dy * dy > radius * radius { return false }
        }
        return true
    }
}
