import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The run the `run.*` benchmarks measure: a transition-like animation of many views on a headless host.
///
/// One transition installs a fresh host on a ``/ChoreographHeadless/ManualClock``, makes a window with `views`
/// views in a grid, and animates every view's center, alpha, transform and corner radius in one 0.5 s `View.animate`
/// block — four animations per view, each with its end scheduled on the clock. It then advances the clock frame by
/// frame at 120 Hz to the end, where the animations end and the block's completion runs. Everything the host does on
/// the way is measured: the views and the block (set up once per transition), the clock's bookkeeping and the layout
/// pass at every frame, and the ends.
@MainActor
enum HostRunWorkload {
    /// Frames per second of the run: 120.
    nonisolated static let framesPerSecond = 120
    /// Frames in one transition: 60, the 0.5 s animation at 120 Hz.
    nonisolated static let framesPerTransition = 60
    /// The animation's duration: 60 frames at 120 Hz, 0.5 s.
    nonisolated static var duration: TimeInterval { Double(framesPerTransition) / Double(framesPerSecond) }

    /// Runs one transition of `count` views and returns whether the block's completion ran with `finished == true`.
    ///
    /// Never inlined, so that a profiler can count what one transition executes by this function's name.
    @inline(never)
    static func transition(views count: Int) -> Bool {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let window = Window()
        let views = makeViews(count, in: window)
        var finished = false
        animate(views, duration: duration) { finished = $0 }
        for frame in 1...framesPerTransition {
            clock.advance(to: Double(frame) / Double(framesPerSecond))
        }
        return finished
    }

    /// Makes `count` views of 36 × 36 points in a grid of 10 columns (rows repeat after 100) in `window`.
    static func makeViews(_ count: Int, in window: Window) -> [View] {
        var views: [View] = []
        views.reserveCapacity(count)
        for index in 0..<count {
            let column = CGFloat(index % 10)
            let row = CGFloat(index / 10 % 100)
            let view = View(frame: CGRect(x: column * 39, y: row * 8, width: 36, height: 36))
            window.addSubview(view)
            views.append(view)
        }
        return views
    }

    /// Animates every view of `views` to its end values (``move(_:index:)``) in one `View.animate` block of
    /// `seconds`, with `completion` as the block's completion.
    static func animate(_ views: [View], duration seconds: TimeInterval, completion: @escaping (Bool) -> Void) {
        View.animate(
            withDuration: seconds,
            animations: {
                for (index, view) in views.enumerated() { move(view, index: index) }
            },
            completion: completion
        )
    }

    /// Sets the four animated properties of the view at `index` to their end values: a center fanned out around the
    /// window's middle, alpha 0.25, a turn and a scale, and rounded corners.
    private static func move(_ view: View, index: Int) {
        let middle = CGPoint(x: Window.defaultSize.width / 2, y: Window.defaultSize.height / 2)
        view.center = CGPoint(x: middle.x + CGFloat(index % 7) * 3, y: middle.y - CGFloat(index % 5) * 3)
        view.alpha = 0.25
        view.transform = CGAffineTransform(scaleX: 1.2, y: 1.2).concatenating(CGAffineTransform(rotationAngle: .pi / 8))
        view.layer.cornerRadius = 12
    }
}
