import Foundation

/// Where a command's text goes: standard output, or a file given with `--out`.
enum OutputFile {
    /// Writes `text` to the file at `path`, creating its folder, or to standard output when `path` is `nil`.
    ///
    /// - Throws: ``OutputFileError`` naming the path when the folder or the file cannot be written.
    static func write(_ text: String, to path: String?) throws(OutputFileError) {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw OutputFileError(path: path, reason: "it is a folder; give a file name")
        }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        } catch {
            throw OutputFileError(path: path, error: error)
        }
    }

    /// Creates the folder at `path` and its parents, unless it exists.
    ///
    /// - Throws: ``OutputFileError`` naming the path when the folder cannot be created.
    static func makeDirectory(at path: String) throws(OutputFileError) {
        do {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path, isDirectory: true), withIntermediateDirectories: true)
        } catch {
            throw OutputFileError(path: path, error: error)
        }
    }
}
