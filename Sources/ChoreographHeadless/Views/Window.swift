import Foundation

/// The root of a view hierarchy on a screen, as `UIWindow`: its bounds are the window coordinate space.
@MainActor
open class Window: View {
    /// Creates a window of the given size, at the origin. Default 390 × 844 points, the size of the demo screens.
    public init(size: CGSize = CGSize(width: 390, height: 844)) {
        super.init(frame: CGRect(origin: .zero, size: size))
        identifier = "window"
    }
}
