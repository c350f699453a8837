import ArgumentParser
import ChoreographDemos
import ChoreographHeadless
import ChoreographPreview
import Foundation

/// `choreo gallery`: records every operation of every demo and writes a folder of players with an index.
struct GalleryCommand: ParsableCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract:
            "Record every demo's operations and every preset transition, and write a gallery: index.html and one "
            + "player page per run.",
        discussion: """
            Each demo's operations are recorded at 60 frames per second as `choreo render` records them (an \
            operation after the first starts from the state the first leaves). So is each of the library's preset \
            transitions, presenting a built-in pair of screens (a list of photos and the second photo's details) in \
            one direction: preset-fade, preset-slide (from the right), preset-push, preset-cover (from the bottom), \
            preset-uncover (to the bottom), preset-zoom (from the list's photo-2), preset-page-in, preset-page-out, \
            preset-flip, preset-cube (each from or to the right) and preset-circular-reveal (from photo-2, the details \
            showing through a growing circle). So are the demos' scripted drags, a finish and a cancel for each demo \
            a finger drives (bikes-card, edge-pop, sheet-detents, zoom-grid), named DEMO-drag-finish and \
            DEMO-drag-cancel. So is each classic transition mistake (mistake-NAME, the run that \
            shows it), in the index's Mistakes section beside the diagnostics the host reported. The folder gets \
            index.html, a filmstrip of every run linking to its player, and one self-contained page per run named \
            DEMO-OPERATION.html, and frames/ the run's stills as SVG at 0, 5, 25, 50, 75 and 100% of its progress \
            (DEMO-OPERATION-005.svg: the frame the player shows at #progress=0.05). Open index.html in a browser; \
            nothing is loaded from the network.

            While it renders, a progress bar is drawn on standard error when that is a terminal, or one line per \
            run (`rendering herbs-pop present (1/12)`) when it is not. The index's path is printed when done.
            """
    )

    /// The folder to write, created with its parents if needed. Default `out/gallery`.
    @Option(help: ArgumentHelp("The folder to write (created if needed).", valueName: "dir"))
    var out = "out/gallery"

    /// Records every run, writes the gallery and prints the index's path.
    func run() throws {
        // Fail before rendering when the folder cannot be made.
        try OutputFile.makeDirectory(at: out)
        let directory = URL(fileURLWithPath: out, isDirectory: true)
        let count = try MainActor.assumeIsolated { () throws -> Int in
            let contents = try GalleryContents()
            let progress = ProgressReporter(total: contents.count)
            do {
                let count = try contents.write(to: directory) { step, run in
                    progress.report(step: step, doing: "rendering \(run.demo) \(run.name)")
                }
                progress.finish()
                return count
            } catch {
                progress.abandon()
                throw error
            }
        }
        let index = directory.appendingPathComponent("index.html").path
        try OutputFile.write("wrote \(index), \(count) player pages and their stills; open it in a browser\n", to: nil)
    }
}
