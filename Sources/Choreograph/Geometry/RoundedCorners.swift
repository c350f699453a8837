import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A set of a rectangle's corners, as a layer's mask of the corners its corner radius rounds.
public struct RoundedCorners: OptionSet, Hashable, Sendable {
    /// The corners as bits: top left 1, top right 2, bottom right 4, bottom left 8.
    public let rawValue: Int

    /// Creates a set of corners from their bits.
    ///
    /// - Parameter rawValue: Bits of ``topLeft``, ``topRight``, ``bottomRight`` and ``bottomLeft``.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The top-left corner.
    public static let topLeft = RoundedCorners(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = RoundedCorners(rawValue: 1 << 1)
    /// The bottom-right corner.
    public static let bottomRight = RoundedCorners(rawValue: 1 << 2)
    /// The bottom-left corner.
    public static let bottomLeft = RoundedCorners(rawValue: 1 << 3)
    /// All four corners.
    public static let all: RoundedCorners = [.topLeft, .topRight, .bottomRight, .bottomLeft]
}

extension CornerRadii {
    /// The largest of the four radii: what a layer with one corner radius shows.
    public var largest: CGFloat {
        max(topLeft, topRight, bottomRight, bottomLeft)
    }

    /// The corners with a radius greater than 0.
    public var roundedCorners: RoundedCorners {
        var corners: RoundedCorners = []
        if topLeft > 0 { corners.insert(.topLeft) }
        if topRight > 0 { corners.insert(.topRight) }
        if bottomRight > 0 { corners.insert(.bottomRight) }
        if bottomLeft > 0 { corners.insert(.bottomLeft) }
        return corners
    }
}
