extension GestureRecognizer {
    /// Where a recognizer is in recognizing its gesture, as `UIGestureRecognizer.State`.
    ///
    /// A continuous gesture (a pan) goes `possible → began → changed … → ended` (or `cancelled`); a discrete one (a
    /// tap) goes `possible → ended` (``recognized``). Either may go `possible → failed`. Once its touches have
    /// lifted, a recognizer in `ended`, `cancelled` or `failed` is reset to `possible`.
    public enum State: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Not recognized yet; the starting state.
        case possible
        /// A continuous gesture was recognized and started.
        case began
        /// A continuous gesture moved on.
        case changed
        /// The gesture finished; for a discrete gesture, it was recognized.
        case ended
        /// A continuous gesture was interrupted.
        case cancelled
        /// The touches did not make this gesture.
        case failed

        /// A discrete gesture was recognized: the same state as ``ended``.
        public static var recognized: State { .ended }

        /// The state's name.
        public var description: String { rawValue }

        /// Whether the recognizer is done with its touches: ended, cancelled or failed.
        public var isFinished: Bool {
            self == .ended || self == .cancelled || self == .failed
        }

        /// Whether the gesture is under way: began or changed.
        public var isActive: Bool {
            self == .began || self == .changed
        }

        /// Whether UIKit allows a recognizer to go from this state to `next`; reset to ``possible`` is always
        /// allowed and is not a transition a subclass makes.
        func allows(_ next: State) -> Bool {
            switch (self, next) {
            case (.possible, .began), (.possible, .ended), (.possible, .failed):
                return true
            case (.began, .changed), (.began, .ended), (.began, .cancelled):
                return true
            case (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
                return true
            default:
                return false
            }
        }
    }
}
