/// What a host is doing when it asks for a transition.
///
/// Present, push and a forward tab switch are *forward* operations: they run a ``Transition``'s presenting side.
/// Dismiss, pop and a backward tab switch are *backward*: they run its dismissing side, which is the presenting side
/// played as its inverse unless the transition was made with ``Transition/asymmetric(presenting:dismissing:)``.
public enum TransitionOperation: Hashable, Sendable {
    /// A modal presentation.
    case present
    /// A modal dismissal.
    case dismiss
    /// A navigation push.
    case push
    /// A navigation pop.
    case pop
    /// A tab bar controller switching tabs, towards a later tab (``TabSwitchDirection/forward``) or an earlier one.
    case tabSwitch(TabSwitchDirection)

    /// The family of an operation: what container performs it.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Present and dismiss.
        case modal
        /// Push and pop.
        case navigation
        /// Tab switches.
        case tab
    }

    /// The family of the operation.
    public var kind: Kind {
        switch self {
        case .present, .dismiss: .modal
        case .push, .pop: .navigation
        case .tabSwitch: .tab
        }
    }

    /// Whether the operation runs a transition's presenting side: present, push and a forward tab switch.
    public var isForward: Bool {
        switch self {
        case .present, .push, .tabSwitch(.forward): true
        case .dismiss, .pop, .tabSwitch(.backward): false
        }
    }

    /// Every operation, in a fixed order: present, dismiss, push, pop, then the tab switches forward and backward.
    public static let allCases: [TransitionOperation] = [
        .present, .dismiss, .push, .pop, .tabSwitch(.forward), .tabSwitch(.backward),
    ]
}

/// Which way a tab switch goes.
public enum TabSwitchDirection: String, Hashable, Sendable, CaseIterable {
    /// To a tab after the current one.
    case forward
    /// To a tab before the current one.
    case backward

    /// The direction of a switch from the tab `from` to the tab `to` among `tabs`: forward to a later tab or the same
    /// one, backward to an earlier one; a controller not among `tabs` counts as the first tab.
    ///
    /// - Parameters:
    ///   - from: The tab selected before the switch.
    ///   - to: The tab selected after it.
    ///   - tabs: The tabs, in order.
    public init<Tab: AnyObject>(from: Tab, to: Tab, among tabs: [Tab]) {
        let fromIndex = tabs.firstIndex { $0 === from } ?? 0
        let toIndex = tabs.firstIndex { $0 === to } ?? 0
        self = toIndex >= fromIndex ? .forward : .backward
    }
}

extension TransitionOperation: CustomStringConvertible {
    /// The operation's name: `present`, `dismiss`, `push`, `pop`, `tabSwitch(forward)` or `tabSwitch(backward)`.
    public var description: String {
        switch self {
        case .present: "present"
        case .dismiss: "dismiss"
        case .push: "push"
        case .pop: "pop"
        case .tabSwitch(let direction): "tabSwitch(\(direction.rawValue))"
        }
    }
}
