/// Closure actions that receive the recognizer as its own type: a pan handler gets a ``PanGestureRecognizer`` and can
/// ask for its translation and velocity without a cast.
///
/// UIKit's target–action form (`UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))`) needs the
/// Objective-C runtime, which exists only on Apple platforms; code that runs on both hosts uses this closure form
/// (<doc:HostRules#UIKit's-shape>). Every recognizer conforms.
///
/// ```swift
/// let pan = PanGestureRecognizer { pan in
///     print(pan.translation(in: pan.view))
/// }
/// ```
@MainActor
public protocol GestureRecognizerHandlers: GestureRecognizer {
    /// Creates a recognizer with no actions.
    init()
}

extension GestureRecognizerHandlers {
    /// Creates a recognizer that calls `handler` with itself whenever it begins, changes, ends or is cancelled.
    public init(handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        addHandler(handler)
    }

    /// Adds `handler`, called with the recognizer itself whenever it begins, changes, ends or is cancelled, after the
    /// actions added before it; returns a token for ``GestureRecognizer/removeTarget(_:)``. The recognizer holds the
    /// handler, so a handler that captures the recognizer's owner captures it weakly.
    @discardableResult
    public func addHandler(_ handler: @escaping @MainActor (Self) -> Void) -> Int {
        addTarget { recognizer in
            // The target is only ever called with the recognizer it was added to, which is a `Self`.
            handler(unsafeDowncast(recognizer, to: Self.self))
        }
    }
}

extension GestureRecognizer: GestureRecognizerHandlers {}
