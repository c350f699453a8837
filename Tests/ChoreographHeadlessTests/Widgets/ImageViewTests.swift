import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Images and image views")
struct ImageViewTests {
    @Test("Every non-empty name finds a 100 × 100 stand-in; an empty name finds none")
    func named() throws {
        let image = try #require(Image(named: "basil"))
        #expect(image.name == "basil")
        #expect(image.size == CGSize(width: 100, height: 100))
        #expect(Image(named: "") == nil)
        #expect(Image(name: "wide", size: CGSize(width: -4, height: CGFloat.nan)).size == .zero)
    }

    @Test("An image view is sized to its image, asks for it as its intrinsic size, and draws it")
    func imageView() throws {
        let image = Image(name: "herb", size: CGSize(width: 120, height: 80))
        let view = ImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        #expect(view.intrinsicContentSize == CGSize(width: 120, height: 80))
        #expect(view.contentMode == .scaleToFill)
        #expect(!view.isUserInteractionEnabled)
        #expect(view.content == .image(ImageContent(name: "herb", size: image.size, contentMode: .scaleToFill)))
        view.contentMode = .scaleAspectFit
        #expect(view.content == .image(ImageContent(name: "herb", size: image.size, contentMode: .scaleAspectFit)))
        view.image = nil
        #expect(view.content == .none)
        #expect(view.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(ImageView(image: nil).frame == .zero)
    }

    @Test("Content modes at the image's size sit against the edges and corners of the bounds")
    func contentModes() {
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        func rect(_ mode: View.ContentMode) -> CGRect {
            ImageContent(name: "x", size: CGSize(width: 40, height: 20), contentMode: mode).rect(in: bounds)
        }
        #expect(rect(.top) == CGRect(x: 80, y: 0, width: 40, height: 20))
        #expect(rect(.bottom) == CGRect(x: 80, y: 80, width: 40, height: 20))
        #expect(rect(.left) == CGRect(x: 0, y: 40, width: 40, height: 20))
        #expect(rect(.right) == CGRect(x: 160, y: 40, width: 40, height: 20))
        #expect(rect(.topLeft) == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(rect(.topRight) == CGRect(x: 160, y: 0, width: 40, height: 20))
        #expect(rect(.bottomLeft) == CGRect(x: 0, y: 80, width: 40, height: 20))
        #expect(rect(.bottomRight) == CGRect(x: 160, y: 80, width: 40, height: 20))
        #expect(rect(.redraw) == bounds)
        #expect(rect(.center) == CGRect(x: 80, y: 40, width: 40, height: 20))
    }
}
