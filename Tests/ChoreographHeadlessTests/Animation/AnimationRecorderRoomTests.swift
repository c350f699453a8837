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
    /// A fresh host and a window holding `count` small views.
    static func windowOfViews(_ count: Int) -> (Window, [View]) {
        _ = freshHost()
        let window = Window()
        let views = (0..<count).map { View(frame: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: "v\($0)") }
        for view in views { window.addSubview(view) }
        return (window, views)
    }

    @Test("A block after a larger one hands back its changes without the room the larger one made")
    func roomNotKept() {
        let (window, views) = Self.windowOfViews(200)
        defer { withExtendedLifetime(window) {} }
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
        // Their values, three numbers (the 0.5 both start at, kept once, and their two ends), come back without the
        // room made for the larger block's values either.
        #expect(small.values.components.count == 3)
        #expect(small.values.components.capacity <= 2 * 3 + 128)
    }

    @Test("A block recorded inside another starts empty, and leaves the next outermost block's room alone")
    func nestedRoom() {
        let (window, views) = Self.windowOfViews(300)
        defer { withExtendedLifetime(window) {} }
        _ = AnimationRecorder.record {
            for view in views.prefix(200) { view.alpha = 0.5 }
        }
        var outerRoom = 0
        var nestedRoom = -1
        var laterNestedRoom = -1
        _ = AnimationRecorder.record {
            outerRoom = AnimationRecorder.current?.capacity ?? 0
            let nested = AnimationRecorder.record {
                nestedRoom = AnimationRecorder.current?.capacity ?? -1
                for view in views { view.alpha = 0.25 }
            }
            #expect(nested.count == 300)
            // A second nested block makes no room from the first one's 300 changes.
            _ = AnimationRecorder.record { laterNestedRoom = AnimationRecorder.current?.capacity ?? -1 }
        }
        #expect(outerRoom >= 200)
        #expect(nestedRoom == 0)
        #expect(laterNestedRoom == 0)
        // The outermost block recorded nothing itself: the next one makes no room.
        var nextRoom = -1
        _ = AnimationRecorder.record { nextRoom = AnimationRecorder.current?.capacity ?? -1 }
        #expect(nextRoom == 0)
    }

    @Test("A property whose value alternates between six numbers and sixteen keeps a bounded buffer, its values exact")
    func alternatingWidths() {
        _ = freshHost()
        let (_, box) = windowWithBox()
        let flat = CGAffineTransform(a: 1.5, b: -0.5, c: 0.25, d: -0.0, tx: 40, ty: -0.0)
        let deep = AnimationRecordStorageTests.deepTransform
        let changes = AnimationRecorder.record {
            for round in 0..<10_000 {
                if round.isMultiple(of: 2) { box.transform = flat } else { box.layer.transform = deep }
            }
            box.alpha = 0.5
            box.transform = flat
        }
        #expect(changes.count == 2)
        // The identity's six numbers, the first `to`'s six, then one slot of 16 for the deep transform, which the
        // flat one is then written over; then the alpha's two.
        #expect(changes.values.components.count == 6 + 6 + 16 + 2)
        #expect(bits(changes[0].from) == bits(.transform(.identity)))
        #expect(bits(changes[0].to) == bits(.transform(Transform3D(affine: flat))))
        #expect(bits(changes[1].to) == bits(.scalar(0.5)))
        let ending = AnimationRecorder.record {
            for round in 0..<9 {
                if round.isMultiple(of: 2) { box.layer.transform = deep } else { box.transform = flat }
            }
        }
        // From the flat transform, six numbers, to a first `to` of sixteen that every later one is written over.
        #expect(ending.values.components.count == 6 + 16)
        #expect(bits(ending[0].from) == bits(.transform(Transform3D(affine: flat))))
        #expect(bits(ending[0].to) == bits(.transform(deep)))
    }

    /// The bits of each of `value`'s numbers, with its kind.
    private func bits(_ value: AnimatableValue) -> [UInt64] {
        AnimationRecordStorageTests.bits(value)
    }
}
