import Foundation
import SnapshotTesting

/// When snapshot references are written: never in continuous integration.
///
/// swift-snapshot-testing writes a missing reference by default (and fails). ``recordMode(environment:)`` turns that
/// off where the environment variable `CI` is set — a missing reference then fails without being written — and turns
/// re-recording on where `CHOREOGRAPH_RECORD_SNAPSHOTS` is `1` outside continuous integration. A suite gets it with the
/// `.transitionSnapshots` trait (<doc:TestingYourTransitions>).
public enum TransitionSnapshots {
    /// The environment variable that re-records every reference when set to `1`: `CHOREOGRAPH_RECORD_SNAPSHOTS`.
    public static let recordVariable = "CHOREOGRAPH_RECORD_SNAPSHOTS"
    /// The environment variable continuous integration sets: `CI`.
    public static let continuousIntegrationVariable = "CI"

    /// The record mode for `environment`: `SnapshotTestingConfiguration.Record.never` when `CI` is
    /// set to anything but an empty string, `0` or `false` (whatever `CHOREOGRAPH_RECORD_SNAPSHOTS` says);
    /// otherwise `SnapshotTestingConfiguration.Record.all` when `CHOREOGRAPH_RECORD_SNAPSHOTS` is
    /// `1`, and `SnapshotTestingConfiguration.Record.missing` (write a missing reference, and fail)
    /// when it is not.
    ///
    /// - Parameter environment: Where the variables are read. Default: this process's environment.
    public static func recordMode(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> SnapshotTestingConfiguration.Record {
        let ci = environment[continuousIntegrationVariable]?.lowercased() ?? ""
        if !["", "0", "false"].contains(ci) { return .never }
        return environment[recordVariable] == "1" ? .all : .missing
    }
}

#if canImport(Testing)
    import Testing

    extension Trait where Self == _SnapshotsTestTrait {
        /// Snapshot testing with ``TransitionSnapshots/recordMode(environment:)`` read from this process's
        /// environment: references are never written in continuous integration.
        public static var transitionSnapshots: Self {
            .snapshots(record: TransitionSnapshots.recordMode())
        }
    }
#endif
