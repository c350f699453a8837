import ArgumentParser

/// What `choreo render` writes.
enum RenderFormat: String, CaseIterable, ExpressibleByArgument {
    /// The recording: every frame's views and the run's animations, as JSON.
    case json
    /// One frame as a standalone SVG document (`--at`).
    case svg
    /// Frames side by side in one SVG document (`--frames`).
    case filmstrip
    /// A self-contained HTML page that plays the run.
    case html
}
