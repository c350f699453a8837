import ChoreographTestSupport
import Foundation
import Testing

/// Two screen files in a fresh temporary folder, and the folder's removal.
struct ScreenFiles {
    let folder: URL
    let from: String
    let to: String

    /// A list with a photo and a detail screen with a title, each 390 × 844 with a full-screen background.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("screens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        from = try Self.write(
            """
            {"size": [390, 844],
             "views": [{"id": "list", "frame": [0, 0, 390, 844], "color": "#F2F2F7"},
                       {"id": "photo-3", "frame": [20, 300, 100, 80], "image": "photo-3", "cornerRadius": 12}]}
            """, named: "FROM.json", in: folder)
        to = try Self.write(
            """
            {"size": [390, 844],
             "views": [{"id": "detail", "frame": [0, 0, 390, 844], "color": "#FFFFFF"},
                       {"id": "title", "frame": [20, 100, 350, 40], "text": "Photo 3"}]}
            """, named: "TO.json", in: folder)
    }

    /// Writes `text` to `name` in the folder and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        try Self.write(text, named: name, in: folder)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    private static func write(_ text: String, named name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}

/// The identifiers of the named views of a frame.
private func ids(_ frame: [String: Any]) throws -> [String] {
    try objects(frame["views"]).compactMap { $0["id"] as? String }
}

@Suite("choreo render --from --to --transition", .needsSubprocesses)
struct RenderScreensCommandTests {
    @Test(
        "each operation runs the screens: present and push show the second, dismiss and pop start from it",
        arguments: ["present", "dismiss", "push", "pop"])
    func operation(_ operation: String) throws {
        let screens = try ScreenFiles()
        defer { screens.remove() }
        let json = try Choreo.json(
            "render", "--from", screens.from, "--to", screens.to, "--transition", "slide(from: .right)",
            "--operation", operation, "--fps", "30")
        #expect(json["demo"] as? String == "screens")
        #expect(json["operation"] as? String == operation)
        #expect(json["settled"] as? Bool == true)
        let frames = try objects(json["frames"])
        // The default duration: 0.4 s for present and dismiss, 0.35 s for push and pop, at 30 frames per second.
        let duration = ["present", "dismiss"].contains(operation) ? 0.4 : 0.35
        // The run settles at the first frame at or after the end; the JSON writes 4 decimals.
        #expect(abs((number(json["duration"]) ?? 0) - (duration * 30).rounded(.up) / 30) < 0.0001)
        let first = try ids(try #require(frames.first))
        let last = try ids(try #require(frames.last))
        let forward = ["present", "push"].contains(operation)
        #expect(first.contains("list") && first.contains("photo-3"), "\(first)")
        #expect(first.contains("detail") && first.contains("title"), "the second screen is on screen at the start")
        #expect(last.contains("detail") == forward, "\(last)")
        #expect(last.contains("title") == forward)
        #expect(last.contains("list") == !forward, "\(last)")
        #expect(last.contains("navigation") == ["push", "pop"].contains(operation), "a navigation stack holds them")
        // The second screen slides in from the right edge and out through it: its center moves by the width.
        let centers = try frames.map { frame in
            try objects(frame["views"]).first { $0["id"] as? String == "to-screen" }.flatMap {
                ($0["center"] as? [Any])?.compactMap(number).first
            }
        }
        let (start, end) = (centers.first ?? nil, forward ? centers.last ?? nil : centers.dropLast().last ?? nil)
        #expect(start == (forward ? 585 : 195), "\(centers)")
        if forward { #expect(end == 195, "\(centers)") } else { #expect((end ?? 0) > 500, "\(centers)") }
    }

    @Test("a drag with --operation pop drives the library's swipe-back: far enough pops, a short slow one cancels")
    func swipeBack() throws {
        let screens = try ScreenFiles()
        defer { screens.remove() }
        func last(_ drag: String) throws -> [String] {
            let json = try Choreo.json(
                "render", "--from", screens.from, "--to", screens.to, "--transition", "cover(from: .right)",
                "--operation", "pop", "--drag", drag)
            #expect(json["operation"] as? String == "drag")
            return try ids(try #require(try objects(json["frames"]).last))
        }
        let popped = try last("2,400 -> 380,400 in 0.3s")
        #expect(popped.contains("list") && !popped.contains("detail"), "\(popped)")
        let kept = try last("2,400 -> 30,400 in 1s")
        #expect(kept.contains("detail") && !kept.contains("list"), "\(kept)")
    }

    @Test(
        "every format renders, and the same arguments write the same bytes",
        arguments: [["json"], ["svg", "--at", "40%"], ["filmstrip", "--frames", "4"], ["html"]])
    func formats(_ format: [String]) throws {
        let screens = try ScreenFiles()
        defer { screens.remove() }
        let arguments =
            [
                "render", "--from", screens.from, "--to", screens.to, "--transition", "zoom(from: \"photo-3\")",
                "--format",
            ]
            + format
        let first = try CommandRunner(product: "choreo").run(arguments)
        let second = try CommandRunner(product: "choreo").run(arguments)
        #expect(first.exitCode == 0, "\(first.standardError)")
        #expect(first.standardError.isEmpty)
        #expect(first.standardOutput == second.standardOutput)
        let output = first.standardOutput
        switch format[0] {
        case "json":
            let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
            #expect(object?["demo"] as? String == "screens")
        case "svg":
            let outline = try XMLOutline(parsing: output)
            #expect(outline.rootElement == "svg")
            #expect(outline.rootAttributes["width"] == "390")
        case "filmstrip":
            #expect(try XMLOutline(parsing: output).rootElement == "svg")
            #expect(output.components(separatedBy: "<g data-frame=").count - 1 == 4)
        default:
            #expect(output.hasPrefix("<!DOCTYPE html>"))
            #expect(output.contains("<script type=\"application/json\" id=\"recording\">{\"demo\":\"screens\""))
        }
    }

    @Test("the window takes the first screen's size")
    func windowSize() throws {
        let screens = try ScreenFiles()
        defer { screens.remove() }
        let small = try screens.file(
            "SMALL.json",
            ##"{"size": [200, 300], "views": [{"id": "a", "frame": [0, 0, 200, 300], "color": "#FF0000"}]}"##)
        let json = try Choreo.json("render", "--from", small, "--to", screens.to, "--transition", "fade")
        #expect((json["size"] as? [Any])?.compactMap(number) == [200, 300])
    }

    @Test("a missing element the transition names is a note on standard error per operation run; the run succeeds")
    func missingElementNote() throws {
        let screens = try ScreenFiles()
        defer { screens.remove() }
        func render(_ spec: String, _ operation: String) throws -> CommandResult {
            try CommandRunner(product: "choreo").run([
                "render", "--from", screens.from, "--to", screens.to, "--transition", spec, "--operation", operation,
            ])
        }
        let present = try render("zoom(from: \"photo-99\")", "present")
        #expect(present.exitCode == 0, "\(present.standardError)")
        #expect(present.standardErrorLines.count == 1, "\(present.standardError)")
        let line = try #require(present.standardErrorLines.first)
        #expect(line.hasPrefix("note: present: [fallback] library.planNote: "), "\(line)")
        #expect(line.contains("\"photo-99\"") && line.contains("missingElement"), "\(line)")
        // Dismissal first runs the presentation unrecorded, and plans again: a note from each, named by operation.
        let dismiss = try render("circularReveal(from: \"nope\")", "dismiss")
        #expect(dismiss.exitCode == 0, "\(dismiss.standardError)")
        #expect(dismiss.standardErrorLines.map { $0.prefix(15) } == ["note: present: ", "note: dismiss: "])
        // The element present: no note at all.
        #expect(try render("zoom(from: \"photo-3\")", "dismiss").standardError.isEmpty)
    }

    @Test("bad input exits 64 with one line naming the value and the rule")
    func badInput() throws {
        let screens = try ScreenFiles()
        defer { screens.remove() }
        let (from, to) = (screens.from, screens.to)
        let shortFrame = try screens.file(
            "SHORT.json", #"{"size": [390, 844], "views": [{"frame": [0, 0, 10]}]}"#)
        let unknownKey = try screens.file("KEY.json", ##"{"size": [390, 844], "colour": "#FFFFFF"}"##)
        let missing = screens.folder.appendingPathComponent("MISSING.json").path
        let cases: [([String], String)] = [
            (
                ["render"],
                "error: missing a demo (see `choreo list`), or --from, --to and --transition to run screens of your own"
            ),
            (
                ["render", "fade", "--from", from, "--transition", "fade"],
                "error: demo 'fade' and --from, --transition: give a demo or --from, --to and --transition, not both"
            ),
            (
                ["render", "--from", from, "--transition", "fade"],
                "error: missing --to: --from, --to and --transition go together"
            ),
            (
                ["render", "--to", to],
                "error: missing --from and --transition: --from, --to and --transition go together"
            ),
            (
                ["render", "--from", from, "--to", to, "--transition", "slide(from: .up)"],
                "error: transition \"slide(from: .up)\": column 14: expected an edge (.left, .right, .top, .bottom, "
                    + ".leading, .trailing), found 'up'"
            ),
            (
                ["render", "--from", from, "--to", to, "--transition", "fade.duration(-1)"],
                "error: transition \"fade.duration(-1)\": column 15: duration = -1.0: must be a finite number of "
                    + "seconds from 0 to 60.0"
            ),
            (
                ["render", "--from", shortFrame, "--to", to, "--transition", "fade"],
                "error: \(shortFrame): views[0].frame: expected 4 numbers [x, y, width, height], found 3"
            ),
            (
                ["render", "--from", from, "--to", unknownKey, "--transition", "fade"],
                "error: \(unknownKey): colour: unknown key; the keys here are size, views"
            ),
            (
                ["render", "--from", missing, "--to", to, "--transition", "fade"],
                "error: \(missing): no such file"
            ),
            (
                ["render", "--from", screens.folder.path, "--to", to, "--transition", "fade"],
                "error: \(screens.folder.path): is a directory"
            ),
            (
                ["render", "--from", from, "--to", to, "--transition", "fade", "--operation", "selectTab"],
                "error: operation selectTab: --from and --to run present, dismiss, push or pop"
            ),
            (
                ["render", "--from", from, "--to", to, "--transition", "fade", "--drag", "2,400 -> 380,400 in 0.3s"],
                "error: drag \"2,400 -> 380,400 in 0.3s\": with --from and --to only --operation pop has a gesture, "
                    + "the swipe-back from the left edge; present, dismiss and push run without a drag"
            ),
            (
                [
                    "render", "--from", from, "--to", to, "--transition", "fade", "--operation", "dismiss", "--drag",
                    "2,400 -> 380,400 in 0.3s",
                ],
                "error: drag \"2,400 -> 380,400 in 0.3s\": with --from and --to only --operation pop has a gesture, "
                    + "the swipe-back from the left edge; present, dismiss and push run without a drag"
            ),
            (
                ["describe", "--from", from, "--to", to],
                "error: missing --transition: --from, --to and --transition go together"
            ),
        ]
        for (arguments, message) in cases {
            let result = try CommandRunner(product: "choreo").run(arguments)
            expectUsageError(result, mentions: [])
            #expect(result.standardError == message + "\n", "\(arguments)")
        }
    }
}
