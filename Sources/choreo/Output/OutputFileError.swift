import Foundation

/// Why ``OutputFile`` could not write a file, or standard output: the path and the reason, on one line.
struct OutputFileError: Error, CustomStringConvertible {
    /// The path as given, or `nil` for standard output.
    var path: String?
    /// Why it cannot be written, on one line.
    var reason: String

    /// An error for `path` (`nil` for standard output) with `reason`.
    init(path: String?, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// An error for `path` (`nil` for standard output) with the system's reason for `error` (see ``reason(for:)``).
    init(path: String?, error: any Error) {
        self.init(path: path, reason: Self.reason(for: error))
    }

    /// Whether standard output, rather than a file given with `--out`, could not be written.
    var isStandardOutput: Bool { path == nil }

    /// `could not write 'PATH': REASON`, or `could not write to standard output: REASON`.
    var description: String {
        guard let path else { return "could not write to standard output: \(reason)" }
        return "could not write '\(path)': \(reason)"
    }

    /// The system's reason for `error`, on one line and worded the same on every platform: the POSIX reason when
    /// Foundation reports or wraps one ("Not a directory", "Permission denied"), else the reason for Foundation's
    /// file error code, else the error's own description.
    static func reason(for error: any Error) -> String {
        let error = error as NSError
        let chain = [error, error.userInfo[NSUnderlyingErrorKey] as? NSError].compactMap { $0 }
        if let posix = chain.first(where: { $0.domain == NSPOSIXErrorDomain }), let text = strerror(Int32(posix.code)) {
            return String(cString: text)
        }
        if error.domain == NSCocoaErrorDomain,
            let reason = reason(forFileErrorCode: CocoaError.Code(rawValue: error.code))
        {
            return reason
        }
        return error.localizedDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The reason for one of Foundation's file error codes, or nil for another code.
    private static func reason(forFileErrorCode code: CocoaError.Code) -> String? {
        switch code {
        case .fileWriteNoPermission, .fileReadNoPermission: "permission denied"
        case .fileWriteOutOfSpace: "no space left on the device"
        case .fileWriteVolumeReadOnly: "the volume is read-only"
        case .fileWriteInvalidFileName, .fileReadInvalidFileName: "the file name is invalid or too long"
        case .fileNoSuchFile, .fileReadNoSuchFile: "the file cannot be created there"
        case .fileWriteFileExists: "something else already exists there"
        default: nil
        }
    }
}
