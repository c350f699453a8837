import Choreograph
import ChoreographHeadless
import ChoreographPreview
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// UIKit's ease-in-ease-out curve, (0.42, 0) and (0.58, 1), solved here by bisection: y at `x`.
private func easeInEaseOut(_ x: Double) -> Double {
    func coordinate(_ s: Double, _ first: Double, _ second: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * first + 3 * (1 - s) * s * s * second + s * s * s
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<60 {
        let middle = (low + high) / 2
        if coordinate(middle, 0.42, 0.58) < x { low = middle } else { high = middle }
    }
    return coordinate((low + high) / 2, 0, 1)
}

@MainActor
@Suite("Screen pair scenario")
struct ScreenPairScenarioTests {
    private static let size = CGSize(width: 390, height: 844)
    private static let from = ScreenFile(
        size: size,
        views: [ScreenFile.ViewSpec(identifier: "list", frame: CGRect(origin: .zero, size: size), color: .white)])
    private static let to = ScreenFile(
        size: size,
        views: [ScreenFile.ViewSpec(identifier: "detail", frame: CGRect(origin: .zero, size: size), color: .black)])

    @Test(
        "slide(from: .right): every frame puts the new screen at d·(1 − p) and the old at −d·p, p eased in and out",
        arguments: [(ScreenPairScenario.Style.modal, 0.4), (.navigation, 0.35)])
    func slideGeometry(style: ScreenPairScenario.Style, duration: Double) throws {
        freshHost()
        let scenario = ScreenPairScenario(
            from: Self.from, to: Self.to, transition: .slide(from: .right), style: style)
        let recording = try FrameRecorder().record(scenario, operation: style.operations[0])
        #expect(recording.settled)
        #expect(recording.frames.count == Int((duration * 60).rounded(.up)) + 1)
        let width = Double(Self.size.width)
        var compared = 0
        for frame in recording.frames {
            let progress = easeInEaseOut(min(frame.time / duration, 1))
            let incoming = try #require(frame.view(named: ScreenPairScenario.toIdentifier))
            #expect(
                isClose(incoming.visibleRect.minX, width * (1 - progress), within: 1e-6), "t = \(frame.time)")
            #expect(isClose(incoming.visibleRect.width, width, within: 1e-9))
            #expect(isClose(incoming.visibleRect.height, 844, within: 1e-9))
            #expect(incoming.visibleRect.minY == 0)
            // The old screen leaves the hierarchy when the transition completes, at the last frame.
            if let outgoing = frame.view(named: ScreenPairScenario.fromIdentifier) {
                #expect(isClose(outgoing.visibleRect.minX, -width * progress, within: 1e-6), "t = \(frame.time)")
                #expect(isClose(outgoing.visibleRect.width, width, within: 1e-9))
                compared += 1
            }
        }
        #expect(compared >= recording.frames.count - 1, "the old screen is seen in every frame but the last")
    }

    @Test("dismiss and pop run the dismissing side: the new screen leaves to the right, the old comes back")
    func backwards() throws {
        for style in ScreenPairScenario.Style.allCases {
            let clock = ManualClock()
            HostEnvironment.install(clock: clock)
            let scenario = ScreenPairScenario(
                from: Self.from, to: Self.to, transition: .slide(from: .right), style: style)
            scenario.perform(style.operations[0])
            clock.advance(by: 1)
            let recording = try FrameRecorder().record(scenario, operation: style.operations[1])
            let first = try #require(recording.frames.first?.view(named: ScreenPairScenario.toIdentifier))
            #expect(first.visibleRect.minX == 0, "\(style)")
            let middle = recording.frames[recording.frames.count / 2]
            let outgoing = try #require(middle.view(named: ScreenPairScenario.toIdentifier))
            let progress = easeInEaseOut(middle.time / (style == .modal ? 0.4 : 0.35))
            #expect(isClose(outgoing.visibleRect.minX, 390 * progress, within: 1e-6), "\(style)")
            let last = try #require(recording.frames.last)
            #expect(last.view(named: ScreenPairScenario.toIdentifier) == nil, "\(style)")
            #expect(last.view(named: "list")?.visibleRect.minX == 0, "\(style)")
        }
    }

    @Test("the window has the first screen's size, and an operation of the other style changes nothing")
    func windowAndUnsupported() throws {
        let host = freshHost()
        let small = ScreenFile(size: CGSize(width: 200, height: 300))
        let scenario = ScreenPairScenario(from: small, to: Self.to, transition: .fade, style: .modal, name: "pair")
        #expect(scenario.window.bounds.size == CGSize(width: 200, height: 300))
        #expect(scenario.operations == [.present, .dismiss])
        scenario.perform(.push)
        #expect(host.diagnostics.codes == [.previewUnsupportedOperation])
        #expect(scenario.fromController.presentedViewController == nil)
    }

    @Test("each operation belongs to one style; a tab switch to none")
    func styles() {
        #expect(ScreenPairScenario.Style(operation: .present) == .modal)
        #expect(ScreenPairScenario.Style(operation: .dismiss) == .modal)
        #expect(ScreenPairScenario.Style(operation: .push) == .navigation)
        #expect(ScreenPairScenario.Style(operation: .pop) == .navigation)
        #expect(ScreenPairScenario.Style(operation: .selectTab) == nil)
    }

    @Test("every preset of the showcase runs on its screens and settles, its names unique")
    func showcase() throws {
        #expect(Set(PresetShowcase.entries.map(\.name)).count == PresetShowcase.entries.count)
        #expect(PresetShowcase.entries.count == 11)
        for entry in PresetShowcase.entries {
            let host = freshHost()
            let scenario = ScreenPairScenario(
                from: PresetShowcase.fromScreen, to: PresetShowcase.toScreen, transition: entry.spec.transition,
                style: .modal, name: entry.name)
            let recording = try FrameRecorder().record(scenario, operation: .present)
            #expect(recording.settled, "\(entry.name)")
            #expect(recording.frames.count > 2, "\(entry.name)")
            #expect(recording.frames.first != recording.frames.last, "\(entry.name): something moved")
            let notes = host.diagnostics.codes
            #expect(notes.isEmpty, "\(entry.name): \(notes)")
        }
    }
}
