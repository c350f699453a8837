import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

/// What a hostile user types: numbers at the ends of `Double`, NaN and infinity spelled every way, zero, negatives,
/// huge counts and empty strings. Each is refused with one line naming the value and the rule; nothing traps.
@Suite("extreme input", .needsSubprocesses)
struct ExtremeInputTests {
    static let curveCases: [BadArguments] = [
        .init(arguments: ["curve", "0,1e308,1,-1e308"], mentions: ["y1 = 1e+308", "-1000000.0 and 1000000.0"]),
        .init(arguments: ["curve", "0,0,1,-1e308"], mentions: ["y2 = -1e+308", "-1000000.0 and 1000000.0"]),
        .init(arguments: ["curve", "--", "0,-1000000.5,1,1"], mentions: ["y1 = -1000000.5", "between"]),
        .init(arguments: ["curve", "0,0,1,1000001"], mentions: ["y2 = 1000001.0", "between"]),
        .init(arguments: ["curve", "0,1e309,1,1"], mentions: ["y1 = inf", "finite"]),
        .init(arguments: ["curve", "0,nan,1,1"], mentions: ["y1 = nan", "finite"]),
        .init(arguments: ["curve", "0,NaN,1,1"], mentions: ["y1 = nan", "finite"]),
        .init(arguments: ["curve", "0,1,1,inf"], mentions: ["y2 = inf", "finite"]),
        .init(arguments: ["curve", "--", "0,1,1,-Infinity"], mentions: ["y2 = -inf", "finite"]),
        .init(arguments: ["curve", "1e308,0,1,1"], mentions: ["x1 = 1e+308", "between 0.0 and 1.0"]),
        .init(arguments: ["curve", ",,,"], mentions: ["',,,'", "four numbers"]),
        .init(arguments: ["curve", ""], mentions: ["unknown curve ''", "easeInOut"]),
        .init(
            arguments: ["curve", "easeIn", "--samples", "100001"], mentions: ["samples = 100001", "at most 100000"]),
        .init(
            arguments: ["curve", "easeIn", "--samples", "9223372036854775807"],
            mentions: ["samples = 9223372036854775807", "at most 100000"]),
        .init(arguments: ["curve", "easeIn", "--samples", "99999999999999999999"], mentions: ["99999999999999999999"]),
        .init(arguments: ["curve", "easeIn", "--samples", "0"], mentions: ["samples = 0", "at least 2"]),
        .init(arguments: ["curve", "easeIn", "--samples", "-1"], mentions: ["samples = -1", "at least 2"]),
        .init(arguments: ["curve", "easeIn", "--samples", "1e3"], mentions: ["1e3", "--samples"]),
        .init(arguments: ["curve", "easeIn", "--samples", ""], mentions: ["--samples"]),
    ]

    static let springCases: [BadArguments] = [
        .init(
            arguments: ["spring", "--mass", "1e-308", "--stiffness", "100", "--damping", "10"],
            mentions: ["mass = 1e-308", "too fast or too large to compute"]),
        .init(
            arguments: ["spring", "--stiffness", "100", "--damping", "1e308"],
            mentions: ["mass = 1.0, stiffness = 100.0, damping = 1e+308", "beyond the ±1e+15"]),
        .init(
            arguments: ["spring", "--mass", "1e308", "--stiffness", "100", "--damping", "10"],
            mentions: ["mass = 1e+308", "beyond the ±1e+15"]),
        .init(
            arguments: ["spring", "--stiffness", "1e308", "--damping", "10"],
            mentions: ["stiffness = 1e+308", "beyond the ±1e+15"]),
        .init(
            arguments: ["spring", "--stiffness", "100", "--damping", "10", "--velocity", "1e308"],
            mentions: ["initialVelocity = 1e+308", "too fast or too large to compute"]),
        .init(
            arguments: ["spring", "--stiffness", "100", "--damping", "10", "--velocity=-1e308"],
            mentions: ["initialVelocity = -1e+308", "too fast or too large to compute"]),
        .init(
            arguments: ["spring", "--stiffness", "100", "--damping", "10", "--velocity", "inf"],
            mentions: ["initialVelocity = inf", "finite"]),
        .init(
            arguments: ["spring", "--stiffness", "100", "--damping", "10", "--velocity", "-nan"],
            mentions: ["initialVelocity", "finite"]),
        .init(
            arguments: ["spring", "--response", "1e-308", "--damping-fraction", "0.5"],
            mentions: ["response = 1e-308", "too fast or too large to compute"]),
        .init(
            arguments: ["spring", "--duration", "1e-308", "--bounce", "0.5"],
            mentions: ["duration = 1e-308", "too fast or too large to compute"]),
        .init(
            arguments: ["spring", "--damping-ratio", "1e-308", "--duration", "1"],
            mentions: ["dampingRatio = 1e-308", "too fast or too large to compute"]),
        .init(
            arguments: ["spring", "--damping-ratio", "0.5", "--duration", "1", "--velocity", "1e308"],
            mentions: ["initialVelocity = 1e+308", "too fast or too large to compute"]),
        .init(arguments: ["spring", "--mass", "-1e308", "--stiffness", "1", "--damping", "1"], mentions: ["mass"]),
        .init(arguments: ["spring", "--stiffness", "Infinity", "--damping", "1"], mentions: ["stiffness", "inf"]),
        .init(arguments: ["spring", "--stiffness", "", "--damping", "1"], mentions: ["--stiffness"]),
        .init(
            arguments: ["spring", "--stiffness", "100", "--damping", "10", "--samples", "100001"],
            mentions: ["samples = 100001", "at most 100000"]),
    ]

    static let benchCases: [BadArguments] = [
        .init(
            arguments: ["bench", "timing", "--iterations", "2000000000"], mentions: ["2000000000", "at most 10000"]),
        .init(arguments: ["bench", "timing", "--iterations", "10001"], mentions: ["10001", "at most 10000"]),
        .init(arguments: ["bench", "timing", "--iterations", "-1"], mentions: ["iterations = -1", "at least 1"]),
        .init(arguments: ["bench", "timing", "--iterations", "99999999999999999999"], mentions: ["--iterations"]),
    ]

    static let renderCases: [BadArguments] = [
        .init(
            arguments: [
                "render", "pizza-push", "--operation", "pop", "--drag", "2,400 -> 380,400 in 60s", "--fps", "1000",
            ],
            mentions: ["2,400 -> 380,400 in 60s", "60 s", "1000 fps", "at most 3 s", "3000 frames"]),
        .init(
            arguments: [
                "describe", "fade", "--operation", "dismiss", "--drag", "195,300 -> 195,700 in 3.001s", "--fps", "1000",
            ],
            mentions: ["3.001 s", "at most 3 s"]),
        .init(
            arguments: ["render", "fade", "--operation", "dismiss", "--drag", "195,300 -> 195,700 in 11s"],
            mentions: ["11 s", "60 fps", "at most 10 s"]),
        .init(
            arguments: ["render", "fade", "--operation", "dismiss", "--drag", "195,300 -> 195,700 in 1e308s"],
            mentions: ["duration", "between 0 and 60"]),
        .init(
            arguments: ["render", "fade", "--operation", "dismiss", "--drag", "195,300 -> 195,700 in infs"],
            mentions: ["duration", "infs"]),
        .init(
            arguments: ["render", "fade", "--operation", "dismiss", "--drag", "195,300 -> 195,700 in -1s"],
            mentions: ["duration", "between 0 and 60"]),
        .init(
            arguments: ["render", "fade", "--operation", "dismiss", "--drag", "nan,300 -> 195,700 in 1s"],
            mentions: ["start point", "nan"]),
        .init(
            arguments: ["render", "fade", "--operation", "dismiss", "--drag", "1e308,1e308 -> 0,0 in 1s"],
            mentions: ["start point", "window"]),
        .init(arguments: ["render", "fade", "--drag", ""], mentions: ["drag", "->"]),
        .init(arguments: ["render", "fade", "--fps", "nan"], mentions: ["nan", "--fps"]),
        .init(arguments: ["render", "fade", "--fps", "1e3"], mentions: ["1e3", "--fps"]),
        .init(arguments: ["describe", "fade", "--fps", "99999999999999999999"], mentions: ["--fps"]),
        .init(arguments: ["describe", "fade", "--fps", "0"], mentions: ["fps = 0", "1 to 1000"]),
        .init(arguments: ["render", "herbs-pop", "--format", "svg", "--at", "-5%"], mentions: ["-5%", "0% to 100%"]),
        .init(
            arguments: ["render", "herbs-pop", "--format", "svg", "--at", "1e308%"], mentions: ["1e308%", "0% to 100%"]),
        .init(
            arguments: ["render", "herbs-pop", "--format", "svg", "--at", "1e308"],
            mentions: ["at = 1e308", "within the run", "10 s"]),
        .init(arguments: ["render", "herbs-pop", "--format", "svg", "--at", "10.5s"], mentions: ["10.5s", "10 s"]),
        .init(
            arguments: ["render", "herbs-pop", "--format", "svg", "--at", "-1e308"], mentions: ["-1e308", "0 or more"]),
        .init(arguments: ["render", "herbs-pop", "--format", "svg", "--at", "nan"], mentions: ["at = nan", "50%"]),
        .init(arguments: ["render", "herbs-pop", "--format", "svg", "--at", "NaN%"], mentions: ["NaN%", "50%"]),
        .init(arguments: ["render", "herbs-pop", "--format", "svg", "--at", "inf"], mentions: ["at = inf", "50%"]),
        .init(arguments: ["render", "herbs-pop", "--format", "svg", "--at", "-infinity"], mentions: ["-infinity"]),
        .init(arguments: ["render", "herbs-pop", "--format", "svg", "--at", ""], mentions: ["at = ", "50%"]),
        .init(
            arguments: ["render", "herbs-pop", "--format", "filmstrip", "--frames", "-1"], mentions: ["frames = -1"]),
        .init(
            arguments: ["render", "herbs-pop", "--format", "filmstrip", "--frames", "101"], mentions: ["frames = 101"]),
        .init(
            arguments: ["render", "herbs-pop", "--format", "filmstrip", "--frames", "99999999999999999999"],
            mentions: ["--frames"]),
        .init(arguments: ["render", "herbs-pop", "--out", ""], mentions: ["''", "empty"]),
        .init(arguments: ["render", "herbs-pop", "--out", "."], mentions: ["'.'", "folder"]),
    ]

    @Test("a curve at the ends of Double, NaN, infinity or a huge sample count", arguments: curveCases)
    func curve(_ bad: BadArguments) throws {
        expectUsageError(try CommandRunner(product: "choreo").run(bad.arguments), mentions: bad.mentions)
    }

    @Test(
        "a curve whose evaluation would overflow is refused in every format",
        arguments: ["json", "svg", "table"])
    func overflowingCurveEveryFormat(format: String) throws {
        let result = try Choreo.run("curve", "0,1e308,1,-1e308", "--format", format)
        expectUsageError(result, mentions: ["y1 = 1e+308"])
    }

    @Test("a spring whose motion cannot be computed, or is too large to show", arguments: springCases)
    func spring(_ bad: BadArguments) throws {
        expectUsageError(try CommandRunner(product: "choreo").run(bad.arguments), mentions: bad.mentions)
    }

    @Test("a spring whose motion cannot be computed is refused in every format", arguments: ["json", "svg", "table"])
    func nonFiniteSpringEveryFormat(format: String) throws {
        let result = try Choreo.run(
            "spring", "--mass", "1e-308", "--stiffness", "100", "--damping", "10", "--format", format)
        expectUsageError(result, mentions: ["mass = 1e-308", "too fast or too large to compute"])
    }

    @Test("a benchmark iteration count out of bounds", arguments: benchCases)
    func bench(_ bad: BadArguments) throws {
        expectUsageError(try CommandRunner(product: "choreo").run(bad.arguments), mentions: bad.mentions)
    }

    @Test("a drag, frame rate, moment or frame count out of bounds", arguments: renderCases)
    func render(_ bad: BadArguments) throws {
        expectUsageError(try CommandRunner(product: "choreo").run(bad.arguments), mentions: bad.mentions)
    }

    @Test("control points at the ends of the y range give finite samples inside the control points' hull")
    func curveAtTheBound() throws {
        let json = try Choreo.json("curve", "0,1000000,1,-1000000", "--samples", "101")
        let samples = try objects(json["samples"])
        #expect(samples.count == 101)
        for sample in samples {
            let y = try #require(number(sample["y"]))
            #expect(y.isFinite && abs(y) <= 1_000_000)
        }
        // The curve passes through the middle: B(½) = 3/8·y1 + 3/8·y2 + 1/8 with x1 = 0, x2 = 1 and x(½) = ½.
        #expect(abs(try #require(number(samples[50]["y"])) - 0.125) < 1e-3)
        let svg = try Choreo.run("curve", "0,1000000,1,-1000000", "--format", "svg")
        #expect(svg.exitCode == 0, "\(svg.standardError)")
        #expect(try XMLOutline(parsing: svg.standardOutput).rootElement == "svg")
        #expect(!svg.standardOutput.contains("nan") && !svg.standardOutput.contains("inf"))
        let table = try Choreo.run("curve", "0,1000000,1,-1000000", "--format", "table", "--samples", "3")
        #expect(table.exitCode == 0, "\(table.standardError)")
        #expect(table.standardOutput.split(separator: "\n").count == 5)
    }

    @Test("the largest sample count is accepted and gives that many samples")
    func largestSampleCount() throws {
        let json = try Choreo.json("curve", "easeInOut", "--samples", "100000")
        #expect(try objects(json["samples"]).count == 100_000)
    }

    @Test("a large but bounded spring velocity is accepted and plotted", arguments: ["json", "svg", "table"])
    func largeVelocity(format: String) throws {
        let result = try Choreo.run(
            "spring", "--stiffness", "100", "--damping", "10", "--velocity", "1e9", "--samples", "11", "--format",
            format)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(!result.standardOutput.contains("nan") && !result.standardOutput.contains("inf"))
    }

    @Test("the issue's drag at 1000 fps ends at once with one line and writes nothing")
    func issueDragWritesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("drag-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("pizza.json")
        let result = try Choreo.run(
            "render", "pizza-push", "--operation", "pop", "--drag", "2,400 -> 380,400 in 60s", "--fps", "1000",
            "--out", file.path)
        expectUsageError(result, mentions: ["60 s", "3000 frames"])
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("a run at 1000 fps is cut off after 3,000 frames and says so on one line; at 100 fps it settles")
    func frameBound() throws {
        let drag = "195,300 -> 195,700 in 2.95s"
        let fast = try Choreo.run("render", "fade", "--operation", "dismiss", "--drag", drag, "--fps", "1000")
        #expect(fast.exitCode == 0, "\(fast.standardError)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(fast.standardOutput.utf8)) as? [String: Any])
        #expect(try objects(json["frames"]).count == 3_001, "frame 0 and 3,000 more")
        #expect(json["settled"] as? Bool == false)
        #expect(number(json["duration"]) == 3)
        #expect(
            fast.standardErrorLines == [
                "note: fade drag: cut off before it settled, after 3 s (3000 frames at 1000 fps)"
            ])

        let slow = try Choreo.json("render", "fade", "--operation", "dismiss", "--drag", drag, "--fps", "100")
        #expect(slow["settled"] as? Bool == true)
        #expect((number(slow["duration"]) ?? 0) > 3, "the same run outlasts the 3 s that 1000 fps allows")
    }
}
