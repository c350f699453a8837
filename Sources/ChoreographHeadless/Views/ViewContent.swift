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

    /// The rect the image covers in a view with the given bounds: fitted, filled, stretched, or at its own size
    /// against the middle, an edge or a corner.
    public func rect(in bounds: CGRect) -> CGRect {
        let (w, h) = (size.width, size.height)
        switch contentMode {
        case .scaleToFill, .redraw: return bounds
        case .scaleAspectFit: return CGRect(origin: .zero, size: size).aspectFit(in: bounds)
        case .scaleAspectFill: return CGRect(origin: .zero, size: size).aspectFill(in: bounds)
        case .center: return CGRect(center: CGPoint(x: bounds.midX, y: bounds.midY), size: size)
        case .top: return CGRect(x: bounds.midX - w / 2, y: bounds.minY, width: w, height: h)
        case .bottom: return CGRect(x: bounds.midX - w / 2, y: bounds.maxY - h, width: w, height: h)
        case .left: return CGRect(x: bounds.minX, y: bounds.midY - h / 2, width: w, height: h)
        case .right: return CGRect(x: bounds.maxX - w, y: bounds.midY - h / 2, width: w, height: h)
        case .topLeft: return CGRect(x: bounds.minX, y: bounds.minY, width: w, height: h)
        case .topRight: return CGRect(x: bounds.maxX - w, y: bounds.minY, width: w, height: h)
        case .bottomLeft: return CGRect(x: bounds.minX, y: bounds.maxY - h, width: w, height: h)
        case .bottomRight: return CGRect(x: bounds.maxX - w, y: bounds.maxY - h, width: w, height: h)
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
    /// Stretched to the bounds, as ``scaleToFill``; in UIKit the view also redraws when its bounds change.
    case redraw
    /// At its intrinsic size, centred against the top edge.
    case top
    /// At its intrinsic size, centred against the bottom edge.
    case bottom
    /// At its intrinsic size, centred against the left edge.
    case left
    /// At its intrinsic size, centred against the right edge.
    case right
    /// At its intrinsic size, in the top-left corner.
    case topLeft
    /// At its intrinsic size, in the top-right corner.
    case topRight
    /// At its intrinsic size, in the bottom-left corner.
    case bottomLeft
    /// At its intrinsic size, in the bottom-right corner.
    case bottomRight
}

extension View {
    /// How a view places its content in its bounds, as `UIView.ContentMode`: the host's ``ContentMode``.
    public typealias ContentMode = ChoreographHeadless.ContentMode
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

    /// The height of a line as a multiple of the font size: 1.2. Previews space lines by it, and ``Font`` measures
    /// text with it (<doc:HostRules#Text-measurement>).
    public static let lineHeightPerPoint: CGFloat = 1.2

    /// The height of one line: ``fontSize`` × ``lineHeightPerPoint``.
    public var lineHeight: CGFloat {
        fontSize * Self.lineHeightPerPoint
    }

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
    /// Both edges, as `NSTextAlignment.justified`; the last line of a paragraph is left-aligned. Previews draw it
    /// left-aligned, as they do not stretch the spaces.
    case justified
}
