import ChoreographTestSupport
import Foundation
import Testing

/// `--out` paths that cannot be written: each is refused before any work with one line naming the path and the
/// problem, and nothing is written anywhere.
@Suite("output paths", .needsSubprocesses)
struct OutputPathTests {
    /// A fresh empty folder; the caller removes it.
    private func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The names in `folder`, sorted.
    private func contents(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// Runs `choreo arguments` through the shell from inside `folder`.
    private func run(in folder: URL, _ arguments: [String]) throws -> CommandResult {
        let choreo = try CommandRunner(product: "choreo").executableURL.path
        let quoted = ([choreo] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let shell = CommandRunner(executableURL: URL(fileURLWithPath: "/bin/sh"))
        return try shell.run(["-c", "cd '\(folder.path)' && exec \(quoted)"])
    }

    @Test(
        "an empty --out writes nothing into the current folder",
        arguments: [["render", "herbs-pop"], ["gallery"]])
    func emptyOut(command: [String]) throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run(in: folder, command + ["--out", ""])
        expectUsageError(result, mentions: ["could not write ''", "the path is empty"])
        #expect(try contents(of: folder).isEmpty)
    }

    @Test("render --out naming a folder, existing or not, is refused and the folder is left alone")
    func outIsFolder() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let existing = try Choreo.run("render", "herbs-pop", "--out", folder.path)
        expectUsageError(existing, mentions: ["'\(folder.path)'", "it is a folder"])
        #expect(try contents(of: folder).isEmpty)

        let missing = folder.appendingPathComponent("missing").path + "/"
        let trailing = try Choreo.run("render", "herbs-pop", "--out", missing)
        expectUsageError(trailing, mentions: ["'\(missing)'", "it is a folder"])
        #expect(try contents(of: folder).isEmpty, "the missing folder is not made")
    }

    @Test(
        "an --out under a file names the file that is in the way", arguments: [["render", "herbs-pop"], ["gallery"]])
    func outUnderFile(command: [String]) throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("plain.txt")
        try Data("kept".utf8).write(to: file)
        let path = file.appendingPathComponent("nested/out").path
        let result = try CommandRunner(product: "choreo").run(command + ["--out", path])
        expectUsageError(result, mentions: ["'\(path)'", "\(file.path) is a file, not a folder"])
        #expect(try String(contentsOf: file, encoding: .utf8) == "kept")
        #expect(try contents(of: folder) == ["plain.txt"])
    }

    @Test("gallery --out naming a file is refused and the file is left alone")
    func galleryOutIsFile() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("index.html")
        try Data("kept".utf8).write(to: file)
        let result = try Choreo.run("gallery", "--out", file.path)
        expectUsageError(result, mentions: ["'\(file.path)'", "it is a file"])
        #expect(try String(contentsOf: file, encoding: .utf8) == "kept")
    }

    /// Whether this process is refused writes into a folder without write permission; a superuser is not.
    static let permissionsApply: Bool = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
            (try? FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder.path)) != nil
        else { return false }
        return !FileManager.default.isWritableFile(atPath: folder.path)
    }()

    @Test(
        "a folder that cannot be written into is refused with the system's reason",
        .enabled(if: permissionsApply, "a superuser writes into read-only folders"), arguments: [false, true])
    func readOnlyFolder(gallery: Bool) throws {
        let folder = try makeFolder()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
            try? FileManager.default.removeItem(at: folder)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder.path)
        let target = folder.appendingPathComponent(gallery ? "gallery" : "herbs.json").path
        let arguments = gallery ? ["gallery", "--out", target] : ["render", "herbs-pop", "--out", target]
        let result = try CommandRunner(product: "choreo").run(arguments)
        expectUsageError(result, mentions: ["'\(target)'", "ermission denied"])
        #expect(try contents(of: folder).isEmpty)
    }

    @Test("standard output that cannot be written exits with 74 and one line", arguments: ["curve", "render"])
    func closedStandardOutput(command: String) throws {
        let choreo = try CommandRunner(product: "choreo").executableURL.path
        let arguments = command == "curve" ? "curve easeIn" : "render herbs-pop"
        let shell = CommandRunner(executableURL: URL(fileURLWithPath: "/bin/sh"))
        // `>&-` closes the descriptor: every write to it fails.
        let result = try shell.run(["-c", "exec '\(choreo)' \(arguments) >&-"])
        #expect(result.exitCode == 74)
        #expect(result.standardErrorLines.count == 1, "stderr: \(result.standardError)")
        #expect(result.standardErrorLines.first?.hasPrefix("error: could not write to standard output: ") == true)
    }
}
