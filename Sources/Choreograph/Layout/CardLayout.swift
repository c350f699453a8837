import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The geometry of a card: a presented screen of a given height against the top or bottom edge of its container, the
/// container's full width, over a dimmed presenting screen (<doc:SheetGeometry#Cards>).
///
/// Both hosts' card presentation controllers ask it for the card's frame and for the distance a dismissal moves the
/// card, so a card sits, and follows a dragging finger, alike in the headless host and in an app.
///
/// Bad input has documented fallbacks, never a trap: a height that is not a finite number greater than 0 reads as
/// ``defaultHeight`` (320), a height taller than the container as the container's height; a dimming that is not
/// finite reads as 0 and is otherwise clamped to `0...1`; a container whose origin or size is not finite gives a
/// `.zero` frame and a travel of 0.
public struct CardLayout: Sendable, Hashable {
    /// The edge of the container a card sits against.
    public enum Edge: String, Hashable, Sendable, CaseIterable {
        /// Along the top; the card leaves upwards.
        case top
        /// Along the bottom; the card leaves downwards.
        case bottom

        /// The transition edge of the same side: the edge the card leaves through.
        public var transitionEdge: TransitionEdge {
            self == .top ? .top : .bottom
        }
    }

    /// The height of a card when none is given, or when the one given is not a finite number greater than 0: 320
    /// points.
    public static let defaultHeight = 320.0

    /// The card's height in points, as given. Default 320.
    public var height: Double
    /// The edge the card sits against. Default ``Edge/bottom``.
    public var edge: Edge
    /// The opacity of the black laid over the presenting screen, as given. Default 0 (no dimming).
    public var dimming: Double

    /// Creates a card's geometry (defaults: 320 points high, at the bottom, no dimming).
    ///
    /// - Parameters:
    ///   - height: The card's height in points. Default 320.
    ///   - edge: The edge the card sits against. Default ``Edge/bottom``.
    ///   - dimming: The opacity of the dimming behind the card. Default 0.
    public init(height: Double = defaultHeight, edge: Edge = .bottom, dimming: Double = 0) {
        self.height = height
        self.edge = edge
        self.dimming = dimming
    }

    /// ``height`` with its fallback applied: ``defaultHeight`` when it is not a finite number greater than 0.
    public var effectiveHeight: Double {
        height.isFinite && height > 0 ? height : Self.defaultHeight
    }

    /// ``dimming`` with its fallback and clamp applied: 0 when it is not finite, otherwise clamped to `0...1`.
    public var effectiveDimming: Double {
        dimming.isFinite ? min(max(dimming, 0), 1) : 0
    }

    /// The card's frame in a container whose bounds are `container`: ``effectiveHeight`` points (the container's
    /// height when it is shorter) against ``edge``, the container's full width. The container is standardized first;
    /// one whose origin or size is not finite gives `.zero`.
    public func frame(in container: CGRect) -> CGRect {
        guard let bounds = Self.finite(container) else { return .zero }
        let cardHeight = min(CGFloat(effectiveHeight), bounds.height)
        let y = edge == .top ? bounds.minY : bounds.maxY - cardHeight
        return CGRect(x: bounds.minX, y: y, width: bounds.width, height: cardHeight)
    }

    /// How far the card travels to leave the container through ``edge``: from its far side to that edge, the card
    /// at ``frame(in:)``. Its height, unless the container is shorter than ``effectiveHeight``.
    public func dismissalTravel(in container: CGRect) -> Double {
        Self.travel(of: frame(in: container), through: edge.transitionEdge, in: container)
    }

    /// How far a screen at `frame` travels to leave the container whose bounds are `container` through `edge`: the
    /// distance from its far side to that edge (`frame.maxY − container.minY` through the top,
    /// `container.maxY − frame.minY` through the bottom, and alike for the left and right), never below 0, and infinite
    /// when the subtraction overflows (coordinates near ±1e308).
    ///
    /// ``TransitionEdge/leading`` and ``TransitionEdge/trailing`` count as the left and right edges (resolve them
    /// first for right-to-left layouts). A frame or container whose origin or size is not finite gives 0.
    public static func travel(of frame: CGRect, through edge: TransitionEdge, in container: CGRect) -> Double {
        guard let screen = finite(frame), let bounds = finite(container) else { return 0 }
        let distance: CGFloat
        switch edge.resolved(for: .leftToRight) {
        case .top: distance = screen.maxY - bounds.minY
        case .left: distance = screen.maxX - bounds.minX
        case .right: distance = bounds.maxX - screen.minX
        default: distance = bounds.maxY - screen.minY
        }
        return Double(max(distance, 0))
    }

    // MARK: - Internal API

    /// `rect` standardized, or `nil` when its origin or size is not finite.
    private static func finite(_ rect: CGRect) -> CGRect? {
        let parts = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard parts.allSatisfy(\.isFinite) else { return nil }
        return rect.standardized
    }
}
