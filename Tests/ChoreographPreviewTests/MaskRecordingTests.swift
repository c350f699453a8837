import Choreograph
import ChoreographHeadless
import ChoreographPreview
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A 200 × 100 window with a `panel` at (20, 10, 160, 80), scaled 0.5× about its center (100, 50) so that it covers
/// (60, 30)–(140, 70) on screen, clipping, with a 20 × 20 `dot` at its top-left corner. The panel's mask starts as a
/// circle of diameter 40 at (40, 20) in the panel's bounds with alpha 0.5, and grows over 0.5 s, linearly, to the
/// whole panel with square corners and alpha 1.
@MainActor
final class MaskedPanelScenario: Scenario {
    let name = "masked-panel"
    let summary = "A panel revealed through a growing mask"
    let window = Window(size: CGSize(width: 200, height: 100))
    let operations: [ScenarioOperation] = [.present]
    let panel = View(frame: CGRect(x: 20, y: 10, width: 160, height: 80), identifier: "panel")
    let maskView = View(frame: CGRect(x: 40, y: 20, width: 40, height: 40), identifier: "panel-mask")

    init() {
        panel.backgroundColor = Color(red: 0, green: 0, blue: 1)
        panel.clipsToBounds = true
        panel.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        let dot = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20), identifier: "dot")
        dot.backgroundColor = Color(red: 1, green: 0, blue: 0)
        panel.addSubview(dot)
        maskView.backgroundColor = .black
        maskView.layer.cornerRadius = 20
        maskView.alpha = 0.5
        panel.mask = maskView
        window.addSubview(panel)
    }

    func perform(_ operation: ScenarioOperation) {
        View.animate(withDuration: 0.5, options: .curveLinear) {
            self.maskView.frame = CGRect(x: 0, y: 0, width: 160, height: 80)
            self.maskView.layer.cornerRadius = 0
            self.maskView.alpha = 1
        }
    }
}

/// Masks in recordings: the JSON's `mask` and `maskedBy`, the SVG's mask clips and opacity, and the player reading
/// them, against numbers worked out by hand.
@MainActor
@Suite("Masks in recordings")
struct MaskRecordingTests {
    private func record() throws -> Recording {
        HostEnvironment.install(clock: ManualClock())
        return try FrameRecorder().record(MaskedPanelScenario(), operation: .present)
    }

    /// The JSON of every view of frame `index`, as the player parses it.
    private func jsonViews(_ recording: Recording, frame index: Int) throws -> [[String: Any]] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(recording.json.utf8)) as? [String: Any])
        let frames = try #require(root["frames"] as? [[String: Any]])
        return try #require(frames[index]["views"] as? [[String: Any]])
    }

    @Test("the JSON carries the mask in the view's coordinates, its outline on screen, and who it masks")
    func json() throws {
        let recording = try record()
        let first = try jsonViews(recording, frame: 0)
        #expect(first.map { $0["id"] as? String } == ["window", "panel", "dot"])
        let mask = try #require(first[1]["mask"] as? [String: Any])
        #expect(mask["rect"] as? [Double] == [40, 20, 40, 40])
        #expect(mask["cornerRadius"] as? Double == 20 && mask["opacity"] as? Double == 0.5)
        #expect(mask["transform"] == nil && mask["cornerRadii"] == nil)
        // On screen a panel point (x, y) lands at (60 + x / 2, 30 + y / 2): the circle covers (80, 40)–(100, 60)
        // with a radius of 10, its top-right corner's control points 10 · 0.5523 = 5.5228 from its ends.
        let path = try #require(mask["path"] as? String)
        #expect(path.hasPrefix("M90 40 L90 40 C95.5228 40 100 44.4772 100 50 L100 50 "), "\(path)")
        #expect(first[0]["mask"] == nil && first[0]["maskedBy"] == nil && first[2]["mask"] == nil)
        #expect(first[1]["maskedBy"] as? [Int] == [1] && first[2]["maskedBy"] as? [Int] == [1])
        #expect(first[2]["clippedBy"] as? [Int] == [1])
        // At the end the mask is the whole panel, square, opaque.
        let last = try jsonViews(recording, frame: recording.frames.count - 1)
        let end = try #require(last[1]["mask"] as? [String: Any])
        #expect(end["rect"] as? [Double] == [0, 0, 160, 80] && end["opacity"] as? Double == 1)
        #expect(end["path"] as? String == "M60 30 L140 30 L140 70 L60 70 L60 30 Z")
        // Half way, linearly: a 100 × 60 rect about (70, 40) with radius 10 at alpha 0.75.
        let middle = try jsonViews(recording, frame: recording.frames.count / 2)
        let half = try #require(middle[1]["mask"] as? [String: Any])
        #expect(recording.frames[recording.frames.count / 2].progress == 0.5)
        #expect(half["rect"] as? [Double] == [20, 10, 100, 60] && half["cornerRadius"] as? Double == 10)
        #expect(half["opacity"] as? Double == 0.75)
    }

    @Test("the SVG clips the view and its subviews by the mask placed through the view's transform, at its opacity")
    func svg() throws {
        let recording = try record()
        let svg = try SVGRenderer().render(recording, frameAt: 0)
        // The mask's 40 × 40 rect, rounded 20, drawn at half size with its top-left corner at (80, 40).
        #expect(
            svg.contains(
                "<clipPath id=\"mask1\"><rect x=\"0\" y=\"0\" width=\"40\" height=\"40\" rx=\"20\" "
                    + "transform=\"matrix(0.5 0 0 0.5 80 40)\"/></clipPath>"), "\(svg)")
        // The panel's own clip nests inside the mask's; both the panel and the dot are drawn inside them.
        #expect(svg.contains("<clipPath id=\"clip1\" clip-path=\"url(#mask1)\">"))
        #expect(svg.contains("<g data-name=\"panel\" opacity=\"0.5\" clip-path=\"url(#clip1)\">"))
        #expect(svg.contains("<g data-name=\"dot\" opacity=\"0.5\" clip-path=\"url(#clip1)\">"))
        let end = try SVGRenderer().render(recording, frameAt: recording.frames.count - 1)
        #expect(end.contains("<g data-name=\"panel\" clip-path=\"url(#clip1)\">"))
    }

    @Test("the player wraps a masked view in its masks' outlines and scales its opacity, as the JSON lists them")
    func player() throws {
        let page = HTMLPlayer().render(try record())
        #expect(page.contains("view.maskedBy"))
        #expect(page.contains("mask.path"))
        #expect(page.contains("view.opacity * maskOpacity"))
        #expect(page.contains("\"maskedBy\":[1]"))
    }

    @Test("a recording without masks has no mask members")
    func noMasks() throws {
        HostEnvironment.install(clock: ManualClock())
        let recording = try FrameRecorder().record(ClippedCardScenario(), operation: .present)
        #expect(!recording.json.contains("mask"))
        #expect(!(try SVGRenderer().render(recording, frameAt: 0)).contains("mask"))
    }
}
