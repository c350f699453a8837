import ArgumentParser
import ChoreographDemos
import ChoreographHeadless
import ChoreographPreview
import Foundation

/// What `choreo gallery` shows: every demo's operations and scripted drags, every preset transition presented between
/// the built-in pair of screens, and every classic mistake; recorded, then written as a gallery. Shared by the
/// command and by `choreo bench render`.
@MainActor
struct GalleryContents {
    /// The runs of the gallery's main part: each demo's operations, the demos' scripted drags (a finish and a cancel
    /// each), then each preset presented.
    let runs: [DemoRun]
    /// The runs of the mistakes section: each classic mistake's run that shows it.
    let mistakeRuns: [DemoRun]

    /// Every run of the gallery.
    ///
    /// - Throws: `ValidationError` when a catalogued demo cannot be made.
    init() throws {
        var demos: [DemoRun] = []
        for name in DemoCatalog.names {
            demos += try DemoRun.operations(of: name).map { DemoRun(demo: name, operation: $0) }
        }
        let presets = PresetShowcase.entries.map { entry in
            DemoRun(
                demo: entry.name, operation: .present,
                screens: ScreenPairSource(
                    from: PresetShowcase.fromScreen, to: PresetShowcase.toScreen, spec: entry.spec))
        }
        let drags = try DemoCatalog.scriptedDrags.map { scripted in
            DemoRun(
                demo: scripted.demo, operation: scripted.operation, drag: try DemoRun.parsedDrag(scripted.script),
                label: scripted.label)
        }
        runs = demos + drags + presets
        mistakeRuns = ClassicMistake.allCases.map { DemoRun(demo: $0.scenarioName, operation: $0.shownOperation) }
    }

    /// The number of runs, mistakes included.
    var count: Int { runs.count + mistakeRuns.count }

    /// Records every run, in order, calling `willRecord` with each run's position (from 1) before recording it, and
    /// writes the gallery into `directory`; returns the number of player pages.
    ///
    /// - Throws: `ValidationError` when a run cannot be recorded, `OutputFileError` when a file cannot be written.
    func write(to directory: URL, willRecord: (Int, DemoRun) -> Void = { _, _ in }) throws -> Int {
        var recordings: [Recording] = []
        var mistakes: [Gallery.Mistake] = []
        for (index, run) in (runs + mistakeRuns).enumerated() {
            willRecord(index + 1, run)
            if index < runs.count {
                recordings.append(try run.record())
            } else {
                mistakes.append(try run.recordWithFindings())
            }
        }
        do {
            try Gallery.write(recordings: recordings, mistakes: mistakes, to: directory)
        } catch PreviewError.writeFailed(let path, let reason) {
            throw OutputFileError(path: path, reason: reason)
        }
        return recordings.count + mistakes.count
    }
}
