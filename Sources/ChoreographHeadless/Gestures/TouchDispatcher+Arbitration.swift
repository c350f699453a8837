/// How recognizers sharing touches compete, and when finished ones are reset.
extension TouchDispatcher {
    /// The recognizers sharing a touch with `recognizer` since their last resets.
    func competitors(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        participants.filter { $0 !== recognizer && !$0.seenTouches.isDisjoint(with: recognizer.seenTouches) }
    }

    /// A recognizer began or recognized: competitors that may not recognize with it fail, and its touches are
    /// taken from the responder when it cancels touches in view.
    func recognizerDidBegin(_ recognizer: GestureRecognizer) {
        for other in competitors(of: recognizer) where other.currentState == .possible {
            if !recognizer.recognizesSimultaneously(with: other) || other.requiresFailure(of: recognizer) {
                other.exclude()
            }
        }
        guard recognizer.cancelsTouchesInView else { return }
        for record in records where recognizer.seenTouches.contains(record.touch.serial) {
            cancelResponderTouch(record)
        }
    }

    /// A recognizer finished: recognizers waiting for it to fail try again.
    func recognizerDidFinish(_ recognizer: GestureRecognizer) {
        needsResolution = true
        guard !isResolving else { return }
        isResolving = true
        while needsResolution {
            needsResolution = false
            for candidate in participants where candidate.pendingState != nil {
                candidate.resolvePending()
            }
        }
        isResolving = false
    }

    /// Resets every finished recognizer whose touches have all lifted; waits for the end of a delivery.
    func settle() {
        guard !isDispatching else { return }
        for recognizer in participants where recognizer.currentState.isFinished && recognizer.trackedTouches.isEmpty {
            participants.removeAll { $0 === recognizer }
            recognizer.performReset()
        }
    }

    /// Stops delivering to a recognizer that left its view.
    func drop(_ recognizer: GestureRecognizer) {
        participants.removeAll { $0 === recognizer }
    }
}
