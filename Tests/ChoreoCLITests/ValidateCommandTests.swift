import ChoreographDemos
import ChoreographTestSupport
import Foundation
import Testing

@Suite("choreo validate", .needsSubprocesses)
struct ValidateCommandTests {
    @Test("every demo validates clean: one result per demo, operation and mode, no violation, exit 0")
    func allClean() throws {
        let document = try Choreo.json("validate", "all")
        let results = try objects(document["results"])
        #expect(Set(results.compactMap { $0["demo"] as? String }) == Set(DemoCatalog.names))
        for result in results {
            #expect((result["violations"] as? [Any])?.isEmpty == true, "\(result)")
            #expect(Set(result.keys) == ["demo", "operation", "mode", "violations"])
        }
        // A present/dismiss demo: 5 modes each (not animated is for delegate scenarios); push: 4; pop: 5.
        let herbs = results.filter { $0["demo"] as? String == "herbs-pop" }
        #expect(herbs.count == 10)
        let pizza = results.filter { $0["demo"] as? String == "pizza-push" }
        #expect(pizza.count == 9)
        #expect(
            !pizza.contains { $0["operation"] as? String == "push" && $0["mode"] as? String == "interactiveCancelled" })
    }

    @Test("text format: one line per run and a summary")
    func text() throws {
        let result = try Choreo.run("validate", "fade", "--format", "text")
        #expect(result.exitCode == 0)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.first == "fade present (animated): ok")
        #expect(lines.last == "10 clean, 0 with violations")
    }

    @Test("an unknown demo and a bad format are usage errors")
    func badArguments() throws {
        expectUsageError(
            try Choreo.run("validate", "nope"), mentions: ["nope", "all", "herbs-pop", "mistake-snapshot-left"])
        expectUsageError(try Choreo.run("validate", "fade", "--format", "svg"), mentions: ["svg"])
    }

    @Test(
        "a classic mistake exits 1 and names its rule during its operation, in JSON and in text",
        arguments: ClassicMistake.allCases)
    func mistakeFails(mistake: ClassicMistake) throws {
        let result = try Choreo.run("validate", mistake.scenarioName)
        #expect(result.exitCode == 1, "stderr: \(result.standardError)")
        #expect(result.standardError.isEmpty)
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        let results = try objects((object as? [String: Any])?["results"])
        let animated = try #require(
            results.first {
                $0["operation"] as? String == mistake.operation.rawValue && $0["mode"] as? String == "animated"
            })
        #expect(animated["demo"] as? String == mistake.scenarioName)
        let rules = try objects(animated["violations"]).compactMap { $0["rule"] as? String }
        #expect(rules.contains(mistake.code.name), "\(rules)")
        let text = try Choreo.run("validate", mistake.scenarioName, "--format", "text")
        #expect(text.exitCode == 1)
        #expect(text.standardOutput.contains("  \(mistake.code.name): "))
    }

    @Test("all validates the demos only, never a mistake")
    func allLeavesMistakesOut() {
        #expect(Set(DemoCatalog.names).isDisjoint(with: MistakeCatalog.names))
        #expect(MistakeCatalog.names.allSatisfy { $0.hasPrefix(ClassicMistake.namePrefix) })
    }
}
