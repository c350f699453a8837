import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The host lays out the windows made on it without keeping them alive, and without weak references to them: a window
/// takes itself off the host's list as it goes away. These tests drop windows, before and during a layout pass, and
/// run the pass, which must then skip them. Right after a window or a host goes, the tests make one of the same class
/// and size, which the allocator places in the block just freed: a place left on a host's list, or a link left to a
/// host, would then reach the new object, out of its turn or from another host's clock, which the tests check never
/// happens.
@MainActor
@Suite("Windows the host lays out that go away")
struct HostedWindowTests {
    /// A window that notes its name in `log` each time it lays out its subviews, and runs `onLayout` then.
    private final class LoggingWindow: Window {
        var name = ""
        var log: (String) -> Void = { _ in }
        var onLayout: () -> Void = {}

        override func layoutSubviews() {
            super.layoutSubviews()
            log(name)
            onLayout()
        }
    }

    private func window(_ name: String, logging log: @escaping (String) -> Void) -> LoggingWindow {
        let window = LoggingWindow()
        window.name = name
        window.log = log
        return window
    }

    @Test("A window that went away is no longer laid out; the others are, in the order they were made")
    func droppedWindowSkipped() {
        let (host, _) = freshHost()
        var laidOut: [String] = []
        let first = window("first", logging: { laidOut.append($0) })
        var second: LoggingWindow? = window("second", logging: { laidOut.append($0) })
        let third = window("third", logging: { laidOut.append($0) })
        host.runLayoutPass()
        #expect(laidOut == ["first", "second", "third"])
        laidOut = []
        weak let gone = second
        second = nil
        // Made at once, in the block the dropped window left: it is laid out last, after the windows made before it.
        let successor = window("successor", logging: { laidOut.append($0) })
        #expect(gone == nil)
        first.setNeedsLayout()
        third.setNeedsLayout()
        host.runLayoutPass()
        #expect(laidOut == ["first", "third", "successor"])
        laidOut = []
        successor.setNeedsLayout()
        host.runLayoutPass()
        #expect(laidOut == ["successor"])
    }

    @Test("A window dropped by another's layout during a pass is skipped; one made during a pass waits for the next")
    func windowsChangedDuringPass() {
        let (host, clock) = freshHost()
        var laidOut: [String] = []
        var later: LoggingWindow?
        var made: [LoggingWindow] = []
        let first = window("first", logging: { laidOut.append($0) })
        later = window("later", logging: { laidOut.append($0) })
        first.onLayout = {
            // The last reference to a window laid out after this one in the same pass, and a new window, made at
            // once in the block the dropped one left: it waits for the next pass.
            later = nil
            made.append(self.window("made", logging: { laidOut.append($0) }))
        }
        weak let gone = later
        host.runLayoutPass()
        #expect(gone == nil)
        #expect(laidOut == ["first"])
        first.onLayout = {}
        // The clock's next frame runs the pass again: the window made during the first pass is laid out now.
        clock.advance(frames: 1)
        #expect(laidOut == ["first", "made"])
        #expect(made.count == 1)
    }

    @Test(
        "Windows before and after the one laying out dropped during a pass: each of the others laid out once, in order")
    func windowsDroppedAroundTheOneLayingOut() {
        let (host, _) = freshHost()
        var laidOut: [String] = []
        var windows: [String: LoggingWindow] = [:]
        for name in ["a", "b", "c", "d", "e", "f"] {
            windows[name] = window(name, logging: { laidOut.append($0) })
        }
        windows["c"]?.onLayout = {
            // Two windows already laid out, the one right after this one, and a new one.
            windows["a"] = nil
            windows["b"] = nil
            windows["d"] = nil
            windows["g"] = self.window("g", logging: { laidOut.append($0) })
        }
        host.runLayoutPass()
        #expect(laidOut == ["a", "b", "c", "e", "f"])
        windows["c"]?.onLayout = {}
        laidOut = []
        for window in windows.values { window.setNeedsLayout() }
        host.runLayoutPass()
        #expect(laidOut == ["c", "e", "f", "g"])
    }

    @Test("A window dropped after the host stopped being current is taken off that host's list")
    func windowOfFormerHost() {
        let (host, _) = freshHost()
        var laidOut: [String] = []
        var old: LoggingWindow? = window("old", logging: { laidOut.append($0) })
        let kept = window("kept", logging: { laidOut.append($0) })
        let (current, _) = freshHost()
        weak let gone = old
        old = nil
        // Made at once on the current host, in the block the dropped window left: the former host never reaches it.
        let successor = window("successor", logging: { laidOut.append($0) })
        #expect(gone == nil)
        host.runLayoutPass()
        #expect(laidOut == ["kept"])
        laidOut = []
        current.runLayoutPass()
        #expect(laidOut == ["successor"])
        kept.setNeedsLayout()
        successor.setNeedsLayout()
        laidOut = []
        host.runLayoutPass()
        #expect(laidOut == ["kept"])
    }

    @Test("A host that goes away while its clock runs on: the clock's next frame lays out nothing")
    func hostGoesAwayBeforeItsClock() {
        let clock = ManualClock()
        weak var gone: HostEnvironment?
        var laidOut: [String] = []
        do {
            let host = HostEnvironment.install(clock: clock)
            gone = host
            // A window makes the host run its layout pass at every frame of its clock; the window keeps the host.
            let window = window("window", logging: { laidOut.append($0) })
            clock.advance(frames: 1)
            #expect(laidOut == ["window"])
            window.setNeedsLayout()
        }
        let otherClock = ManualClock()
        // The host was current: installing another lets it go.
        _ = freshHost()
        // Made at once, in the block the host left: a link left to the former host would reach this one from the
        // former host's clock.
        let successor = HostEnvironment.install(clock: otherClock)
        #expect(gone == nil)
        let other = window("other", logging: { laidOut.append($0) })
        clock.advance(frames: 1)
        #expect(laidOut == ["window"])
        withExtendedLifetime(other) { otherClock.advance(frames: 1) }
        #expect(laidOut == ["window", "other"])
        #expect(HostEnvironment.current === successor)
    }
}
