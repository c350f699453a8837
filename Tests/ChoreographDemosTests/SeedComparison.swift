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
/// when it is a snapshot of the view with that identifier (`snapshotOf`), or when the comparison lists it among the
/// name's ``standIns``. Its on-screen rectangle in a frame is the bounding box of the visible rectangles of every drawn
/// view (not hidden, opacity at least 0.0005) that stands for it, each cut to its clipping ancestors'; a name drawn in one recording and not in the other at a frame is a difference. A run that ends sooner is
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
    /// Further views that stand for a name, by the name: the names (identifiers, or `ghost:` names) of copies that
    /// fly in its place, such as a seed's own mirror views or the library's ghost of an element that flies from this
    /// one. Default: none.
    var standIns: [String: [String]] = [:]
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
                let seedRect = rect(of: name, in: seedFrame)
                let libraryRect = rect(of: name, in: libraryFrame)
                var agree: Bool
                switch (seedRect, libraryRect) {
                case (nil, nil): agree = true
                case (let a?, let b?): agree = Self.edgeDistance(a, b) <= Self.tolerance
                default: agree = false
                }
                if let opacityTolerance {
                    let opacities = (opacity(of: name, in: seedFrame), opacity(of: name, in: libraryFrame))
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
    func rect(of name: String, in frame: RecordedFrame) -> CGRect? {
        let standing = frame.views.indices.filter { frame.views[$0].isVisible && stands(frame.views[$0], for: name) }
        return standing.map { Self.clippedRect(ofViewAt: $0, in: frame) }.filter { !$0.isNull }
            .reduce(nil) { union, rect in union.map { $0.union(rect) } ?? rect }
    }

    /// The visible rectangle of the view at `index`, cut to the visible rectangle of every ancestor that clips its
    /// subviews (a ghost clips its snapshots): the part of its box that can show. A `parent` that is not an earlier
    /// view ends the walk.
    static func clippedRect(ofViewAt index: Int, in frame: RecordedFrame) -> CGRect {
        var rect = frame.views[index].visibleRect
        var current = index
        while let parent = frame.views[current].parent, parent >= 0, parent < current {
            if frame.views[parent].clipsToBounds { rect = rect.intersection(frame.views[parent].visibleRect) }
            current = parent
        }
        return rect
    }

    /// The opacity of the most opaque drawn view that stands for `name` in `frame`; 0 when none is drawn.
    func opacity(of name: String, in frame: RecordedFrame) -> Double {
        frame.views.filter { $0.isVisible && stands($0, for: name) }.map(\.opacity).max() ?? 0
    }

    /// Whether `view` stands for the seed's view `name`.
    func stands(_ view: RecordedView, for name: String) -> Bool {
        let text = view.name.text
        return text == name || text == "ghost:\(name)" || view.ghostOf == name
            || standIns[name, default: []].contains(text)
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
