import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One attribute of a view or layout guide, from which constraints are made, as `NSLayoutAnchor`.
///
/// The anchor type parameter keeps constraints to anchors of the same kind: an x-axis anchor relates to x-axis
/// anchors (``LayoutXAxisAnchor``), a y-axis anchor to y-axis anchors (``LayoutYAxisAnchor``) and a dimension to
/// dimensions (``LayoutDimension``). The constraints made are inactive.
@MainActor
public class LayoutAnchor<AnchorType: AnyObject> {
    /// The view or guide, held weakly.
    weak var item: AnyObject?
    /// The attribute.
    let attribute: LayoutConstraint.Attribute

    init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// A constraint `self == anchor`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    /// A constraint `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, constant: constant)
    }

    /// A constraint `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// A constraint `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// A constraint `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// A constraint `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: constant)
    }

    /// `self relation anchor × multiplier + constant`.
    func make(
        _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> LayoutConstraint {
        // An item already gone makes a constraint without a first item, which activation refuses.
        LayoutConstraint(
            item: item ?? Self.released, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// The stand-in for an item released before its anchor was used.
    static var released: AnyObject { ReleasedItem() }
}

/// What a constraint made from the anchor of a released item points at: activation refuses it.
private final class ReleasedItem {}

/// A horizontal position anchor: leading, trailing, left, right, centerX.
@MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A vertical position anchor: top, bottom, centerY, firstBaseline, lastBaseline.
@MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

/// A size anchor, width or height, which can also relate to constants and to multiples of other dimensions.
@MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// A constraint `self == constant`.
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        make(.equal, nil, constant: constant)
    }

    /// A constraint `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: constant)
    }

    /// A constraint `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: constant)
    }

    /// A constraint `self == anchor × multiplier`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: 0)
    }

    /// A constraint `self == anchor × multiplier + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat)
        -> LayoutConstraint
    {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// A constraint `self >= anchor × multiplier`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: 0)
    }

    /// A constraint `self >= anchor × multiplier + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// A constraint `self <= anchor × multiplier`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: 0)
    }

    /// A constraint `self <= anchor × multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}
