import Foundation

/// Standard error, for `error:` and `note:` lines and progress.
enum StandardError {
    /// Writes `text` to standard error. When standard error itself cannot be written (a full disk, a closed
    /// descriptor) the text is dropped: there is nowhere left to say so, and the exit status still tells.
    static func write(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }

    /// Writes `note: ` and `text` as one line, its control characters escaped (``OneLineText/visible(_:)``): what a
    /// run noticed may quote a spec's strings, which can hold any character.
    static func note(_ text: String) {
        write("note: \(OneLineText.visible(text))\n")
    }
}
