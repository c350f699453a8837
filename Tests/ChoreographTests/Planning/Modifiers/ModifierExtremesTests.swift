import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A modifier's value either breaks its own rule, and the error names the modifier, the value and the rule, or it
/// plans: a value its check accepts must never reach a track as a number that is not finite.
@Suite("Element modifiers at the edges of their rules")
struct ModifierExtremesTests {
    /// The title, plain, and a far, huge one scaled by 10⁹: the largest geometry a scene accepts.
    static let titles: [Scene.Element] = [
        Scene.Element(identifier: "title", frame: titleFrame),
        Scene.Element(
            identifier: "title", center: CGPoint(x: 1e9, y: -1e9), size: CGSize(width: 1e9, height: 1e9),
            transform: Transform3D(scaleX: 1e9, y: 1e9, z: 1e9)),
    ]

    /// Whether every track of `plan` is finite at 41 moments across it.
    func isFinite(_ plan: TransitionPlan) -> Bool {
        var frame = plan.timeline.makeFrame()
        return (0...40).allSatisfy { step in
            plan.timeline.sample(at: Double(step) / 40 * plan.duration, into: &frame)
            return frame.components.allSatisfy(\.isFinite)
        }
    }

    @Test(
        "A perspective nearer than 1 point is refused as the modifier's own value, not as a broken track",
        arguments: [CGFloat.leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300, 0.5, CGFloat(1).nextDown, 0, -1])
    func nearPerspectiveRefused(_ distance: CGFloat) throws {
        let detail = try screen([Scene.Element(identifier: "title", frame: titleFrame)])
        let expected = PlanningError.invalidParameter(
            parameter: "modifying(\"title\").perspective", value: Double(distance),
            rule: "must be a finite number of points, 1.0 or more")
        for operation in [TransitionOperation.present, .dismiss] {
            #expect(throws: expected) {
                try plan(
                    linearFade.modifying("title", .perspective(distance), .scale(2)), operation, from: detail,
                    to: detail)
            }
        }
        #expect(TransitionDefaults.smallestPerspectiveEyeDistance == 1)
    }

    @Test("The nearest perspective accepted, and the farthest, keep every track finite with the largest geometry")
    func perspectiveEdgesPlanFinite() throws {
        let companions: [[ElementModifier]] = [
            [], [.scale(1e9), .translate(x: 1e9, y: -1e9, z: 1e9), .rotate(x: 1e9, y: 1, z: -1e9)],
            [.useGlobalCoordinateSpace, .scale(x: 1e9, y: -1e9, z: 1e9), .translate(x: 0, y: 0, z: -1e9)],
        ]
        for element in Self.titles {
            let detail = try screen([element])
            for distance in [TransitionDefaults.smallestPerspectiveEyeDistance, .greatestFiniteMagnitude] {
                for others in companions {
                    for operation in [TransitionOperation.present, .dismiss] {
                        let transition = linearFade.adding(
                            ElementRule(.identifier("title"), [.perspective(distance)] + others))
                        let planned = try plan(
                            transition, operation, from: operation == .present ? screen() : detail,
                            to: operation == .present ? detail : screen())
                        #expect(isFinite(planned), "\(distance) \(others) \(operation)")
                        // The perspective is in the away look: −1/distance in m34 before any other entry moves it.
                        if others.isEmpty {
                            let target = TransitionTarget.element("title", of: operation == .present ? .to : .from)
                            let away = transform(planned, target, at: operation == .present ? 0 : 1)
                            #expect(away.m34 == element.transform.m34 - 1 / distance * element.transform.m33)
                        }
                    }
                }
            }
        }
    }

    @Test("Every number a modifier's check accepts, at its smallest and largest, plans finite tracks")
    func acceptedValuesPlanFinite() throws {
        let tiny = CGFloat.leastNonzeroMagnitude
        var modifiers: [ElementModifier] = []
        for value in [tiny, -tiny, 1e9, -1e9] {
            modifiers += [
                .scale(x: value, y: value, z: value), .translate(x: value, y: value, z: value),
                .rotate(x: value, y: value, z: value), .zPosition(value), .arc(intensity: value),
                .cascade(delta: 0.02, direction: .radial(x: value, y: value)),
                .keyframes(ElementKeyframe(at: 0.5, progress: Double(value)), ElementKeyframe(at: 1, progress: 1)),
            ]
        }
        for value in [tiny, 1] {
            modifiers += [.opacity(value), .cornerRadius(fractionOfWidth: value * 1e9), .cornerRadius(value * 1e9)]
        }
        for seconds in [Double.leastNonzeroMagnitude, 30] {
            modifiers += [.delay(seconds), .duration(seconds), .cascade(delta: seconds)]
        }
        for time in [Double.leastNonzeroMagnitude, 1.0.nextDown] {
            modifiers.append(.keyframes(ElementKeyframe(at: time, progress: 1), ElementKeyframe(at: 1, progress: 0)))
        }
        let far = try screen([
            Scene.Element(identifier: "title", center: CGPoint(x: -1e9, y: 1e9), size: CGSize(width: 10, height: 10))
        ])
        for element in Self.titles {
            let detail = try screen([element])
            for modifier in modifiers {
                for space in [ElementModifier.coordinateSpace(.local), .useGlobalCoordinateSpace] {
                    let transition = linearFade.modifying("title", modifier, space, .translate(x: 1e9, y: 1e9))
                    for operation in [TransitionOperation.present, .dismiss] {
                        let alone = try plan(
                            transition, operation, from: operation == .present ? screen() : detail,
                            to: operation == .present ? detail : screen())
                        #expect(isFinite(alone), "\(modifier) \(space) \(operation)")
                        // Matched to a far twin, the modifiers time and bend its ghost.
                        let matched = try plan(transition, operation, from: far, to: detail)
                        #expect(isFinite(matched), "\(modifier) \(space) \(operation) matched")
                    }
                }
            }
        }
    }
}
