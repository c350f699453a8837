import ChoreographDemos
import ChoreographHeadless
import ChoreographPreview
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Compares a hand-written seed demo with its library twin frame by frame: both are recorded on the manual clock at
/// 60 fps through each operation, on fresh hosts, and every named view of the seed must be drawn in the same place in
/// both — within ``tolerance`` points on every edge — at every frame.
///
/// A view stands for a name when its identifier is the name, when it is a library ghost named `ghost:` and the name,
/// or when it is a snapshot of the view with that identifier (`snapshotOf`). Its on-screen rectangle in a frame is
/// the bounding box of the visible rectangles of every drawn view (not hidden, opacity at least 0.0005) that stands
/// for it; a name drawn in one recording and not in the other at a frame is a difference. A run that ends sooner is
/// compared by its last frame against the rest of the longer one.
@MainActor
struct SeedComparison {
    /// One place where the two recordings disagree.
    struct Difference: CustomStringConvertible {
        /// The operation recorded.
        var operation: ScenarioOperation
        /// The frame index, at 60 fps.
        var frame: Int
        /// The seed's view identifier.
        var name: String
        /// The seed's rectangle, or `nil` when the seed does not draw the view then.
        var seed: CGRect?
        /// The library's rectangle, or `nil` when the library does not draw the view then.
        var library: CGRect?

        /// The largest distance between matching edges, or infinity when only one draws the view.
        var distance: CGFloat {
            guard let seed, let library else { return .infinity }
            return SeedComparison.edgeDistance(seed, library)
        }

        var description: String {
            "\(operation.rawValue) frame \(frame) \(name): seed \(seed.map { "\($0)" } ?? "not drawn"), library "
                + "\(library.map { "\($0)" } ?? "not drawn") (\(distance) pt)"
        }
    }

    /// The largest distance allowed between matching edges, in points: 2.
    static let tolerance: CGFloat = 2

    /// The seed's view identifiers compared.
    var names: [String]
    /// When set, the largest difference allowed between the drawn opacities (the product of the alphas of the view and
    /// its ancestors, of the most opaque view standing for the name) as well. Default `nil`: only rectangles.
    var opacityTolerance: Double? = nil

    /// Records `seed` and `library` (made on fresh hosts) through each of the seed's operations, in order, and returns
    /// every difference. The library's host must report no diagnostics.
    func differences(
        seed makeSeed: () -> any Scenario,
        library makeLibrary: () -> any Scenario
    ) throws -> [Difference] {
        let seedRuns = try Self.record(makeSeed)
        let (libraryRuns, diagnostics) = try Self.recordReportingDiagnostics(makeLibrary)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(seedRuns.map(\.0) == libraryRuns.map(\.0))
        var found: [Difference] = []
        for ((operation, seed), (_, library)) in zip(seedRuns, libraryRuns) {
            #expect(seed.settled && library.settled)
            found += compare(seed, library, operation: operation)
        }
        return found
    }

    /// The differences between two recordings of one operation.
    func compare(_ seed: Recording, _ library: Recording, operation: ScenarioOperation) -> [Difference] {
        let count = max(seed.frames.count, library.frames.count)
        var found: [Difference] = []
        for index in 0..<count {
            let seedFrame = seed.frames[min(index, seed.frames.count - 1)]
            let libraryFrame = library.frames[min(index, library.frames.count - 1)]
            for name in names {
                let seedRect = Self.rect(of: name, in: seedFrame)
                let libraryRect = Self.rect(of: name, in: libraryFrame)
                var agree: Bool
                switch (seedRect, libraryRect) {
                case (nil, nil): agree = true
                case (let a?, let b?): agree = Self.edgeDistance(a, b) <= Self.tolerance
                default: agree = false
                }
                if let opacityTolerance {
                    let opacities = (Self.opacity(of: name, in: seedFrame), Self.opacity(of: name, in: libraryFrame))
                    agree = agree && abs(opacities.0 - opacities.1) <= opacityTolerance
                }
                if !agree {
                    found.append(
                        Difference(
                            operation: operation, frame: index, name: name, seed: seedRect, library: libraryRect))
                }
            }
        }
        return found
    }

    /// The bounding box of what stands for `name` and is drawn in `frame`, or `nil` when nothing is.
    static func rect(of name: String, in frame: RecordedFrame) -> CGRect? {
        let standing = frame.views.filter { $0.isVisible && stands($0, for: name) }
        return standing.map(\.visibleRect).reduce(nil) { union, rect in union.map { $0.union(rect) } ?? rect }
    }

    /// The opacity of the most opaque drawn view that stands for `name` in `frame`; 0 when none is drawn.
    static func opacity(of name: String, in frame: RecordedFrame) -> Double {
        frame.views.filter { $0.isVisible && stands($0, for: name) }.map(\.opacity).max() ?? 0
    }

    /// Whether `view` stands for the seed's view `name`.
    static func stands(_ view: RecordedView, for name: String) -> Bool {
        view.name.text == name || view.name.text == "ghost:\(name)" || view.ghostOf == name
    }

    /// The largest distance between matching edges of two rectangles.
    nonisolated static func edgeDistance(_ a: CGRect, _ b: CGRect) -> CGFloat {
        max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
    }

    /// Each operation of a fresh scenario recorded in turn.
    static func record(_ make: () -> any Scenario) throws -> [(ScenarioOperation, Recording)] {
        try recordReportingDiagnostics(make).0
    }

    private static func recordReportingDiagnostics(
        _ make: () -> any Scenario
    ) throws -> ([(ScenarioOperation, Recording)], [Diagnostic]) {
        let (host, _) = freshHost()
        let scenario = make()
        var runs: [(ScenarioOperation, Recording)] = []
        for operation in scenario.operations {
            runs.append((operation, try FrameRecorder().record(scenario, operation: operation)))
        }
        return (runs, host.diagnostics.entries)
    }
}
