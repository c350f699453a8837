import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Element modifiers: cascades, checks and combinators")
struct CascadeAndRulesTests {
    /// Four rows drawn out of order: row-0 at y 400, row-1 at 100, row-2 at 300, row-3 at 200, and x the other way
    /// round (row-0 leftmost).
    var rows: Scene {
        get throws {
            try screen(
                [(0, 400.0), (1, 100.0), (2, 300.0), (3, 200.0)].map { index, y in
                    Scene.Element(
                        identifier: "row-\(index)",
                        frame: CGRect(x: 10 + 50 * Double(index), y: y, width: 40, height: 40))
                })
        }
    }

    /// The moment each row starts fading in: the last sampled time, in steps of 0.01 s, at which it is still 0.
    func starts(_ plan: TransitionPlan) -> [Double] {
        (0..<4).map { index in
            let target = TransitionTarget.element("row-\(index)", of: .to)
            let times = (0...100).map { Double($0) / 100 }
            return times.last { time in components(plan, target, .opacity, at: time) == [0] } ?? -1
        }
    }

    func delays(_ direction: CascadeDirection, layout: LayoutDirection = .leftToRight) throws -> [Double] {
        let transition = linearFade.modifying(
            elements: .prefix("row-"), .fade, .duration(0.5), .cascade(delta: 0.1, direction: direction))
        let plan = try plan(transition, .present, to: rows, layoutDirection: layout)
        return starts(plan).map { ($0 * 100).rounded() / 100 }
    }

    @Test("Cascade order and deltas in every direction")
    func cascadeOrder() throws {
        // Top to bottom: row-1 (y 100), row-3 (200), row-2 (300), row-0 (400).
        #expect(try delays(.topToBottom) == [0.3, 0, 0.2, 0.1])
        #expect(try delays(.bottomToTop) == [0, 0.3, 0.1, 0.2])
        // Left to right: row-0 (x 30), row-1, row-2, row-3.
        #expect(try delays(.leftToRight) == [0, 0.1, 0.2, 0.3])
        #expect(try delays(.rightToLeft) == [0.3, 0.2, 0.1, 0])
        #expect(try delays(.leadingToTrailing) == [0, 0.1, 0.2, 0.3])
        #expect(try delays(.leadingToTrailing, layout: .rightToLeft) == [0.3, 0.2, 0.1, 0])
        #expect(try delays(.trailingToLeading) == [0.3, 0.2, 0.1, 0])
        // Centers: row-0 (30, 420), row-1 (80, 120), row-2 (130, 320), row-3 (180, 220). From (180, 220):
        // row-3 at 0, row-2 at √(50² + 100²) ≈ 112, row-1 at √(100² + 100²) ≈ 141, row-0 at 250.
        #expect(try delays(.radial(x: 180, y: 220)) == [0.3, 0.2, 0.1, 0])
        #expect(try delays(.inverseRadial(x: 180, y: 220)) == [0, 0.1, 0.2, 0.3])
    }

    @Test("Each row fades in over its own half second, the last one ending at 0.8 s")
    func cascadeSpans() throws {
        let transition = linearFade.modifying(elements: .prefix("row-"), .fade, .duration(0.5), .cascade(delta: 0.1))
        let cascaded = try plan(transition, .present, to: rows)
        #expect(cascaded.duration == 1)
        for (index, delay) in [(0, 0.3), (1, 0.0), (2, 0.2), (3, 0.1)] {
            let target = TransitionTarget.element("row-\(index)", of: .to)
            #expect(areClose(components(cascaded, target, .opacity, at: delay + 0.25), [0.5]), "row-\(index)")
            #expect(areClose(components(cascaded, target, .opacity, at: delay + 0.5), [1]), "row-\(index)")
        }
        // Rows on one line keep their drawing order; the default delta is 0.02 s.
        let level = try screen(
            (0..<3).map {
                Scene.Element(
                    identifier: "row-\($0)", frame: CGRect(x: 300 - 100 * Double($0), y: 100, width: 40, height: 40))
            })
        let tied = try plan(linearFade.modifying(elements: .prefix("row-"), .fade, .cascade()), .present, to: level)
        for index in 0..<3 {
            let target = TransitionTarget.element("row-\(index)", of: .to)
            let delay = 0.02 * Double(index)
            #expect(areClose(components(tied, target, .opacity, at: delay + 0.5), [0.5]), "row-\(index)")
        }
    }

    @Test("Selectors: one identifier, a list, a prefix")
    func selectors() throws {
        let list = try plan(
            linearFade.modifying(elements: .identifiers(["row-2", "row-0"]), .fade), .present, to: rows)
        #expect(list.timeline.targets == ["transition.to", "element:to:row-0", "element:to:row-2"])
        #expect(ElementSelector.prefix("row-").description == "prefix(\"row-\")")
        #expect(ElementSelector.identifiers(["a", "b"]).description == "[\"a\", \"b\"]")
    }

    @Test("Every bad value is refused with its rule, named by the rule and modifier")
    func badValues() throws {
        func error(_ modifiers: ElementModifier...) -> PlanningError? {
            let transition = modifiers.reduce(linearFade) { $0.modifying("title", $1) }
            do {
                _ = try plan(transition, .present)
                return nil
            } catch {
                return error as? PlanningError
            }
        }
        #expect(
            error(.delay(-1))?.description
                == "modifying(\"title\").delay = -1.0: must be a finite number of seconds from 0 to 60.0")
        #expect(
            error(.opacity(2))?.description == "modifying(\"title\").opacity = 2.0: must be a number from 0 to 1")
        #expect(
            error(.perspective(0))?.description
                == "modifying(\"title\").perspective = 0.0: must be a finite number of points, 1.0 or more")
        #expect(
            error(.cornerRadius(-1))?.description == "modifying(\"title\").cornerRadius = -1.0: must be 0 or greater")
        #expect(
            error(.translate(x: .nan))?.description == "modifying(\"title\").translate.x = nan: must be a finite number"
        )
        #expect(
            error(.scale(x: 2e9))?.description
                == "modifying(\"title\").scale.x = 2000000000.0: must lie within ±1000000000.0")
        #expect(
            error(.when(.presenting, .duration(.infinity)))?.description
                == "modifying(\"title\").when(presenting).duration = inf: must be a finite number of seconds from 0 to 60.0"
        )
        #expect(
            error(.cascade(delta: -0.1))?.description
                == "modifying(\"title\").cascade.delta = -0.1: must be a finite number of seconds from 0 to 60.0")
        #expect(
            error(.arc(intensity: .infinity)) != nil && error(.rotate(.nan)) != nil && error(.zPosition(.nan)) != nil)
        #expect(error(.cascade(direction: .radial(x: .nan, y: 0))) != nil)
        // A bad value is refused even when its condition does not hold, and even for an element not there.
        #expect(error(.when(.dismissing, .delay(-1))) != nil)
        // A bad spring is refused as the transition's own would be.
        let title = try screen([Scene.Element(identifier: "title", frame: titleFrame)])
        #expect(throws: PlanningError.self) {
            try plan(
                linearFade.modifying("title", .fade, .spring(mass: 1, stiffness: -1, damping: 1)), .present, to: title)
        }
        // A plan longer than 60 s is refused, naming the element that ends last.
        let latest = PlanningError.ElementSpan(
            rule: "modifying(\"title\")", identifier: "title", scene: .to, delay: 50, cascadeDelay: 0, duration: 20)
        #expect(throws: PlanningError.planTooLong(length: 70, latest: latest)) {
            try plan(linearFade.modifying("title", .fade, .delay(50), .duration(20)), .present, to: title)
        }
    }

    @Test("Identifiers that name nothing, or nothing certain, are reported")
    func missingAndAmbiguous() throws {
        let missing = try plan(linearFade.modifying("nothing", .fade), .present)
        #expect(missing.diagnostics.map(\.code) == [.unusedModifiers])
        #expect(missing.timeline == (try plan(linearFade, .present)).timeline)
        let twice = try screen([
            Scene.Element(identifier: "title", frame: titleFrame),
            Scene.Element(identifier: "title", frame: titleFrame.offsetBy(dx: 0, dy: 100)),
        ])
        let ambiguous = try plan(linearFade.modifying("title", .fade), .present, to: twice)
        #expect(ambiguous.diagnostics.map(\.code) == [.ambiguousIdentifier])
        #expect(ambiguous.value(of: .element("title", of: .to), .opacity, at: 0) == nil)
    }

    @Test("Combinators carry the rules; Reduce Motion drops them; planning is deterministic")
    func combinators() throws {
        let rule = ElementRule(.identifier("title"), [.fade])
        let other = ElementRule(.prefix("row-"), [.scale(0.5)])
        let a = Transition.fade.modifying("title", .fade)
        let b = Transition.zoom.modifying(elements: .prefix("row-"), .scale(0.5))
        #expect(a.elementRules(for: .present) == [rule] && a.elementRules(for: .pop) == [rule])
        #expect(a.combined(with: b).elementRules(for: .push) == [rule, other])
        let asymmetric = Transition.asymmetric(presenting: a, dismissing: b)
        #expect(asymmetric.elementRules(for: .present) == [rule] && asymmetric.elementRules(for: .dismiss) == [other])
        let reversed = asymmetric.reversed
        #expect(reversed.elementRules(for: .present) == [other] && reversed.elementRules(for: .dismiss) == [rule])
        let title = try screen([Scene.Element(identifier: "title", frame: titleFrame)])
        let reduced = try plan(a, .present, to: title, options: PlanningOptions(reducesMotion: true))
        #expect(reduced == (try plan(Planner.reducedMotion, .present, to: title)))
        let transition = linearFade.modifying("title", .fade, .translate(y: 40), .arc(), .delay(0.1))
        #expect(try plan(transition, .present, to: title) == (try plan(transition, .present, to: title)))
        #expect(ElementModifier.translate(y: 40).description == "translate(x: 0.0, y: 40.0, z: 0.0)")
        #expect(ElementModifier.when(.matched, .fade).description == "when(matched, opacity(0.0))")
    }
}
