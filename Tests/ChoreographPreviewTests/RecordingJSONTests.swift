import Choreograph
import ChoreographHeadless
import ChoreographPreview
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Recording JSON")
struct RecordingJSONTests {
    private func record() throws -> Recording {
        freshHost()
        return try FrameRecorder().record(SlideAndFadeScenario(), operation: .present)
    }

    @Test("two runs of the same scenario give byte-identical JSON")
    func byteIdentical() throws {
        let first = try record().json
        let second = try record().json
        #expect(first == second)
        #expect(!first.contains("-0,") && !first.contains("-0]") && !first.contains("e-"))
    }

    @Test("the text written frame by frame is the text of the whole document", arguments: [0, 1, 31])
    func streamedTextMatchesTree(frameCount: Int) throws {
        var recording = try record()
        recording.frames = Array(recording.frames.prefix(frameCount))
        #expect(recording.json == recording.jsonValue.text)
    }

    @Test("the JSON parses back with the documented shape and values")
    func shape() throws {
        let text = try record().json
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(root["demo"] as? String == "slide")
        #expect(root["operation"] as? String == "present")
        #expect(root["fps"] as? Int == 60)
        #expect(root["duration"] as? Double == 0.5)
        #expect(root["size"] as? [Double] == [200, 100])
        let frames = try #require(root["frames"] as? [[String: Any]])
        #expect(frames.count == 31)
        let frame = frames[15]
        #expect(frame["t"] as? Double == 0.25)
        #expect(frame["progress"] as? Double == 0.5)
        let views = try #require(frame["views"] as? [[String: Any]])
        let box = try #require(views.first { $0["id"] as? String == "box" })
        #expect(box["visibleRect"] as? [Double] == [50, 40, 20, 20])
        #expect(box["center"] as? [Double] == [60, 50])
        #expect(box["bounds"] as? [Double] == [20, 20])
        #expect(box["transform"] as? [Double] == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(box["opacity"] as? Double == 0.25)
        #expect(box["hidden"] as? Bool == false)
        #expect(box["cornerRadius"] as? Double == 0)
        #expect(box["z"] as? Double == 0)
        #expect(box["fill"] as? String == "#FF0000")
        #expect(box["ghostOf"] == nil)
        let label = try #require(views.first { $0["path"] as? String == "stage/1" })
        #expect(label["id"] == nil)
        #expect((label["text"] as? [String: Any])?["string"] as? String == "Hi")
        let animations = try #require(root["animations"] as? [[String: Any]])
        #expect(animations.count == 2)
        #expect(Set(animations[0].keys) == ["view", "property", "from", "to", "timing", "start", "delay", "duration"])
    }

    @Test("numbers print rounded to 4 decimals, without exponents or negative zero")
    func numbers() {
        let cases: [(Double, String)] = [
            (0.1 + 0.2, "0.3"), (-0.00001, "0"), (-0.0, "0"), (12, "12"), (-2.5, "-2.5"), (1e-7, "0"),
            (123_456.789_06, "123456.7891"), (0.00005, "0.0001"), (-1.23456, "-1.2346"),
        ]
        for (value, text) in cases {
            #expect(PreviewNumber.format(value) == text, "\(value)")
        }
        #expect(JSONValue.number(.nan).text == "null")
        #expect(JSONValue.number(.infinity).text == "null")
    }

    @Test("strings are escaped, with no '<' left to end an embedding script or open a comment in it")
    func strings() {
        let string = "a\"b\\c\nd</script><!--<SCRIPT>\u{1}\u{2028}\u{2029}"
        let value = JSONValue.array([.string(string), .bool(true), .null])
        #expect(
            value.text
                == #"["a\"b\\c\nd\u003c/script>\u003c!--\u003cSCRIPT>\u0001\u2028\u2029",true,null]"#)
        let parsed = try? JSONSerialization.jsonObject(with: Data(value.text.utf8)) as? [Any]
        #expect(parsed?.first as? String == string)
    }
}
