import ChoreographTesting
import Foundation
import SnapshotTesting
import Testing

@Suite("Record mode")
struct RecordModeTests {
    @Test("never in continuous integration, whatever else is set")
    func neverInCI() {
        #expect(TransitionSnapshots.recordMode(environment: ["CI": "true"]) == .never)
        #expect(
            TransitionSnapshots.recordMode(environment: ["CI": "1", "CHOREOGRAPH_RECORD_SNAPSHOTS": "1"]) == .never)
        #expect(TransitionSnapshots.recordMode(environment: ["CI": "false"]) == .missing)
        #expect(TransitionSnapshots.recordMode(environment: ["CI": ""]) == .missing)
        #expect(TransitionSnapshots.recordMode(environment: [:]) == .missing)
        #expect(TransitionSnapshots.recordMode(environment: ["CHOREOGRAPH_RECORD_SNAPSHOTS": "1"]) == .all)
    }

    @Test("with CI set, a missing reference fails and is not written")
    func missingReferenceFailsInCI() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "choreograph-record-mode-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let failure = verifySnapshot(
            of: "text", as: .lines, named: "missing",
            record: TransitionSnapshots.recordMode(environment: ["CI": "true"]),
            snapshotDirectory: folder.path)
        #expect(failure?.contains("No reference was found on disk") == true)
        let written = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        #expect(written == [])
    }
}
