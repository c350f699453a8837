/// How controls keep their own gestures from the recognizers of their ancestors.
extension GestureRecognizer {
    /// Whether a control on the way from one of the recognizer's touches' views up to the recognizer's view keeps
    /// the gesture for its own action (<doc:HostRules#Controls-and-gesture-recognizers>); a recognizer attached to
    /// the control itself is never kept from.
    func isKeptByControl() -> Bool {
        guard let view else { return false }
        for touch in trackedTouches {
            var current = touch.view
            while let candidate = current, candidate !== view {
                if let control = candidate as? Control, control.keepsGesture(from: self) { return true }
                current = candidate.superview
            }
        }
        return false
    }
}
