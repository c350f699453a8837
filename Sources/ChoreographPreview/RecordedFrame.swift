import Foundation

/// The views of a run at one moment.
public struct RecordedFrame: Hashable, Sendable {
    /// Seconds since the run started: the frame index divided by the frames per second.
    public var time: TimeInterval
    /// ``time`` divided by the run's duration, 0…1.
    public var progress: Double
    /// Every view in the window, in drawing order (back to front): a view before its subviews, siblings by z
    /// position, then by subview order.
    public var views: [RecordedView]

    /// Creates a frame.
    public init(time: TimeInterval, progress: Double, views: [RecordedView]) {
        self.time = time
        self.progress = progress
        self.views = views
    }

    /// The first view named `name` (an identifier or a path), or `nil`.
    public func view(named name: String) -> RecordedView? {
        views.first { $0.name.text == name }
    }
}
