import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

private func value(_ plan: TransitionPlan, _ target: TransitionTarget, _ property: AnimatableProperty, _ time: Double)
    -> [Double]
{
    plan.value(of: target, property, at: time)?.components ?? []
}

private func isClose(_ a: [Double], _ b: [Double], within tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

@Suite("Matched geometry")
struct MatchedGeometryTests {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)

    var list: Scene {
        get throws {
            var photo = Scene.Element(identifier: "photo", frame: CGRect(x: 20, y: 100, width: 100, height: 50))
            photo.cornerRadii = .uniform(8)
            photo.backgroundColor = red
            photo.shadow = Scene.Shadow(opacity: 0.5, radius: 6, offset: CGSize(width: 0, height: 4))
            photo.borderWidth = 2
            return try screen([
                photo, Scene.Element(identifier: "title", frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
            ])
        }
    }

    var detail: Scene {
        get throws {
            var photo = Scene.Element(identifier: "photo", frame: CGRect(x: 0, y: 0, width: 390, height: 300))
            photo.backgroundColor = blue
            return try screen([photo])
        }
    }

    func planned(_ fade: MatchedFade = .cross, _ fit: MatchedFit = .auto, _ operation: TransitionOperation = .push)
        throws -> TransitionPlan
    {
        let transition = Transition.fade.combined(with: .matchedGeometry(fade: fade, fit: fit)).duration(1).curve(
            .linear)
        return operation.isForward
            ? try plan(transition, operation, from: list, to: detail)
            : try plan(transition, operation, from: detail, to: list)
    }

    @Test("The ghost's frame, corners, colour, border and shadow go from the old element's to the new one's")
    func morph() throws {
        let plan = try planned()
        let ghost = TransitionTarget.ghost("photo")
        #expect(plan.timeline.targets.contains(ghost.name))
        #expect(!plan.timeline.targets.contains(TransitionTarget.ghost("title").name))
        for q in sampleFractions {
            #expect(isClose(value(plan, ghost, .position, q), [70 + (195 - 70) * q, 125 + (150 - 125) * q]))
            #expect(isClose(value(plan, ghost, .bounds, q), [0, 0, 100 + 290 * q, 50 + 250 * q]))
            #expect(isClose(value(plan, ghost, .cornerRadii, q), Array(repeating: 8 * (1 - q), count: 4)))
            #expect(isClose(value(plan, ghost, .shadowOpacity, q), [0.5 * (1 - q)]))
            #expect(isClose(value(plan, ghost, .shadowRadius, q), [6 - 3 * q]))
            #expect(isClose(value(plan, ghost, .shadowOffset, q), [0, 4 - 7 * q]))
            #expect(isClose(value(plan, ghost, .borderWidth, q), [2 * (1 - q)]))
            // Premultiplied red to blue: equal alphas, so the channels blend linearly.
            #expect(isClose(value(plan, ghost, .backgroundColor, q), [1 - q, 0, q, 1]))
        }
        #expect(
            plan.stacking == [
                .fromScreen, .toScreen, ghost, .snapshot("photo", of: .from), .snapshot("photo", of: .to),
            ])
    }

    @Test("Fade modes: in, out, cross and through", arguments: MatchedFade.allCases)
    func fades(fade: MatchedFade) throws {
        let plan = try planned(fade)
        let expected: (Double) -> (old: Double, new: Double) =
            switch fade {
            case .in: { (1, $0) }
            case .out: { (1 - $0, 1) }
            case .cross: { (1 - $0, $0) }
            case .through: { q in (max(0, 1 - 2 * q), max(0, 2 * q - 1)) }
            }
        for q in sampleFractions {
            #expect(isClose(value(plan, .snapshot("photo", of: .from), .opacity, q), [expected(q).old]), "\(fade) \(q)")
            #expect(isClose(value(plan, .snapshot("photo", of: .to), .opacity, q), [expected(q).new]), "\(fade) \(q)")
        }
    }

    @Test("Fit modes: by width, by height, covering; snapshots centred in the ghost", arguments: MatchedFit.allCases)
    func fits(fit: MatchedFit) throws {
        let plan = try planned(.cross, fit)
        for q in sampleFractions {
            let ghost = (width: 100 + 290 * q, height: 50 + 250 * q)
            // The old photo is 2:1, the new one 390:300.
            for (role, aspect) in [(SceneRole.from, 2.0), (.to, 390.0 / 300.0)] {
                let byWidth = [ghost.width, ghost.width / aspect]
                let byHeight = [ghost.height * aspect, ghost.height]
                let size: [Double] =
                    switch fit {
                    case .width: byWidth
                    case .height: byHeight
                    case .auto: byWidth[1] >= ghost.height ? byWidth : byHeight
                    }
                let snapshot = TransitionTarget.snapshot("photo", of: role)
                #expect(isClose(value(plan, snapshot, .bounds, q), [0, 0] + size, within: 1e-9), "\(fit) \(role) \(q)")
                #expect(isClose(value(plan, snapshot, .position, q), [ghost.width / 2, ghost.height / 2]))
            }
        }
    }

    @Test("Popped, every ghost morphs back and the snapshots trade roles")
    func dismissal() throws {
        let plan = try planned(.cross, .width, .pop)
        let ghost = TransitionTarget.ghost("photo")
        for q in sampleFractions {
            #expect(isClose(value(plan, ghost, .position, q), [195 - (195 - 70) * q, 150 - (150 - 125) * q]))
            // The snapshot of the screen that leaves (the detail) fades out.
            #expect(isClose(value(plan, .snapshot("photo", of: .from), .opacity, q), [1 - q]))
            #expect(
                isClose(
                    value(plan, .snapshot("photo", of: .from), .bounds, q),
                    [0, 0, 390 - 290 * q, (390 - 290 * q) * 300 / 390]))
        }
    }

    @Test("Duplicate identifiers resolve to the only one shown and are reported")
    func duplicates() throws {
        var hidden = Scene.Element(identifier: "photo", frame: CGRect(x: 0, y: 500, width: 10, height: 10))
        hidden.isHidden = true
        let crowded = try screen(detail.elements + [hidden])
        let plan = try plan(
            Transition.matchedGeometry().duration(1).curve(.linear), .present, from: list, to: crowded)
        #expect(plan.diagnostics.map(\.code) == [.duplicateIdentifier])
        #expect(isClose(value(plan, .ghost("photo"), .position, 1), [195, 150]))
    }
}
