import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The root of a view hierarchy on a screen, as `UIWindow`: its bounds are the window coordinate space.
///
/// A window shows a root view controller (``rootViewController``), keeps its view filling the window at every
/// layout, and makes it appear when the window is made visible (``makeKeyAndVisible()``). A window belongs to the
/// host current when it is made, which lays it out before every frame (``HostEnvironment/runLayoutPass()``).
@MainActor
open class Window: View {
    /// The size of the demo screens, and of a window made without one: 390 × 844 points.
    public static let defaultSize = CGSize(width: 390, height: 844)

    /// The root view controller; see ``rootViewController``.
    var rootController: ViewController?
    /// The host the window was made on, which lays it out before every frame; kept alive by the window, so that a
    /// host replaced as ``HostEnvironment/current`` still lays out the windows made on it.
    let host: HostEnvironment
    /// Whether ``makeKeyAndVisible()`` has been called. Default `false`.
    public internal(set) var isVisible = false

    /// Creates a window with `frame`'s size, at the origin, as `UIWindow(frame:)`: a window is its screen's
    /// coordinate space, so the origin is not used.
    ///
    /// A width or height that is negative or not finite is reported (``Diagnostic/Code/windowInvalidSize``) and read
    /// as 0.
    public override init(frame: CGRect) {
        let size = frame.size
        func valid(_ length: CGFloat) -> CGFloat { length.isFinite && length >= 0 ? length : 0 }
        let usable = CGSize(width: valid(size.width), height: valid(size.height))
        host = HostEnvironment.current
        super.init(frame: CGRect(origin: .zero, size: usable))
        if usable != size {
            host.diagnostics.report(
                .windowInvalidSize, "Window(size: \(size)): a size must be finite and not negative; read as \(usable)")
        }
        identifier = "window"
        host.register(self)
    }

    /// Creates a window of the given size, at the origin.
    public convenience init(size: CGSize) {
        self.init(frame: CGRect(origin: .zero, size: size))
    }

    /// Creates a window that fills the host's screen (``Screen/main``; by default ``defaultSize``, 390 × 844 points).
    public convenience init() {
        self.init(frame: Screen.main.bounds)
    }

    /// Always fails: the host has no archives (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A window going away (on the main thread, as UIKit's must; checked in debug builds) is no longer laid out by
    /// its host.
    ///
    /// The window stays on its host's list until this runs, after a subclass's `deinit` and its stored properties:
    /// their teardown must not run a layout pass (``HostEnvironment/runLayoutPass()``) nor move the host's clock.
    deinit {
        #if DEBUG
            MainActor.preconditionIsolated("a window goes away on the main thread")
        #endif
        host.forget(Unmanaged.passUnretained(self))
    }

    /// Keeps the root view controller's view and every presentation container filling the window. Subclasses that
    /// override this call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let root = rootController?.viewIfLoaded, root.superview === self {
            root.frame = bounds
        }
        for container in subviews where container is PresentationContainerView {
            container.frame = bounds
        }
    }
}
