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
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        } catch {
            throw OutputFileError(path: path, reason: error.localizedDescription)
        }
    }
}

/// Why ``OutputFile`` could not write a file: the path and the system's reason, on one line.
struct OutputFileError: Error, CustomStringConvertible {
    /// The path as given.
    var path: String
    /// The system's explanation.
    var reason: String

    /// `could not write PATH: REASON`.
    var description: String {
        "could not write \(path): \(reason)"
    }
}
