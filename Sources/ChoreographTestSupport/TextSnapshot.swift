import Foundation

/// Text snapshots kept beside the tests, as swift-snapshot-testing keeps them: the file
/// `__Snapshots__/<Suite>/<test>.<extension>` next to the test file that checks it.
///
/// ```swift
/// try TextSnapshot.verify(svg, extension: "svg")
/// ```
///
/// A snapshot that differs from the text fails with the first differing line. A missing snapshot is written and
/// fails, so that it is looked at once before it is committed; so is every snapshot checked while the environment
/// variable `CHOREOGRAPH_RECORD_SNAPSHOTS` is `1`.
public enum TextSnapshot {
    /// The environment variable that re-records snapshots when set to `1`: `CHOREOGRAPH_RECORD_SNAPSHOTS`.
    public static let recordVariable = "CHOREOGRAPH_RECORD_SNAPSHOTS"

    /// Compares `text` with its snapshot file, or records it.
    ///
    /// - Parameters:
    ///   - test: The snapshot's name. Default: the calling function's name without its parentheses.
    ///   - suite: The folder under `__Snapshots__`. Default: the calling file's name without `.swift`.
    ///   - extension: The file extension. Default `txt`.
    ///   - filePath: The test file the `__Snapshots__` folder sits beside. Default: the calling file.
    ///   - environment: Where `CHOREOGRAPH_RECORD_SNAPSHOTS` is read. Default: this process's environment.
    /// - Throws: ``TextSnapshotError`` when the snapshot differs, was missing or was recorded.
    public static func verify(
        _ text: String,
        named test: String = #function,
        suite: String? = nil,
        extension: String = "txt",
        filePath: String = #filePath,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        let testFile = URL(fileURLWithPath: filePath)
        let folder = testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(suite ?? testFile.deletingPathExtension().lastPathComponent, isDirectory: true)
        let name = test.hasSuffix("()") ? String(test.dropLast(2)) : test
        let file = folder.appendingPathComponent("\(name).\(`extension`)")
        let recording = environment[recordVariable] == "1"
        let existing = try? String(contentsOf: file, encoding: .utf8)
        if let existing, !recording {
            guard existing != text else { return }
            throw TextSnapshotError(description: mismatch(existing, text, file: file))
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        let reason = existing == nil ? "no snapshot existed" : "\(recordVariable)=1"
        throw TextSnapshotError(
            description: "recorded \(file.lastPathComponent) (\(reason)); check it by eye, then run again without "
                + "\(recordVariable)")
    }

    // MARK: - Internal API

    private static func mismatch(_ expected: String, _ actual: String, file: URL) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        let line =
            zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        let was = line < old.count ? old[line] : "(end of file)"
        let now = line < new.count ? new[line] : "(end of file)"
        return "\(file.lastPathComponent) differs at line \(line + 1):\n- \(was)\n+ \(now)\n"
            + "re-record with \(recordVariable)=1 if the change is intended"
    }
}

/// Why a ``TextSnapshot`` check failed.
public struct TextSnapshotError: Error, CustomStringConvertible, Sendable {
    /// What differed, or which file was recorded.
    public var description: String
}
