import ChoreographDemos
import ChoreographHeadless
import ChoreographPreview
import ChoreographTesting
import SnapshotTesting
import Testing

/// Every demo's forward operation as an 8-frame filmstrip, kept as a snapshot reference: a change to a demo, the host
/// or the renderer that moves a view shows up as a diff. A demo added to the catalog records its reference on the
/// first run outside continuous integration (and fails once, so that it is looked at).
@MainActor
@Suite("Demo filmstrip snapshots", .transitionSnapshots)
struct DemoFilmstripSnapshotTests {
    @Test("the forward operation of every demo, 8 frames at 60 fps", arguments: DemoCatalog.names)
    func forwardFilmstrip(demo: String) throws {
        let entry = try #require(DemoCatalog.entry(named: demo))
        let run = try runTransition(scenario: entry.make)
        #expect(run.recording.operation != "drag", "\(demo) has no operation")
        #expect(run.recording.settled)
        let svg = try Filmstrip(frameCount: 8).render(run.recording)
        #expect(svg.components(separatedBy: "<g data-frame=").count - 1 == 8)
        assertSnapshot(of: run, as: .filmstrip(Filmstrip(frameCount: 8)), named: demo)
    }
}
