import Foundation

/// One recorded call: who was called, what was called, and when.
///
/// The ``line`` reads like the call in source, for example `vc2.viewWillAppear(animated: true)` or
/// `nav.delegate.willShow(vc2, animated: true)`.
public struct TraceEntry: Hashable, Sendable, CustomStringConvertible {
    /// The host clock's time of the call, in seconds.
    public var time: TimeInterval
    /// Who was called: a controller's ``ViewController/traceName``, or a name a caller chose.
    public var subject: String
    /// What was called, with its arguments, for example `viewDidAppear(animated: false)`.
    public var event: String

    /// Creates an entry.
    public init(time: TimeInterval, subject: String, event: String) {
        self.time = time
        self.subject = subject
        self.event = event
    }

    /// `subject.event`, without the time: what tests compare.
    public var line: String {
        "\(subject).\(event)"
    }

    /// `t = time: subject.event`.
    public var description: String {
        "t = \(time): \(line)"
    }
}
