import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A window on a fresh host with a manual clock, a full-screen container and a simulator to touch it.
@MainActor
final class WidgetScene {
    let clock = ManualClock()
    let host: HostEnvironment
    let window: Window
    let container: View
    let simulator: TouchSimulator

    init() {
        host = HostEnvironment.install(clock: clock)
        window = Window()
        container = View(frame: window.bounds, identifier: "container")
        window.addSubview(container)
        simulator = TouchSimulator(window: window, clock: clock)
    }

    /// The codes the host reported, in order.
    var codes: [Diagnostic.Code] {
        host.diagnostics.entries.map(\.code)
    }
}

/// Records the events a control sends, by name.
@MainActor
final class EventLog {
    private(set) var events: [String] = []
    private static let named: [(String, Control.Event)] = [
        ("touchDown", .touchDown), ("touchDragInside", .touchDragInside), ("touchDragOutside", .touchDragOutside),
        ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit), ("touchUpInside", .touchUpInside),
        ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel),
        ("primaryActionTriggered", .primaryActionTriggered),
    ]

    /// Watches every named event of `control`.
    init(_ control: Control) {
        for (name, event) in Self.named {
            control.addAction(Action(title: name) { [unowned self] _ in events.append(name) }, for: event)
        }
    }

    /// The events without repeated drags.
    var compact: [String] {
        var result: [String] = []
        for event in events where result.last != event { result.append(event) }
        return result
    }
}
