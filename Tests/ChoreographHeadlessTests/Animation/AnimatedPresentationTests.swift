import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Presentation of animated views")
struct AnimatedPresentationTests {
    @Test("Animations of one property add their differences; each property adds only its own")
    func differencesAddPerProperty() {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        box.backgroundColor = Color(red: 1, green: 0, blue: 0)
        // Two linear blocks a quarter of a second apart on the center, one on alpha and the colour, one on the
        // transform.
        View.animate(withDuration: 1, options: .curveLinear) {
            box.center = CGPoint(x: 150, y: 50)
            box.alpha = 0
        }
        clock.advance(by: 0.25)
        View.animate(withDuration: 1, options: .curveLinear) {
            box.center = CGPoint(x: 150, y: 250)
            box.backgroundColor = Color(red: 0, green: 0, blue: 1)
        }
        View.animate(withDuration: 2, options: .curveLinear) {
            box.transform = CGAffineTransform(scaleX: 3, y: 3)
        }
        clock.advance(by: 0.25)
        let shown = box.presentation
        // The model is at the last targets; each animation adds (value now − its target), by hand:
        // center x: first block at 0.5 of 50 → 150 shows 100, adds 100 − 150 = −50; the second, at 0.25 of 150 →
        // 150, adds 0: 150 − 50 = 100. Center y: the first adds 50 − 50 = 0; the second, at 0.25 of 50 → 250 shows
        // 100, adds 100 − 250 = −150: 250 − 150 = 100.
        #expect(isClose(Double(shown.center.x), 100, within: 1e-9))
        #expect(isClose(Double(shown.center.y), 100, within: 1e-9))
        // Alpha halfway from 1 to 0.
        #expect(isClose(Double(shown.alpha), 0.5, within: 1e-9))
        // Scale an eighth of the way from 1 to 3, a quarter of a second into two (decomposed: the scale interpolates
        // linearly).
        #expect(isClose(Double(shown.transform.m11), 1.25, within: 1e-9))
        #expect(isClose(Double(shown.transform.m22), 1.25, within: 1e-9))
        #expect(isClose(Double(shown.transform.m33), 1, within: 1e-9))
        // The colour a quarter of the way from red to blue, both opaque.
        let color = shown.backgroundColor ?? .clear
        #expect(isClose(Double(color.red), 0.75, within: 1e-9))
        #expect(isClose(Double(color.blue), 0.25, within: 1e-9))
        #expect(isClose(Double(color.alpha), 1, within: 1e-9))
        // Untouched properties show the model.
        #expect(shown.bounds == box.bounds)
        #expect(shown.cornerRadii == box.model.cornerRadii)
    }

    @Test("A long stack of one property's animations before another's adds every animation once")
    func longStack() {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        box.center = CGPoint(x: 0, y: 50)
        // 300 linear blocks at once, the k-th moving x from k − 1 to k: at progress p each shows (k − 1) + p and adds
        // p − 1, so x shows 300 + 300 (p − 1) = 300 p. Then one block on alpha, 1 to 0.
        for k in 1...300 {
            View.animate(withDuration: 1, options: .curveLinear) { box.center = CGPoint(x: Double(k), y: 50) }
        }
        View.animate(withDuration: 1, options: .curveLinear) { box.alpha = 0 }
        clock.advance(by: 0.5)
        let shown = box.presentation
        #expect(isClose(Double(shown.center.x), 150, within: 1e-9))
        #expect(isClose(Double(shown.center.y), 50, within: 1e-9))
        #expect(isClose(Double(shown.alpha), 0.5, within: 1e-9))
    }
}
