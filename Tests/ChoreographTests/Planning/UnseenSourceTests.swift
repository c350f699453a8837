import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A zoom or a circular reveal does not grow out of an element a person cannot see — hidden, or fully transparent,
/// itself or through an ancestor — as UIKit's zoom falls back when its source view is hidden: it falls back as for a
/// missing element and says why.
@Suite("Zoom and reveal from an element nobody sees")
struct UnseenSourceTests {
    /// A screen with a group holding the photo at (20, 100, 80, 60); `change` alters the photo (index 1) or the group
    /// (index 0).
    private func screen(_ change: (inout [Scene.Element]) -> Void) throws -> Scene {
        var elements = [
            Scene.Element(identifier: "group", frame: CGRect(x: 0, y: 0, width: 390, height: 844)),
            Scene.Element(identifier: "photo", frame: CGRect(x: 20, y: 100, width: 80, height: 60), parent: 0),
        ]
        change(&elements)
        return try Scene(size: CGSize(width: 390, height: 844), elements: elements)
    }

    /// The plan of `transition` presenting from `from` to an empty screen.
    private func plan(_ transition: Transition, from: Scene) throws -> TransitionPlan {
        try Planner().plan(
            transition, from: from, to: Scene(size: CGSize(width: 390, height: 844)), operation: .present,
            containerSize: CGSize(width: 390, height: 844))
    }

    /// The unseen photos, each with the words its diagnostic must use.
    private var unseen: [(scene: Scene, reason: String)] {
        get throws {
            [
                (try screen { $0[1].isHidden = true }, "is hidden"),
                (try screen { $0[0].isHidden = true }, "is hidden"),
                (try screen { $0[1].opacity = 0 }, "is fully transparent"),
                (try screen { $0[0].opacity = 0 }, "is fully transparent"),
            ]
        }
    }

    @Test("zoom(from:) falls back to the plain zoom when its element is hidden or transparent, naming why")
    func zoom() throws {
        let plain = try plan(.zoom, from: screen { _ in })
        for (scene, reason) in try unseen {
            let zoom = try plan(.zoom(from: "photo"), from: scene)
            #expect(zoom.diagnostics.map(\.code) == [.degenerateElement])
            #expect(zoom.diagnostics.first?.message.contains("element \"photo\" of the from scene \(reason)") == true)
            #expect(zoom.timeline == plain.timeline, "the plain zoom from the center")
        }
        // Seen, the photo is grown out of, without a diagnostic.
        let seen = try plan(.zoom(from: "photo"), from: screen { _ in })
        #expect(seen.diagnostics.isEmpty)
        #expect(seen.timeline != plain.timeline)
    }

    @Test("circularReveal(from:) starts at the screen's center with radius 0 when its element is hidden or transparent")
    func reveal() throws {
        for (scene, reason) in try unseen {
            let reveal = try plan(.circularReveal(from: "photo"), from: scene)
            #expect(reveal.diagnostics.map(\.code) == [.degenerateElement])
            #expect(reveal.diagnostics.first?.message.contains(reason) == true)
            if case .rect(let start)? = reveal.value(of: .toScreen, .circularMask, at: 0) {
                #expect(start == CGRect(x: 195, y: 422, width: 0, height: 0))
            } else {
                Issue.record("no circular mask at the start")
            }
        }
        // Seen, the circle starts on the photo: its center, the radius of the circle inscribed in it (30).
        let seen = try plan(.circularReveal(from: "photo"), from: screen { _ in })
        #expect(seen.diagnostics.isEmpty)
        if case .rect(let start)? = seen.value(of: .toScreen, .circularMask, at: 0) {
            #expect(start == CGRect(x: 30, y: 100, width: 60, height: 60))
        } else {
            Issue.record("no circular mask at the start")
        }
    }
}
