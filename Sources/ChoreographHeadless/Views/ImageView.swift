import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A view that shows an image, as `UIImageView`.
///
/// The image view draws through ``View/content`` (``ViewContent/image(_:)``) and asks for its image's size as its
/// ``intrinsicContentSize``. As in UIKit it takes no touches by default (``View/isUserInteractionEnabled`` is
/// `false`) and places its image by ``contentMode``, ``ContentMode/scaleToFill`` by default.
@MainActor
open class ImageView: View {
    /// The image shown; `nil` draws nothing. Default `nil`.
    public var image: Image? {
        didSet {
            guard image != oldValue else { return }
            updateContent()
            invalidateIntrinsicContentSize()
        }
    }

    /// How the image is placed in the bounds. Default ``ContentMode/scaleToFill``, UIKit's default for every
    /// view.
    public var contentMode: ContentMode = .scaleToFill {
        didSet { updateContent() }
    }

    /// Creates an image view showing `image`, sized to the image (a zero frame when `image` is `nil`), as
    /// `UIImageView(image:)`.
    public init(image: Image?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        updateContent()
    }

    /// Creates an image view with no image, with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Always fails: the host has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The image's size; with no image, no intrinsic size in either dimension (``View/noIntrinsicMetric``).
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image's size, or `.zero` with no image, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }

    private func updateContent() {
        content = image?.content(contentMode) ?? .none
    }
}
