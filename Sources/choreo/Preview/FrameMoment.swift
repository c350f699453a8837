import ArgumentParser
import ChoreographPreview
import Foundation

/// The moment of a run that `render --format svg --at` draws: seconds into the run (`0.5`, `0.5s`) or a percentage
/// of its progress (`50%`, where 0% is the first frame and 100% the last).
enum FrameMoment: Hashable {
    /// Seconds after the run started, 0 or more.
    case seconds(Double)
    /// A fraction of the run's duration, from 0 to 1.
    case progress(Double)

    /// Reads `text`; anything that is not a number of seconds from 0 to ``DemoRun/timeLimit`` or a percentage from
    /// 0% to 100% throws a one-line error naming the text and the rule.
    init(parsing text: String) throws(ValidationError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let rule = "give seconds into the run such as 0.5 or 0.5s, or a percentage of its progress such as 50%"
        if trimmed.hasSuffix("%") {
            guard let percent = Double(trimmed.dropLast()), percent.isFinite else {
                throw ValidationError("at = \(text): \(rule)")
            }
            guard (0...100).contains(percent) else {
                throw ValidationError("at = \(text): a percentage must be from 0% to 100%")
            }
            self = .progress(percent / 100)
            return
        }
        let number = trimmed.hasSuffix("s") ? String(trimmed.dropLast()) : trimmed
        guard let seconds = Double(number), seconds.isFinite else {
            throw ValidationError("at = \(text): \(rule)")
        }
        guard seconds >= 0 else {
            throw ValidationError("at = \(text): seconds must be 0 or more")
        }
        guard seconds <= DemoRun.timeLimit else {
            throw ValidationError(
                "at = \(text): must be within the run, and no run is recorded for more than "
                    + "\(NumberText.trimmed(DemoRun.timeLimit)) s (or give a percentage such as 50%)")
        }
        self = .seconds(seconds)
    }

    /// The index of the recorded frame for this moment: the frame nearest to the seconds, or for a percentage the
    /// frame the HTML player shows at that progress (``Recording/frameIndex(atProgress:)``), so that `--at 5%` draws
    /// what a player page shows at `#progress=0.05`.
    ///
    /// - Throws: `ValidationError` when seconds lie beyond the end of the run, naming the run's duration.
    func frameIndex(in recording: Recording) throws(ValidationError) -> Int {
        if case .seconds(let seconds) = self, seconds > recording.duration + 1e-9 {
            throw ValidationError(
                "at = \(NumberText.trimmed(seconds))s: must be within the run, 0 to "
                    + "\(NumberText.trimmed(recording.duration))s (or give a percentage such as 50%)")
        }
        do {
            switch self {
            case .seconds(let seconds): return try recording.frameIndex(at: min(seconds, recording.duration))
            case .progress(let fraction): return try recording.frameIndex(atProgress: fraction)
            }
        } catch {
            throw ValidationError("at: \(error.description)")
        }
    }
}
