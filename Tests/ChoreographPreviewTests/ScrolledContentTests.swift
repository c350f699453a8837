import Choreograph
import ChoreographHeadless
import ChoreographPreview
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A 200 × 200 window with a scroll view at (0, 50, 200, 100) whose 1000-point content holds a row at y = 300,
/// scrolled to 280 at first; the operation scrolls to 250 with an animation.
@MainActor
final class ScrolledScenario: Scenario {
    let name = "scrolled"
    let summary = "A scroll view scrolls its content"
    let window = Window(size: CGSize(width: 200, height: 200))
    let operations: [ScenarioOperation] = [.present]
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 50, width: 200, height: 100), identifier: "scroll")
    let row = View(frame: CGRect(x: 0, y: 300, width: 200, height: 20), identifier: "row")

    init() {
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        row.backgroundColor = Color(red: 1, green: 0, blue: 0)
        scrollView.addSubview(row)
        window.addSubview(scrollView)
        scrollView.contentOffset = CGPoint(x: 0, y: 280)
    }

    func perform(_ operation: ScenarioOperation) {
        scrollView.setContentOffset(CGPoint(x: 0, y: 250), animated: true)
    }
}

@MainActor
@Suite("Scrolled content in previews")
struct ScrolledContentTests {
    @Test("A scroll view's offset moves its content on screen, frame by frame, and its clip stays put")
    func scrolledRow() throws {
        freshHost()
        let recording = try FrameRecorder().record(ScrolledScenario(), operation: .present)
        let renderer = SVGRenderer()
        let first = try renderer.render(recording, frameAt: 0)
        let last = try renderer.render(recording, frameAt: recording.frames.count - 1)
        // On screen the row is at 50 + 300 − offset: 70 at first, 100 at the end.
        #expect(first.contains("<g data-name=\"row\" clip-path=\"url(#clip1)\"><g transform=\"matrix(1 0 0 1 0 70)\">"))
        #expect(last.contains("<g data-name=\"row\" clip-path=\"url(#clip1)\"><g transform=\"matrix(1 0 0 1 0 100)\">"))
        // The scroll view clips to its own frame, wherever its content is.
        for svg in [first, last] {
            #expect(
                svg.contains(
                    "<clipPath id=\"clip1\"><rect x=\"0\" y=\"0\" width=\"200\" height=\"100\" transform=\"matrix(1 0 0 1 0 50)\"/></clipPath>"
                ))
        }
    }
}
