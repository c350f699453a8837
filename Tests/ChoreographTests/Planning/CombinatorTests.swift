import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Transition combinators")
struct CombinatorTests {
    let width = Double(container.width)
    let height = Double(container.height)

    @Test("reversed presents as the dismissal would: slide from the right reversed moves like a slide from the left")
    func reversed() throws {
        let reversed = try plan(Transition.slide(from: .right).reversed.duration(1).curve(.linear), .present)
        for q in sampleFractions {
            #expect(isClose(transform(reversed, .toScreen, at: q), translation(-width * (1 - q), 0)))
            #expect(isClose(transform(reversed, .fromScreen, at: q), translation(width * q, 0)))
        }
        #expect(reversed.stacking == [.toScreen, .fromScreen])
        #expect(reversed.effectName == "inverse(slide(from: right))")
        // Dismissing a reversed transition runs the original forwards.
        let dismissed = try plan(Transition.cover(from: .bottom).reversed, .dismiss)
        #expect(dismissed.timeline == (try plan(.cover(from: .bottom), .present)).timeline)
    }

    @Test("reversed twice gives back the same plans for every operation")
    func reversedTwice() throws {
        for operation in TransitionOperation.allCases {
            for transition in [Transition.push(from: .left), .zoom, .flip(from: .top), .pageIn(from: .bottom)] {
                let twice = try plan(transition.reversed.reversed, operation)
                #expect(twice.timeline == (try plan(transition, operation)).timeline, "\(transition) \(operation)")
            }
        }
    }

    @Test("combined: different properties stay exact; a shared opacity multiplies, shared transforms concatenate")
    func combined() throws {
        let slideFade = try plan(
            Transition.slide(from: .right).combined(with: .fade).duration(1).curve(.linear), .present)
        let zoomFade = try plan(Transition.zoom.combined(with: .fade).duration(1).curve(.linear), .present)
        let pushSlide = try plan(
            Transition.push(from: .right).combined(with: .slide(from: .bottom)).duration(1).curve(.linear), .present)
        for q in sampleFractions {
            #expect(isClose(transform(slideFade, .toScreen, at: q), translation(width * (1 - q), 0)))
            #expect(isClose(opacity(slideFade, .toScreen, at: q), q, within: 1e-12))
            #expect(isClose(opacity(zoomFade, .toScreen, at: q), q * q, within: 1e-12), "at \(q)")
            #expect(isClose(transform(zoomFade, .toScreen, at: q), scaling(0.8 + 0.2 * q, 0.8 + 0.2 * q)))
            #expect(
                isClose(
                    transform(pushSlide, .toScreen, at: q), translation(width * (1 - q), height * (1 - q)), within: 1e-9
                ))
            #expect(
                isClose(
                    transform(pushSlide, .fromScreen, at: q), translation(-0.3 * width * q, -height * q), within: 1e-9))
        }
        #expect(pushSlide.stacking == [.fromScreen, .dimming, .toScreen])
        #expect(slideFade.diagnostics.isEmpty && pushSlide.diagnostics.isEmpty)
        // Dismissed, combined transitions run the combined inverse.
        let dismissed = try plan(Transition.zoom.combined(with: .fade).duration(1).curve(.linear), .dismiss)
        #expect(isClose(opacity(dismissed, .fromScreen, at: 0.25), 0.75 * 0.75, within: 1e-12))
    }

    @Test("combined: a property that does not compose keeps the first effect's motion and says so")
    func conflict() throws {
        let scene = try screen([
            Scene.Element(identifier: "a", frame: CGRect(x: 0, y: 0, width: 20, height: 20)),
            Scene.Element(identifier: "b", frame: CGRect(x: 300, y: 700, width: 20, height: 20)),
        ])
        let both = Transition.circularReveal(from: "a").combined(with: .circularReveal(from: "b"))
        let planned = try plan(both.duration(1), .present, from: scene)
        #expect(planned.diagnostics.map(\.code) == [.combinedConflict])
        #expect(
            planned.timeline
                == (try plan(Transition.circularReveal(from: "a").duration(1), .present, from: scene)).timeline)
        // Equal held values (the dimming view's frame and colour) are no conflict.
        let dims = try plan(Transition.push(from: .right).combined(with: .pageIn(from: .left)), .push)
        #expect(dims.diagnostics.isEmpty)
    }

    @Test("asymmetric: each side runs forwards with its own timing")
    func asymmetric() throws {
        let transition = Transition.asymmetric(
            presenting: .cover(from: .bottom).duration(0.25),
            dismissing: .fade
        ).duration(0.7).curve(.linear)
        let present = try plan(transition, .present)
        #expect(present.duration == 0.25)
        #expect(
            present.timeline
                == (try plan(Transition.cover(from: .bottom).duration(0.25).curve(.linear), .present)).timeline)
        let dismiss = try plan(transition, .dismiss)
        #expect(dismiss.duration == 0.7)
        // The fade runs forwards on the dismissal: the screen returned to fades in over the one leaving.
        #expect(dismiss.stacking == [.fromScreen, .toScreen])
        #expect(isClose(opacity(dismiss, .toScreen, at: 0.35), 0.5, within: 1e-12))
        #expect(dismiss.value(of: .fromScreen, .opacity, at: 0.35) == nil)
        // Reversed, the sides trade places.
        let swapped = try plan(transition.reversed, .present)
        #expect(swapped.timeline == dismiss.timeline)
    }

    @Test("A custom effect in an extension, as users write them")
    func customEffect() throws {
        let planned = try plan(Transition.drop.duration(1).curve(.linear), .present)
        #expect(isClose(transform(planned, .toScreen, at: 0.25), translation(0, -height * 0.75)))
        #expect(isClose(opacity(planned, .fromScreen, at: 0.25), 0.75, within: 1e-12))
        let dismissed = try plan(Transition.drop.duration(1).curve(.linear), .dismiss)
        #expect(isClose(transform(dismissed, .fromScreen, at: 0.25), translation(0, -height * 0.25)))
    }
}

extension Transition {
    /// The new screen drops in from above while the old one fades away.
    fileprivate static let drop = Transition(
        TransitionEffect(name: "drop") { context in
            let above = context.offset(toward: .top)
            return EffectOutput(
                motions: [
                    Motion(.toScreen, .transform, from: context.translation(above), to: .transform(.identity)),
                    Motion(.fromScreen, .opacity, from: .scalar(1), to: .scalar(0)),
                ],
                stacking: [.fromScreen, .toScreen]
            )
        }
    )
}
