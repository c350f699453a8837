import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Element modifiers")
struct ElementModifierTests {
    let title = TransitionTarget.element("title", of: .to)

    /// A detail screen with the title, presented over an empty screen; the title appears.
    func presented(_ transition: Transition, title element: Scene.Element? = nil) throws -> TransitionPlan {
        let detail = try screen([element ?? Scene.Element(identifier: "title", frame: titleFrame)])
        return try plan(transition, .present, to: detail)
    }

    @Test("fade, translate and delay: the title rises 40 points and fades in, a quarter second late")
    func fadeTranslateDelay() throws {
        let plan = try presented(linearFade.modifying("title", .fade, .translate(x: 0, y: 40), .delay(0.25)))
        // The title runs 0.25…1.25 s, so the plan lasts 1.25 s; the screen still fades in over 0…1 s.
        #expect(plan.duration == 1.25)
        #expect(areClose(components(plan, .toScreen, .opacity, at: 0.5), [0.5]))
        #expect(areClose(components(plan, .toScreen, .opacity, at: 1), [1]))
        for (time, progress) in [(0.0, 0.0), (0.25, 0.0), (0.5, 0.25), (0.75, 0.5), (1.25, 1.0)] {
            #expect(areClose(components(plan, title, .opacity, at: time), [progress]), "\(time)")
            #expect(
                areClose(components(plan, title, .transform, at: time), entries(translation(0, 40 * (1 - progress)))))
        }
        #expect(
            plan.references[title]
                == ElementReference(role: .to, index: 0, identifier: "title", placement: .inPlace))
        // An element animated in place stays in its screen: it is not stacked in the container.
        #expect(plan.stacking == [.fromScreen, .toScreen])
    }

    @Test("scale, 2D rotation, corner radius, opacity and z position, each between the away look and the own")
    func appearance() throws {
        var element = Scene.Element(identifier: "title", frame: titleFrame)
        element.opacity = 0.8
        element.cornerRadii = .uniform(4)
        let plan = try presented(
            linearFade.modifying(
                "title", .scale(0.5), .rotate(.pi / 2), .opacity(0.5), .cornerRadius(20), .zPosition(5)),
            title: element)
        for q in sampleFractions {
            // Scale 0.5 → 1 and a quarter turn → none, interpolated by decomposition: both linear in progress.
            #expect(areClose(components(plan, title, .transform, at: q), turn(.pi / 2 * (1 - q), scale: 0.5 + 0.5 * q)))
            #expect(areClose(components(plan, title, .opacity, at: q), [0.4 + 0.4 * q]))
            #expect(areClose(components(plan, title, .cornerRadii, at: q), Array(repeating: 20 - 16 * q, count: 4)))
            #expect(areClose(components(plan, title, .zPosition, at: q), [5]))
        }
    }

    @Test("3D rotation with perspective: the away transform is the turn, then the perspective")
    func rotation3D() throws {
        let angle = Double.pi / 3
        let plan = try presented(linearFade.modifying("title", .rotate(x: .pi / 3), .perspective(400)))
        let (c, s) = (cos(angle), sin(angle))
        // About x: y' = y cos − z sin, z' = y sin + z cos; then m34 = −1/400 takes z into w.
        let expected = [1, 0, 0, 0, 0, c, s, -s / 400, 0, -s, c, -c / 400, 0, 0, 0, 1]
        #expect(areClose(components(plan, title, .transform, at: 0), expected))
        #expect(areClose(components(plan, title, .transform, at: 1), entries(.identity)))
        // Without perspective, a turn about y is interpolated as a turn about y.
        let turning = try presented(linearFade.modifying("title", .rotate(y: .pi / 2)))
        let half = Double.pi / 4
        #expect(
            areClose(
                components(turning, title, .transform, at: 0.5),
                [cos(half), 0, -sin(half), 0, 0, 1, 0, 0, sin(half), 0, cos(half), 0, 0, 0, 0, 1]))
    }

    @Test("A scale of 0 is taken at the smallest scale, so the element shrinks smoothly")
    func zeroScale() throws {
        let plan = try presented(linearFade.modifying("title", .scale(0)))
        #expect(areClose(components(plan, title, .transform, at: 0), entries(scaling(0.001, 0.001))))
        #expect(areClose(components(plan, title, .transform, at: 0.5), entries(scaling(0.5005, 0.5005))))
    }

    @Test("An element of the screen that leaves goes from its own look to the away look")
    func disappearing() throws {
        let list = try screen([Scene.Element(identifier: "title", frame: titleFrame)])
        let plan = try plan(linearFade.modifying("title", .fade, .translate(x: -30)), .push, from: list)
        let leaving = TransitionTarget.element("title", of: .from)
        for q in sampleFractions {
            #expect(areClose(components(plan, leaving, .opacity, at: q), [1 - q]))
            #expect(areClose(components(plan, leaving, .transform, at: q), entries(translation(-30 * q, 0))))
        }
        #expect(plan.references[leaving]?.role == .from)
    }

    @Test("Conditions: presenting, dismissing, appearing, disappearing, matched and unmatched")
    func conditions() throws {
        let transition = linearFade.modifying(
            "title",
            .when(.presenting, .translate(x: 100)),
            .when(.dismissing, .translate(x: -100)),
            .when(.appearing, .opacity(0.5)),
            .when(.disappearing, .fade),
            .when(.matched, .zPosition(1)),
            .when(.unmatched, .zPosition(2))
        )
        let list = try screen()
        let detail = try screen([Scene.Element(identifier: "title", frame: titleFrame)])
        let shown = try plan(transition, .present, from: list, to: detail)
        #expect(areClose(components(shown, title, .transform, at: 0), entries(translation(100, 0))))
        #expect(areClose(components(shown, title, .opacity, at: 0), [0.5]))
        #expect(areClose(components(shown, title, .zPosition, at: 0), [2]))
        // Dismissed, the title belongs to the screen that leaves.
        let dismissed = try plan(transition, .dismiss, from: detail, to: list)
        let leaving = TransitionTarget.element("title", of: .from)
        #expect(areClose(components(dismissed, leaving, .transform, at: 1), entries(translation(-100, 0))))
        #expect(areClose(components(dismissed, leaving, .opacity, at: 1), [0]))
        // In both screens, with matching turned off, it is matched in each (no ghost).
        let both = try plan(transition.matching(.none), .present, from: detail, to: detail)
        #expect(both.value(of: .ghost("title"), .position, at: 0) == nil)
        #expect(areClose(components(both, title, .zPosition, at: 0), [1]))
        #expect(areClose(components(both, .element("title", of: .from), .zPosition, at: 0), [1]))
        // A conditional nests: what it holds is checked with the same conditions.
        let nested = try presented(linearFade.modifying("title", .when(.presenting, .when(.appearing, .fade))))
        #expect(areClose(components(nested, title, .opacity, at: 0), [0]))
        let never = try presented(linearFade.modifying("title", .when(.presenting, .when(.disappearing, .fade))))
        #expect(never.value(of: title, .opacity, at: 0) == nil)
    }

    @Test("Later modifiers win, within a rule and across rules")
    func lastWins() throws {
        let plan = try presented(
            linearFade.modifying("title", .opacity(0.2), .opacity(0.6)).modifying("title", .delay(0.5), .duration(0.25))
        )
        #expect(plan.duration == 1)
        #expect(areClose(components(plan, title, .opacity, at: 0.5), [0.6]))
        #expect(areClose(components(plan, title, .opacity, at: 0.625), [0.8]))
        #expect(areClose(components(plan, title, .opacity, at: 0.75), [1]))
    }

    @Test("An element's own curve: ease in over its own span")
    func ownCurve() throws {
        let plan = try presented(linearFade.modifying("title", .fade, .duration(0.5), .curve(.easeIn)))
        // Ease in is (0.42, 0, 1, 1); the title's span is 0…0.5 s.
        for fraction in [0.25, 0.5, 0.75] {
            let expected = bezierValue(x1: 0.42, y1: 0, x2: 1, y2: 1, at: fraction)
            #expect(areClose(components(plan, title, .opacity, at: 0.5 * fraction), [expected], within: 1e-6))
        }
        // The screen keeps the transition's linear curve.
        #expect(areClose(components(plan, .toScreen, .opacity, at: 0.25), [0.25]))
    }

    @Test("An element's own spring sets its duration and follows the closed form")
    func ownSpring() throws {
        // Critically damped: ω = √(100/1) = 10 and ζ = 20 / (2·10) = 1, so x(t) = 1 − (1 + ωt)·e^(−ωt).
        let plan = try presented(
            linearFade.modifying("title", .translate(x: 100), .spring(mass: 1, stiffness: 100, damping: 20)))
        for t in [0.05, 0.1, 0.2, 0.4] {
            let progress = 1 - (1 + 10 * t) * exp(-10 * t)
            #expect(
                areClose(
                    components(plan, title, .transform, at: t), entries(translation(100 * (1 - progress), 0)),
                    within: 1e-6), "\(t)")
        }
        #expect(plan.duration > 0.9 && plan.duration <= 1.2)
        // A duration the spring overrides is reported.
        let overridden = try presented(
            linearFade.modifying(
                "title", .translate(x: 100), .duration(0.3), .spring(mass: 1, stiffness: 100, damping: 20)))
        #expect(overridden.diagnostics.map(\.code) == [.durationSetBySpring])
    }

    @Test("Automatic duration: 0.2 s plus a second per 2,500 points travelled, at most 0.5 s")
    func automaticDuration() throws {
        #expect(TransitionDefaults.automaticDuration(forDistance: 0) == 0.2)
        #expect(abs(TransitionDefaults.automaticDuration(forDistance: 200) - 0.28) < 1e-12)
        #expect(TransitionDefaults.automaticDuration(forDistance: 750) == 0.5)
        #expect(TransitionDefaults.automaticDuration(forDistance: 5000) == 0.5)
        #expect(TransitionDefaults.automaticDuration(forDistance: -5) == 0.2)
        #expect(TransitionDefaults.automaticDuration(forDistance: .nan) == 0.2)
        #expect(TransitionDefaults.automaticDuration(forDistance: .infinity) == 0.5)
        // A 300-400-500 triangle: the title travels 500 points, so it takes 0.2 + 500/2500 = 0.4 s.
        let plan = try presented(linearFade.modifying("title", .translate(x: 300, y: 400), .automaticDuration))
        #expect(areClose(components(plan, title, .transform, at: 0.2), entries(translation(150, 200))))
        #expect(areClose(components(plan, title, .transform, at: 0.4), entries(.identity)))
        #expect(areClose(components(plan, title, .transform, at: 0.3999), entries(.identity)) == false)
    }

    @Test("Lifted into the container: position, bounds, global transform and opacity, stacked above the screens")
    func globalSpace() throws {
        var card = Scene.Element(identifier: "card", frame: CGRect(x: 100, y: 200, width: 200, height: 200))
        card.transform = Transform3D(rotationAngle: .pi / 6)
        card.opacity = 0.5
        let badge = Scene.Element(identifier: "title", frame: CGRect(x: 180, y: 280, width: 40, height: 40), parent: 0)
        let detail = try screen([card, badge])
        let plan = try plan(
            linearFade.modifying("title", .useGlobalCoordinateSpace, .fade, .translate(x: 0, y: 100)), .present,
            to: detail)
        for q in sampleFractions {
            #expect(areClose(components(plan, title, .position, at: q), [200, 300 + 100 * (1 - q)]))
            #expect(areClose(components(plan, title, .bounds, at: q), [0, 0, 40, 40]))
            // The card's 30° turn is part of how the badge looks once lifted out of it.
            #expect(areClose(components(plan, title, .transform, at: q), turn(.pi / 6)))
            #expect(areClose(components(plan, title, .opacity, at: q), [0.5 * q]))
        }
        #expect(plan.references[title]?.placement == .container)
        #expect(plan.stacking == [.fromScreen, .toScreen, title])
    }

    @Test("Arc: a quadratic Bézier through the corner of the box, its midpoint (m + k)/2")
    func arc() throws {
        // Lifted: from (20, 20) down to (120, 120); corner k = (120, 20), m = (70, 70).
        let lifted = try presented(
            linearFade.modifying("title", .useGlobalCoordinateSpace, .translate(x: -100, y: -100), .arc()))
        #expect(areClose(components(lifted, title, .position, at: 0), [20, 20]))
        #expect(areClose(components(lifted, title, .position, at: 0.25), [63.75, 26.25]))
        #expect(areClose(components(lifted, title, .position, at: 0.5), [95, 45]))
        #expect(areClose(components(lifted, title, .position, at: 1), [120, 120]))
        // Going up at intensity 0.5: from (120, 220) to (120, 120)… straight up has k = a, a straight line.
        // From (220, 220) up to (120, 120): k = (220, 120), m = (170, 170), control (195, 145);
        // midpoint 0.25·(220, 220) + 0.5·(195, 145) + 0.25·(120, 120) = (182.5, 157.5).
        let rising = try presented(
            linearFade.modifying("title", .useGlobalCoordinateSpace, .translate(x: 100, y: 100), .arc(intensity: 0.5)))
        #expect(areClose(components(rising, title, .position, at: 0.5), [182.5, 157.5]))
        // In place, the arc bends the translation: from (−100, −100) to (0, 0), midpoint (−25, −75).
        let inPlace = try presented(linearFade.modifying("title", .translate(x: -100, y: -100), .arc()))
        #expect(areClose(components(inPlace, title, .transform, at: 0.5), entries(translation(-25, -75))))
        #expect(areClose(components(inPlace, title, .transform, at: 1), entries(.identity)))
    }
}
