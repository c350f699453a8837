import Foundation

extension Control {
    /// The state of a control, as `UIControl.State`: UIKit's bits, with ``normal`` the empty set.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt

        /// Creates a state from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Enabled, not selected, not highlighted: no bit set.
        public static let normal: State = []
        /// A finger is down on the control (``Control/isHighlighted``).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled (``Control/isEnabled`` is `false`).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (``Control/isSelected``).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus; the host never sets it.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an app may use for its own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// What happened to a control, as `UIControl.Event`: UIKit's bits.
    ///
    /// The host sends the touch events (<doc:HostRules#Controls>); ``valueChanged`` and
    /// ``primaryActionTriggered`` come from the controls that have them (a ``Button`` sends
    /// ``primaryActionTriggered`` with every ``touchUpInside``), and the editing and menu events are there for
    /// ``Control/sendActions(for:)``.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt

        /// Creates an event set from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A finger touched down on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger touched down again soon after a touch-down; the host does not send it.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A tracked finger moved within the control's touch area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A tracked finger moved outside the control's touch area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A tracked finger moved back into the control's touch area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A tracked finger moved out of the control's touch area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A tracked finger lifted inside the control's touch area: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A tracked finger lifted outside the control's touch area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The tracked touch was cancelled (a gesture recognizer took it, or the system did).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action was triggered: a button's tap.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended in a text control with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits an app may use for its own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
