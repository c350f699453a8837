import ArgumentParser
import Choreograph

/// `choreo curve`: samples a cubic Bézier timing curve.
struct CurveCommand: CheckedCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Sample a cubic Bézier timing curve: progress y for evenly spaced time fractions x.",
        discussion: """
            CURVE is a preset (linear, easeIn, easeOut, easeInOut, default) or control points x1,y1,x2,y2 \
            as in CSS cubic-bezier(); x1 and x2 must lie in [0, 1]. Write `--` before control points that \
            start with a minus sign.

            Examples:
              choreo curve easeInOut
              choreo curve 0.2,0,0,1 --format svg > curve.svg
            """
    )

    /// The preset name or control points.
    @Argument(help: "A preset name or control points x1,y1,x2,y2.")
    var curve: String

    /// Sample count and output format.
    @OptionGroup
    var plot: PlotOptions

    /// Rejects a sample count out of range.
    func check() throws {
        try plot.check()
    }

    /// Prints the sampled curve; an unknown name or invalid control points throw a one-line error.
    func run() throws {
        let argument = try CurveArgument(parsing: curve)
        let report = CurveReport(name: argument.name, curve: argument.curve, sampleCount: plot.samples)
        try OutputFile.write(try report.rendered(as: plot.format), to: nil)
    }
}
