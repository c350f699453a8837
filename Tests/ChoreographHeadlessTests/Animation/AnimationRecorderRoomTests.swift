import Choreograph
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The room a block's recorder makes from the size of the block before, and what it gives back.
@MainActor
@Suite("Animation recording room")
struct AnimationRecorderRoomTests {
    @Test("A block after a larger one hands back its changes without the room the larger one made")
    func roomNotKept() {
        _ = freshHost()
        let window = Window()
        let views = (0..<200).map { View(frame: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: "v\($0)") }
        for view in views { window.addSubview(view) }
        let large = AnimationRecorder.record {
            for view in views { view.alpha = 0.5 }
        }
        #expect(large.count == 200)
        let small = AnimationRecorder.record {
            views[0].alpha = 0.25
            views[1].alpha = 0.75
        }
        // The second recorder made room for 200 changes; the two it recorded come back in an array of about their size.
        #expect(small.map(\.property) == [.opacity, .opacity])
        #expect(small.capacity <= 2 * small.count + 16)
        // Their values, two numbers, come back without the room made for the larger block's values either.
        #expect(small.values.components.count == 4)
        #expect(small.values.components.capacity <= 2 * 4 + 128)
        // A block as large as the room it made keeps its array as it is.
        let again = AnimationRecorder.record {
            for view in views { view.alpha = 0.1 }
        }
        #expect(again.count == 200)
    }
}
