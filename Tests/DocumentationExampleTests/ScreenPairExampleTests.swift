import Choreograph
import ChoreographHeadless
import ChoreographPreview
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The screen pair examples, run as their documentation shows them.
@MainActor
@Suite("Documentation examples: screen pairs")
struct ScreenPairExampleTests {
    @Test("ScreenPairScenario: two screens presented with a slide and recorded")
    func scenario() throws {
        // example: Sources/ChoreographPreview/ScreenPair/ScreenPairScenario.swift
        let list = ScreenFile(size: CGSize(width: 390, height: 844))
        let detail = ScreenFile(size: CGSize(width: 390, height: 844))
        HostEnvironment.install(clock: ManualClock())
        let scenario = ScreenPairScenario(from: list, to: detail, transition: .slide(from: .right), style: .modal)
        let recording = try FrameRecorder().record(scenario, operation: .present)
        // end example
        #expect(recording.demo == "screens")
        #expect(recording.settled)
        #expect(recording.frames.first?.view(named: "to-screen")?.visibleRect.minX == 390)
        #expect(recording.frames.last?.view(named: "to-screen")?.visibleRect.minX == 0)
    }
}
