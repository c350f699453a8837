import Foundation

/// Why ``OutputFile`` could not write a file: the path and the system's reason, on one line.
struct OutputFileError: Error, CustomStringConvertible {
    /// The path as given.
    var path: String
    /// The system's explanation.
    var reason: String

    /// An error for `path` with `reason`.
    init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// An error for `path` with the system's reason for `error`: the underlying POSIX reason when Foundation wraps
    /// one ("Not a directory"), else the error's own description.
    init(path: String, error: any Error) {
        self.path = path
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        reason = (underlying ?? error as NSError).localizedDescription
    }

    /// `could not write PATH: REASON`.
    var description: String {
        "could not write \(path): \(reason)"
    }
}
