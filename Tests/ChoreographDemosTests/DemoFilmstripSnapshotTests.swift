import ChoreographDemos
import ChoreographHeadless
import ChoreographPreview
import ChoreographTestSupport
import Testing

/// Every demo's forward operation as an 8-frame filmstrip, kept as a text snapshot: a change to a demo, the host or
/// the renderer that moves a view shows up as a diff. A demo added to the catalog records its snapshot on the first
/// run (and fails once, so that it is looked at).
@MainActor
@Suite("Demo filmstrip snapshots")
struct DemoFilmstripSnapshotTests {
    @Test("the forward operation of every demo, 8 frames at 60 fps", arguments: DemoCatalog.names)
    func forwardFilmstrip(demo: String) throws {
        _ = freshHost()
        let scenario = try #require(DemoCatalog.makeScenario(named: demo))
        let operation = try #require(scenario.forwardOperation)
        let recording = try FrameRecorder().record(scenario, operation: operation)
        #expect(recording.settled)
        let svg = try Filmstrip(frameCount: 8).render(recording)
        #expect(svg.components(separatedBy: "<g data-frame=").count - 1 == 8)
        try TextSnapshot.verify(svg, named: demo, extension: "svg")
    }
}
