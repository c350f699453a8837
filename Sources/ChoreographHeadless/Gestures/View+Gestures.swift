/// Attaching gesture recognizers, as `UIView.addGestureRecognizer(_:)` does.
extension View {
    /// Attaches `recognizer` to the view, detaching it from its old view first; a recognizer already attached here
    /// stays where it is.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view !== self else { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer`: a gesture in progress is cancelled (or fails while still possible) and the recognizer
    /// is reset. A recognizer not attached to this view is ignored.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.interrupt()
        recognizer.dispatcher?.drop(recognizer)
        recognizer.performReset()
        recognizer.view = nil
    }

    /// The recognizers attached to the view, in the order they were added.
    public var attachedGestureRecognizers: [GestureRecognizer] {
        gestureRecognizers
    }
}
