import Choreograph
import ChoreographTestSupport
import Testing

/// A bad command line and words its error line must contain.
struct BadArguments: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var mentions: [String]

    var testDescription: String { "choreo " + arguments.joined(separator: " ") }
}

@Suite("errors and help", .needsSubprocesses)
struct ErrorOutputTests {
    static let cases: [BadArguments] = [
        .init(arguments: ["curve", "bogus"], mentions: ["bogus", "easeInOut"]),
        .init(arguments: ["curve", "1.5,0,1,1"], mentions: ["x1", "1.5"]),
        .init(arguments: ["curve", "--", "-0.1,0,1,1"], mentions: ["x1", "-0.1"]),
        .init(arguments: ["curve", "0.5,0,0.5"], mentions: ["four numbers"]),
        .init(arguments: ["spring", "--stiffness", "-1", "--damping", "10"], mentions: ["stiffness", "-1"]),
        .init(arguments: ["spring", "--mass", "0", "--stiffness", "100", "--damping", "10"], mentions: ["mass", "0"]),
        .init(arguments: ["spring", "--stiffness", "100", "--damping", "nan"], mentions: ["damping", "nan"]),
        .init(
            arguments: ["spring", "--stiffness", "100", "--damping", "10", "--bounce", "0.3"],
            mentions: ["--stiffness", "--bounce"]),
        .init(
            arguments: ["spring", "--stiffness", "100", "--damping", "10", "--duration", "1"],
            mentions: ["--duration", "--stiffness"]),
        .init(arguments: ["spring", "--response", "0.5"], mentions: ["--response", "--damping-fraction"]),
        .init(arguments: ["spring", "--stiffness", "100"], mentions: ["--stiffness", "--damping"]),
        .init(arguments: ["spring", "--duration", "1"], mentions: ["--duration", "--damping-ratio", "--bounce"]),
        .init(arguments: ["spring"], mentions: ["--stiffness", "--damping-ratio", "--response", "--bounce"]),
        .init(arguments: ["spring", "--duration", "0.5", "--bounce", "1.5"], mentions: ["bounce", "1.5"]),
        .init(arguments: ["curve", "easeIn", "--samples", "1"], mentions: ["samples", "1", "at least 2"]),
        .init(
            arguments: ["spring", "--stiffness", "100", "--damping", "10", "--samples", "1"],
            mentions: ["samples", "at least 2"]),
        .init(arguments: ["curve", "easeIn", "--format", "xml"], mentions: ["xml", "--format"]),
        .init(arguments: ["curve", "easeIn", "--frobnicate"], mentions: ["--frobnicate"]),
        .init(arguments: ["bench", "timing", "--iterations", "0"], mentions: ["iterations", "at least 1"]),
        .init(arguments: ["bench", "timing", "--format", "svg"], mentions: ["svg", "--format"]),
        .init(arguments: ["render", "no-such-demo"], mentions: ["no-such-demo", "herbs-pop", "fade"]),
        .init(arguments: ["describe", "no-such-demo"], mentions: ["no-such-demo", "herbs-pop"]),
        .init(arguments: ["render", "herbs-pop", "--operation", "spin"], mentions: ["spin", "present", "dismiss"]),
        .init(arguments: ["render", "herbs-pop", "--operation", "push"], mentions: ["push", "herbs-pop", "dismiss"]),
        .init(arguments: ["render", "herbs-pop", "--format", "gif"], mentions: ["gif", "--format", "filmstrip"]),
        .init(arguments: ["render", "herbs-pop", "--fps", "0"], mentions: ["fps", "0", "1 to 1000"]),
        .init(arguments: ["render", "herbs-pop", "--fps", "-5"], mentions: ["fps", "-5", "1 to 1000"]),
        .init(arguments: ["render", "herbs-pop", "--fps", "1001"], mentions: ["fps", "1001", "1 to 1000"]),
        .init(arguments: ["render", "herbs-pop", "--fps", "fast"], mentions: ["fast", "--fps"]),
        .init(arguments: ["render", "herbs-pop", "--format", "svg", "--at", "soon"], mentions: ["soon", "50%"]),
        .init(
            arguments: ["render", "herbs-pop", "--format", "svg", "--at", "150%"], mentions: ["150%", "0% to 100%"]),
        .init(arguments: ["render", "herbs-pop", "--format", "svg", "--at", "-1"], mentions: ["-1", "0 or more"]),
        .init(
            arguments: ["render", "herbs-pop", "--format", "svg", "--at", "99s"], mentions: ["99s", "within the run"]),
        .init(arguments: ["render", "herbs-pop", "--at", "50%"], mentions: ["50%", "--format svg"]),
        .init(
            arguments: ["render", "herbs-pop", "--format", "filmstrip", "--frames", "0"], mentions: ["frames", "0"]),
        .init(arguments: ["render", "herbs-pop", "--frames", "8"], mentions: ["frames", "--format filmstrip"]),
        .init(arguments: ["render", "fade", "--drag", "10,10 to 20,20"], mentions: ["10,10 to 20,20", "->"]),
        .init(arguments: ["render", "fade", "--drag", "10;10 -> 20,20 in 1s"], mentions: ["start point", "10;10"]),
        .init(arguments: ["render", "fade", "--drag", "10,10 -> 20,20 in soon"], mentions: ["duration", "soon"]),
        .init(arguments: ["render", "fade", "--drag", "500,10 -> 20,20 in 1s"], mentions: ["start point", "window"]),
        .init(arguments: ["gallery", "--frobnicate"], mentions: ["--frobnicate"]),
    ]

    @Test("bad arguments exit with 64 and one line on stderr naming the problem", arguments: cases)
    func badArguments(_ bad: BadArguments) throws {
        expectUsageError(try CommandRunner(product: "choreo").run(bad.arguments), mentions: bad.mentions)
    }

    @Test("a core TimingError surfaces as its own description")
    func timingErrorLine() throws {
        let error = try #require(throws: TimingError.self) { try Spring(stiffness: -1, damping: 10) }
        #expect(error.parameter == "stiffness")
        let result = try Choreo.run("spring", "--stiffness", "-1", "--damping", "10")
        #expect(result.standardError == "error: \(error.description)\n")
    }

    @Test(
        "--help prints full help on stdout and exits 0",
        arguments: [["--help"], ["spring", "--help"], ["help", "curve"], ["render", "--help"], ["help", "gallery"]])
    func help(arguments: [String]) throws {
        let result = try CommandRunner(product: "choreo").run(arguments)
        #expect(result.exitCode == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.contains("USAGE: choreo"))
        #expect(result.standardOutput.contains("OPTIONS:"))
    }

    @Test("spring help lists every parameterization")
    func springHelp() throws {
        let help = try Choreo.run("spring", "--help").standardOutput
        for option in [
            "--mass", "--stiffness", "--damping", "--damping-ratio", "--duration", "--response",
            "--damping-fraction", "--bounce", "--velocity", "--samples", "--format",
        ] {
            #expect(help.contains(option))
        }
    }
}
