// UIKit's Auto Layout types, by their UIKit names.

/// `NSLayoutConstraint`: ``/ChoreographHeadless/LayoutConstraint``.
public typealias NSLayoutConstraint = LayoutConstraint
/// `UILayoutPriority`: ``/ChoreographHeadless/LayoutPriority``.
public typealias UILayoutPriority = LayoutPriority
/// `NSLayoutAnchor`: ``/ChoreographHeadless/LayoutAnchor``.
public typealias NSLayoutAnchor<AnchorType: AnyObject> = LayoutAnchor<AnchorType>
/// `NSLayoutXAxisAnchor`: ``/ChoreographHeadless/LayoutXAxisAnchor``.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// `NSLayoutYAxisAnchor`: ``/ChoreographHeadless/LayoutYAxisAnchor``.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// `NSLayoutDimension`: ``/ChoreographHeadless/LayoutDimension``.
public typealias NSLayoutDimension = LayoutDimension
/// `UILayoutGuide`: ``/ChoreographHeadless/LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide
