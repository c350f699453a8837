import ChoreographDemos
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

@MainActor
@Suite("choreo gallery", .needsSubprocesses)
struct GalleryCommandTests {
    /// The library's presets the gallery presents on its built-in screens, one direction each.
    private static let presets = [
        "fade", "slide", "push", "cover", "uncover", "zoom", "page-in", "page-out", "flip", "cube", "circular-reveal",
    ]

    /// Every operation of every demo in the catalog, in catalog order, then the demos' scripted drags, then every
    /// preset's presentation, then the mistakes.
    private func expectedRuns() -> [(demo: String, operation: String)] {
        DemoCatalog.entries.flatMap { entry -> [(demo: String, operation: String)] in
            HostEnvironment.install(clock: ManualClock())
            let operations = DemoCatalog.makeScenario(named: entry.name)?.operations ?? []
            return operations.map { (entry.name, $0.rawValue) }
        } + DemoCatalog.scriptedDrags.map { ($0.demo, "drag-\($0.outcome.rawValue)") }
            + Self.presets.map { ("preset-\($0)", "present") }
            + ClassicMistake.allCases.map { ($0.scenarioName, $0.shownOperation.rawValue) }
    }

    @Test(
        "writes index.html, one player per demo and operation and their stills, with plain progress lines on a non-terminal"
    )
    func gallery() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Choreo.run("gallery", "--out", folder.path)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let runs = expectedRuns()
        #expect(!runs.isEmpty)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == (["frames", "index.html"] + runs.map { "\($0.demo)-\($0.operation).html" }).sorted())
        let stills = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("frames").path)
        #expect(stills.count == runs.count * 6, "0, 5, 25, 50, 75 and 100% of each run")
        #expect(stills.contains("herbs-pop-present-005.svg"))
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        for run in runs {
            #expect(index.contains("href=\"\(run.demo)-\(run.operation).html\""), "the index links \(run)")
        }
        #expect(!index.contains("http://") && !index.contains("https://"))
        // The mistakes come after every demo and preset, each filmstrip beside the code the host named it with.
        let mistakes = try #require(index.range(of: "<h2 class=\"group\" id=\"mistakes\">Mistakes</h2>"))
        #expect(!index[..<mistakes.lowerBound].contains("mistake-"))
        let section = index[mistakes.upperBound...]
        for mistake in ClassicMistake.allCases {
            let page = "\(mistake.scenarioName)-\(mistake.shownOperation.rawValue).html"
            let start = try #require(section.range(of: "<h3><a href=\"\(page)\">"), "\(mistake)")
            let end = try #require(section[start.upperBound...].range(of: "</section>"))
            #expect(section[start.upperBound..<end.lowerBound].contains("<code>\(mistake.code.name)</code>"))
        }
        let progress = result.standardErrorLines
        let expected = runs.enumerated().map { "rendering \($1.demo) \($1.operation) (\($0 + 1)/\(runs.count))" }
        #expect(progress == expected)
        #expect(result.standardOutput.contains(folder.appendingPathComponent("index.html").path))
    }

    @Test(
        "draws a progress bar in place when standard error is a terminal",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a terminal"))
    func progressBarOnTerminal() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let choreo = try CommandRunner(product: "choreo").executableURL.path
        // script(1) runs the command on a pseudo-terminal and copies what it shows to standard output.
        let command = "'\(choreo)' gallery --out '\(folder.path)' > /dev/null"
        let shell = CommandRunner(executableURL: URL(fileURLWithPath: "/usr/bin/script"))
        #if os(Linux)
            // util-linux: -c takes the command; -e returns its exit status.
            let result = try shell.run(["-qec", command, "/dev/null"])
        #else
            // BSD script (macOS): the typescript file, then the command to run.
            let result = try shell.run(["-q", "/dev/null", "/bin/sh", "-c", command])
        #endif
        #expect(result.exitCode == 0, "\(result.standardOutput)")
        let total = expectedRuns().count
        let shown = result.standardOutput
        #expect(shown.contains("\r\u{1B}[K[" + String(repeating: "-", count: 24) + "] 1/\(total) rendering "))
        #expect(shown.contains("\r\u{1B}[K[" + String(repeating: "#", count: 24) + "] \(total)/\(total) done"))
        #expect(!shown.contains("(1/\(total))"), "no plain lines on a terminal")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))
    }
}
