import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The screens the `plan.*` and `transition.*` benchmarks use: two screens of `count` views each in a grid, a fifth
/// of them shared by identifier (so matched geometry morphs them), the rest each screen's own.
///
/// A shared view sits at a different place, size, colour and corner radius on each screen, so its ghost moves,
/// resizes, recolours and reshapes; the others slide with their screens.
@MainActor
enum PlanWorkload {
    /// The transition planned: `.slide(from: .right)` combined with matched geometry for the shared views.
    static let transition = Transition.slide(from: .right).combined(with: .matchedGeometry())

    /// A screen's root view of `count` subviews; `side` 0 is the "from" screen, 1 the "to" screen.
    static func screen(views count: Int, side: Int) -> View {
        let root = View(frame: CGRect(origin: .zero, size: Window.defaultSize))
        root.identifier = side == 0 ? "from" : "to"
        root.backgroundColor = .white
        for index in 0..<count {
            // Shared views are laid out in the opposite order on the other screen, so each one travels.
            let place = side == 0 ? index : count - 1 - index
            let column = CGFloat(place % 10)
            let row = CGFloat(place / 10 % 100)
            let view = View(frame: CGRect(x: column * 39, y: row * 8, width: 36 + CGFloat(side) * 4, height: 36))
            view.identifier = index % 5 == 0 ? "shared-\(index)" : "\(root.identifier ?? "")-\(index)"
            view.backgroundColor = side == 0 ? Color(red: 0.9, green: 0.3, blue: 0.2) : .systemBlue
            view.layer.cornerRadius = CGFloat(side) * 12
            root.addSubview(view)
        }
        return root
    }

    /// Two screens of the same number of views in one window, as a transition's container holds them.
    struct Screens: Sendable {
        /// The window, standing for the container.
        let window: Window
        /// The "from" screen.
        let from: View
        /// The "to" screen.
        let to: View

        /// Two screens of `count` views each in a new window.
        @MainActor
        init(views count: Int) {
            window = Window()
            from = PlanWorkload.screen(views: count, side: 0)
            to = PlanWorkload.screen(views: count, side: 1)
            window.addSubview(from)
            window.addSubview(to)
        }

        /// Captures the two screens and plans ``transition`` for a push; returns the number of tracks planned.
        @MainActor
        func capturePlan() throws -> Int {
            let capture = ViewSceneCapture()
            let fromScene = try capture.captureScene(of: from, in: window)
            let toScene = try capture.captureScene(of: to, in: window)
            let plan = try Planner().plan(
                transition, from: fromScene, to: toScene, operation: .push, containerSize: window.bounds.size)
            return plan.timeline.trackCount
        }
    }

    /// Pushes a screen of `count` views onto a screen of `count` views with ``transition`` through the host's
    /// library (capture, plan, ghosts, the run) on a fresh host, and advances the clock at 120 Hz until the push
    /// ends. Returns the number of frames advanced.
    static func push(views count: Int) -> Int {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let first = ViewController()
        first.view = screen(views: count, side: 0)
        let second = ViewController()
        second.view = screen(views: count, side: 1)
        let navigation = NavigationController(rootViewController: first)
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        clock.advance(by: 0)
        navigation.pushViewController(second, transition: transition)
        var frames = 0
        while navigation.transitionCoordinator != nil, frames < HostRunWorkload.framesPerSecond * 10 {
            frames += 1
            clock.advance(by: 1 / Double(HostRunWorkload.framesPerSecond))
        }
        return frames
    }
}
