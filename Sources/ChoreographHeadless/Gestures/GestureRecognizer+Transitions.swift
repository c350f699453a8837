import Foundation

/// The state machine behind ``GestureRecognizer/state``: validation, arbitration with the other recognizers,
/// deferred beginnings, touch bookkeeping and reset.
extension GestureRecognizer {
    /// The clock the recognizer's timers run on: its dispatcher's, or the host's.
    var clock: any Clock {
        dispatcher?.clock ?? HostEnvironment.current.clock
    }

    /// Handles a state a subclass (or the recognizer itself) asked for.
    func request(_ next: State) {
        if let pending = pendingState {
            requestWhilePending(next, pending: pending)
            return
        }
        guard currentState.allows(next) else {
            let log = dispatcher?.diagnostics ?? HostEnvironment.current.diagnostics
            log.report(
                .gestureInvalidTransition,
                "\(self) cannot go from \(currentState) to \(next); the state is left at \(currentState)"
            )
            return
        }
        guard currentState == .possible, next == .began || next == .ended else {
            enter(next)
            return
        }
        switch verdictToBegin() {
        case .allow:
            begin(next)
        case .deny:
            enter(.failed)
        case .wait:
            pendingState = next
        }
    }

    /// While waiting for other recognizers to fail: later progress is absorbed into the pending beginning; a
    /// continuous gesture whose touches end before it could begin fails, as does any failure or cancellation.
    private func requestWhilePending(_ next: State, pending: State) {
        switch next {
        case .began, .changed:
            return
        case .ended where pending == .ended:
            return
        case .possible:
            return
        case .ended, .cancelled, .failed:
            pendingState = nil
            enter(.failed)
        }
    }

    /// Leaves `possible` for `next` (began or recognized) and makes the competing recognizers fail.
    func begin(_ next: State) {
        currentState = next
        dispatcher?.recognizerDidBegin(self)
        announce(next)
        if next == .ended { dispatcher?.recognizerDidFinish(self) }
    }

    /// Enters `next` without arbitration and tells the dispatcher when the recognizer is done.
    func enter(_ next: State) {
        currentState = next
        announce(next)
        if next.isFinished { dispatcher?.recognizerDidFinish(self) }
    }

    /// Whether the recognizer may begin now, given the controls under its touches, the delegate and the
    /// recognizers sharing its touches.
    func verdictToBegin() -> BeginVerdict {
        if isKeptByControl() { return .deny }
        var waits = false
        for other in dispatcher?.competitors(of: self) ?? [] {
            let required = requiresFailure(of: other)
            if other.currentState.isActive || other.currentState == .ended {
                if required || !recognizesSimultaneously(with: other) { return .deny }
            } else if required, other.currentState == .possible {
                waits = true
            }
        }
        for entry in failureRequirements {
            guard let other = entry.recognizer else { continue }
            if other.currentState.isActive || other.currentState == .ended { return .deny }
            if other.currentState == .possible, other.dispatcher != nil, !other.seenTouches.isEmpty { waits = true }
        }
        if waits { return .wait }
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return .deny }
        return .allow
    }

    /// Whether either delegate lets this recognizer and `other` recognize together.
    func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether this recognizer must wait for `other` to fail, by ``require(toFail:)`` or by either delegate.
    func requiresFailure(of other: GestureRecognizer) -> Bool {
        failureRequirements.contains { $0.recognizer === other }
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Tries again to begin after a recognizer failed; returns whether the pending state was settled.
    @discardableResult
    func resolvePending() -> Bool {
        guard let pending = pendingState else { return false }
        switch verdictToBegin() {
        case .wait:
            return false
        case .deny:
            pendingState = nil
            enter(.failed)
        case .allow:
            pendingState = nil
            begin(pending)
        }
        return true
    }

    /// Makes the recognizer fail (or cancel, when active) because another one won or it was disabled or removed. An
    /// idle recognizer (possible, with no touch seen since its last reset) has nothing to give up and stays possible.
    func interrupt() {
        if currentState.isActive {
            enter(.cancelled)
        } else if currentState == .possible {
            guard !seenTouches.isEmpty || pendingState != nil else { return }
            pendingState = nil
            enter(.failed)
        }
        dispatcher?.settle()
    }

    /// Makes a possible recognizer fail because a competitor began.
    func exclude() {
        guard currentState == .possible else { return }
        pendingState = nil
        enter(.failed)
    }

    /// Back to `possible` with no touches, then the subclass's ``reset()``.
    func performReset() {
        let announcesReset = currentState != .possible
        currentState = .possible
        pendingState = nil
        trackedTouches.removeAll()
        seenTouches.removeAll()
        ignoredTouches.removeAll()
        reset()
        if announcesReset { announce(.possible) }
    }

    // MARK: - Touch delivery

    /// Records `touches` in one phase and hands them to the subclass hook, unless the recognizer is done. Later
    /// phases reach it only for the touches it tracks (not ignored, not lifted before a reset).
    func deliver(_ touches: [Touch], phase: Touch.Phase) {
        let touches = touches.filter { touch in
            phase == .began
                ? !ignoredTouches.contains(touch.serial)
                : trackedTouches.contains { $0.serial == touch.serial }
        }
        guard !touches.isEmpty, isEnabled, !currentState.isFinished else { return }
        for touch in touches {
            seenTouches.insert(touch.serial)
            if let index = trackedTouches.firstIndex(where: { $0.serial == touch.serial }) {
                trackedTouches[index] = touch
            } else if phase == .began {
                trackedTouches.append(touch)
            }
        }
        updateCentroid()
        switch phase {
        case .began: touchesBegan(touches)
        case .moved: touchesMoved(touches)
        case .ended: touchesEnded(touches)
        case .cancelled: touchesCancelled(touches)
        case .stationary: break
        }
    }

    /// Forgets a touch that lifted or was cancelled, whether or not the recognizer still took touches.
    func forget(serial: Int) {
        trackedTouches.removeAll { $0.serial == serial }
        updateCentroid()
    }

    /// Runs `action` after `delay` seconds on the recognizer's clock, then lets the dispatcher settle.
    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor (GestureRecognizer) -> Void)
        -> ClockToken
    {
        let clock = clock
        return clock.schedule(at: clock.now + delay) { [weak self] in
            guard let self else { return }
            action(self)
            self.dispatcher?.settle()
        }
    }
}

/// Whether a recognizer may leave `possible` now.
enum BeginVerdict {
    /// Begin.
    case allow
    /// Fail: a competitor already recognized, a control keeps the gesture, or the delegate said no.
    case deny
    /// Stay possible until the recognizers it requires to fail have failed.
    case wait
}
