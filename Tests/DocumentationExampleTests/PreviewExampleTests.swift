import ChoreographHeadless
import ChoreographPreview
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The smallest scenario: a window whose `present` operation fades a second screen in.
@MainActor
final class MyScenario: Scenario {
    let name = "mine"
    let summary = "A second screen is presented"
    let window = Window()
    let operations: [ScenarioOperation] = [.present]
    private let first = ViewController(identifier: "first")

    init() {
        window.rootViewController = first
        window.makeKeyAndVisible()
    }

    func perform(_ operation: ScenarioOperation) {
        first.present(ViewController(identifier: "second"), animated: true)
    }
}

/// The previews' examples, run as their documentation shows them (see `CoreExampleTests`).
@MainActor
@Suite("Documentation examples: previews")
struct PreviewExampleTests {
    @Test("FrameRecorder: record a scenario's operation")
    func record() throws {
        // example: Sources/ChoreographPreview/FrameRecorder.swift
        HostEnvironment.install(clock: ManualClock())
        let scenario = MyScenario()
        let recording = try FrameRecorder().record(scenario, operation: .present)
        // end example
        // The standard presentation takes 0.4 s: 24 frames after frame 0 at 60 per second.
        #expect(recording.frames.count >= 25)
        #expect(recording.settled)
    }

    @Test("Gallery: write an index, a player per recording and its still frames")
    func gallery() throws {
        HostEnvironment.install(clock: ManualClock())
        let recordings = [try FrameRecorder().record(MyScenario(), operation: .present)]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // example: Sources/ChoreographPreview/Gallery.swift
        let pages = try Gallery.write(recordings: recordings, to: folder)
        // end example
        // The index, the player, then a still SVG at 0, 5, 25, 50, 75 and 100% of the run.
        let stills = ["000", "005", "025", "050", "075", "100"].map { "mine-present-\($0).svg" }
        #expect(pages.map(\.lastPathComponent) == ["index.html", "mine-present.html"] + stills)
    }
}
