import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A one-finger drag written as text, the syntax the command line accepts: `"x1,y1 -> x2,y2 in 0.3s"`.
///
/// The finger presses at the start point, moves in a straight line to the end point over the duration, and lifts
/// there (``TouchSimulator/perform(_:)``). Points are in window coordinates; whitespace around the parts and the
/// comma is free. The duration is seconds, with an optional `s` suffix, or milliseconds with an `ms` suffix, from 0
/// to 60 s.
public struct DragScript: Hashable, Sendable, CustomStringConvertible {
    /// Where the finger touches down, in window coordinates.
    public var start: CGPoint
    /// Where the finger lifts, in window coordinates.
    public var end: CGPoint
    /// How long the move takes, in seconds.
    public var duration: TimeInterval

    /// Creates a drag from its values.
    public init(start: CGPoint, end: CGPoint, duration: TimeInterval) {
        self.start = start
        self.end = end
        self.duration = duration
    }

    /// Parses `"x1,y1 -> x2,y2 in 0.3s"`.
    ///
    /// - Throws: ``DragScriptError`` naming the part at fault: a missing or repeated `->` or `in` (`script`), a
    ///   point that is not two finite numbers (`start point`, `end point`), or a duration that is not a number from
    ///   0 to 60 seconds (`duration`).
    public init(parsing text: String) throws(DragScriptError) {
        let whole = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let halves = whole.components(separatedBy: "->")
        guard halves.count == 2 else {
            let problem = halves.count < 2 ? "missing" : "repeated"
            throw DragScriptError(
                part: "script",
                text: whole,
                problem: "\"->\" is \(problem); expected \"x1,y1 -> x2,y2 in 0.3s\""
            )
        }
        let tail = halves[1].split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let pieces = " \(tail) ".components(separatedBy: " in ")
        guard pieces.count == 2 else {
            let problem = pieces.count < 2 ? "missing" : "repeated"
            throw DragScriptError(
                part: "script",
                text: whole,
                problem: "\"in\" before the duration is \(problem); expected \"x1,y1 -> x2,y2 in 0.3s\""
            )
        }
        start = try Self.point(halves[0], part: "start point")
        end = try Self.point(pieces[0], part: "end point")
        duration = try Self.duration(pieces[1])
    }

    /// The script in its canonical text form, which parses back to the same values: `"x1,y1 -> x2,y2 in 0.3s"`.
    public var description: String {
        "\(Self.format(start.x)),\(Self.format(start.y)) -> \(Self.format(end.x)),\(Self.format(end.y)) "
            + "in \(Self.format(duration))s"
    }

    // MARK: - Internal API

    private static func point(_ raw: String, part: String) throws(DragScriptError) -> CGPoint {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        let parts = text.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2 else {
            throw DragScriptError(
                part: part,
                text: text,
                problem: "expected two numbers separated by a comma, as in \"12,40\""
            )
        }
        var values: [Double] = []
        for (axis, piece) in zip(["x", "y"], parts) {
            guard let value = Double(piece), value.isFinite else {
                throw DragScriptError(part: part, text: text, problem: "\(axis) \"\(piece)\" is not a finite number")
            }
            values.append(value)
        }
        return CGPoint(x: values[0], y: values[1])
    }

    private static func duration(_ raw: String) throws(DragScriptError) -> TimeInterval {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        var number = text
        var scale = 1.0
        if text.hasSuffix("ms") {
            number = String(text.dropLast(2))
            scale = 0.001
        } else if text.hasSuffix("s") {
            number = String(text.dropLast())
        }
        guard let value = Double(number.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw DragScriptError(
                part: "duration",
                text: text,
                problem: "expected a number of seconds such as \"0.3s\" or milliseconds such as \"300ms\""
            )
        }
        let seconds = value * scale
        guard seconds >= 0, seconds <= TouchSimulator.maximumDuration else {
            throw DragScriptError(
                part: "duration",
                text: text,
                problem: "must be between 0 and \(TouchSimulator.maximumDuration) seconds"
            )
        }
        return seconds
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
