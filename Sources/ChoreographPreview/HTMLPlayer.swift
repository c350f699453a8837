import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One self-contained HTML page that plays a recording: no network, its script and style inline.
///
/// Every view of the recording is an absolutely positioned `<div>` on a stage the size of the window, placed each
/// frame from the recorded geometry with a CSS `matrix3d` transform about its center (see ``RecordedView``), with
/// the view's opacity (its ancestors' included), fill, corner radii, border, shadow, image placeholder or text.
/// A view with an identifier carries `data-id`, one named by a path `data-path`. Views are drawn flat, each on its
/// own, and clipped as the SVG renderer clips them: a view that clips hides its own overflowing content and its
/// shadow, and a view inside clipping ancestors is wrapped, once per ancestor, in an untransformed `<div>` over the
/// stage whose CSS `clip-path` is the ancestor's on-screen outline from the recording (`clipPath` and `clippedBy`
/// in its JSON), so it shows only inside all of them, scaled, rotated and rounded as they are. A view a mask masks
/// (its own or an ancestor's ``RecordedView/mask``, `maskedBy` in its JSON) is wrapped the same way in the mask's
/// on-screen outline (the mask's `path`), and its opacity is multiplied by the masks' opacities, as the SVG renderer
/// draws it.
///
/// The controls: play/pause, a scrub slider (dragging it pauses and sets the progress), speed from 0.1× to 1×,
/// reverse, loop. Beside the stage, the run's animations are listed: view, property, from → to, timing, delay, start
/// and duration.
///
/// The URL fragment drives the page for automated checks: `#progress=0.5` pauses at that progress (0…1), showing
/// the frame ``Recording/frameIndex(atProgress:)`` picks (the slider picks frames the same way). `stage=1` (as in
/// `#progress=0.05&stage=1`) shows the stage alone at the page's top-left corner, without border, controls or list,
/// to compare with the SVG of the same frame; `check=1` does the same and fills each view with its own solid
/// colour, given in its `data-check-color`. When the page has shown its first frame, `<body>` gets
/// `data-status="ready"`; a script error sets it to `error: ` and the message.
///
/// The recording's JSON is embedded in a `<script type="application/json">` element as ``JSONValue`` writes it, with
/// every `<` escaped, so that no text of the recording can end the element or hide the player's own script; texts
/// and names elsewhere in the page are escaped as the SVG renderer escapes them, U+FFFD standing for the characters
/// XML cannot carry.
public struct HTMLPlayer: Hashable, Sendable {
    /// Creates a player.
    public init() {}

    /// The page for `recording`.
    public func render(_ recording: Recording) -> String {
        let title = SVGMarkup.escaped("\(recording.demo) — \(recording.operation)")
        let (width, height) = (SVGMarkup.number(recording.size.width), SVGMarkup.number(recording.size.height))
        let embedded = recording.json
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>
            \(Self.style)</style>
            </head>
            <body data-status="loading">
            <header><h1>\(title)</h1><p>\(summary(of: recording))</p></header>
            <main>
            <section class="player">
            <div class="stage-frame"><div id="stage" style="width: \(width)px; height: \(height)px">
            \(viewDivisions(of: recording))</div></div>
            <div class="controls">
            <button type="button" id="play">Pause</button>
            <input type="range" id="scrub" min="0" max="1000" value="0" aria-label="Progress">
            <span id="time">t = 0 s</span>
            <label>Speed <input type="range" id="speed" min="0.1" max="1" step="0.1" value="1"> \
            <output id="speed-value">1×</output></label>
            <label><input type="checkbox" id="reverse"> Reverse</label>
            <label><input type="checkbox" id="loop" checked> Loop</label>
            </div>
            </section>
            <aside>
            <h2>Animations</h2>
            \(animationTable(of: recording))</aside>
            </main>
            <script type="application/json" id="recording">\(embedded)</script>
            <script>
            \(Self.script)</script>
            </body>
            </html>

            """
    }

    // MARK: - Internal API

    private func summary(of recording: Recording) -> String {
        let settled = recording.settled ? "" : " — cut off before it settled"
        return "\(recording.frames.count) frames at \(recording.framesPerSecond) fps, "
            + "\(PreviewNumber.format(recording.duration)) s\(settled)"
    }

    /// One `<div>` per view key (a name, with `#2`, `#3`… for repeats within a frame), in order of first appearance.
    private func viewDivisions(of recording: Recording) -> String {
        var seen: Set<String> = []
        var result = ""
        for frame in recording.frames {
            for (key, view) in Self.keyed(frame.views) where seen.insert(key).inserted {
                let attribute: String
                switch view.name {
                case .id(let id): attribute = "data-id=\"\(SVGMarkup.escaped(id))\""
                case .path(let path): attribute = "data-path=\"\(SVGMarkup.escaped(path))\""
                }
                let color = Self.checkColor(seen.count - 1)
                result +=
                    "<div class=\"view\" \(attribute) data-key=\"\(SVGMarkup.escaped(key))\" "
                    + "data-check-color=\"\(color)\"></div>\n"
            }
        }
        return result
    }

    /// The frame's views with their keys: the name, and `#n` for the n-th view of the same name (n ≥ 2).
    static func keyed(_ views: [RecordedView]) -> [(String, RecordedView)] {
        var counts: [String: Int] = [:]
        return views.map { view in
            let name = view.name.text
            let count = (counts[name] ?? 0) + 1
            counts[name] = count
            return (count > 1 ? "\(name)#\(count)" : name, view)
        }
    }

    /// A solid colour for the `index`-th view in check mode: hues a golden angle apart, alternating lightness, never
    /// white.
    static func checkColor(_ index: Int) -> String {
        let hue = (Double(index) * 137.508).truncatingRemainder(dividingBy: 360) / 360
        let lightness = [0.45, 0.3, 0.6][index % 3]
        return String(ImageTint.hsl(hue: hue, saturation: 0.85, lightness: lightness).hexString.prefix(7))
    }

    private func animationTable(of recording: Recording) -> String {
        guard !recording.animations.isEmpty else { return "<p>No animations were started.</p>\n" }
        var rows = ""
        for animation in recording.animations {
            let cells = [
                animation.view, animation.property, "\(animation.from) → \(animation.to)", animation.timing,
                "\(PreviewNumber.format(animation.delay)) s", "\(PreviewNumber.format(animation.start)) s",
                "\(PreviewNumber.format(animation.duration)) s",
            ]
            rows += "<tr>" + cells.map { "<td>\(SVGMarkup.escaped($0))</td>" }.joined() + "</tr>\n"
        }
        return "<table class=\"animations\">\n<thead><tr><th>View</th><th>Property</th><th>From → to</th>"
            + "<th>Timing</th><th>Delay</th><th>Start</th><th>Duration</th></tr></thead>\n<tbody>\n\(rows)</tbody>\n"
            + "</table>\n"
    }
}
