import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An image, as `UIImage`: a name and a size in points.
///
/// The host has no image files and draws no pixels: an image is a stand-in that previews draw as a rectangle tinted
/// from its name, with the name written on it (<doc:HostRules#Images>). ``init(named:)`` therefore finds an image
/// for every non-empty name, ``standInSize`` (100 × 100 points) large; ``init(name:size:)`` makes one of any size.
public final class Image: Hashable, Sendable, CustomStringConvertible {
    /// The size of every image made by ``init(named:)``: 100 × 100 points.
    public static let standInSize = CGSize(width: 100, height: 100)

    /// The name the image was made with.
    public let name: String
    /// The size in points (UIKit's `size`, with the scale already applied).
    public let size: CGSize

    /// The image called `name`, ``standInSize`` large, as `UIImage(named:)`; `nil` for an empty name, as UIKit
    /// finds no image by that name.
    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.init(name: name, size: Image.standInSize)
    }

    /// An image called `name` of `size` points; the host's stand-in for an image drawn or loaded from data. A
    /// width or height that is negative or not finite is read as 0 (<doc:HostRules#Images>).
    public init(name: String, size: CGSize) {
        func valid(_ length: CGFloat) -> CGFloat { length.isFinite && length >= 0 ? length : 0 }
        self.name = name
        self.size = CGSize(width: valid(size.width), height: valid(size.height))
    }

    /// What a view with this image and `contentMode` draws.
    func content(_ contentMode: ContentMode) -> ViewContent {
        .image(ImageContent(name: name, size: size, contentMode: contentMode))
    }

    /// Images are equal when their names and sizes are.
    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.name == rhs.name && lhs.size == rhs.size
    }

    /// Hashes the name and size; images that compare equal hash the same.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(size.width)
        hasher.combine(size.height)
    }

    /// `Image("basil", 100.0 × 100.0)`, for test messages.
    public var description: String {
        "Image(\"\(name)\", \(size.width) × \(size.height))"
    }
}
