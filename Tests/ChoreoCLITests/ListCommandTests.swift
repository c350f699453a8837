import ChoreographDemos
import ChoreographTestSupport
import Testing

@Suite("choreo list and describe", .needsSubprocesses)
struct ListCommandTests {
    @Test("list prints the demos section: every catalog name with its operations and summary")
    func list() throws {
        let result = try Choreo.run("list")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "Demos (\(DemoCatalog.entries.count))")
        #expect(lines.dropFirst().first?.hasPrefix("name") == true)
        #expect(lines.count == DemoCatalog.entries.count + 2, "a heading, the column titles, a row per demo")
        for entry in DemoCatalog.entries {
            let row = try #require(lines.first { $0.hasPrefix(entry.name + " ") }, "\(entry.name) is listed")
            #expect(row.hasSuffix(entry.summary))
        }
        let herbs = try #require(lines.first { $0.hasPrefix("herbs-pop ") })
        #expect(herbs.contains("present, dismiss"))
    }

    @Test("describe prints a line naming the run, column titles and one row per animation")
    func describe() throws {
        let result = try Choreo.run("describe", "herbs-pop")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let animations = try objects(try Choreo.json("render", "herbs-pop")["animations"])
        #expect(lines.first?.hasPrefix("herbs-pop present: \(animations.count) animations, ") == true)
        let header = try #require(lines.dropFirst().first)
        for title in ["view", "property", "from → to", "timing", "start", "delay", "duration"] {
            #expect(header.contains(title))
        }
        let rows = Array(lines.dropFirst(2))
        #expect(rows.count == animations.count)
        for (row, animation) in zip(rows, animations) {
            let view = try #require(animation["view"] as? String)
            let from = try #require(animation["from"] as? String)
            let to = try #require(animation["to"] as? String)
            #expect(row.hasPrefix(view + " "))
            #expect(row.contains("\(from) → \(to)"))
        }
    }

    @Test("describe --operation describes that operation's run")
    func describeDismiss() throws {
        let result = try Choreo.run("describe", "redview-scale", "--operation", "dismiss")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("redview-scale dismiss: "))
    }
}
