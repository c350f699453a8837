import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A matched element whose aspect ratio overflows a double (1e9 × 1e-300 keeps every rule of a scene) morphs like any
/// other: its snapshot's fitted side is at most ``Scene/maximumCoordinate``, never infinite.
@Suite("Matched elements of extreme aspect")
struct SliverMorphTests {
    @Test("A fitted side is at most 1e9, whatever the ratio; a ghost side of 0 stays 0")
    func fittedSidesStayFinite() {
        let sliver = CGSize(width: 1e9, height: 1e-300)
        let needle = CGSize(width: 1e-300, height: 1e9)
        let ghost = CGSize(width: 100, height: 100)
        for fit in [MatchedFit.width, .height, .auto] {
            for size in [sliver, needle] {
                let fitted = MatchedMorph.fitted(size, in: ghost, fit: fit)
                #expect(fitted.width.isFinite && fitted.height.isFinite, "\(size) \(fit)")
                #expect(fitted.width <= Scene.maximumCoordinate && fitted.height <= Scene.maximumCoordinate)
            }
        }
        // By height, the sliver's width is its ratio times 100, far past 1e9: held at 1e9.
        #expect(MatchedMorph.fitted(sliver, in: ghost, fit: .height) == CGSize(width: 1e9, height: 100))
        #expect(MatchedMorph.fitted(needle, in: ghost, fit: .width) == CGSize(width: 100, height: 1e9))
        #expect(
            MatchedMorph.fitted(sliver, in: CGSize(width: 100, height: 0), fit: .height) == CGSize(width: 0, height: 0))
        // An ordinary ratio is untouched: 200 × 100 by height in a 50-high ghost is 100 × 50.
        #expect(
            MatchedMorph.fitted(CGSize(width: 200, height: 100), in: CGSize(width: 10, height: 50), fit: .height)
                == CGSize(width: 100, height: 50))
    }

    @Test("Every preset plans a sliver morphing into a square, with finite values at every time")
    func sliverPlans() throws {
        var sliver = Scene.Element(identifier: "card", frame: CGRect(x: 20, y: 300, width: 1e9, height: 1e-300))
        sliver.backgroundColor = Color(red: 1, green: 0, blue: 0)
        var square = Scene.Element(identifier: "card", frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        square.backgroundColor = Color(red: 0, green: 1, blue: 0)
        let transitions: [Transition] = [
            .fade, .slide(from: .right), .push(from: .left), .cover(from: .bottom), .zoom(from: "card"),
            .flip(from: .right), .cube(from: .left), .matchedGeometry(fit: .height), .matchedGeometry(fit: .width),
        ]
        for transition in transitions {
            for operation in [TransitionOperation.push, .pop, .present, .dismiss] {
                let plan = try plan(transition, operation, from: screen([sliver]), to: screen([square]))
                var frame = plan.timeline.makeFrame()
                for time in stride(from: 0, through: plan.duration, by: max(plan.duration / 8, 0.01)) {
                    plan.timeline.sample(at: time, into: &frame)
                    let finite = frame.components.allSatisfy { $0.isFinite }
                    #expect(finite, "\(transition) \(operation) at \(time)")
                }
            }
        }
    }
}
