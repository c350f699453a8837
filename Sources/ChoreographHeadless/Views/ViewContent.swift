import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a view draws inside its bounds besides its background, border and subviews, for previews.
public enum ViewContent: Hashable, Sendable {
    /// Nothing: a plain view.
    case none
    /// An image, known by name and intrinsic size, placed by a content mode.
    case image(ImageContent)
    /// A text label.
    case text(TextContent)
}

/// An image a view shows: a name (previews draw a labelled placeholder), an intrinsic size and a content mode.
public struct ImageContent: Hashable, Sendable {
    /// The image's name, for example `"basil"`.
    public var name: String
    /// The image's size in points.
    public var size: CGSize
    /// How the image is placed in the view's bounds. Default ``ContentMode/scaleAspectFill``.
    public var contentMode: ContentMode

    /// Creates image content.
    public init(name: String, size: CGSize, contentMode: ContentMode = .scaleAspectFill) {
        self.name = name
        self.size = size
        self.contentMode = contentMode
    }

    /// The rect the image covers in a view with the given bounds: fitted, filled, stretched or centred.
    public func rect(in bounds: CGRect) -> CGRect {
        switch contentMode {
        case .scaleToFill: bounds
        case .scaleAspectFit: CGRect(origin: .zero, size: size).aspectFit(in: bounds)
        case .scaleAspectFill: CGRect(origin: .zero, size: size).aspectFill(in: bounds)
        case .center: CGRect(center: CGPoint(x: bounds.midX, y: bounds.midY), size: size)
        }
    }
}

/// How an image is placed in its view's bounds, as `UIView.ContentMode`.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    /// Stretched to the bounds.
    case scaleToFill
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    case scaleAspectFit
    /// Scaled to cover the bounds, keeping its aspect ratio (cropped when clipped).
    case scaleAspectFill
    /// Centred at its intrinsic size.
    case center
}

/// A text a view shows.
public struct TextContent: Hashable, Sendable {
    /// The text.
    public var text: String
    /// The font size in points. Default 17, UIKit's body size.
    public var fontSize: CGFloat
    /// Whether the font is bold. Default `false`.
    public var isBold: Bool
    /// The text colour. Default black.
    public var color: Color
    /// How lines are aligned. Default ``TextAlignment/natural`` (left in left-to-right text).
    public var alignment: TextAlignment

    /// Creates text content.
    public init(
        _ text: String,
        fontSize: CGFloat = 17,
        isBold: Bool = false,
        color: Color = .black,
        alignment: TextAlignment = .natural
    ) {
        self.text = text
        self.fontSize = fontSize
        self.isBold = isBold
        self.color = color
        self.alignment = alignment
    }
}

/// How text lines are aligned, as `NSTextAlignment`.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Left in left-to-right text.
    case natural
    /// Left.
    case left
    /// Centred.
    case center
    /// Right.
    case right
}
