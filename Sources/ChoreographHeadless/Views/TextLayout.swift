import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Text broken into lines with the host's stand-in metrics (<doc:HostRules#Text-measurement>): every character is
/// ``Font/averageCharacterWidth`` wide and every line ``Font/lineHeight`` tall.
///
/// Lines break at each `\n`; with a width limit, a paragraph wraps at the last space that fits (the space is
/// dropped), and a word longer than the line is cut between characters. With a line limit, the last line kept ends
/// with `…`, shortened until it fits the width: `UILabel`'s word wrapping with tail truncation.
struct TextLayout: Equatable {
    /// The lines, as drawn.
    let lines: [String]
    /// The size of the lines: the widest line's width by the number of lines times the line height, each at most
    /// the largest finite number.
    let size: CGSize

    /// Lays out `text` in `font`.
    ///
    /// - Parameters:
    ///   - width: The widest a line may be; `nil`, or a width that is not a positive finite number, sets no limit.
    ///   - numberOfLines: The most lines; 0 or less sets no limit.
    init(text: String?, font: Font, width: CGFloat?, numberOfLines: Int) {
        guard let text, !text.isEmpty else {
            lines = []
            size = .zero
            return
        }
        let characterWidth = font.averageCharacterWidth
        var limit: Int?
        if let width, width.isFinite, width > 0, characterWidth > 0 {
            let fitting = (width / characterWidth).rounded(.down)
            limit = fitting >= Double(Int.max / 2) ? nil : max(Int(fitting), 1)
        }
        var lines: [String] = []
        var truncated = false
        paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            for line in Self.wrap(String(paragraph), limit: limit) {
                if numberOfLines > 0, lines.count == numberOfLines {
                    truncated = true
                    break paragraphs
                }
                lines.append(line)
            }
        }
        if truncated, let last = lines.popLast() {
            var shortened = Array(last)
            if let limit {
                while !shortened.isEmpty, shortened.count + 1 > limit { shortened.removeLast() }
            }
            lines.append(String(shortened) + "…")
        }
        self.lines = lines
        let widest = CGFloat(lines.map(\.count).max() ?? 0)
        size = CGSize(
            width: Self.finite(widest * characterWidth), height: Self.finite(CGFloat(lines.count) * font.lineHeight))
    }

    /// One paragraph's lines: words joined by single spaces, broken where the next word would pass `limit`
    /// characters; a word longer than `limit` is cut.
    private static func wrap(_ paragraph: String, limit: Int?) -> [String] {
        guard let limit, paragraph.count > limit else { return [paragraph] }
        var lines: [String] = []
        var current: [Character] = []
        var isFresh = true
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Array(word)
            let needed = isFresh ? word.count : current.count + 1 + word.count
            if needed <= limit {
                if !isFresh { current.append(" ") }
                current += word
                isFresh = false
                continue
            }
            if !isFresh {
                lines.append(String(current))
                current = []
            }
            while word.count > limit {
                lines.append(String(word.prefix(limit)))
                word.removeFirst(limit)
            }
            current = word
            isFresh = current.isEmpty
        }
        lines.append(String(current))
        return lines
    }

    private static func finite(_ value: CGFloat) -> CGFloat {
        value.isFinite ? value : .greatestFiniteMagnitude
    }
}
