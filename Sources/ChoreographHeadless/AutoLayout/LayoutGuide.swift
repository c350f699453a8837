import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A rectangle in a view that constraints can refer to, as `UILayoutGuide`: the host gives each view two, its
/// ``View/safeAreaLayoutGuide`` and its ``View/layoutMarginsGuide``.
///
/// A guide's frame is its owning view's bounds inset by fixed amounts (<doc:HostRules#Safe-area-and-margins>): zero
/// for the safe area, since the host's screens have no notch, bars or home indicator, and 8 points on every side for
/// the margins, UIKit's default for a view.
@MainActor
public final class LayoutGuide {
    /// The guide's name: `safeAreaLayoutGuide` or `layoutMarginsGuide`.
    public let identifier: String
    /// The view the guide belongs to. Held weakly, as UIKit's.
    public private(set) weak var owningView: View?
    /// How far the guide lies inside its owning view's bounds on each side: top, left, bottom, right.
    let insets: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)

    init(identifier: String, owningView: View, inset: CGFloat) {
        self.identifier = identifier
        self.owningView = owningView
        self.insets = (inset, inset, inset, inset)
    }

    /// The guide's rectangle in its owning view's bounds coordinates; `.zero` once the view is gone.
    public var layoutFrame: CGRect {
        guard let bounds = owningView?.bounds else { return .zero }
        return CGRect(
            x: bounds.minX + insets.left, y: bounds.minY + insets.top,
            width: bounds.width - insets.left - insets.right, height: bounds.height - insets.top - insets.bottom)
    }

    /// The guide's leading edge.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's horizontal center.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical center.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The guide's width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}
