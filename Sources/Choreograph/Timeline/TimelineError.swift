/// The error thrown when a track is built from keyframes or times that break one of the timeline's rules.
public struct TimelineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The track the error is about, as `target.property`.
    public var track: String
    /// The offending parameter (for example `"duration"` or `"keyframes[2].time"`).
    public var parameter: String
    /// The rule the parameter breaks, with the offending value.
    public var rule: String

    /// Creates an error for a track's parameter and the rule it breaks.
    public init(track: String, parameter: String, rule: String) {
        self.track = track
        self.parameter = parameter
        self.rule = rule
    }

    /// A one-line message: `track target.property: parameter rule`.
    public var description: String {
        "track \(track): \(parameter) \(rule)"
    }
}
