import ChoreographTestSupport
import Foundation
import Testing

@Suite("choreo curve", .needsSubprocesses)
struct CurveCommandTests {
    @Test("json has name, control points and 101 evenly spaced samples by default")
    func jsonShape() throws {
        let json = try Choreo.json("curve", "easeInOut")
        #expect(Set(json.keys) == ["name", "controlPoints", "samples"])
        #expect(json["name"] as? String == "easeInOut")
        #expect((json["controlPoints"] as? [Any])?.compactMap(number) == [0.42, 0, 0.58, 1])
        let samples = try objects(json["samples"])
        #expect(samples.count == 101)
        for (index, sample) in samples.enumerated() {
            #expect(Set(sample.keys) == ["x", "y"])
            let x = try #require(number(sample["x"]))
            #expect(abs(x - Double(index) / 100) < 1e-12)
        }
        #expect(abs(try #require(number(samples.first?["y"]))) < 1e-9)
        #expect(abs(try #require(number(samples.last?["y"])) - 1) < 1e-9)
        // easeInOut is point-symmetric about (0.5, 0.5).
        #expect(abs(try #require(number(samples[50]["y"])) - 0.5) < 1e-9)
    }

    @Test("samples match a Bézier computed independently", arguments: ["easeIn", "easeOut", "easeInOut", "default"])
    func presetsMatchReference(name: String) throws {
        let controlPoints: [String: [Double]] = [
            "easeIn": [0.42, 0, 1, 1], "easeOut": [0, 0, 0.58, 1], "easeInOut": [0.42, 0, 0.58, 1],
            "default": [0.25, 0.1, 0.25, 1],
        ]
        let p = try #require(controlPoints[name])
        let json = try Choreo.json("curve", name, "--samples", "21")
        #expect((json["controlPoints"] as? [Any])?.compactMap(number) == p)
        for sample in try objects(json["samples"]) {
            let x = try #require(number(sample["x"]))
            let y = try #require(number(sample["y"]))
            #expect(abs(y - Reference.bezierY(at: x, p[0], p[1], p[2], p[3])) < 1e-6, "x = \(x)")
        }
    }

    @Test("custom control points are named like CSS and may leave [0, 1] in y")
    func customControlPoints() throws {
        let json = try Choreo.json("curve", "0.2,0,0,1", "--samples", "5")
        #expect(json["name"] as? String == "cubic-bezier(0.2,0,0,1)")
        let samples = try objects(json["samples"])
        #expect(samples.compactMap { number($0["x"]) } == [0, 0.25, 0.5, 0.75, 1])
        for sample in samples {
            let x = try #require(number(sample["x"]))
            #expect(abs(try #require(number(sample["y"])) - Reference.bezierY(at: x, 0.2, 0, 0, 1)) < 1e-6)
        }

        let overshoot = try Choreo.json("curve", "0.5,-0.6,0.5,1.6", "--samples", "3")
        #expect(overshoot["name"] as? String == "cubic-bezier(0.5,-0.6,0.5,1.6)")
        #expect(try objects(overshoot["samples"]).count == 3)
    }

    @Test("table has a title, a header and one aligned row per sample")
    func table() throws {
        let result = try Choreo.run("curve", "easeInOut", "--samples", "11", "--format", "table")
        #expect(result.exitCode == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 13)
        #expect(lines[0] == "easeInOut = cubic-bezier(0.42,0,0.58,1)")
        #expect(lines[1].split(separator: " ") == ["x", "y"])
        let rows = lines.dropFirst(2)
        #expect(Set(rows.map(\.count)) == [lines[1].count])
        let middle = rows[rows.startIndex + 5].split(separator: " ").compactMap { Double($0) }
        #expect(middle == [0.5, 0.5])
    }

    @Test("svg is a well-formed plot with a title, axes, the curve and its control points")
    func svg() throws {
        let result = try Choreo.run("curve", "easeInOut", "--format", "svg", "--samples", "11")
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("<svg"))
        let outline = try XMLOutline(parsing: result.standardOutput)
        #expect(outline.rootElement == "svg")
        #expect(outline.elementCounts["title"] == 1)
        #expect(outline.elementCounts["path"] == 1)
        #expect((outline.elementCounts["circle"] ?? 0) >= 11 + 4)
        #expect(outline.texts.contains("easeInOut = cubic-bezier(0.42,0,0.58,1)"))
        #expect(outline.texts.contains("time fraction x"))
        #expect(outline.texts.contains("progress y"))
        #expect(outline.texts.contains("P1 (0.42, 0)"))
    }

    @Test("same arguments give byte-identical output", arguments: ["json", "svg", "table"])
    func deterministic(format: String) throws {
        let first = try Choreo.run("curve", "0.2,0,0,1", "--format", format)
        let second = try Choreo.run("curve", "0.2,0,0,1", "--format", format)
        #expect(first.exitCode == 0)
        #expect(first == second)
    }
}
