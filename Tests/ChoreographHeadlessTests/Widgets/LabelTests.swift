import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Labels and fonts, measured with the stand-in metrics of the rules article: a character is half the point size
/// wide, a line 1.2 × the point size tall.
@MainActor
@Suite("Labels and fonts")
struct LabelTests {
    /// The stand-in width of `characters` characters in a `size`-point font.
    private func width(_ characters: Int, size: CGFloat) -> CGFloat { CGFloat(characters) * size / 2 }
    /// The stand-in height of `lines` lines in a `size`-point font.
    private func height(_ lines: Int, size: CGFloat) -> CGFloat { CGFloat(lines) * size * 1.2 }

    @Test("Fonts have UIKit's sizes and weights, and the stand-in metrics")
    func fonts() {
        let font = Font.systemFont(ofSize: 20)
        #expect(font.pointSize == 20)
        #expect(font.weight == .regular)
        #expect(font.lineHeight == 24)
        #expect(font.averageCharacterWidth == 10)
        #expect(Font.boldSystemFont(ofSize: 12).weight == .bold)
        #expect(Font.systemFont(ofSize: 12, weight: .semibold).isBold)
        #expect(!Font.systemFont(ofSize: 12, weight: .medium).isBold)
        #expect(Font.Weight.ultraLight < .thin && Font.Weight.heavy < .black)
        #expect(font.withSize(30) == Font.systemFont(ofSize: 30))
        #expect(Font.systemFont(ofSize: .nan).pointSize == 0)
        #expect(Font.systemFont(ofSize: -3).pointSize == 0)
        #expect(Font.systemFont(ofSize: .infinity).pointSize == 0)
        #expect(Font.systemFont(ofSize: 10, weight: Font.Weight(.nan)).weight == .regular)
    }

    @Test("A label's intrinsic size is its text in the stand-in metrics; no text is zero")
    func intrinsicSize() {
        let label = Label()
        #expect(label.font == Font.systemFont(ofSize: 17))
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Basil"
        #expect(label.intrinsicContentSize == CGSize(width: width(5, size: 17), height: height(1, size: 17)))
        label.font = .boldSystemFont(ofSize: 30)
        #expect(label.intrinsicContentSize == CGSize(width: width(5, size: 30), height: height(1, size: 30)))
        label.font = nil
        #expect(label.font == Font.systemFont(ofSize: 17))
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
        #expect(label.content == .none)
    }

    @Test("Paragraphs are lines; the line limit truncates the last line kept with an ellipsis")
    func lines() {
        let label = Label()
        label.font = .systemFont(ofSize: 10)
        label.text = "Thyme\nRosemary leaves\nSage"
        // One line by default: the first paragraph, with "…".
        #expect(label.intrinsicContentSize == CGSize(width: width(6, size: 10), height: height(1, size: 10)))
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == CGSize(width: width(15, size: 10), height: height(3, size: 10)))
        label.numberOfLines = 2
        #expect(label.intrinsicContentSize == CGSize(width: width(16, size: 10), height: height(2, size: 10)))
    }

    @Test("Wrapping breaks at the last space that fits and cuts longer words")
    func wrapping() {
        let label = Label()
        label.font = .systemFont(ofSize: 10)  // 5 points a character
        label.numberOfLines = 0
        label.text = "the quick brown fox"
        // 40 points: 8 characters a line. "the quick" is 9, "quick brown" 11, "brown fox" 9: four lines.
        #expect(label.sizeThatFits(CGSize(width: 40, height: 1)) == CGSize(width: 25, height: height(4, size: 10)))
        // 50 points: 10 characters → "the quick", "brown fox".
        #expect(label.sizeThatFits(CGSize(width: 50, height: 0)) == CGSize(width: 45, height: height(2, size: 10)))
        label.text = "abcdefghij"
        // 20 points: 4 characters → "abcd", "efgh", "ij".
        #expect(label.sizeThatFits(CGSize(width: 20, height: 0)) == CGSize(width: 20, height: height(3, size: 10)))
        // No positive finite width: no wrapping.
        for width in [0, -5, CGFloat.nan, .infinity] {
            #expect(label.sizeThatFits(CGSize(width: width, height: 0)) == CGSize(width: 50, height: 12))
        }
        label.preferredMaxLayoutWidth = 20
        #expect(label.intrinsicContentSize == CGSize(width: 20, height: height(3, size: 10)))
    }

    @Test("sizeToFit keeps the origin, and the label draws the lines it breaks the text into at its width")
    func drawing() {
        let label = Label(frame: CGRect(x: 7, y: 9, width: 0, height: 0))
        label.font = .systemFont(ofSize: 20)
        label.textColor = .white
        label.textAlignment = .center
        label.text = "Basil"
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 7, y: 9, width: 50, height: 24))
        #expect(label.content == .text(TextContent("Basil", fontSize: 20, color: .white, alignment: .center)))
        label.numberOfLines = 0
        label.text = "Sweet basil"
        label.frame = CGRect(x: 0, y: 0, width: 60, height: 48)
        label.layoutIfNeeded()
        #expect(label.content == .text(TextContent("Sweet\nbasil", fontSize: 20, color: .white, alignment: .center)))
        label.font = .boldSystemFont(ofSize: 20)
        #expect(
            label.content
                == .text(
                    TextContent(
                        "Sweet\nbasil", fontSize: 20, isBold: true, color: .white,
                        alignment: .center)))
        label.textColor = nil
        #expect(label.textColor == .black)
        #expect(!label.isUserInteractionEnabled)
    }

    @Test("Changing the text or font lays the superview out again, and huge fonts measure finite")
    func invalidation() {
        let superview = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = Label()
        superview.addSubview(label)
        superview.layoutIfNeeded()
        let before = superview.layouts
        label.text = "Sage"
        superview.layoutIfNeeded()
        #expect(superview.layouts == before + 1)
        label.font = .systemFont(ofSize: 1e308)
        superview.layoutIfNeeded()
        #expect(superview.layouts == before + 2)
        label.text = "Sage"
        superview.layoutIfNeeded()
        #expect(superview.layouts == before + 2)
        let size = label.intrinsicContentSize
        #expect(size.width == .greatestFiniteMagnitude)
        #expect(abs(size.height / 1.2e308 - 1) < 1e-12)
    }
}

/// A view that counts its layout passes.
@MainActor
final class CountingView: View {
    private(set) var layouts = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}
