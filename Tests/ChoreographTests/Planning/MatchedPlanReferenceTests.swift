import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The plans of two matched pairs, checked against text the planner printed before matched ghosts' held motions were
/// carried compactly.
///
/// The reference below was printed by the package as it was before that change (commit 7fa57d5), running
/// ``text(of:timings:)`` on the same screens and transitions. There matched geometry made every motion holding a new
/// view's value as a motion, marked, and the track assembly left out a track of one such motion: the reference comes
/// from neither the compact representation nor anything it changed, so it checks the plans independently of
/// ``CompactNewViewHoldTests``, whose references are planned by the same package.
@Suite("Matched plans as printed before held motions were carried compactly")
struct MatchedPlanReferenceTests {
    /// Two pairs: a plain card that grows and rounds its corners, and a bordered, shadowed badge whose twin has a
    /// border and no shadow. Each holds some of a new view's values (a card's transform, border width and shadow; a
    /// badge's transform, shadow radius and colour), and animates the others.
    static func screens() throws -> (list: Scene, detail: Scene) {
        func element(_ identifier: String, _ frame: CGRect, _ change: (inout Scene.Element) -> Void = { _ in })
            -> Scene.Element
        {
            var element = Scene.Element(identifier: identifier, frame: frame)
            change(&element)
            return element
        }
        let list = try screen([
            element("card", CGRect(x: 10, y: 100, width: 100, height: 50)) { $0.backgroundColor = .black },
            element("badge", CGRect(x: 10, y: 200, width: 60, height: 60)) {
                $0.borderWidth = 2
                $0.shadow = Scene.Shadow(opacity: 0.4, radius: 3, offset: CGSize(width: 0, height: 2))
            },
        ])
        let detail = try screen([
            element("badge", CGRect(x: 100, y: 500, width: 90, height: 60)) { $0.borderWidth = 2 },
            element("card", CGRect(x: 0, y: 0, width: 390, height: 300)) { $0.cornerRadii = .uniform(12) },
        ])
        return (list, detail)
    }

    /// A plan's tracks as text, one line a track: its target, property, delay and duration, then each keyframe's
    /// time and value (a transform that only scales and moves as `T(m11 m22 m41 m42)`), a timing other than linear
    /// as `@n`, its place in `timings`. Numbers are printed in full, signs of zeros included.
    static func text(of tracks: [Track], timings: inout [String]) -> String {
        func number(_ value: Double) -> String {
            let text = "\(value)"
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
        func value(_ value: AnimatableValue) -> String {
            let c = value.components
            let plain = c.count == 16 && [1, 2, 3, 4, 6, 7, 8, 9, 11, 14].allSatisfy { c[$0] == 0 }
            if plain, c[10] == 1, c[15] == 1 {
                return "T(" + [c[0], c[5], c[12], c[13]].map(number).joined(separator: " ") + ")"
            }
            return c.count == 1 ? number(c[0]) : "(" + c.map(number).joined(separator: " ") + ")"
        }
        var lines: [String] = []
        for track in tracks {
            let keyframes = track.keyframes.map { keyframe -> String in
                var text = number(keyframe.time) + " " + value(keyframe.value)
                if case .linear = keyframe.timing { return text }
                let timing = "\(keyframe.timing)"
                if !timings.contains(timing) { timings.append(timing) }
                text += "@\(timings.firstIndex(of: timing)!)"
                return text
            }
            lines.append(
                "\(track.target) \(track.property) \(number(track.delay)) \(number(track.duration)): "
                    + keyframes.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    @Test("Slide with matched geometry, and matched geometry keeping its held tracks, plan as before, push and pop")
    func plansAsBefore() throws {
        let (list, detail) = try Self.screens()
        var timings: [String] = []
        var lines: [String] = []
        let cases: [(String, Transition, Bool)] = [
            ("slide + matchedGeometry", Transition.slide(from: .right).combined(with: .matchedGeometry()), false),
            ("matchedGeometry keeping", Transition.matchedGeometry(), true),
        ]
        for (label, transition, keeping) in cases {
            for operation in [TransitionOperation.push, .pop] {
                let (from, to) = operation.isForward ? (list, detail) : (detail, list)
                var planner = Planner()
                planner.keepsNewViewHolds = keeping
                let plan = try planner.plan(
                    transition, from: from, to: to, operation: operation, containerSize: container)
                lines.append("== \(label) \(operation)")
                lines.append(Self.text(of: plan.timeline.tracks, timings: &timings))
            }
        }
        lines.append("timings: \(timings)")
        let text = lines.joined(separator: "\n")
        let reference = Self.reference.split(separator: "\n")
        for (index, line) in text.split(separator: "\n").enumerated() {
            #expect(index < reference.count && line == reference[index], "line \(index + 1)")
        }
        #expect(text == Self.reference)
    }

    /// The plans as printed before, a timing's place in `timings` after `@`.
    static let reference = """
        == slide + matchedGeometry push
        transition.from transform 0 0.35: 0 T(1 1 0 0), 1 T(1 1 -390 -0)@0
        transition.to transform 0 0.35: 0 T(1 1 390 0), 1 T(1 1 0 0)@0
        ghost:card position 0 0.35: 0 (60 125), 1 (195 150)@0
        ghost:card bounds 0 0.35: 0 (0 0 100 50), 1 (0 0 390 300)@0
        ghost:card cornerRadii 0 0.35: 0 (0 0 0 0), 1 (12 12 12 12)@0
        ghost:card backgroundColor 0 0.35: 0 (0 0 0 1), 1 (0 0 0 0)@0
        ghost:card borderColor 0 0.35: 0 (0 0 0 0)
        snapshot:from:card position 0 0.35: 0 (50 25), 1 (195 150)@0
        snapshot:from:card bounds 0 0.35: 0 (0 0 100 50), 1 (0 0 600 300)@0
        snapshot:from:card opacity 0 0.35: 0 1, 1 0@0
        snapshot:to:card position 0 0.35: 0 (50 25), 1 (195 150)@0
        snapshot:to:card bounds 0 0.35: 0 (0 0 100 76.92307692307692), 1 (0 0 390 300)@0
        snapshot:to:card opacity 0 0.35: 0 0, 1 1@0
        ghost:badge position 0 0.35: 0 (40 230), 1 (145 530)@0
        ghost:badge bounds 0 0.35: 0 (0 0 60 60), 1 (0 0 90 60)@0
        ghost:badge cornerRadii 0 0.35: 0 (0 0 0 0)
        ghost:badge backgroundColor 0 0.35: 0 (0 0 0 0)
        ghost:badge borderWidth 0 0.35: 0 2
        ghost:badge borderColor 0 0.35: 0 (0 0 0 0)
        ghost:badge shadowOpacity 0 0.35: 0 0.4, 1 0@0
        ghost:badge shadowOffset 0 0.35: 0 (0 2), 1 (0 -3)@0
        snapshot:from:badge position 0 0.35: 0 (30 30), 1 (45 30)@0
        snapshot:from:badge bounds 0 0.35: 0 (0 0 60 60), 1 (0 0 90 90)@0
        snapshot:from:badge opacity 0 0.35: 0 1, 1 0@0
        snapshot:to:badge position 0 0.35: 0 (30 30), 1 (45 30)@0
        snapshot:to:badge bounds 0 0.35: 0 (0 0 90 60)
        snapshot:to:badge opacity 0 0.35: 0 0, 1 1@0
        == slide + matchedGeometry pop
        transition.to transform 0 0.35: 0 T(1 1 -390 -0), 1 T(1 1 0 0)@0
        transition.from transform 0 0.35: 0 T(1 1 0 0), 1 T(1 1 390 0)@0
        ghost:card position 0 0.35: 0 (195 150), 1 (60 125)@0
        ghost:card bounds 0 0.35: 0 (0 0 390 300), 1 (0 0 100 50)@0
        ghost:card transform 0 0.35: 0 T(1 1 0 0)
        ghost:card cornerRadii 0 0.35: 0 (12 12 12 12), 1 (0 0 0 0)@0
        ghost:card backgroundColor 0 0.35: 0 (0 0 0 0), 1 (0 0 0 1)@0
        ghost:card borderWidth 0 0.35: 0 0
        ghost:card borderColor 0 0.35: 0 (0 0 0 0)
        ghost:card shadowOpacity 0 0.35: 0 0
        ghost:card shadowRadius 0 0.35: 0 3
        ghost:card shadowOffset 0 0.35: 0 (0 -3)
        ghost:card shadowColor 0 0.35: 0 (0 0 0 1)
        snapshot:to:card position 0 0.35: 0 (195 150), 1 (50 25)@0
        snapshot:to:card bounds 0 0.35: 0 (0 0 600 300), 1 (0 0 100 50)@0
        snapshot:to:card opacity 0 0.35: 0 0, 1 1@0
        snapshot:from:card position 0 0.35: 0 (195 150), 1 (50 25)@0
        snapshot:from:card bounds 0 0.35: 0 (0 0 390 300), 1 (0 0 100 76.92307692307692)@0
        snapshot:from:card opacity 0 0.35: 0 1, 1 0@0
        ghost:badge position 0 0.35: 0 (145 530), 1 (40 230)@0
        ghost:badge bounds 0 0.35: 0 (0 0 90 60), 1 (0 0 60 60)@0
        ghost:badge transform 0 0.35: 0 T(1 1 0 0)
        ghost:badge cornerRadii 0 0.35: 0 (0 0 0 0)
        ghost:badge backgroundColor 0 0.35: 0 (0 0 0 0)
        ghost:badge borderWidth 0 0.35: 0 2
        ghost:badge borderColor 0 0.35: 0 (0 0 0 0)
        ghost:badge shadowOpacity 0 0.35: 0 0, 1 0.4@0
        ghost:badge shadowRadius 0 0.35: 0 3
        ghost:badge shadowOffset 0 0.35: 0 (0 -3), 1 (0 2)@0
        ghost:badge shadowColor 0 0.35: 0 (0 0 0 1)
        snapshot:to:badge position 0 0.35: 0 (45 30), 1 (30 30)@0
        snapshot:to:badge bounds 0 0.35: 0 (0 0 90 90), 1 (0 0 60 60)@0
        snapshot:to:badge opacity 0 0.35: 0 0, 1 1@0
        snapshot:from:badge position 0 0.35: 0 (45 30), 1 (30 30)@0
        snapshot:from:badge bounds 0 0.35: 0 (0 0 90 60)
        snapshot:from:badge opacity 0 0.35: 0 1, 1 0@0
        == matchedGeometry keeping push
        ghost:card position 0 0.35: 0 (60 125), 1 (195 150)@0
        ghost:card bounds 0 0.35: 0 (0 0 100 50), 1 (0 0 390 300)@0
        ghost:card transform 0 0.35: 0 T(1 1 0 0)
        ghost:card cornerRadii 0 0.35: 0 (0 0 0 0), 1 (12 12 12 12)@0
        ghost:card backgroundColor 0 0.35: 0 (0 0 0 1), 1 (0 0 0 0)@0
        ghost:card borderWidth 0 0.35: 0 0
        ghost:card borderColor 0 0.35: 0 (0 0 0 0)
        ghost:card shadowOpacity 0 0.35: 0 0
        ghost:card shadowRadius 0 0.35: 0 3
        ghost:card shadowOffset 0 0.35: 0 (0 -3)
        ghost:card shadowColor 0 0.35: 0 (0 0 0 1)
        snapshot:from:card position 0 0.35: 0 (50 25), 1 (195 150)@0
        snapshot:from:card bounds 0 0.35: 0 (0 0 100 50), 1 (0 0 600 300)@0
        snapshot:from:card opacity 0 0.35: 0 1, 1 0@0
        snapshot:to:card position 0 0.35: 0 (50 25), 1 (195 150)@0
        snapshot:to:card bounds 0 0.35: 0 (0 0 100 76.92307692307692), 1 (0 0 390 300)@0
        snapshot:to:card opacity 0 0.35: 0 0, 1 1@0
        ghost:badge position 0 0.35: 0 (40 230), 1 (145 530)@0
        ghost:badge bounds 0 0.35: 0 (0 0 60 60), 1 (0 0 90 60)@0
        ghost:badge transform 0 0.35: 0 T(1 1 0 0)
        ghost:badge cornerRadii 0 0.35: 0 (0 0 0 0)
        ghost:badge backgroundColor 0 0.35: 0 (0 0 0 0)
        ghost:badge borderWidth 0 0.35: 0 2
        ghost:badge borderColor 0 0.35: 0 (0 0 0 0)
        ghost:badge shadowOpacity 0 0.35: 0 0.4, 1 0@0
        ghost:badge shadowRadius 0 0.35: 0 3
        ghost:badge shadowOffset 0 0.35: 0 (0 2), 1 (0 -3)@0
        ghost:badge shadowColor 0 0.35: 0 (0 0 0 1)
        snapshot:from:badge position 0 0.35: 0 (30 30), 1 (45 30)@0
        snapshot:from:badge bounds 0 0.35: 0 (0 0 60 60), 1 (0 0 90 90)@0
        snapshot:from:badge opacity 0 0.35: 0 1, 1 0@0
        snapshot:to:badge position 0 0.35: 0 (30 30), 1 (45 30)@0
        snapshot:to:badge bounds 0 0.35: 0 (0 0 90 60)
        snapshot:to:badge opacity 0 0.35: 0 0, 1 1@0
        == matchedGeometry keeping pop
        ghost:card position 0 0.35: 0 (195 150), 1 (60 125)@0
        ghost:card bounds 0 0.35: 0 (0 0 390 300), 1 (0 0 100 50)@0
        ghost:card transform 0 0.35: 0 T(1 1 0 0)
        ghost:card cornerRadii 0 0.35: 0 (12 12 12 12), 1 (0 0 0 0)@0
        ghost:card backgroundColor 0 0.35: 0 (0 0 0 0), 1 (0 0 0 1)@0
        ghost:card borderWidth 0 0.35: 0 0
        ghost:card borderColor 0 0.35: 0 (0 0 0 0)
        ghost:card shadowOpacity 0 0.35: 0 0
        ghost:card shadowRadius 0 0.35: 0 3
        ghost:card shadowOffset 0 0.35: 0 (0 -3)
        ghost:card shadowColor 0 0.35: 0 (0 0 0 1)
        snapshot:to:card position 0 0.35: 0 (195 150), 1 (50 25)@0
        snapshot:to:card bounds 0 0.35: 0 (0 0 600 300), 1 (0 0 100 50)@0
        snapshot:to:card opacity 0 0.35: 0 0, 1 1@0
        snapshot:from:card position 0 0.35: 0 (195 150), 1 (50 25)@0
        snapshot:from:card bounds 0 0.35: 0 (0 0 390 300), 1 (0 0 100 76.92307692307692)@0
        snapshot:from:card opacity 0 0.35: 0 1, 1 0@0
        ghost:badge position 0 0.35: 0 (145 530), 1 (40 230)@0
        ghost:badge bounds 0 0.35: 0 (0 0 90 60), 1 (0 0 60 60)@0
        ghost:badge transform 0 0.35: 0 T(1 1 0 0)
        ghost:badge cornerRadii 0 0.35: 0 (0 0 0 0)
        ghost:badge backgroundColor 0 0.35: 0 (0 0 0 0)
        ghost:badge borderWidth 0 0.35: 0 2
        ghost:badge borderColor 0 0.35: 0 (0 0 0 0)
        ghost:badge shadowOpacity 0 0.35: 0 0, 1 0.4@0
        ghost:badge shadowRadius 0 0.35: 0 3
        ghost:badge shadowOffset 0 0.35: 0 (0 -3), 1 (0 2)@0
        ghost:badge shadowColor 0 0.35: 0 (0 0 0 1)
        snapshot:to:badge position 0 0.35: 0 (45 30), 1 (30 30)@0
        snapshot:to:badge bounds 0 0.35: 0 (0 0 90 90), 1 (0 0 60 60)@0
        snapshot:to:badge opacity 0 0.35: 0 0, 1 1@0
        snapshot:from:badge position 0 0.35: 0 (45 30), 1 (30 30)@0
        snapshot:from:badge bounds 0 0.35: 0 (0 0 90 60)
        snapshot:from:badge opacity 0 0.35: 0 1, 1 0@0
        timings: ["curve(cubic-bezier(0.42, 0.0, 0.58, 1.0))"]
        """
}
