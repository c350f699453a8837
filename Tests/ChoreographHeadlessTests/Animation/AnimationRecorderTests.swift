import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What one animation block records: one animation per view and property, in the order of their first change, from
/// the value before the first change to the value after the last.
@MainActor
@Suite("Animation recording")
struct AnimationRecorderTests {
    @Test("A property changed several times in a block animates once, from its first old value to its last new one")
    func repeatedChanges() {
        let (host, clock) = freshHost()
        let window = Window()
        let views = (0..<3).map { View(frame: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: "v\($0)") }
        for view in views { window.addSubview(view) }
        View.animate(withDuration: 1) {
            views[0].alpha = 0.5
            views[1].alpha = 0.4
            views[0].center = CGPoint(x: 50, y: 50)
            views[0].alpha = 0.2
            views[2].alpha = 0.3
            views[1].alpha = 0.1
            views[0].center = CGPoint(x: 70, y: 70)
        }
        let records = host.animationLog.map { "\($0.view).\($0.property.name): \($0.from) -> \($0.to)" }
        #expect(
            records == [
                "v0.opacity: \(AnimatableValue.scalar(1)) -> \(AnimatableValue.scalar(0.2))",
                "v1.opacity: \(AnimatableValue.scalar(1)) -> \(AnimatableValue.scalar(0.1))",
                "v0.position: \(AnimatableValue.point(CGPoint(x: 5, y: 5))) -> "
                    + "\(AnimatableValue.point(CGPoint(x: 70, y: 70)))",
                "v2.opacity: \(AnimatableValue.scalar(1)) -> \(AnimatableValue.scalar(0.3))",
            ])
        clock.advance(by: 0.5)
        #expect(views[0].presentation.alpha > 0.2 && views[0].presentation.alpha < 1)
        clock.advance(by: 1)
        #expect(views.map(\.isAnimating) == [false, false, false])
    }

    @Test("A view whose block's completion removes its last owner is gone when the completion looks, as in UIKit")
    func completionSeesViewGo() {
        let (_, clock) = freshHost()
        let window = Window()
        weak var view: View?
        do {
            let owned = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(owned)
            view = owned
        }
        var goneInCompletion: Bool?
        View.animate(
            withDuration: 1, animations: { view?.alpha = 0 },
            completion: { _ in
                view?.removeFromSuperview()
                goneInCompletion = view == nil
            })
        #expect(view?.isAnimating == true)
        clock.advance(by: 1)
        // The window held the view's only reference: taken off it, the view goes at once, not after the completion.
        #expect(goneInCompletion == true)
    }

    @Test("A small block after a large one (which sets the room the next block makes) records only its own changes")
    func blockAfterLargerBlock() {
        let (host, _) = freshHost()
        let window = Window()
        let views = (0..<50).map { View(frame: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: "v\($0)") }
        for view in views { window.addSubview(view) }
        View.animate(withDuration: 1) {
            for view in views {
                view.alpha = 0.5
                view.center = CGPoint(x: 20, y: 20)
            }
        }
        #expect(host.animationLog.count == 100)
        View.animate(withDuration: 1) {
            views[3].alpha = 0.25
            views[7].alpha = 0.75
            views[3].alpha = 0.125
        }
        let records = host.animationLog.dropFirst(100).map { "\($0.view).\($0.property.name): \($0.from) -> \($0.to)" }
        #expect(
            records == [
                "v3.opacity: \(AnimatableValue.scalar(0.5)) -> \(AnimatableValue.scalar(0.125))",
                "v7.opacity: \(AnimatableValue.scalar(0.5)) -> \(AnimatableValue.scalar(0.75))",
            ])
    }

    @Test("Ten thousand views in one block animate once each, in order")
    func manyViews() {
        let (host, clock) = freshHost()
        let window = Window()
        let views = (0..<10_000).map { View(frame: .zero, identifier: "v\($0)") }
        for view in views { window.addSubview(view) }
        var finished: Bool?
        View.animate(withDuration: 0.5) {
            for view in views { view.alpha = 0 }
            for view in views.reversed() { view.alpha = 0.5 }
        } completion: {
            finished = $0
        }
        #expect(host.animationLog.map(\.view) == views.map { $0.identifier ?? "" })
        #expect(host.animationLog.allSatisfy { $0.to == .scalar(0.5) && $0.from == .scalar(1) })
        clock.advance(frames: 60, framesPerSecond: 120)
        #expect(finished == true)
        #expect(views.allSatisfy { !$0.isAnimating })
    }

    @Test("Changes of one view in a row, a property among them repeated, merge as changes spread over views do")
    func changesInARow() {
        let (host, _) = freshHost()
        let window = Window()
        let views = (0..<2).map { View(frame: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: "v\($0)") }
        for view in views { window.addSubview(view) }
        View.animate(withDuration: 1) {
            views[0].alpha = 0.5
            views[0].center = CGPoint(x: 20, y: 20)
            views[0].alpha = 0.25
            views[0].center = CGPoint(x: 30, y: 30)
            views[1].center = CGPoint(x: 40, y: 40)
            views[1].center = CGPoint(x: 60, y: 60)
            views[1].alpha = 0.75
            views[0].alpha = 0.125
        }
        let records = host.animationLog.map { "\($0.view).\($0.property.name): \($0.from) -> \($0.to)" }
        #expect(
            records == [
                "v0.opacity: \(AnimatableValue.scalar(1)) -> \(AnimatableValue.scalar(0.125))",
                "v0.position: \(AnimatableValue.point(CGPoint(x: 5, y: 5))) -> "
                    + "\(AnimatableValue.point(CGPoint(x: 30, y: 30)))",
                "v1.position: \(AnimatableValue.point(CGPoint(x: 5, y: 5))) -> "
                    + "\(AnimatableValue.point(CGPoint(x: 60, y: 60)))",
                "v1.opacity: \(AnimatableValue.scalar(1)) -> \(AnimatableValue.scalar(0.75))",
            ])
        #expect(views.map(\.model.alpha) == [0.125, 0.75])
    }
}
