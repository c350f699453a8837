import ChoreographTestSupport
import Foundation
import Testing

@Suite("choreo render", .needsSubprocesses)
struct RenderCommandTests {
    @Test("json has the recording's keys, duration × fps + 1 frames and named views")
    func jsonShape() throws {
        let json = try Choreo.json("render", "herbs-pop", "--format", "json", "--fps", "30")
        #expect(
            Set(json.keys) == ["demo", "operation", "fps", "duration", "size", "settled", "frames", "animations"])
        #expect(json["demo"] as? String == "herbs-pop")
        #expect(json["operation"] as? String == "present", "the forward operation by default")
        #expect(number(json["fps"]) == 30)
        #expect(json["settled"] as? Bool == true)
        #expect((json["size"] as? [Any])?.compactMap(number) == [390, 844])
        let duration = try #require(number(json["duration"]))
        #expect(duration > 0)
        let frames = try objects(json["frames"])
        #expect(abs(Double(frames.count) - (duration * 30 + 1)) <= 1, "\(frames.count) frames over \(duration) s")
        #expect(number(frames.first?["t"]) == 0)
        #expect(number(frames.last?["t"]) == duration)
        for frame in frames {
            #expect(Set(frame.keys) == ["t", "progress", "views"])
            let views = try objects(frame["views"])
            #expect(views.first?["id"] as? String == "window")
            #expect(views.allSatisfy { $0["id"] is String || $0["path"] is String })
        }
        let ids = try objects(frames.last?["views"]).compactMap { $0["id"] as? String }
        #expect(ids.contains("detail"), "the presented details are on screen at the end")
        let animations = try objects(json["animations"])
        #expect(!animations.isEmpty)
        for animation in animations {
            #expect(
                Set(animation.keys) == ["view", "property", "from", "to", "timing", "start", "delay", "duration"])
        }
    }

    @Test("an operation after the first starts from the state the first leaves")
    func dismissAfterPresent() throws {
        let json = try Choreo.json("render", "herbs-pop", "--operation", "dismiss")
        #expect(json["operation"] as? String == "dismiss")
        let frames = try objects(json["frames"])
        let first = try objects(frames.first?["views"]).compactMap { $0["id"] as? String }
        let last = try objects(frames.last?["views"]).compactMap { $0["id"] as? String }
        #expect(first.contains("detail"), "the details were presented before the recording started")
        #expect(!last.contains("detail"), "and are gone when it ends")
        #expect(try !objects(json["animations"]).isEmpty)
    }

    @Test("a drag drives the operation through the demo's gestures: far enough finishes, a short one cancels")
    func scriptedDrag() throws {
        let finished = try Choreo.json(
            "render", "fade", "--operation", "dismiss", "--drag", "195,300 -> 195,700 in 0.3s")
        #expect(finished["operation"] as? String == "drag")
        let finishedFrames = try objects(finished["frames"])
        let finishedEnd = try objects(finishedFrames.last?["views"]).compactMap { $0["id"] as? String }
        #expect(!finishedEnd.contains("second"), "the second screen was dismissed")
        #expect((number(finished["duration"]) ?? 0) > 0.3, "the run outlasts the drag")

        let cancelled = try Choreo.json(
            "render", "fade", "--operation", "dismiss", "--drag", "195,300 -> 195,330 in 0.3s")
        let cancelledFrames = try objects(cancelled["frames"])
        let cancelledEnd = try objects(cancelledFrames.last?["views"]).compactMap { $0["id"] as? String }
        #expect(cancelledEnd.contains("second"), "a short drag leaves the second screen up")
    }

    @Test("an edge-swipe drag pops pizza-push and fade-navigation through their own edge pans; a short one cancels")
    func edgeSwipeDrag() throws {
        func lastViews(_ json: [String: Any]) throws -> [String] {
            #expect(json["operation"] as? String == "drag")
            let frames = try objects(json["frames"])
            return try objects(frames.last?["views"]).compactMap { $0["id"] as? String }
        }
        let popped = try lastViews(
            Choreo.json("render", "pizza-push", "--operation", "pop", "--drag", "2,400 -> 380,400 in 0.3s"))
        #expect(popped.contains("pizzas") && !popped.contains("pizza-detail"), "the detail screen was popped")
        let kept = try lastViews(
            Choreo.json("render", "pizza-push", "--operation", "pop", "--drag", "2,400 -> 30,400 in 1s"))
        #expect(kept.contains("pizza-detail") && !kept.contains("pizzas"), "a short slow swipe cancels")
        let faded = try lastViews(
            Choreo.json("render", "fade-navigation", "--operation", "pop", "--drag", "2,400 -> 380,400 in 0.3s"))
        #expect(faded.contains("first") && !faded.contains("second"), "the second screen was popped")
        let stayed = try lastViews(
            Choreo.json("render", "fade-navigation", "--operation", "pop", "--drag", "2,400 -> 60,400 in 0.5s"))
        #expect(stayed.contains("second") && !stayed.contains("first"), "a short slow swipe cancels")
    }

    @Test("svg draws one frame: --at 50% and the same moment in seconds give the same frame")
    func svgAt() throws {
        let json = try Choreo.json("render", "herbs-pop")
        let duration = try #require(number(json["duration"]))
        let half = try Choreo.run("render", "herbs-pop", "--format", "svg", "--at", "50%")
        #expect(half.exitCode == 0, "\(half.standardError)")
        let outline = try XMLOutline(parsing: half.standardOutput)
        #expect(outline.rootElement == "svg")
        #expect(outline.rootAttributes["width"] == "390")
        #expect(outline.rootAttributes["height"] == "844")
        let seconds = try Choreo.run("render", "herbs-pop", "--format", "svg", "--at", "\(duration / 2)s")
        #expect(seconds.exitCode == 0, "\(seconds.standardError)")
        #expect(seconds.standardOutput == half.standardOutput)
        let bare = try Choreo.run("render", "herbs-pop", "--format", "svg", "--at", "\(duration / 2)")
        #expect(bare.standardOutput == half.standardOutput, "the s suffix is optional")
        let defaulted = try Choreo.run("render", "herbs-pop", "--format", "svg")
        #expect(defaulted.standardOutput == half.standardOutput, "--at defaults to 50%")
        let start = try Choreo.run("render", "herbs-pop", "--format", "svg", "--at", "0%")
        let end = try Choreo.run("render", "herbs-pop", "--format", "svg", "--at", "\(duration)s")
        #expect(start.standardOutput != end.standardOutput)
        #expect(start.standardOutput != half.standardOutput)
    }

    @Test("--at N% draws the frame a player shows at that progress: round(progress · (frames − 1)), halves up")
    func svgAtPercentMatchesThePlayer() throws {
        let json = try Choreo.json("render", "fade")
        let frames = try objects(json["frames"])
        try #require(frames.count == 43, "fade runs 0.7 s at 60 fps")
        // 75% of 42 frame steps is 31.5: the player shows frame 32 (Math.round), at 32 / 60 s.
        let percent = try Choreo.run("render", "fade", "--format", "svg", "--at", "75%")
        #expect(percent.exitCode == 0, "\(percent.standardError)")
        let frame32 = try Choreo.run("render", "fade", "--format", "svg", "--at", "\(32.0 / 60)s")
        let frame31 = try Choreo.run("render", "fade", "--format", "svg", "--at", "\(31.0 / 60)s")
        #expect(frame32.standardOutput != frame31.standardOutput)
        #expect(percent.standardOutput == frame32.standardOutput)
    }

    @Test("filmstrip shows 8 frame groups by default, --frames of them when given")
    func filmstrip() throws {
        let eight = try Choreo.run("render", "bikes-card", "--format", "filmstrip")
        #expect(eight.exitCode == 0, "\(eight.standardError)")
        #expect(try XMLOutline(parsing: eight.standardOutput).rootElement == "svg")
        #expect(eight.standardOutput.components(separatedBy: "<g data-frame=").count - 1 == 8)
        let explicit = try Choreo.run("render", "bikes-card", "--format", "filmstrip", "--frames", "8")
        #expect(explicit.standardOutput == eight.standardOutput)
        let three = try Choreo.run("render", "bikes-card", "--format", "filmstrip", "--frames", "3")
        #expect(three.standardOutput.components(separatedBy: "<g data-frame=").count - 1 == 3)
    }

    @Test("html is one self-contained player page: the recording inline, nothing from the network")
    func html() throws {
        let result = try Choreo.run("render", "redview-scale", "--format", "html")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let page = result.standardOutput
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<script type=\"application/json\" id=\"recording\">{\"demo\":\"redview-scale\""))
        #expect(!page.contains("http://"))
        #expect(!page.contains("https://"))
    }

    @Test(
        "the same demo renders the same bytes on every run",
        arguments: [["json"], ["svg", "--at", "40%"], ["filmstrip"], ["html"]])
    func deterministic(format: [String]) throws {
        for demo in ["herbs-pop", "fade"] {
            let arguments = ["render", demo, "--operation", "dismiss", "--format"] + format
            let first = try CommandRunner(product: "choreo").run(arguments)
            let second = try CommandRunner(product: "choreo").run(arguments)
            #expect(first.exitCode == 0, "\(first.standardError)")
            #expect(!first.standardOutput.isEmpty)
            #expect(first.standardOutput == second.standardOutput, "\(arguments)")
        }
    }

    @Test("--out writes the file, creating its folder, and prints nothing")
    func outFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("nested/herbs.json")
        let result = try Choreo.run("render", "herbs-pop", "--out", file.path)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written == (try Choreo.run("render", "herbs-pop").standardOutput))
    }

    @Test(
        "an --out that cannot be written fails with one line naming the path",
        arguments: [["render", "herbs-pop"], ["gallery"]])
    func unwritableOut(command: [String]) throws {
        let path = "/dev/null/choreo-out"
        let result = try CommandRunner(product: "choreo").run(command + ["--out", path])
        #expect(result.exitCode != 0)
        #expect(result.standardOutput.isEmpty)
        let errors = result.standardErrorLines.filter { $0.hasPrefix("error: ") }
        #expect(errors.count == 1, "stderr: \(result.standardError)")
        #expect(errors.first?.contains(path) == true)
    }
}
