import Choreograph
import ChoreographHeadless
import ChoreographPreview
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A recording's values store geometry and hash it by hand; equal values must hash the same.
@Suite("Hash law of recorded values")
struct RecordingHashLawTests {
    private static func view(_ numbers: [Double]) -> RecordedView {
        var state = ViewState()
        state.center = CGPoint(x: numbers[0], y: numbers[1])
        return RecordedView(
            name: .id("card"), ghostOf: nil, parent: 0,
            visibleRect: CGRect(x: numbers[2], y: numbers[3], width: numbers[4], height: numbers[5]),
            center: CGPoint(x: numbers[6], y: numbers[7]), size: CGSize(width: numbers[8], height: numbers[9]),
            transform: Transform3D(translationX: numbers[10], y: 0, z: 0), opacity: numbers[11], isHidden: false,
            clipsToBounds: true, state: state, content: .image(ImageContent(name: "basil", size: .zero)))
    }

    @Test("Equal recorded views hash the same")
    func recordedView() async {
        await HashLaw.check(components: 12) { Self.view($0) }
    }

    @Test("Equal recorded masks, and views that carry them, hash the same")
    func recordedMask() async {
        await HashLaw.check(components: 9) { numbers in
            RecordedMask(
                rect: CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
                cornerRadii: .uniform(numbers[4]), opacity: numbers[5], center: CGPoint(x: numbers[6], y: numbers[7]),
                screenTransform: Transform3D(translationX: numbers[8], y: 0, z: 0))
        }
        await HashLaw.check(components: 14) { numbers in
            var view = Self.view(numbers)
            view.mask = RecordedMask(
                rect: CGRect(x: numbers[12], y: 0, width: 10, height: 10), cornerRadii: .zero, opacity: numbers[13],
                center: .zero, screenTransform: .identity)
            return view
        }
    }

    @Test("Equal recordings hash the same")
    func recording() async {
        await HashLaw.check(components: 15) { numbers in
            Recording(
                demo: "fade", operation: "present", framesPerSecond: 60, duration: numbers[0],
                size: CGSize(width: numbers[1], height: numbers[2]), settled: true,
                frames: [RecordedFrame(time: 0, progress: 0, views: [Self.view(Array(numbers[3...]))])], animations: [])
        }
    }
}
