import ChoreographHeadless
import Foundation
import Testing

@MainActor
@Suite("Trace log")
struct TraceLogTests {
    @Test("Entries carry the host clock's time, the subject and the event; lines read like calls")
    func entries() {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let controller = ViewController(identifier: "vc2")
        controller.beginAppearanceTransition(true, animated: true)
        clock.advance(by: 0.35)
        controller.endAppearanceTransition()
        #expect(
            host.trace.entries == [
                TraceEntry(time: 0, subject: "vc2", event: "viewWillAppear(animated: true)"),
                TraceEntry(time: 0.35, subject: "vc2", event: "viewDidAppear(animated: true)"),
            ]
        )
        #expect(host.trace.lines == ["vc2.viewWillAppear(animated: true)", "vc2.viewDidAppear(animated: true)"])
        #expect(host.trace.entries[1].description == "t = 0.35: vc2.viewDidAppear(animated: true)")
        #expect(host.trace.events(of: "vc2").count == 2)
        #expect(host.trace.events(of: "other").isEmpty)
    }

    @Test("Filtering by event prefix keeps the order; removeAll empties the log")
    func filtering() {
        let host = installFreshHost()
        host.trace.record("a", "viewDidLoad()")
        host.trace.record("b", "willMove(toParent: a)")
        host.trace.record("a", "viewWillAppear(animated: false)")
        #expect(
            host.trace.lines(matching: "viewWill", "willMove") == [
                "b.willMove(toParent: a)", "a.viewWillAppear(animated: false)",
            ])
        #expect(host.trace.lines(matching: "viewDidAppear").isEmpty)
        host.trace.removeAll()
        #expect(host.trace.entries.isEmpty)
    }

    @Test("Callbacks are traced even when an override does not call super")
    func overridesWithoutSuper() {
        let host = installFreshHost()
        final class Rude: ViewController {
            override func viewWillAppear(_ animated: Bool) {}
            override func viewDidLoad() {}
        }
        let rude = Rude(identifier: "rude")
        rude.loadViewIfNeeded()
        rude.beginAppearanceTransition(true, animated: false)
        #expect(host.trace.lines == ["rude.loadView()", "rude.viewDidLoad()", "rude.viewWillAppear(animated: false)"])
    }
}
