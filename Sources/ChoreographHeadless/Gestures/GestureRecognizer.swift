import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Recognizes a gesture in the touches on a view and its subviews, as `UIGestureRecognizer`.
///
/// Attach a recognizer with ``View/addGestureRecognizer(_:)`` and add actions with ``addTarget(_:)``. A
/// ``TouchDispatcher`` feeds it every touch that lands on its view or a subview; the recognizer moves through its
/// ``State``s and calls its actions at `began`, `changed`, `ended` and `cancelled`.
///
/// Subclasses override ``touchesBegan(_:)``, ``touchesMoved(_:)``, ``touchesEnded(_:)`` and
/// ``touchesCancelled(_:)``, set ``state`` (as `UIGestureRecognizerSubclass` allows), and override ``reset()`` to
/// clear their own data, calling `super`.
@MainActor
open class GestureRecognizer {
    /// Whether the recognizer takes part; a disabled recognizer gets no new touches, and disabling one in progress
    /// cancels it (or fails it while still possible). Default `true`.
    public var isEnabled = true {
        didSet {
            if oldValue, !isEnabled { interrupt() }
        }
    }
    /// Whether the touches of a recognized gesture are taken from the view: its ``TouchResponder`` gets
    /// `touchesCancelled` for them. Default `true`.
    public var cancelsTouchesInView = true
    /// Adjusts how the recognizer competes with others; held weakly. Default `nil`.
    public weak var delegate: (any GestureRecognizerDelegate)?
    /// A name for traces and test messages. Default `nil`.
    public var name: String?
    /// The view the recognizer is attached to; held weakly (the view holds the recognizer).
    public internal(set) weak var view: View?

    /// The state without a pending transition; set only through the transition machinery.
    var currentState: State = .possible
    /// The state a recognizer asked for while it waits for another recognizer to fail.
    var pendingState: State?
    /// The touches being tracked, in the order they touched down.
    var trackedTouches: [Touch] = []
    /// The serial numbers of every touch seen since the last reset, to tell which recognizers compete.
    var seenTouches: Set<Int> = []
    /// Touches the recognizer chose to ignore (``ignore(_:)``), by serial number.
    var ignoredTouches: Set<Int> = []
    /// The centroid of the tracked touches in window coordinates, kept when they lift.
    var centroid: CGPoint = .zero
    /// The dispatcher that fed the recognizer touches last.
    weak var dispatcher: TouchDispatcher?
    /// Recognizers added with ``require(toFail:)``.
    var failureRequirements: [WeakRecognizer] = []

    private var actions: [(id: Int, action: @MainActor (GestureRecognizer) -> Void)] = []
    private var stateObservers: [@MainActor (GestureRecognizer, State) -> Void] = []
    private var nextActionID = 0

    /// Creates a recognizer with no actions. Required, so that ``GestureRecognizerHandlers/init(handler:)`` can make
    /// any recognizer class; a subclass with initializers of its own writes `required init()` too.
    public required init() {}

    /// Creates a recognizer that calls `action` at every state change UIKit sends an action for.
    public convenience init(_ action: @escaping @MainActor (GestureRecognizer) -> Void) {
        self.init()
        addTarget(action)
    }

    // MARK: - State

    /// The current state. Default ``State/possible``.
    ///
    /// Set it only from a subclass. A transition UIKit does not allow (for example `possible → changed`) is ignored
    /// and reported as `gestureRecognizer.invalidTransition`. Leaving `possible` may be refused (the recognizer
    /// fails) or deferred (it stays `possible` until the recognizers it waits for fail) by the delegate and the
    /// other recognizers sharing its touches.
    public var state: State {
        get { currentState }
        set { request(newValue) }
    }

    /// Calls `observer` with the recognizer and its new state at every change, `failed` and the reset to `possible`
    /// included, after the actions.
    public func observeState(_ observer: @escaping @MainActor (GestureRecognizer, State) -> Void) {
        stateObservers.append(observer)
    }

    // MARK: - Actions

    /// Adds an action, called with the recognizer when it begins, changes, ends (recognizes) or is cancelled, in
    /// the order actions were added; returns a token for ``removeTarget(_:)``.
    @discardableResult
    public func addTarget(_ action: @escaping @MainActor (GestureRecognizer) -> Void) -> Int {
        nextActionID += 1
        actions.append((nextActionID, action))
        return nextActionID
    }

    /// Removes the action with the token ``addTarget(_:)`` returned; an unknown token is ignored.
    public func removeTarget(_ token: Int) {
        actions.removeAll { $0.id == token }
    }

    // MARK: - Touches

    /// The number of touches being tracked; during ``touchesEnded(_:)`` it still counts the lifting ones.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates (window coordinates when `view` is `nil`); after
    /// they lift, where they lifted.
    public func location(in view: View?) -> CGPoint {
        view?.convert(centroid, from: nil) ?? centroid
    }

    /// Stops tracking `touch`: the recognizer gets no more of its phases and it leaves ``numberOfTouches``.
    public func ignore(_ touch: Touch) {
        ignoredTouches.insert(touch.serial)
        trackedTouches.removeAll { $0.serial == touch.serial }
        updateCentroid()
    }

    /// Makes this recognizer wait for `other` to fail before it begins; if `other` recognizes, this one fails, as
    /// `UIGestureRecognizer.require(toFail:)`. `other` is held weakly.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self else { return }
        failureRequirements.append(WeakRecognizer(other))
    }

    // MARK: - Subclass hooks

    /// Fingers touched down on the view or a subview. The default does nothing.
    open func touchesBegan(_ touches: [Touch]) {}

    /// Tracked fingers moved. The default does nothing.
    open func touchesMoved(_ touches: [Touch]) {}

    /// Tracked fingers lifted. The default does nothing.
    open func touchesEnded(_ touches: [Touch]) {}

    /// Tracked touches were cancelled. The default cancels an active gesture and fails a possible one.
    open func touchesCancelled(_ touches: [Touch]) {
        if state.isActive {
            state = .cancelled
        } else if state == .possible {
            state = .failed
        }
    }

    /// Clears the recognizer's own data after a gesture; called once the touches have lifted and the state went
    /// back to `possible`. Subclasses call `super`. The default does nothing.
    open func reset() {}

    // MARK: - Internal API

    /// Runs the actions and observers for the state just entered.
    func announce(_ newState: State) {
        if newState != .possible, newState != .failed {
            for entry in actions {
                entry.action(self)
            }
        }
        for observer in stateObservers {
            observer(self, newState)
        }
    }

    /// Recomputes ``centroid`` from the tracked touches; kept as it is when none are left.
    func updateCentroid() {
        guard !trackedTouches.isEmpty else { return }
        var x: CGFloat = 0
        var y: CGFloat = 0
        for touch in trackedTouches {
            x += touch.location.x
            y += touch.location.y
        }
        let count = CGFloat(trackedTouches.count)
        centroid = CGPoint(x: x / count, y: y / count)
    }
}

/// A weak reference to a recognizer, for failure requirements.
@MainActor
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?

    init(_ recognizer: GestureRecognizer) {
        self.recognizer = recognizer
    }
}
