import Choreograph
import ChoreographHeadless
import ChoreographPreview
import ChoreographTestSupport
import Foundation
import Testing

@MainActor
@Suite("SVG renderer")
struct SVGRendererTests {
    private func stillRecording() throws -> Recording {
        freshHost()
        return try FrameRecorder().record(StillScenario(), operation: .present)
    }

    /// The drawing group of the view called `name`: from its opening tag to the end of its line.
    private func group(named name: String, in svg: String) throws -> String {
        let start = try #require(svg.range(of: "<g data-name=\"\(name)\""))
        return String(svg[start.lowerBound...].prefix { $0 != "\n" })
    }

    @Test("a frame is a well-formed SVG document the size of the window")
    func wellFormed() throws {
        let svg = try SVGRenderer().render(try stillRecording(), frameAt: 0)
        let outline = try XMLOutline(parsing: svg)
        #expect(outline.rootElement == "svg")
        #expect(outline.rootAttributes["viewBox"] == "0 0 200 100")
        #expect(outline.rootAttributes["width"] == "200")
        // XMLParser reports text around entities in pieces.
        #expect(outline.texts.starts(with: ["basil", "Herbs", "&", "<", "Spices", ">"]))
        #expect(outline.texts.contains("basil"))
    }

    @Test("a box is a rect with its fill at its place, and moves with the frame")
    func boxAtItsPlace() throws {
        freshHost()
        let recording = try FrameRecorder().record(SlideAndFadeScenario(), operation: .present)
        let renderer = SVGRenderer()
        let first = try group(named: "box", in: try renderer.render(recording, frameAt: 0))
        #expect(first.contains("opacity=\"0.5\""))
        #expect(first.contains("<g transform=\"matrix(1 0 0 1 0 40)\">"))
        #expect(first.contains("<rect x=\"0\" y=\"0\" width=\"20\" height=\"20\" fill=\"#FF0000\"/>"))
        let middle = try group(named: "box", in: try renderer.render(recording, at: 0.25))
        #expect(middle.contains("opacity=\"0.25\""))
        #expect(middle.contains("<g transform=\"matrix(1 0 0 1 50 40)\">"))
    }

    @Test("corner radii, borders, shadows, clips, images, text and rotations are drawn")
    func everyKindOfDrawing() throws {
        let svg = try SVGRenderer().render(try stillRecording(), frameAt: 0)
        let outline = try XMLOutline(parsing: svg)
        let card = try group(named: "card", in: svg)
        #expect(card.contains("<g transform=\"matrix(1 0 0 1 10 10)\">"))
        #expect(card.contains("<rect x=\"0\" y=\"0\" width=\"60\" height=\"40\" rx=\"8\" fill=\"#008000\"/>"))
        // The border is drawn inside the bounds: inset by half its width, radius reduced by as much.
        #expect(
            card.contains("<rect x=\"1\" y=\"1\" width=\"58\" height=\"38\" rx=\"7\" fill=\"none\" stroke=\"#0000FF\""))
        #expect(card.contains("<feGaussianBlur stdDeviation=\"2\"/>"))
        #expect(card.contains("fill=\"#000000\" fill-opacity=\"0.5\" transform=\"translate(0 -3)\""))
        #expect(outline.elementCounts["filter"] == 1)
        // The clipping view clips itself and its image, which overflows it.
        #expect(outline.elementCounts["clipPath"] == 2)
        #expect(svg.contains("<clipPath id=\"clip2\"><rect x=\"0\" y=\"0\" width=\"80\" height=\"40\""))
        let photo = try group(named: "photo", in: svg)
        #expect(photo.contains("clip-path=\"url(#clip2)\""))
        #expect(photo.contains("<rect x=\"0\" y=\"-20\" width=\"80\" height=\"80\""))
        let title = try group(named: "title", in: svg)
        #expect(title.contains("font-size=\"14\" font-weight=\"bold\" text-anchor=\"middle\""))
        #expect(title.contains("<tspan x=\"50\" y=\"10\">Herbs &amp; &lt;Spices&gt;</tspan>"))
        // A quarter turn about the center (150, 80) of a 40 × 20 bar: x' = -y + 160, y' = x + 60.
        let bar = try group(named: "bar", in: svg)
        #expect(bar.contains("<g transform=\"matrix(0 1 -1 0 160 60)\">"))
    }

    @Test("per-corner radii are drawn as a path of arcs")
    func perCornerRadii() throws {
        freshHost()
        let scenario = StillScenario()
        scenario.tick.layer.cornerRadii = CornerRadii(topLeft: 4, topRight: 0, bottomRight: 2, bottomLeft: 0)
        let recording = try FrameRecorder().record(scenario, operation: .present)
        let tick = try group(named: "tick", in: try SVGRenderer().render(recording, frameAt: 0))
        #expect(tick.contains("<path d=\"M4 0 H10 V8 A2 2 0 0 1 8 10 H0 V4 A4 4 0 0 1 4 0 Z\" fill=\"#000000\"/>"))
    }

    @Test("frames and times outside the run are refused")
    func outsideTheRun() throws {
        let recording = try stillRecording()
        #expect(throws: PreviewError.invalidValue(parameter: "frame index", value: "7", rule: "must be from 0 to 6")) {
            try SVGRenderer().render(recording, frameAt: 7)
        }
        let late = #expect(throws: PreviewError.self) { try SVGRenderer().render(recording, at: 5) }
        #expect(late?.description == "time = 5.0: must be within the run, 0…0.1 s")
        #expect(throws: PreviewError.self) { try SVGRenderer().render(recording, at: -.infinity) }
    }
}
