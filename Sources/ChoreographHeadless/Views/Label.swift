import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A view that shows text, as `UILabel`.
///
/// The label draws through ``View/content`` (``ViewContent/text(_:)``), so previews show it: the lines its
/// measurement breaks the text into at the label's width, each drawn on its own line. Text is measured with the
/// host's stand-in metrics (<doc:HostRules#Text-measurement>). As in UIKit a label takes no touches by default
/// (``View/isUserInteractionEnabled`` is `false`).
///
/// ```swift
/// let label = Label()
/// label.text = "Basil"
/// label.font = .systemFont(ofSize: 20)
/// label.sizeToFit()  // 5 characters × 10 points wide, one 24-point line tall
/// ```
@MainActor
open class Label: View {
    /// The default font: the system font at 17 points, UIKit's label size.
    public static let defaultFont = Font.systemFont(ofSize: 17)

    /// The text; `nil` or empty draws nothing and has a zero intrinsic size. Default `nil`.
    public var text: String? {
        didSet { if text != oldValue { textDidChange() } }
    }

    /// The font; setting `nil` restores the default, the system font at 17 points. Default ``defaultFont``.
    public var font: Font! {
        get { storedFont }
        set {
            let font = newValue ?? Label.defaultFont
            guard font != storedFont else { return }
            storedFont = font
            textDidChange()
        }
    }

    /// The text colour; setting `nil` restores the default, black. Default black.
    public var textColor: Color! {
        get { storedColor }
        set {
            storedColor = newValue ?? .black
            updateContent()
        }
    }

    /// How lines are aligned in the label's width. Default ``TextAlignment/natural``.
    public var textAlignment: TextAlignment = .natural {
        didSet { updateContent() }
    }

    /// The most lines the text may take; 0 means no limit. The last line kept ends with `…` when the text needs
    /// more. A negative value counts as 0. Default 1.
    public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { textDidChange() } }
    }

    /// The width at which ``intrinsicContentSize`` wraps a label of several lines (``numberOfLines`` other than
    /// 1); 0, or a value that is not a positive finite number, wraps only at `\n`. Default 0.
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    private var storedFont: Font = Label.defaultFont
    private var storedColor: Color = .black

    /// Creates an empty label with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Always fails: the host has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Size

    /// The size of the whole text: one line per paragraph (wrapped at ``preferredMaxLayoutWidth`` when the label
    /// has several lines and that width is set), at most ``numberOfLines`` lines; zero for no text.
    open override var intrinsicContentSize: CGSize {
        let width: CGFloat? = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
        return layout(width: width).size
    }

    /// The size the text takes when wrapped at `size.width` (no limit when it is not a positive finite number),
    /// at most ``numberOfLines`` lines; the height of `size` does not limit it, as in UIKit.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        layout(width: size.width).size
    }

    /// Lays the text out again at the label's new width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContent()
    }

    // MARK: - Internal API

    /// The text broken into lines at `width` with the label's font and line limit.
    func layout(width: CGFloat?) -> TextLayout {
        TextLayout(text: text, font: storedFont, width: width, numberOfLines: max(numberOfLines, 0))
    }

    private func textDidChange() {
        updateContent()
        invalidateIntrinsicContentSize()
    }

    /// Draws the lines the text takes at the label's width (no limit while the width is 0).
    private func updateContent() {
        let lines = layout(width: bounds.width).lines
        guard !lines.isEmpty else {
            content = .none
            return
        }
        content = .text(
            TextContent(
                lines.joined(separator: "\n"), fontSize: storedFont.pointSize, isBold: storedFont.isBold,
                color: storedColor, alignment: textAlignment))
    }
}
