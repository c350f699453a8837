import Foundation

/// Writes a folder a person can open: `index.html` with a filmstrip of every recording, each linking to the
/// recording's own player page, and still frames of every recording as SVG; and, when given, a section of mistakes:
/// runs that go wrong, each filmstrip beside the diagnostics the host reported (``Mistake``).
///
/// ```swift
/// let pages = try Gallery.write(recordings: recordings, to: folder)
/// ```
///
/// Pages are named `<demo>-<operation>.html`, with every character other than ASCII letters, digits, `-` and `_`
/// replaced by `_`. Entries are sorted by file name, so the same recordings always give the same files, whatever
/// their order. Every page is self-contained: no network, filmstrips inline.
///
/// The stills are `frames/<demo>-<operation>-<PPP>.svg`, one per percentage in ``stillPercentages`` written with three
/// digits (`herbs-pop-present-005.svg` for 5%): the frame ``SVGRenderer`` draws at that progress, which is the frame
/// the player page shows at `#progress=` the same fraction (``Recording/frameIndex(atProgress:)``). A browser check
/// compares the two.
public enum Gallery {
    /// The filmstrip shown for each recording in the index: 6 frames at a fifth of the size.
    public static let thumbnail = Filmstrip(frameCount: 6, scale: 0.2, spacing: 8)

    /// The progresses, in percent, at which each recording's still frames are written: 0, 5, 25, 50, 75 and 100.
    public static let stillPercentages = [0, 5, 25, 50, 75, 100]

    /// The folder, inside the gallery's, that holds the still frames: `frames`.
    public static let stillsFolder = "frames"

    /// Writes `index.html`, one player page per recording and per mistake and their still frames into `directory`,
    /// creating it and its `frames` folder if needed, and returns the files written: the index first, then each
    /// page (in file-name order, recordings and mistakes together) followed by its stills.
    ///
    /// The index lists `recordings` first, then, when `mistakes` is not empty, a section headed
    /// ``mistakesHeading`` with each mistake's filmstrip beside its findings (each diagnostic's operation, code and
    /// message), also sorted by page name. A mistake's pages are named and checked as a recording's are.
    ///
    /// - Parameters:
    ///   - recordings: The runs of the gallery's main part.
    ///   - mistakes: The runs of the mistakes section. Default: none (no section).
    ///   - directory: The folder to write.
    /// - Throws: ``PreviewError/invalidValue(parameter:value:rule:)`` when two recordings would share a page name,
    ///   ``PreviewError/writeFailed(path:reason:)`` when a file cannot be written.
    @discardableResult
    public static func write(
        recordings: [Recording], mistakes: [Mistake] = [], to directory: URL
    ) throws(PreviewError) -> [URL] {
        let main = recordings.map { (fileName(for: $0), $0) }.sorted { $0.0 < $1.0 }
        let wrong = mistakes.map { (fileName(for: $0.recording), $0) }.sorted { $0.0 < $1.0 }
        let entries = (main + wrong.map { ($0.0, $0.1.recording) }).sorted { $0.0 < $1.0 }
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
        let stills = directory.appendingPathComponent(stillsFolder, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: stills, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(path: stills.path, reason: "\(error.localizedDescription)")
        }
        var written: [URL] = []
        let index = directory.appendingPathComponent("index.html")
        try write(try indexPage(main, mistakes: wrong), to: index)
        written.append(index)
        let player = HTMLPlayer()
        let renderer = SVGRenderer()
        for (name, recording) in entries {
            let url = directory.appendingPathComponent(name)
            try write(player.render(recording), to: url)
            written.append(url)
            for percent in stillPercentages {
                let still = stills.appendingPathComponent(stillName(for: name, percent: percent))
                let frame = try recording.frameIndex(atProgress: Double(percent) / 100)
                try write(try renderer.render(recording, frameAt: frame), to: still)
                written.append(still)
            }
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

    /// The still frame's file name for the page `pageName` at `percent` (0 to 100, padded with zeros to three
    /// digits): `herbs-pop-present-005.svg` for `herbs-pop-present.html` at 5%. A name without `.html` is used whole.
    public static func stillName(for pageName: String, percent: Int) -> String {
        let stem = pageName.hasSuffix(".html") ? String(pageName.dropLast(5)) : pageName
        let digits = String(percent)
        return "\(stem)-\(String(repeating: "0", count: max(3 - digits.count, 0)))\(digits).svg"
    }

    // MARK: - Internal API

    private static func indexPage(
        _ entries: [(String, Recording)], mistakes: [(String, Mistake)]
    ) throws(PreviewError) -> String {
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
        sections += try mistakesSection(mistakes, firstPosition: entries.count)
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
            h2.group { font-size: 20px; margin: 32px 0 4px; }
            p.group { margin: 0 0 16px; color: #666; }
            section.mistake h3 { font-size: 16px; margin: 0 0 4px; }
            .beside { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
            .findings { margin: 0; padding: 8px 12px 8px 28px; max-width: 560px; background: #FFF4F2;
              border-left: 3px solid #C62828; }
            .findings li { margin: 0 0 4px; }
            .findings .operation { color: #666; }
            .findings code { color: #C62828; font-weight: 600; }
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
