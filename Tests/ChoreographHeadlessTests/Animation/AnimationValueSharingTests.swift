import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A block that changes many views alike keeps each value once: a change to the same value as the change of the same
/// property before it refers to the numbers kept already. These tests count the numbers kept against what the rule
/// gives by hand, read every value back bit for bit, and check that a shared value is never written over.
@MainActor
@Suite("Animation value sharing")
struct AnimationValueSharingTests {
    /// A fresh host and a window holding `count` views of 10 × 10 points at the origin.
    private func views(_ count: Int) -> (Window, [View]) {
        AnimationRecorderRoomTests.windowOfViews(count)
    }

    private func bits(_ value: AnimatableValue) -> [UInt64] {
        AnimationRecordStorageTests.bits(value)
    }

    @Test("Views moved alike keep each value once; only the values that differ are kept for each view")
    func alike() {
        let (window, views) = views(100)
        defer { withExtendedLifetime(window) {} }
        let turn = CGAffineTransform(rotationAngle: .pi / 8)
        let changes = AnimationRecorder.record {
            for (index, view) in views.enumerated() {
                view.alpha = 0.25
                view.transform = turn
                view.center = CGPoint(x: Double(index) + 100, y: 5)
            }
        }
        #expect(changes.count == 300)
        // The alpha's 1 and 0.25, the identity's six numbers and the turn's six, once; every view's center ends
        // elsewhere (two numbers each), and all start at (5, 5) (two numbers, once).
        #expect(changes.values.components.count == 1 + 1 + 6 + 6 + 2 + 2 * 100)
        for (index, view) in views.enumerated() {
            let alpha = changes[3 * index]
            let transform = changes[3 * index + 1]
            let center = changes[3 * index + 2]
            #expect(alpha.view === view && alpha.property == .opacity)
            #expect(bits(alpha.from) == bits(.scalar(1)) && bits(alpha.to) == bits(.scalar(0.25)))
            #expect(transform.property == .transform)
            #expect(bits(transform.from) == bits(.transform(.identity)))
            #expect(bits(transform.to) == bits(.transform(Transform3D(affine: turn))))
            #expect(center.property == .position)
            #expect(bits(center.from) == bits(.point(CGPoint(x: 5, y: 5))))
            #expect(bits(center.to) == bits(.point(CGPoint(x: Double(index) + 100, y: 5))))
        }
    }

    @Test("Values equal but not bit for bit are kept apart: -0 and +0, NaNs of other payloads")
    func bitForBit() {
        let (window, views) = views(4)
        defer { withExtendedLifetime(window) {} }
        let payload = CGFloat(Double(bitPattern: 0x7FF8_0000_0000_1234))
        let changes = AnimationRecorder.record {
            for (view, value) in zip(views, [0, -0.0, payload, .nan]) {
                AnimationRecorder.current?.record(view: view, property: .opacity, from: .scalar(1), to: .scalar(value))
            }
        }
        // The shared 1 the four start at, then four `to`s of their own.
        #expect(changes.values.components.count == 1 + 4)
        #expect(bits(changes[0].to) == bits(.scalar(0)))
        #expect(bits(changes[1].to) == bits(.scalar(-0.0)))
        #expect(bits(changes[2].to) == bits(.scalar(payload)))
        #expect(bits(changes[3].to) == bits(.scalar(.nan)))
    }

    @Test("A value shared with a later change is not written over when its first change is changed again")
    func sharedNotOverwritten() {
        let (window, views) = views(3)
        defer { withExtendedLifetime(window) {} }
        let changes = AnimationRecorder.record {
            views[0].alpha = 0.5
            views[1].alpha = 0.5
            // The first view's 0.5 is shared now: its new value goes elsewhere.
            views[0].alpha = 0.25
            // So is the second's, which it took from the first.
            views[1].alpha = 0.75
            views[2].alpha = 0.75
            views[2].alpha = 0.125
        }
        #expect(changes.count == 3)
        #expect(changes.map { bits($0.from) } == Array(repeating: bits(.scalar(1)), count: 3))
        #expect(bits(changes[0].to) == bits(.scalar(0.25)))
        #expect(bits(changes[1].to) == bits(.scalar(0.75)))
        #expect(bits(changes[2].to) == bits(.scalar(0.125)))
    }

    @Test("A value written over in place is shared from then on as what it holds now")
    func writtenOverThenShared() {
        let (window, views) = views(2)
        defer { withExtendedLifetime(window) {} }
        let changes = AnimationRecorder.record {
            views[0].alpha = 0.5
            // Written over where 0.5 was: nothing shares it yet.
            views[0].alpha = 0.25
            views[1].alpha = 0.25
            views[0].alpha = 0.125
        }
        // The shared 1, the first view's slot (0.5 then 0.25, shared by the second view), and a slot of 16 for the
        // first view's last value.
        #expect(changes.values.components.count == 1 + 1 + 16)
        #expect(bits(changes[0].to) == bits(.scalar(0.125)))
        #expect(bits(changes[1].to) == bits(.scalar(0.25)))
    }

    @Test("The host's records and animations read the shared values as each change made them")
    func recordsAndAnimations() {
        let (host, clock) = freshHost()
        let window = Window()
        let views = (0..<3).map { View(frame: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: "v\($0)") }
        for view in views { window.addSubview(view) }
        View.animate(withDuration: 1, options: .curveLinear) {
            for view in views { view.alpha = 0.5 }
            views[0].alpha = 0
        }
        let log = host.animationLog
        #expect(log.map(\.view) == ["v0", "v1", "v2"])
        #expect(log.map(\.from) == [.scalar(1), .scalar(1), .scalar(1)])
        #expect(log.map(\.to) == [.scalar(0), .scalar(0.5), .scalar(0.5)])
        clock.advance(by: 0.5)
        // Linear, halfway: from 1 to 0 shows 0.5, from 1 to 0.5 shows 0.75.
        #expect(zip(views.map(\.shownAlpha), [0.5, 0.75, 0.75]).allSatisfy { isClose($0, $1, within: 1e-6) })
    }
}
