import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Keyframed element motions: the stops split the path into phases, each on its own curve; a disappearing element
/// plays them backwards. Expected values are worked out from the stops by hand (linear phases, so time is progress
/// inside each), not read from plans.
@Suite("Element keyframes")
struct KeyframeTests {
    /// A list with a thumbnail 100 × 100 at (20, 100): center (70, 150).
    var list: Scene {
        get throws {
            try screen([Scene.Element(identifier: "thumb", frame: CGRect(x: 20, y: 100, width: 100, height: 100))])
        }
    }

    /// A detail with a header 390 × 300 at the top: center (195, 150).
    var detail: Scene {
        get throws {
            try screen([Scene.Element(identifier: "header", frame: CGRect(x: 0, y: 0, width: 390, height: 300))])
        }
    }

    /// A title screen: the title 200 × 40 at (20, 100).
    var titled: Scene {
        get throws { try screen([Scene.Element(identifier: "title", frame: titleFrame)]) }
    }

    /// Pressed to half size in the first quarter without moving, then flown to the header as it grows back.
    let pressThenFly = ElementModifier.keyframes(
        ElementKeyframe(at: 0.25, progress: 0, timing: .bezier(.linear), .scale(0.5)),
        ElementKeyframe(at: 1, progress: 1, timing: .bezier(.linear))
    )

    @Test("A sourced ghost is pressed in place, then flies and grows back: two phases on one element")
    func sourcedPush() throws {
        let pushed = try plan(
            linearFade.modifying("header", .source("thumb"), pressThenFly), .push, from: list, to: detail)
        let ghost = TransitionTarget.ghost("header")
        for t in [0, 0.1, 0.2, 0.25] {
            let scale = 1 - 0.5 * (t / 0.25)
            #expect(areClose(components(pushed, ghost, .position, at: t), [70, 150]), "t = \(t)")
            #expect(areClose(components(pushed, ghost, .bounds, at: t), [0, 0, 100, 100]), "t = \(t)")
            #expect(areClose(components(pushed, ghost, .transform, at: t), turn(0, scale: scale)), "t = \(t)")
            #expect(areClose(components(pushed, .snapshot("header", of: .from), .opacity, at: t), [1]), "t = \(t)")
        }
        for t in [0.25, 0.4, 0.625, 0.9, 1] {
            let q = (t - 0.25) / 0.75
            #expect(areClose(components(pushed, ghost, .position, at: t), [70 + 125 * q, 150]), "t = \(t)")
            #expect(areClose(components(pushed, ghost, .bounds, at: t), [0, 0, 100 + 290 * q, 100 + 200 * q]))
            #expect(areClose(components(pushed, ghost, .transform, at: t), turn(0, scale: 0.5 + 0.5 * q)), "t = \(t)")
            #expect(areClose(components(pushed, .snapshot("header", of: .from), .opacity, at: t), [1 - q]), "t = \(t)")
        }
        #expect(pushed.duration == 1)
        #expect(pushed.diagnostics.isEmpty)
    }

    @Test("Popped, the sourced ghost plays the stops backwards: it flies and shrinks first, then is released")
    func sourcedPop() throws {
        let popped = try plan(
            linearFade.modifying("header", .source("thumb"), pressThenFly), .pop, from: detail, to: list)
        let ghost = TransitionTarget.ghost("header")
        for t in [0, 0.3, 0.6, 0.75] {
            let q = t / 0.75
            #expect(areClose(components(popped, ghost, .position, at: t), [195 - 125 * q, 150]), "t = \(t)")
            #expect(areClose(components(popped, ghost, .transform, at: t), turn(0, scale: 1 - 0.5 * q)), "t = \(t)")
        }
        for t in [0.75, 0.8, 0.9, 1] {
            let q = (t - 0.75) / 0.25
            #expect(areClose(components(popped, ghost, .position, at: t), [70, 150]), "t = \(t)")
            #expect(areClose(components(popped, ghost, .transform, at: t), turn(0, scale: 0.5 + 0.5 * q)), "t = \(t)")
        }
    }

    @Test("Each phase eases on its own curve over its own seconds: a spring phase is fitted to the phase")
    func phaseCurves() throws {
        let spring = TransitionCurve.springDampingRatio(1, initialVelocity: 0)
        let stops = ElementModifier.keyframes(
            ElementKeyframe(at: 0.5, progress: 0, timing: spring, .scale(0.5)),
            ElementKeyframe(at: 1, progress: 1, timing: .bezier(.easeInOut))
        )
        let transition = Transition.fade.duration(2).curve(.linear)
        let keyframed = try plan(transition.modifying("header", .source("thumb"), stops), .push, from: list, to: detail)
        // The same spring over the same second, on an element of its own: the press must follow it.
        let reference = try plan(
            transition.modifying("title", .scale(0.5), .duration(1), .spring(dampingRatio: 1)), .pop, from: titled,
            to: try screen())
        let ghost = TransitionTarget.ghost("header")
        for t in [0.1, 0.25, 0.5, 0.8] {
            let expected = transform(reference, .element("title", of: .from), at: t)
            #expect(isClose(transform(keyframed, ghost, at: t), expected, within: 1e-9), "t = \(t)")
        }
        let easeInOut = CubicBezier.easeInOut
        for t in [1.25, 1.5, 1.75] {
            let p = easeInOut.value(at: t - 1)
            #expect(areClose(components(keyframed, ghost, .position, at: t), [70 + 125 * p, 150], within: 1e-6))
        }
    }

    @Test("Held away for the whole span: hidden while the transition runs, both ways")
    func holdAway() throws {
        let hidden = linearFade.modifying("title", .fade, .keyframes(ElementKeyframe(at: 1, progress: 0)))
        let appearing = try plan(hidden, .push, from: try screen(), to: titled)
        let disappearing = try plan(hidden, .pop, from: titled, to: try screen())
        for t in [0, 0.3, 0.7, 1] {
            #expect(opacity(appearing, .element("title", of: .to), at: t) == 0, "t = \(t)")
            #expect(opacity(disappearing, .element("title", of: .from), at: t) == 0, "t = \(t)")
        }
    }

    @Test("In place, a stop's modifiers change the element's own transform and opacity; after the last stop it holds")
    func inPlace() throws {
        let stops = ElementModifier.keyframes(
            ElementKeyframe(at: 0.5, progress: 0, .scale(2), .opacity(0.5)),
            ElementKeyframe(at: 0.75, progress: 1, .rotate(.pi / 2))
        )
        let planned = try plan(linearFade.modifying("title", stops), .push, from: try screen(), to: titled)
        let title = TransitionTarget.element("title", of: .to)
        for t in [0, 0.25, 0.5] {
            let f = t / 0.5
            #expect(areClose(components(planned, title, .transform, at: t), turn(0, scale: 1 + f)), "t = \(t)")
            #expect(abs(opacity(planned, title, at: t) - (1 - 0.5 * f)) < 1e-9, "t = \(t)")
        }
        for t in [0.625, 0.75, 0.9, 1] {
            let f = min((t - 0.5) / 0.25, 1)
            // From scale 2 unturned to scale 1 turned a quarter: the scale and the angle interpolate.
            #expect(
                areClose(components(planned, title, .transform, at: t), turn(.pi / 2 * f, scale: 2 - f)), "t = \(t)")
            #expect(abs(opacity(planned, title, at: t) - (0.5 + 0.5 * f)) < 1e-9, "t = \(t)")
        }
    }

    @Test("Lifted into the container, a stop's translation moves the element's position")
    func lifted() throws {
        let stops = ElementModifier.keyframes(ElementKeyframe(at: 0.5, progress: 1, .translate(x: 0, y: 100)))
        let planned = try plan(
            linearFade.modifying("title", .useGlobalCoordinateSpace, stops), .push, from: try screen(), to: titled)
        let title = TransitionTarget.element("title", of: .to)
        #expect(areClose(components(planned, title, .position, at: 0.25), [120, 170]))
        #expect(areClose(components(planned, title, .position, at: 0.75), [120, 220]))
    }

    @Test("A matched ghost is timed by the keyframes of the element that enters, forwards both ways")
    func matched() throws {
        let small = try screen([Scene.Element(identifier: "card", frame: CGRect(x: 0, y: 0, width: 100, height: 100))])
        let large = try screen([Scene.Element(identifier: "card", frame: CGRect(x: 0, y: 0, width: 300, height: 300))])
        let stops = ElementModifier.keyframes(ElementKeyframe(at: 0.5, progress: 0, .opacity(0.5)))
        let transition = Transition.matchedGeometry().duration(1).curve(.linear).modifying("card", stops)
        for operation in [TransitionOperation.push, .pop] {
            let planned = try plan(transition, operation, from: small, to: large)
            let ghost = TransitionTarget.ghost("card")
            #expect(areClose(components(planned, ghost, .opacity, at: 0.25), [0.75]), "\(operation)")
            #expect(areClose(components(planned, ghost, .bounds, at: 0.75), [0, 0, 100, 100]), "\(operation)")
        }
    }

    @Test("Stops are checked: times inside (0, 1] and increasing, a finite progress, valid modifiers")
    func checks() throws {
        func error(_ stops: ElementKeyframe...) -> PlanningError? {
            do {
                _ = try plan(
                    linearFade.modifying("title", ElementModifier(.keyframes(stops))), .push, from: try screen(),
                    to: titled)
                return nil
            } catch let error as PlanningError {
                return error
            } catch {
                return nil
            }
        }
        let prefix = "modifying(\"title\").keyframes"
        #expect(
            error(ElementKeyframe(at: 0, progress: 1))
                == .invalidParameter(
                    parameter: "\(prefix)[0].time", value: 0,
                    rule: "must be a fraction of the span greater than 0 and at most 1"))
        #expect(
            error(ElementKeyframe(at: 0.5, progress: 0), ElementKeyframe(at: 0.5, progress: 1))
                == .invalidParameter(
                    parameter: "\(prefix)[1].time", value: 0.5,
                    rule: "must be greater than the time of the stop before (0.5) and at most 1"))
        #expect(
            error(ElementKeyframe(at: 1.5, progress: 0))?.description.contains("\(prefix)[0].time = 1.5") == true)
        #expect(
            error(ElementKeyframe(at: 1, progress: .nan))?.description.contains("\(prefix)[0].progress = nan") == true)
        #expect(
            error(ElementKeyframe(at: 1, progress: 1, .opacity(2)))
                == .invalidParameter(
                    parameter: "\(prefix)[0].opacity", value: 2, rule: "must be a number from 0 to 1"))
        #expect(error() == nil)
    }

    @Test("The modifier reads as written")
    func description() {
        let stop = ElementKeyframe(at: 0.5, progress: 0, .scale(0.9))
        #expect(stop.description == "at(0.5, progress: 0.0, scale(x: 0.9, y: 0.9, z: 1.0))")
        #expect(ElementModifier.keyframes(stop).description == "keyframes(\(stop.description))")
    }
}
