import Choreograph
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A fresh host with a 390 × 844 window, and views for Auto Layout tests.
@MainActor
struct LayoutScene {
    let clock = ManualClock()
    let host: HostEnvironment
    let window: Window

    init(size: CGSize = CGSize(width: 390, height: 844)) {
        host = HostEnvironment.install(clock: clock)
        window = Window(size: size)
    }

    /// A view with `identifier` in `parent` (default the window), solved by constraints.
    func constrained(_ identifier: String, in parent: View? = nil) -> View {
        let view = View(identifier: identifier)
        view.translatesAutoresizingMaskIntoConstraints = false
        (parent ?? window).addSubview(view)
        return view
    }
}

/// A view whose content asks for a fixed size.
final class SizedView: View {
    var size: CGSize

    init(identifier: String, size: CGSize) {
        self.size = size
        super.init(frame: .zero)
        self.identifier = identifier
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// Always fails: the host has no archives.
    required init?(coder: NSCoder) {
        return nil
    }

    override var intrinsicContentSize: CGSize { size }
}

/// Frames equal up to round-off.
func framesMatch(_ lhs: CGRect, _ rhs: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    abs(lhs.minX - rhs.minX) <= tolerance && abs(lhs.minY - rhs.minY) <= tolerance
        && abs(lhs.width - rhs.width) <= tolerance && abs(lhs.height - rhs.height) <= tolerance
}
