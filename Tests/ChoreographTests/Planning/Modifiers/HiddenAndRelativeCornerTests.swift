import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Element modifiers: hidden and corner radii relative to the width")
struct HiddenAndRelativeCornerTests {
    var title: Scene {
        get throws { try screen([Scene.Element(identifier: "title", frame: titleFrame)]) }
    }

    /// The title's opacity at each tenth of a second of `plan`, for the side `role`.
    func opacities(_ plan: TransitionPlan, _ role: SceneRole) -> [[Double]] {
        (0...10).map { components(plan, .element("title", of: role), .opacity, at: Double($0) / 10) }
    }

    @Test("hidden holds the element at opacity 0 from the first moment to the last, on both sides and either role")
    func hiddenHolds() throws {
        let hidden = linearFade.modifying("title", .hidden)
        let invisible = Array(repeating: [0.0], count: 11)
        // The element leaving (presenting from it) and entering (dismissing back to it).
        #expect(opacities(try plan(hidden, .present, from: title), .from) == invisible)
        #expect(opacities(try plan(hidden, .dismiss, to: title), .to) == invisible)
        #expect(opacities(try plan(hidden, .present, to: title), .to) == invisible)
        #expect(opacities(try plan(hidden, .pop, from: title), .from) == invisible)
        // Its own delay and duration do not open a window before or after: still 0 throughout.
        let late = linearFade.modifying("title", .hidden, .delay(0.6), .duration(0.2))
        #expect(opacities(try plan(late, .present, from: title), .from) == invisible)
        // It wins over opacity modifiers, before or after it; a condition limits it to one side.
        let faded = linearFade.modifying("title", .fade, .hidden, .opacity(0.5))
        #expect(opacities(try plan(faded, .present, to: title), .to) == invisible)
        let onlyPresenting = linearFade.modifying("title", .when(.presenting, .hidden))
        #expect(opacities(try plan(onlyPresenting, .present, from: title), .from) == invisible)
        #expect(try plan(onlyPresenting, .dismiss, to: title).timeline == (try plan(linearFade, .dismiss)).timeline)
        // Lifted into the container, the snapshot is held at 0 too.
        let lifted = linearFade.modifying("title", .hidden, .useGlobalCoordinateSpace)
        #expect(opacities(try plan(lifted, .present, to: title), .to) == invisible)
        // Nothing else moves: the element's transform and corners have no track.
        let plain = try plan(hidden, .present, from: title)
        #expect(components(plain, .element("title", of: .from), .transform, at: 0.5).isEmpty)
        #expect(components(plain, .element("title", of: .from), .cornerRadii, at: 0.5).isEmpty)
        #expect(ElementModifier.hidden.description == "hidden")
    }

    @Test("cornerRadius(fractionOfWidth:) rounds the element away by that fraction of its width")
    func relativeCornerRadius() throws {
        // The title is 200 points wide: a tenth of it is 20 points; half way on a linear curve, 10.
        let rounded = linearFade.modifying("title", .cornerRadius(fractionOfWidth: 0.1))
        let appearing = try plan(rounded, .present, to: title)
        let target = TransitionTarget.element("title", of: .to)
        #expect(areClose(components(appearing, target, .cornerRadii, at: 0), [20, 20, 20, 20]))
        #expect(areClose(components(appearing, target, .cornerRadii, at: 0.5), [10, 10, 10, 10]))
        #expect(areClose(components(appearing, target, .cornerRadii, at: 1), [0, 0, 0, 0]))
        let disappearing = try plan(rounded, .present, from: title)
        #expect(
            areClose(components(disappearing, .element("title", of: .from), .cornerRadii, at: 1), [20, 20, 20, 20]))
        // A wider element gets a larger radius from the same value: 0.1 × 844.
        let wide = try screen([Scene.Element(identifier: "title", frame: CGRect(x: 0, y: 0, width: 844, height: 40))])
        let scaled = try plan(rounded, .present, to: wide)
        #expect(areClose(components(scaled, target, .cornerRadii, at: 0), Array(repeating: 84.4, count: 4)))
        // The last corner modifier wins, in points or relative.
        let points = try plan(
            linearFade.modifying("title", .cornerRadius(fractionOfWidth: 0.1), .cornerRadius(5)), .present, to: title)
        #expect(areClose(components(points, target, .cornerRadii, at: 0), [5, 5, 5, 5]))
        let relative = try plan(
            linearFade.modifying("title", .cornerRadius(5), .cornerRadius(fractionOfWidth: 0.1)), .present, to: title)
        #expect(areClose(components(relative, target, .cornerRadii, at: 0), [20, 20, 20, 20]))
        #expect(
            ElementModifier.cornerRadius(fractionOfWidth: 0.25).description == "cornerRadius(fractionOfWidth: 0.25)")
    }

    @Test("A negative or non-finite fraction is refused, naming the rule, the modifier and the value")
    func relativeCornerRadiusChecks() throws {
        #expect(
            throws: PlanningError.invalidParameter(
                parameter: "modifying(\"title\").cornerRadius.fractionOfWidth", value: -0.5,
                rule: "must be 0 or greater")
        ) {
            try plan(linearFade.modifying("title", .cornerRadius(fractionOfWidth: -0.5)), .present, to: title)
        }
        #expect(
            throws: PlanningError.invalidParameter(
                parameter: "modifying(\"title\").when(dismissing).cornerRadius.fractionOfWidth", value: .infinity,
                rule: "must be a finite number")
        ) {
            try plan(
                linearFade.modifying("title", .when(.dismissing, .cornerRadius(fractionOfWidth: .infinity))),
                .present, to: title)
        }
    }
}
