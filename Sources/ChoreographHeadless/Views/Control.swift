import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A view that turns touches into events and runs actions for them, as `UIControl`.
///
/// A control tracks the first finger that touches down on it (<doc:HostRules#Controls>): it highlights, sends
/// ``Event/touchDown``, then the drag events as the finger moves in and out of its touch area — its bounds grown by
/// ``touchAreaMargin`` on every side — and ``Event/touchUpInside`` or ``Event/touchUpOutside`` when it lifts. A
/// touch that a gesture recognizer takes (a scroll view's pan, say) sends ``Event/touchCancel``. A disabled
/// control tracks nothing.
///
/// Actions are closures (``Action``), added per event with ``addAction(_:for:)``; target-action with `#selector`
/// needs the Objective-C runtime, which the host does not have.
@MainActor
open class Control: View, TouchResponder {
    /// How far, in points, a tracked finger may leave the bounds and still count as inside: 70, the margin UIKit is
    /// commonly observed to use (it documents none).
    public static let touchAreaMargin: CGFloat = 70

    /// Whether the control responds to touches; a disabled control tracks nothing and its state includes
    /// ``State/disabled``. Default `true`.
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled, isTracking { stopTracking() }
            stateDidChange()
        }
    }

    /// Whether the control is selected. Default `false`.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// Whether the control is highlighted: a tracked finger is down inside it. Default `false`.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// The state made of ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is tracking a finger.
    public private(set) var isTracking = false
    /// Whether the tracked finger is inside the touch area now (or was when it lifted).
    public private(set) var isTouchInside = false

    /// The actions, in the order they were added, with the events each was added for.
    private var actions: [(action: Action, events: Event)] = []
    /// The finger being tracked.
    private var trackedTouchID: Int?

    // MARK: - Actions

    /// Adds `action` for `controlEvents`, as `UIControl.addAction(_:for:)`; an action with the same identifier
    /// already added for some of those events is replaced for them.
    public func addAction(_ action: Action, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
        actions.append((action, controlEvents))
    }

    /// Removes `action` (by its identifier) from `controlEvents`, as `UIControl.removeAction(_:for:)`.
    public func removeAction(_ action: Action, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `actionIdentifier` from `controlEvents`, as
    /// `UIControl.removeAction(identifiedBy:for:)`; an action left with no event is dropped.
    public func removeAction(identifiedBy actionIdentifier: Action.Identifier, for controlEvents: Event) {
        for index in actions.indices where actions[index].action.identifier == actionIdentifier {
            actions[index].events.subtract(controlEvents)
        }
        actions.removeAll { $0.events.isEmpty }
    }

    /// The actions added for any of `controlEvents`, in the order they were added.
    public func actions(for controlEvents: Event) -> [Action] {
        actions.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
    }

    /// Runs, in the order they were added, the actions added for any of `controlEvents`, each once, with the
    /// control as their ``Action/sender``; as `UIControl.sendActions(for:)`.
    open func sendActions(for controlEvents: Event) {
        for action in actions(for: controlEvents) {
            action.perform(sender: self)
        }
    }

    // MARK: - Tracking hooks

    /// A finger touched down on the control; return `false` to stop tracking it. The default returns `true`.
    ///
    /// - Parameters:
    ///   - touch: The finger.
    ///   - event: The event; the host passes `nil`.
    open func beginTracking(_ touch: Touch, with event: ChoreographHeadless.Event?) -> Bool {
        true
    }

    /// The tracked finger moved; return `false` to stop tracking it. The default returns `true`.
    ///
    /// - Parameters:
    ///   - touch: The finger.
    ///   - event: The event; the host passes `nil`.
    open func continueTracking(_ touch: Touch, with event: ChoreographHeadless.Event?) -> Bool {
        true
    }

    /// The tracked finger lifted. The default does nothing.
    ///
    /// - Parameters:
    ///   - touch: The finger.
    ///   - event: The event; the host passes `nil`.
    open func endTracking(_ touch: Touch?, with event: ChoreographHeadless.Event?) {}

    /// The tracked finger was cancelled. The default does nothing.
    open func cancelTracking(with event: ChoreographHeadless.Event?) {}

    // MARK: - Touches

    /// Starts tracking the first finger, unless the control is disabled or already tracking.
    open func touchesBegan(_ touches: [Touch]) {
        guard isEnabled, !isTracking, let touch = touches.first else { return }
        trackedTouchID = touch.id
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
        if isTracking, !beginTracking(touch, with: nil) { stopTracking() }
    }

    /// Follows the tracked finger in and out of the touch area.
    open func touchesMoved(_ touches: [Touch]) {
        guard isTracking, let touch = touches.first(where: { $0.id == trackedTouchID }) else { return }
        let inside = isInTouchArea(touch)
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if inside != wasInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        guard isTracking else { return }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        if isTracking, !continueTracking(touch, with: nil) { stopTracking() }
    }

    /// Ends tracking: ``Event/touchUpInside`` when the finger lifted inside the touch area, else
    /// ``Event/touchUpOutside``.
    open func touchesEnded(_ touches: [Touch]) {
        guard isTracking, let touch = touches.first(where: { $0.id == trackedTouchID }) else { return }
        let inside = isInTouchArea(touch)
        isTouchInside = inside
        stopTracking()
        endTracking(touch, with: nil)
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
        if inside { touchUpInsideDidFire() }
    }

    /// Ends tracking with ``Event/touchCancel``.
    open func touchesCancelled(_ touches: [Touch]) {
        guard isTracking, touches.contains(where: { $0.id == trackedTouchID }) else { return }
        stopTracking()
        cancelTracking(with: nil)
        sendActions(for: .touchCancel)
    }

    // MARK: - Internal API

    /// Called when the state changed; subclasses update their appearance.
    func stateDidChange() {}

    /// Called after the ``Event/touchUpInside`` actions ran; a button sends its primary action here.
    func touchUpInsideDidFire() {}

    /// Whether the control keeps a gesture the recognizer (attached to one of its ancestors) would take from it:
    /// its own default action (<doc:HostRules#Controls-and-gesture-recognizers>). The default keeps none.
    func keepsGesture(from recognizer: GestureRecognizer) -> Bool {
        false
    }

    /// Whether `touch` is in the bounds grown by ``touchAreaMargin``.
    private func isInTouchArea(_ touch: Touch) -> Bool {
        let point = touch.location(in: self)
        let margin = Control.touchAreaMargin
        return bounds.insetBy(dx: -margin, dy: -margin).contains(point)
    }

    private func stopTracking() {
        isTracking = false
        trackedTouchID = nil
        isHighlighted = false
    }
}
