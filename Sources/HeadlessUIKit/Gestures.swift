// UIKit's gesture recognizers, by their UIKit names. Actions are closures that receive the recognizer as its own type
// (``/ChoreographHeadless/GestureRecognizerHandlers``): target–action needs the Objective-C runtime.

/// `UIGestureRecognizer`: ``/ChoreographHeadless/GestureRecognizer``.
public typealias UIGestureRecognizer = GestureRecognizer
/// `UIGestureRecognizerDelegate`: ``/ChoreographHeadless/GestureRecognizerDelegate``.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// `UIPanGestureRecognizer`: ``/ChoreographHeadless/PanGestureRecognizer``.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// `UIPinchGestureRecognizer`: ``/ChoreographHeadless/PinchGestureRecognizer``.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// `UIScreenEdgePanGestureRecognizer`: ``/ChoreographHeadless/ScreenEdgePanGestureRecognizer``.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
/// `UITapGestureRecognizer`: ``/ChoreographHeadless/TapGestureRecognizer``.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// `UIRectEdge`: ``/ChoreographHeadless/RectEdge``.
public typealias UIRectEdge = RectEdge
