import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A plan lasts the transition's duration or until its last element is done, whichever is later, and at most
/// ``TransitionDefaults/maximumDuration``. When element modifiers push it past that, the error names the plan's length
/// and the element that ends last — not a "duration" the user never set.
@Suite("Plans too long")
struct PlanLengthTests {
    /// The title, in the screen that enters.
    var detail: Scene {
        get throws { try screen([Scene.Element(identifier: "title", frame: titleFrame)]) }
    }

    @Test("A delay that ends an element after 60 s names the plan's length and the element, not a duration")
    func delayPastTheLimit() throws {
        let duration = TransitionDefaults.duration(for: .modal)
        let latest = PlanningError.ElementSpan(
            rule: "modifying(\"title\")", identifier: "title", scene: .to, delay: 60, cascadeDelay: 0,
            duration: duration)
        // The element lasts the transition's duration, from 60 s on.
        #expect(latest.end == 60 + duration)
        let expected = PlanningError.planTooLong(length: 60 + duration, latest: latest)
        #expect(throws: expected) {
            try plan(Transition.fade.modifying("title", .delay(60), .fade), .present, to: detail)
        }
        #expect(
            expected.description
                == "plan length = \(60 + duration) s: must be at most 60.0 s (the transition's duration, or the end of "
                + "its elements' delays, cascades and durations, whichever is later); element \"title\" of the to "
                + "scene (modifying(\"title\")) ends at \(60 + duration) s: delay 60.0 s + duration \(duration) s")
        #expect(!expected.description.contains("duration = "))
    }

    @Test("A cascade that ends its last element after 60 s names that element and its cascade's delay")
    func cascadePastTheLimit() throws {
        // Four rows 20 s apart: the fourth starts 60 s in and lasts 1 s.
        let rows = try screen(
            (0..<4).map {
                Scene.Element(identifier: "row-\($0)", frame: CGRect(x: 0, y: 100 * $0, width: 50, height: 50))
            })
        let transition = linearFade.modifying(elements: .prefix("row-"), .fade, .cascade(delta: 20))
        let latest = PlanningError.ElementSpan(
            rule: "modifying(prefix(\"row-\"))", identifier: "row-3", scene: .from, delay: 0, cascadeDelay: 60,
            duration: 1)
        #expect(throws: PlanningError.planTooLong(length: 61, latest: latest)) {
            try plan(transition, .dismiss, from: rows)
        }
        #expect(latest.description.contains("delay 0.0 s + cascade 60.0 s + duration 1.0 s"))
        // At three rows the last ends at 41 s: the plan lasts that long.
        let three = try screen(
            (0..<3).map {
                Scene.Element(identifier: "row-\($0)", frame: CGRect(x: 0, y: 100 * $0, width: 50, height: 50))
            })
        #expect(try plan(transition, .dismiss, from: three).duration == 41)
    }

    @Test("The element that ends last is named, whichever rule and scene it comes from")
    func latestIsNamed() throws {
        let both = try screen([
            Scene.Element(identifier: "title", frame: titleFrame),
            Scene.Element(identifier: "badge", frame: CGRect(x: 300, y: 40, width: 20, height: 20)),
        ])
        let transition = linearFade.modifying("title", .fade, .delay(59.5), .duration(0.4))
            .modifying("badge", .fade, .delay(30), .duration(31))
        // The badge ends at 61 s, the title at 59.9 s.
        let error = #expect(throws: PlanningError.self) { try plan(transition, .present, to: both) }
        guard case .planTooLong(let length, let latest)? = error else {
            Issue.record("expected planTooLong, got \(String(describing: error))")
            return
        }
        #expect(length == 61)
        #expect(latest.identifier == "badge" && latest.rule == "modifying(\"badge\")" && latest.scene == .to)
        #expect(latest.delay == 30 && latest.cascadeDelay == 0 && latest.duration == 31)
        // At exactly 60 s the plan is planned.
        let sixty = linearFade.modifying("badge", .fade, .delay(30), .duration(30))
        #expect(try plan(sixty, .present, to: both).duration == 60)
    }
}
