import Foundation

/// Delivers touches to the views and gesture recognizers of a window, as `UIWindow.sendEvent(_:)` does.
///
/// At touch-down the dispatcher hit-tests the window (``View/hitTest(_:with:)``: hidden, transparent and
/// non-interactive views are skipped) and the touch sticks to the view it finds until it lifts. The touch goes to
/// the enabled recognizers of that view and of each of its ancestors, deepest first and, on one view, in the order
/// they were added; then to the first ``TouchResponder`` on the same chain. Stationary touches update the record
/// but are not delivered.
///
/// Recognizers sharing a touch compete: the first to begin (or recognize) wins and the others fail, unless a
/// ``GestureRecognizerDelegate`` lets them recognize simultaneously; one that requires another's failure waits
/// for it. When every touch a finished recognizer tracked has lifted, it is reset to `possible`.
///
/// Touches that break the rules are reported to the diagnostics log and dropped: `touch.duplicateBegan` (a
/// touch-down for a finger already down), `touch.unknown` (a later phase for a finger that is not down) and
/// `touch.invalidLocation` (a location that is not finite).
@MainActor
public final class TouchDispatcher {
    /// The window whose views get the touches.
    public let window: Window
    /// The clock that stamps touches and runs the recognizers' timers.
    public let clock: any Clock
    /// Where misuse is reported.
    public let diagnostics: DiagnosticLog

    /// One finger that is down.
    final class Record {
        var touch: Touch
        let recognizers: [GestureRecognizer]
        let responder: (any TouchResponder)?
        var responderSawBegan = false
        var responderCancelled = false

        init(touch: Touch, recognizers: [GestureRecognizer], responder: (any TouchResponder)?) {
            self.touch = touch
            self.recognizers = recognizers
            self.responder = responder
        }
    }

    /// The fingers that are down, in the order they touched down.
    var records: [Record] = []
    /// The recognizers that have seen touches since their last reset, in the order they first did.
    var participants: [GestureRecognizer] = []
    private var nextSerial = 0
    /// Whether a delivery is under way; resets wait for its end.
    var isDispatching = false
    /// Whether pending recognizers are being resolved, and whether another pass is needed.
    var isResolving = false
    var needsResolution = false

    /// Creates a dispatcher for `window`.
    ///
    /// - Parameters:
    ///   - window: The window whose views the touches hit-test.
    ///   - clock: Stamps the touches and runs recognizer timers. Default `HostEnvironment.current.clock`.
    ///   - diagnostics: Where misuse is reported. Default `HostEnvironment.current.diagnostics`.
    public init(window: Window, clock: (any Clock)? = nil, diagnostics: DiagnosticLog? = nil) {
        self.window = window
        self.clock = clock ?? HostEnvironment.current.clock
        self.diagnostics = diagnostics ?? HostEnvironment.current.diagnostics
    }

    /// The fingers that are down, in the order they touched down, as last delivered.
    public var activeTouches: [Touch] {
        records.map(\.touch)
    }

    /// Delivers one touch; see ``send(_:)-([Touch])``.
    public func send(_ touch: Touch) {
        send([touch])
    }

    /// Delivers the touches of one event: each is stamped with the clock's time and, at touch-down, its hit view.
    ///
    /// As UIKit handles an event in a later turn of the run loop than the one that changed the screen, the window's
    /// host first runs its layout pass (``HostEnvironment/runLayoutPass()``), so a touch hits views where the next
    /// frame shows them: a screen presented by the previous touch has laid out its subviews.
    ///
    /// Recognizers get the event first, one at a time in delivery order, each phase in the order began, moved,
    /// ended, cancelled; then the responders; then lifted touches are forgotten and finished recognizers reset.
    public func send(_ touches: [Touch]) {
        window.host.runLayoutPass()
        isDispatching = true
        var batch: [Record] = []
        for touch in touches {
            if let record = admit(touch) { batch.append(record) }
        }
        deliverToRecognizers(batch)
        deliverToResponders(batch)
        for record in batch where record.touch.phase == .ended || record.touch.phase == .cancelled {
            records.removeAll { $0 === record }
            for recognizer in record.recognizers {
                recognizer.forget(serial: record.touch.serial)
            }
        }
        isDispatching = false
        settle()
    }

    // MARK: - Internal API

    private func admit(_ incoming: Touch) -> Record? {
        var touch = incoming
        guard touch.location.x.isFinite, touch.location.y.isFinite else {
            diagnostics.report(
                .touchInvalidLocation,
                "touch \(touch.id) \(touch.phase) at \(touch.location): the location must be finite; ignored"
            )
            return nil
        }
        touch.timestamp = clock.now
        let existing = records.first { $0.touch.id == touch.id }
        if touch.phase == .began {
            guard existing == nil else {
                diagnostics.report(
                    .touchDuplicateBegan, "touch \(touch.id) began while it is already down; ignored"
                )
                return nil
            }
            return begin(touch)
        }
        guard let record = existing else {
            diagnostics.report(
                .touchUnknown, "touch \(touch.id) \(touch.phase) but it never began or already lifted; ignored"
            )
            return nil
        }
        if touch.phase == .stationary { touch.location = record.touch.location }
        touch.view = record.touch.view
        touch.serial = record.touch.serial
        touch.previousLocation = record.touch.location
        record.touch = touch
        return record
    }

    private func begin(_ incoming: Touch) -> Record {
        var touch = incoming
        nextSerial += 1
        touch.serial = nextSerial
        touch.previousLocation = touch.location
        touch.view = window.hitTest(touch.location, with: Event(timestamp: clock.now))
        var recognizers: [GestureRecognizer] = []
        var responder: (any TouchResponder)?
        var current = touch.view
        while let view = current {
            recognizers += view.gestureRecognizers.filter(\.isEnabled)
            if responder == nil, let candidate = view as? any TouchResponder { responder = candidate }
            current = view.superview
        }
        for recognizer in recognizers {
            recognizer.dispatcher = self
            if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
        }
        let record = Record(touch: touch, recognizers: recognizers, responder: responder)
        records.append(record)
        return record
    }

    private func deliverToRecognizers(_ batch: [Record]) {
        let phases: [Touch.Phase] = [.began, .moved, .ended, .cancelled]
        for recognizer in participants {
            let mine = batch.filter { record in record.recognizers.contains { $0 === recognizer } }
            for phase in phases {
                let touches = mine.filter { $0.touch.phase == phase }.map(\.touch)
                recognizer.deliver(touches, phase: phase)
            }
        }
    }

    private func deliverToResponders(_ batch: [Record]) {
        var groups: [(responder: any TouchResponder, records: [Record])] = []
        for record in batch where !record.responderCancelled {
            guard let responder = record.responder else { continue }
            if let index = groups.firstIndex(where: { $0.responder === responder }) {
                groups[index].records.append(record)
            } else {
                groups.append((responder, [record]))
            }
        }
        for group in groups {
            for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
                let records = group.records.filter { $0.touch.phase == phase && !$0.responderCancelled }
                guard !records.isEmpty else { continue }
                let touches = records.map(\.touch)
                switch phase {
                case .began:
                    for record in records { record.responderSawBegan = true }
                    group.responder.touchesBegan(touches)
                case .moved: group.responder.touchesMoved(touches)
                case .ended: group.responder.touchesEnded(touches)
                default: group.responder.touchesCancelled(touches)
                }
            }
        }
    }

    func cancelResponderTouch(_ record: Record) {
        guard !record.responderCancelled else { return }
        record.responderCancelled = true
        guard record.responderSawBegan, let responder = record.responder else { return }
        var touch = record.touch
        touch.phase = .cancelled
        responder.touchesCancelled([touch])
    }
}
