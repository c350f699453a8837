import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The display a host draws on, as `UIScreen`: its bounds in points and its scale.
///
/// ``main`` is the current host's screen (``HostEnvironment/screen``), by default an iPhone-sized 390 × 844 points
/// at scale 3. A window made with `Window()` fills it, and so does a view controller's default view. A test that
/// needs another device installs a screen of its own: `HostEnvironment.current.screen = Screen(size: …, scale: 2)`.
@MainActor
public final class Screen {
    /// The screen's rectangle in points, at the origin.
    public let bounds: CGRect
    /// Device pixels per point. Default 3.
    public let scale: CGFloat

    /// The size of the screen a host starts with: 390 × 844 points (``Window/defaultSize``).
    public static let defaultSize = Window.defaultSize
    /// The scale of the screen a host starts with: 3 pixels per point.
    public static let defaultScale: CGFloat = 3

    /// Creates a screen of `size` points at `scale` pixels per point.
    ///
    /// A width or height that is negative or not finite is reported (``Diagnostic/Code/screenInvalidSize``) and read
    /// as 0; a scale that is not finite or not positive is reported the same way and read as 1.
    public init(size: CGSize = Screen.defaultSize, scale: CGFloat = Screen.defaultScale) {
        func valid(_ length: CGFloat) -> CGFloat { length.isFinite && length >= 0 ? length : 0 }
        let usable = CGSize(width: valid(size.width), height: valid(size.height))
        let usableScale = scale.isFinite && scale > 0 ? scale : 1
        bounds = CGRect(origin: .zero, size: usable)
        self.scale = usableScale
        if usable != size || usableScale != scale {
            HostEnvironment.current.diagnostics.report(
                .screenInvalidSize,
                "Screen(size: \(size), scale: \(scale)): sizes must be finite and not negative, the scale finite and "
                    + "positive; read as \(usable) at scale \(usableScale)")
        }
    }

    /// The current host's screen, as `UIScreen.main`.
    public static var main: Screen {
        HostEnvironment.current.screen
    }

    /// The screen's rectangle in pixels, as `UIScreen.nativeBounds`: ``bounds`` times ``scale``.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Device pixels per point, as `UIScreen.nativeScale`: the same as ``scale``.
    public var nativeScale: CGFloat { scale }
}
