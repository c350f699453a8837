#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// On iOS, the closure form of gesture actions that the headless host has built in
    /// (`GestureRecognizerHandlers` in ChoreographHeadless), made from UIKit's target–action, so that the seeds'
    /// `recognizer.addHandler { recognizer in … }` compiles and behaves the same on both hosts. Compiled only where
    /// UIKit exists.
    @MainActor
    public protocol GestureRecognizerHandlers: UIGestureRecognizer {}

    extension UIGestureRecognizer: GestureRecognizerHandlers {}

    extension GestureRecognizerHandlers {
        /// Adds `handler`, called with the recognizer itself at every state change UIKit sends its actions for;
        /// returns how many handlers the recognizer now has. The recognizer keeps the handler alive.
        @discardableResult
        public func addHandler(_ handler: @escaping @MainActor (Self) -> Void) -> Int {
            let target = GestureHandlerTarget { recognizer in
                // UIKit calls the action with the recognizer it was added to, which is a `Self`.
                if let typed = recognizer as? Self { handler(typed) }
            }
            addTarget(target, action: #selector(GestureHandlerTarget.fire(_:)))
            var targets = objc_getAssociatedObject(self, gestureHandlerTargetsKey) as? [GestureHandlerTarget] ?? []
            targets.append(target)
            objc_setAssociatedObject(self, gestureHandlerTargetsKey, targets, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return targets.count
        }
    }

    /// The key under which a recognizer keeps its handler targets alive (UIKit holds targets weakly): a distinct
    /// address allocated once for the life of the process, as `objc_setAssociatedObject` needs a stable pointer.
    nonisolated(unsafe) private let gestureHandlerTargetsKey = UnsafeRawPointer(
        UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// The object UIKit's target–action calls, which calls the closure.
    @MainActor
    private final class GestureHandlerTarget: NSObject {
        let body: @MainActor (UIGestureRecognizer) -> Void

        init(_ body: @escaping @MainActor (UIGestureRecognizer) -> Void) {
            self.body = body
        }

        @objc func fire(_ recognizer: UIGestureRecognizer) {
            body(recognizer)
        }
    }
#endif
