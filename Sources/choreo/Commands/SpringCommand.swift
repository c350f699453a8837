import ArgumentParser
import Choreograph

/// `choreo spring`: samples a spring's value and velocity over its settling duration.
struct SpringCommand: CheckedCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "Sample a spring's value (0 → 1) and velocity over its settling duration.",
        discussion: """
            Give the spring in exactly one way:
              --mass M --stiffness K --damping C  physical; mass defaults to 1
              --damping-ratio Z --duration D      UIKit: fitted to settle in D
              --response R --damping-fraction F   SwiftUI
              --duration D --bounce B             iOS 17; bounce in [-1, 1]

            Velocity is normalized: 1 covers the whole distance in one second. Negative values parse both \
            as --velocity=-1.5 and as --velocity -1.5.

            Examples:
              choreo spring --mass 1 --stiffness 100 --damping 10
              choreo spring --damping-ratio 0.4 --duration 1 --format svg > spring.svg
            """
    )

    /// Mass, for the physical parameterization.
    @Option(
        parsing: .unconditional, help: ArgumentHelp("Mass (with --stiffness and --damping; default 1).", valueName: "M")
    )
    var mass: Double?

    /// Stiffness, for the physical parameterization.
    @Option(parsing: .unconditional, help: ArgumentHelp("Stiffness (with --damping).", valueName: "K"))
    var stiffness: Double?

    /// Damping, for the physical parameterization.
    @Option(parsing: .unconditional, help: ArgumentHelp("Damping (with --stiffness).", valueName: "C"))
    var damping: Double?

    /// Damping ratio, fitted to `duration`.
    @Option(parsing: .unconditional, help: ArgumentHelp("Damping ratio (with --duration).", valueName: "Z"))
    var dampingRatio: Double?

    /// Duration in seconds, with `dampingRatio` or `bounce`.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Duration in seconds (with --damping-ratio or --bounce).", valueName: "D"))
    var duration: Double?

    /// SwiftUI's response in seconds.
    @Option(
        parsing: .unconditional, help: ArgumentHelp("Response in seconds (with --damping-fraction).", valueName: "R"))
    var response: Double?

    /// SwiftUI's damping fraction.
    @Option(parsing: .unconditional, help: ArgumentHelp("Damping fraction (with --response).", valueName: "F"))
    var dampingFraction: Double?

    /// iOS 17's bounce.
    @Option(parsing: .unconditional, help: ArgumentHelp("Bounce in [-1, 1] (with --duration).", valueName: "B"))
    var bounce: Double?

    /// The normalized initial velocity.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Initial velocity, normalized: 1 covers the distance in one second.", valueName: "V"))
    var velocity: Double = 0

    /// Sample count and output format.
    @OptionGroup
    var plot: PlotOptions

    /// The spring options that were given, without `--`, in declaration order.
    var givenOptions: [String] {
        let options: [(String, Double?)] = [
            ("mass", mass), ("stiffness", stiffness), ("damping", damping), ("damping-ratio", dampingRatio),
            ("duration", duration), ("response", response), ("damping-fraction", dampingFraction), ("bounce", bounce),
        ]
        return options.filter { $0.1 != nil }.map(\.0)
    }

    /// Rejects a sample count out of range.
    func check() throws {
        try plot.check()
    }

    /// Prints the sampled spring; a spring whose motion cannot be computed, or is too large to show, is a one-line
    /// error naming its parameters.
    func run() throws {
        let spring = try makeSpring()
        let report = SpringReport(spring: spring, sampleCount: plot.samples, parameters: parameterText)
        try OutputFile.write(try report.rendered(as: plot.format), to: nil)
    }

    /// The spring's parameters as they were given, for error lines: `mass = 1.0, stiffness = 100.0, damping = 10.0`,
    /// with the mass's default, and the velocity when it is not 0.
    var parameterText: String {
        let values: [String: Double?] = [
            "mass": mass ?? 1, "stiffness": stiffness, "damping": damping, "damping-ratio": dampingRatio,
            "duration": duration, "response": response, "damping-fraction": dampingFraction, "bounce": bounce,
        ]
        let names = (try? SpringParameterization.selected(by: givenOptions).members) ?? givenOptions
        var parts: [String] = []
        for name in names {
            if let value = values[name] ?? nil { parts.append("\(name) = \(value)") }
        }
        if velocity != 0 { parts.append("velocity = \(velocity)") }
        return parts.joined(separator: ", ")
    }

    /// The spring the options describe; a value the core rejects becomes a one-line validation error.
    func makeSpring() throws -> Spring {
        do {
            switch try SpringParameterization.selected(by: givenOptions) {
            case .physical:
                return try Spring(mass: mass ?? 1, stiffness: stiffness!, damping: damping!, initialVelocity: velocity)
            case .dampingRatio:
                return try Spring(dampingRatio: dampingRatio!, duration: duration!, initialVelocity: velocity)
            case .response:
                return try Spring(response: response!, dampingFraction: dampingFraction!, initialVelocity: velocity)
            case .bounce:
                return try Spring(duration: duration!, bounce: bounce!, initialVelocity: velocity)
            }
        } catch let error as TimingError {
            throw ValidationError(error.description)
        }
    }
}
