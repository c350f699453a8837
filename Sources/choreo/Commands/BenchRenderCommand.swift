import ArgumentParser
import Foundation

/// `choreo bench render`: the cost of rendering the whole gallery.
struct BenchRenderCommand: ParsableCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Measure rendering the whole gallery, as `choreo gallery` does.",
        discussion: """
            render.gallery records every demo's operations, every preset transition and every classic mistake at \
            60 frames per second on fresh hosts, and writes the gallery (the index, a player page per run and its \
            still frames) into a temporary folder, removed after each run. Reports the median time of one whole \
            gallery over 15 runs, its allocations, and its share of a 120 Hz frame (8.333 ms), which a batch job \
            like this is not meant to fit: the figure is for tracking. Build with `-c release` for representative \
            numbers.
            """
    )

    /// The output format and the allocator's setting.
    @OptionGroup var options: BenchOptions

    /// Runs the case and prints the result.
    func run() throws {
        let (runner, allocator) = options.runner(iterations: 1, command: "render")
        try options.write(try RenderBenchmarks.all().map(runner.measure), allocator: allocator)
    }
}
