// UIKit's property animator and its timing parameters, by their UIKit names.

/// `UIViewPropertyAnimator`: ``/ChoreographHeadless/PropertyAnimator``.
public typealias UIViewPropertyAnimator = PropertyAnimator
/// `UITimingCurveProvider`: ``/ChoreographHeadless/TimingCurveProvider``.
public typealias UITimingCurveProvider = TimingCurveProvider
/// `UITimingCurveType`: ``/ChoreographHeadless/TimingCurveType``.
public typealias UITimingCurveType = TimingCurveType
/// `UICubicTimingParameters`: ``/ChoreographHeadless/CubicTimingParameters``.
public typealias UICubicTimingParameters = CubicTimingParameters
/// `UISpringTimingParameters`: ``/ChoreographHeadless/SpringTimingParameters``.
public typealias UISpringTimingParameters = SpringTimingParameters
/// `UIViewAnimatingPosition`: ``/ChoreographHeadless/AnimatingPosition``.
public typealias UIViewAnimatingPosition = AnimatingPosition
/// `UIViewAnimatingState`: ``/ChoreographHeadless/AnimatingState``.
public typealias UIViewAnimatingState = AnimatingState
/// `UIViewAnimating`: ``/ChoreographHeadless/ViewAnimating``.
public typealias UIViewAnimating = ViewAnimating
/// `UIViewImplicitlyAnimating`: ``/ChoreographHeadless/ViewImplicitlyAnimating``.
public typealias UIViewImplicitlyAnimating = ViewImplicitlyAnimating
