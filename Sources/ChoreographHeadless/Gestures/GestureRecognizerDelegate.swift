/// Adjusts how a gesture recognizer competes with others, as `UIGestureRecognizerDelegate`.
///
/// Every requirement has a default implementation, so a delegate implements only what it changes:
/// - ``gestureRecognizerShouldBegin(_:)`` — default `true`;
/// - ``gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`` — default `false`;
/// - ``gestureRecognizer(_:shouldRequireFailureOf:)`` — default `false`;
/// - ``gestureRecognizer(_:shouldBeRequiredToFailBy:)`` — default `false`.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether `recognizer` may leave the possible state now; returning `false` makes it fail. Asked when it is
    /// about to begin (or, for a discrete gesture, to recognize), after any recognizer it waits for has failed.
    /// Default `true`.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool

    /// Whether `recognizer` and `other`, which share a touch, may both recognize. Either delegate answering `true`
    /// is enough. Default `false`: the first to begin wins and the other fails.
    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool

    /// Whether `recognizer` must wait for `other`, which shares a touch with it, to fail before it begins; if `other`
    /// recognizes, `recognizer` fails. Default `false`.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool

    /// Whether `other`, which shares a touch with `recognizer`, must wait for `recognizer` to fail before it begins.
    /// Default `false`.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool
}

// MARK: - Default implementations

extension GestureRecognizerDelegate {
    /// Default `true`.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        true
    }

    /// Default `false`.
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        false
    }

    /// Default `false`.
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool {
        false
    }

    /// Default `false`.
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool {
        false
    }
}
