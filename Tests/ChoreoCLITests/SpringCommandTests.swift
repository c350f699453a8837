import ChoreographTestSupport
import Foundation
import Testing

@Suite("choreo spring", .needsSubprocesses)
struct SpringCommandTests {
    @Test("json has the spring's parameters and samples over [0, settlingDuration] from 0 to 1")
    func jsonShape() throws {
        let json = try Choreo.json("spring", "--mass", "1", "--stiffness", "100", "--damping", "10")
        #expect(Set(json.keys) == ["mass", "stiffness", "damping", "dampingRatio", "settlingDuration", "samples"])
        #expect(number(json["mass"]) == 1)
        #expect(number(json["stiffness"]) == 100)
        #expect(number(json["damping"]) == 10)
        // ζ = c / (2√(km)) = 10 / 20.
        #expect(abs(try #require(number(json["dampingRatio"])) - 0.5) < 1e-12)
        // TimingCurvesAndSprings#Settling-duration: mass 1, stiffness 100, damping 10 settles in 1.473 s.
        let settling = try #require(number(json["settlingDuration"]))
        #expect(abs(settling - 1.473) / 1.473 < 0.05)

        let samples = try objects(json["samples"])
        #expect(samples.count == 101)
        for (index, sample) in samples.enumerated() {
            #expect(Set(sample.keys) == ["t", "value", "velocity"])
            let t = try #require(number(sample["t"]))
            #expect(abs(t - settling * Double(index) / 100) < 1e-9)
        }
        #expect(number(samples.first?["t"]) == 0)
        #expect(abs(try #require(number(samples.first?["value"]))) < 1e-12)
        #expect(abs(try #require(number(samples.last?["t"])) - settling) < 1e-12)
        // Settled: within ε = 0.001 of the target.
        #expect(abs(try #require(number(samples.last?["value"])) - 1) < 0.0011)
    }

    @Test("samples match the closed-form underdamped solution", arguments: [0.0, 2.5, -1.5])
    func samplesMatchClosedForm(initialVelocity: Double) throws {
        let json = try Choreo.json(
            "spring", "--mass", "2", "--stiffness", "300", "--damping", "12", "--velocity=\(initialVelocity)",
            "--samples", "41")
        #expect(number(json["mass"]) == 2)
        for sample in try objects(json["samples"]) {
            let t = try #require(number(sample["t"]))
            let expected = Reference.underdampedSpring(
                mass: 2, stiffness: 300, damping: 12, initialVelocity: initialVelocity, at: t)
            #expect(abs(try #require(number(sample["value"])) - expected.value) < 1e-9, "t = \(t)")
            #expect(abs(try #require(number(sample["velocity"])) - expected.velocity) < 1e-8, "t = \(t)")
        }
    }

    @Test("an undamped spring never settles and is sampled over the documented 60 s cap")
    func undampedSpring() throws {
        let json = try Choreo.json("spring", "--stiffness", "100", "--damping", "0", "--samples", "3")
        #expect(number(json["settlingDuration"]) == 60)
        let samples = try objects(json["samples"])
        // Undamped: x(t) = 1 − cos(10 t), which is 1 − cos(300) at 30 s.
        #expect(abs(try #require(number(samples[1]["value"])) - (1 - cos(300.0))) < 1e-9)
    }

    @Test("mass defaults to 1")
    func massDefault() throws {
        let json = try Choreo.json("spring", "--stiffness", "100", "--damping", "10", "--samples", "2")
        #expect(number(json["mass"]) == 1)
    }

    @Test("negative velocity parses as --velocity=-1.5 and as --velocity -1.5")
    func negativeVelocity() throws {
        let attached = try Choreo.run("spring", "--stiffness", "100", "--damping", "10", "--velocity=-1.5")
        let separate = try Choreo.run("spring", "--stiffness", "100", "--damping", "10", "--velocity", "-1.5")
        #expect(attached.exitCode == 0, "\(attached.standardError)")
        #expect(attached == separate)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(attached.standardOutput.utf8)) as? [String: Any])
        let initial = try #require(number(try objects(json["samples"]).first?["velocity"]))
        #expect(abs(initial - -1.5) < 1e-9)
    }

    /// The rule: TimingCurvesAndSprings#Fitting-a-spring-to-a-duration.
    @Test("damping ratio and duration fit UIKit's spring")
    func dampingRatioDuration() throws {
        let json = try Choreo.json("spring", "--damping-ratio", "0.4", "--duration", "1", "--samples", "2")
        let stiffness = try #require(number(json["stiffness"]))
        let damping = try #require(number(json["damping"]))
        #expect(abs(stiffness - 231) / 231 < 0.01)
        #expect(abs(damping - 12.2) / 12.2 < 0.01)
        #expect(number(json["mass"]) == 1)
        #expect(abs(try #require(number(json["dampingRatio"])) - 0.4) < 1e-9)
        // The fit's defining condition: the envelope has decayed to 0.001 of the distance at D = 1.
        let omega0 = stiffness.squareRoot()
        let envelope = 0.4 / (1 - 0.16).squareRoot() * exp(-0.4 * omega0 * 1)
        #expect(abs(envelope - 0.001) < 1e-5)
    }

    /// The rule: TimingCurvesAndSprings#Springs.
    @Test("response and damping fraction follow SwiftUI's formulas")
    func responseDampingFraction() throws {
        let json = try Choreo.json("spring", "--response", "0.4", "--damping-fraction", "0.7", "--samples", "2")
        #expect(abs(try #require(number(json["stiffness"])) - pow(2 * .pi / 0.4, 2)) < 1e-9)
        #expect(abs(try #require(number(json["damping"])) - 4 * .pi * 0.7 / 0.4) < 1e-9)
    }

    /// The rule: TimingCurvesAndSprings#Springs.
    @Test("duration and bounce follow iOS 17's formulas", arguments: [0.3, -0.5])
    func durationBounce(bounce: Double) throws {
        let json = try Choreo.json("spring", "--duration", "0.5", "--bounce", "\(bounce)", "--samples", "2")
        let expectedDamping = bounce >= 0 ? 4 * .pi * (1 - bounce) / 0.5 : 4 * .pi / (0.5 * (1 + bounce))
        #expect(abs(try #require(number(json["stiffness"])) - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(try #require(number(json["damping"])) - expectedDamping) < 1e-9)
    }

    @Test("table has a summary, a header and one aligned row per sample")
    func table() throws {
        let result = try Choreo.run(
            "spring", "--stiffness", "100", "--damping", "10", "--samples", "6", "--format", "table")
        #expect(result.exitCode == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 8)
        #expect(lines[0].hasPrefix("Spring: mass 1, stiffness 100, damping 10, damping ratio 0.5"))
        #expect(lines[1].split(separator: " ") == ["t", "(s)", "value", "velocity"])
        #expect(Set(lines.dropFirst(2).map(\.count)) == [lines[1].count])
        #expect(lines[2].split(separator: " ") == ["0.000000", "0.000000", "0.000000"])
    }

    @Test("svg is a well-formed two-panel plot with the target line and the settling time")
    func svg() throws {
        let result = try Choreo.run("spring", "--damping-ratio", "0.4", "--duration", "1", "--format", "svg")
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("<svg"))
        let outline = try XMLOutline(parsing: result.standardOutput)
        #expect(outline.rootElement == "svg")
        #expect(outline.elementCounts["polyline"] == 2)
        #expect(outline.texts.contains("value"))
        #expect(outline.texts.contains("velocity (distance/s)"))
        #expect(outline.texts.contains("time (s)"))
        #expect(outline.texts.contains("target 1.0"))
        #expect(outline.texts.contains { $0.hasPrefix("settled at ") })
    }

    @Test("same arguments give byte-identical output", arguments: ["json", "svg", "table"])
    func deterministic(format: String) throws {
        let arguments = ["spring", "--response", "0.5", "--damping-fraction", "0.6", "--format", format]
        let first = try CommandRunner(product: "choreo").run(arguments)
        let second = try CommandRunner(product: "choreo").run(arguments)
        #expect(first.exitCode == 0)
        #expect(first == second)
    }
}
