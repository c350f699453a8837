import ArgumentParser
import Foundation

/// `choreo bench plan`: the cost of capturing and planning a library transition, and of a frame of its run.
struct BenchPlanCommand: CheckedCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Measure capturing and planning a library transition, and a frame of its run on the host.",
        discussion: """
            plan.N captures two screens of N views each (a fifth of them shared by identifier, so matched \
            geometry morphs them) into scenes and plans a slide from the right between them, as a push does. \
            transition.1000 pushes one 1,000-view screen over another with the same transition through the host's \
            library on a fresh manual clock at 120 Hz — capture, plan, ghosts, every frame and the restoration — \
            and reports the time per frame. Reports the median over 15 batches, allocations per operation and the \
            share of a 120 Hz frame (8.333 ms). Build with `-c release` for representative numbers.
            """
    )

    /// The output format and the allocator's setting.
    @OptionGroup var options: BenchOptions

    /// The numbers of views to plan, one case each, 1 to ``maximumViews``. Default: 100, 1,000 and 10,000.
    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A number of views per screen to plan (repeat for several), 1 to 20,000. Default: 100, 1,000 and 10,000.",
            valueName: "N"))
    var views: [Int] = []

    /// The most views per screen a case may plan: 20,000, twice the largest default case.
    static let maximumViews = 20_000

    /// Rejects view counts outside 1…``maximumViews``.
    func check() throws {
        for count in views where !(1...Self.maximumViews).contains(count) {
            throw ValidationError("views = \(count): must be from 1 to \(Self.maximumViews)")
        }
    }

    /// Runs the cases and prints the results.
    func run() throws {
        let (runner, allocator) = options.runner(iterations: 1, command: "plan")
        let cases = try PlanBenchmarks.all(views: views.isEmpty ? PlanBenchmarks.viewCounts : views)
        try options.write(cases.map(runner.measure), allocator: allocator)
    }
}
