import Foundation

/// A closure a control runs for its events, as `UIAction`: ``Control/addAction(_:for:)`` attaches it.
///
/// UIKit's other way to handle control events, target-action with `#selector`, needs the Objective-C runtime,
/// which the host does not have; closures are the host's way (<doc:HostRules#Controls>).
///
/// ```swift
/// let button = Button(type: .system)
/// var taps = 0
/// button.addAction(Action(title: "Count") { _ in taps += 1 }, for: .touchUpInside)
/// ```
@MainActor
public final class Action {
    /// A stable name for an action, as `UIAction.Identifier`: a control keeps one action per identifier and event.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// The name.
        public var rawValue: String

        /// Creates an identifier from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an identifier from its name, as `UIAction.Identifier(_:)`.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// The title, for menus and accessibility. Default empty.
    public var title: String
    /// The image, for menus. Default `nil`.
    public var image: Image?
    /// The identifier; unique per action unless one was given. Default `action.N`, N counting the actions made
    /// without one.
    public let identifier: Identifier
    /// The control running the action, while it runs; `nil` otherwise.
    public internal(set) var sender: Any?

    private let handler: @MainActor (Action) -> Void
    private static var unnamedCount = 0

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The title. Default empty.
    ///   - image: The image. Default `nil`.
    ///   - identifier: The identifier; `nil` (the default) gives a new one, `action.N`.
    ///   - handler: Called with the action, whose ``sender`` is the control, each time the control sends an event
    ///     the action was added for.
    public init(
        title: String = "",
        image: Image? = nil,
        identifier: Identifier? = nil,
        handler: @escaping @MainActor (Action) -> Void
    ) {
        self.title = title
        self.image = image
        if let identifier {
            self.identifier = identifier
        } else {
            Action.unnamedCount += 1
            self.identifier = Identifier("action.\(Action.unnamedCount)")
        }
        self.handler = handler
    }

    /// Runs the handler with `sender` as ``sender``.
    func perform(sender: Control) {
        let outer = self.sender
        self.sender = sender
        defer { self.sender = outer }
        handler(self)
    }
}
