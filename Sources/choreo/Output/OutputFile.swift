import Foundation

/// Where a command's text goes: standard output, or a file given with `--out`.
///
/// A path is checked before anything is made: an empty path, a path that names a folder (an existing one, or one
/// ending in `/`), and a path under an existing file are refused with one line naming the path and the problem.
/// Missing folders on the way are created.
enum OutputFile {
    /// Writes `text` to the file at `path`, creating its folder, or to standard output when `path` is `nil`.
    ///
    /// - Throws: ``OutputFileError`` naming the path when it cannot name a file or the file cannot be written, or
    ///   saying that standard output could not be written (a full disk, a closed descriptor).
    static func write(_ text: String, to path: String?) throws(OutputFileError) {
        guard let path else {
            do {
                try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
            } catch {
                throw OutputFileError(path: nil, error: error)
            }
            return
        }
        try checkFile(path)
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        } catch {
            throw OutputFileError(path: path, error: error)
        }
    }

    /// Checks that `path` can name a file to write, before any work: it is not empty, does not name a folder, and
    /// has no file where a folder on its way should be.
    ///
    /// - Throws: ``OutputFileError`` naming the path and the problem.
    static func checkFile(_ path: String) throws(OutputFileError) {
        guard !path.isEmpty else {
            throw OutputFileError(path: path, reason: "the path is empty; give a file name")
        }
        if path.hasSuffix("/") || isDirectory(path) || [".", ".."].contains(lastComponent(of: path)) {
            throw OutputFileError(path: path, reason: "it is a folder; give a file name")
        }
        try checkAncestors(of: path)
    }

    /// Creates the folder at `path` and its parents, unless it exists.
    ///
    /// - Throws: ``OutputFileError`` naming the path when it is empty, names a file, or the folder cannot be created
    ///   or written into.
    static func makeDirectory(at path: String) throws(OutputFileError) {
        guard !path.isEmpty else {
            throw OutputFileError(path: path, reason: "the path is empty; give a folder name")
        }
        if FileManager.default.fileExists(atPath: path), !isDirectory(path) {
            throw OutputFileError(path: path, reason: "it is a file; give a folder name")
        }
        try checkAncestors(of: path)
        do {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path, isDirectory: true), withIntermediateDirectories: true)
        } catch {
            throw OutputFileError(path: path, error: error)
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw OutputFileError(path: path, reason: "the folder is not writable")
        }
    }

    // MARK: - Internal API

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func lastComponent(of path: String) -> String {
        String(path.split(separator: "/", omittingEmptySubsequences: true).last ?? "")
    }

    /// Throws when a folder on the way to `path` exists as a file.
    private static func checkAncestors(of path: String) throws(OutputFileError) {
        var ancestor = URL(fileURLWithPath: path).deletingLastPathComponent()
        while ancestor.path != "/" && !ancestor.path.isEmpty {
            if FileManager.default.fileExists(atPath: ancestor.path) {
                guard isDirectory(ancestor.path) else {
                    throw OutputFileError(path: path, reason: "\(ancestor.path) is a file, not a folder")
                }
                return
            }
            ancestor = ancestor.deletingLastPathComponent()
        }
    }
}
