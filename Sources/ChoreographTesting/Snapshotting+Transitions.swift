import ChoreographPreview
import SnapshotTesting

extension Snapshotting where Value == TransitionRecording, Format == String {
    /// The run as an SVG filmstrip with ``/ChoreographPreview/Filmstrip``'s defaults (8 frames at a quarter of their
    /// size), compared line by line: `assertSnapshot(of: run, as: .filmstrip)`. Reference files end in `.svg`.
    public static var filmstrip: Snapshotting {
        filmstrip(Filmstrip())
    }

    /// The run as an SVG filmstrip drawn by `filmstrip`, compared line by line. A filmstrip that cannot be drawn (a
    /// frame count below 1, a scale that is not positive) becomes the text `filmstrip failed: REASON`, which matches no
    /// reference.
    public static func filmstrip(_ filmstrip: Filmstrip) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { (run: TransitionRecording) in
            do {
                return try filmstrip.render(run.recording)
            } catch {
                return "filmstrip failed: \(error)\n"
            }
        }.withPathExtension("svg")
    }

    /// The run's recorded frames as compact JSON (``/ChoreographPreview/Recording/json``), compared line by line.
    /// Reference files end in `.json`.
    public static var frames: Snapshotting {
        Snapshotting<String, String>.lines.pullback { (run: TransitionRecording) in run.recording.json }
            .withPathExtension("json")
    }

    /// The run as the standalone HTML player page (``/ChoreographPreview/HTMLPlayer``), compared line by line.
    /// Reference files end in `.html`.
    public static var html: Snapshotting {
        Snapshotting<String, String>.lines.pullback { (run: TransitionRecording) in HTMLPlayer().render(run.recording) }
            .withPathExtension("html")
    }

    private func withPathExtension(_ pathExtension: String) -> Snapshotting {
        var strategy = self
        strategy.pathExtension = pathExtension
        return strategy
    }
}
