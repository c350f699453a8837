import Foundation

/// Writes a folder a person can open: `index.html` with a filmstrip of every recording, each linking to the
/// recording's own player page.
///
/// ```swift
/// let pages = try Gallery.write(recordings: recordings, to: folder)
/// ```
///
/// Pages are named `<demo>-<operation>.html`, with every character other than ASCII letters, digits, `-` and `_`
/// replaced by `_`. Entries are sorted by file name, so the same recordings always give the same files, whatever
/// their order. Every page is self-contained: no network, filmstrips inline.
public enum Gallery {
    /// The filmstrip shown for each recording in the index: 6 frames at a fifth of the size.
    public static let thumbnail = Filmstrip(frameCount: 6, scale: 0.2, spacing: 8)

    /// Writes `index.html` and one player page per recording into `directory`, creating it if needed, and returns
    /// the files written, the index first.
    ///
    /// - Throws: ``PreviewError/invalidValue(parameter:value:rule:)`` when two recordings would share a page name,
    ///   ``PreviewError/writeFailed(path:reason:)`` when a file cannot be written.
    @discardableResult
    public static func write(recordings: [Recording], to directory: URL) throws(PreviewError) -> [URL] {
        let entries = recordings.map { (fileName(for: $0), $0) }.sorted { $0.0 < $1.0 }
        for (previous, next) in zip(entries, entries.dropFirst()) where previous.0 == next.0 {
            throw .invalidValue(
                parameter: "recordings", value: next.0,
                rule: "each demo and operation may appear once, as each has one page")
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(path: directory.path, reason: "\(error.localizedDescription)")
        }
        var written: [URL] = []
        let index = directory.appendingPathComponent("index.html")
        try write(try indexPage(entries), to: index)
        written.append(index)
        let player = HTMLPlayer()
        for (name, recording) in entries {
            let url = directory.appendingPathComponent(name)
            try write(player.render(recording), to: url)
            written.append(url)
        }
        return written
    }

    /// The player page's file name for `recording`: `<demo>-<operation>.html`, made safe for a file system.
    public static func fileName(for recording: Recording) -> String {
        let safe = recording.title.unicodeScalars.map { scalar -> String in
            let allowed =
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_".unicodeScalars.contains(scalar))
            return allowed ? String(scalar) : "_"
        }
        return safe.joined() + ".html"
    }

    // MARK: - Internal API

    private static func indexPage(_ entries: [(String, Recording)]) throws(PreviewError) -> String {
        var sections = ""
        for (position, (name, recording)) in entries.enumerated() {
            let title = SVGMarkup.escaped("\(recording.demo) — \(recording.operation)")
            let link = SVGMarkup.escaped(name)
            let strip = try thumbnail.svg(recording, idPrefix: "r\(position)-", namespace: false)
            sections += """
                <section>
                <h2><a href="\(link)">\(title)</a></h2>
                <p>\(recording.frames.count) frames, \(PreviewNumber.format(recording.duration)) s, \
                \(recording.animations.count) animations\(recording.settled ? "" : ", cut off before it settled")</p>
                <a class="strip" href="\(link)">\(strip)</a>
                </section>

                """
        }
        if entries.isEmpty { sections = "<p>No recordings.</p>\n" }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Choreograph gallery</title>
            <style>
            body { margin: 0; padding: 16px; font: 14px -apple-system, system-ui, Helvetica, Arial, sans-serif;
              color: #222; background: #F4F4F6; }
            h1 { font-size: 22px; margin: 0 0 16px; }
            section { margin: 0 0 24px; }
            section h2 { font-size: 16px; margin: 0 0 4px; }
            section p { margin: 0 0 6px; color: #666; }
            .strip { display: inline-block; overflow-x: auto; max-width: 100%; }
            </style>
            </head>
            <body>
            <h1>Choreograph gallery</h1>
            \(sections)</body>
            </html>

            """
    }

    private static func write(_ text: String, to url: URL) throws(PreviewError) {
        do {
            try Data(text.utf8).write(to: url)
        } catch {
            throw .writeFailed(path: url.path, reason: "\(error.localizedDescription)")
        }
    }
}
