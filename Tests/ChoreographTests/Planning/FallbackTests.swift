import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A row of cells near the bottom of a 390 × 844 screen, in a 390-point strip that clips them: cell-0 at x 270 is
/// whole, cell-1 at x 330 half cut off (330…390), cell-2 at x 400 past the strip's right edge.
private var row: Scene {
    get throws {
        let strip = Scene.Element(
            identifier: "strip", center: CGPoint(x: 195, y: 744), size: CGSize(width: 390, height: 120),
            clipsToBounds: true)
        let cells = [270.0, 330, 400].enumerated().map { index, x in
            Scene.Element(
                identifier: "cell-\(index)", center: CGPoint(x: x + 60, y: 744), size: CGSize(width: 120, height: 120),
                parent: 0)
        }
        return try screen([strip] + cells)
    }
}

@Suite("Visible frames and transition fallbacks")
struct FallbackTests {
    @Test("visibleFrame(ofElementAt:) cuts an element to its screen and its clipping ancestors")
    func visibleFrames() throws {
        let scene = try row
        #expect(scene.visibleFrame(ofElementAt: 1) == CGRect(x: 270, y: 684, width: 120, height: 120))
        #expect(scene.visibleFrame(ofElementAt: 2) == CGRect(x: 330, y: 684, width: 60, height: 120))
        #expect(scene.visibleFrame(ofElementAt: 3).isNull)
        #expect(scene.visibleFrame(ofElementAt: 4).isNull, "an index out of range")
        #expect(!scene.isShown(3) && scene.isShown(2))
        // Without a clipping parent, the screen's own frame still cuts it; hidden flags do not count here.
        let loose = try screen([
            Scene.Element(identifier: "off", frame: CGRect(x: 390, y: 0, width: 50, height: 50)),
            Scene.Element(
                identifier: "hidden", center: CGPoint(x: 25, y: 25), size: CGSize(width: 50, height: 50),
                isHidden: true),
        ])
        #expect(loose.visibleFrame(ofElementAt: 0).isNull)
        #expect(loose.visibleFrame(ofElementAt: 1) == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(!loose.isShown(1))
    }

    @Test("zoom(from:) falls back to zoom for an element with no visible area, and zooms from a part-visible one")
    func zoomFromInvisibleElement() throws {
        let scene = try row
        let hiddenAway = try plan(.zoom(from: "cell-2"), .present, from: scene)
        #expect(hiddenAway.diagnostics.map(\.code) == [.degenerateElement])
        #expect(hiddenAway.diagnostics[0].message.contains("no visible area"))
        #expect(hiddenAway.timeline == (try plan(.zoom, .present)).timeline)
        // Dismissing looks in the screen it returns to.
        #expect(try plan(.zoom(from: "cell-2"), .dismiss, to: scene).diagnostics.map(\.code) == [.degenerateElement])
        // Half cut off, it is zoomed from as it is, its whole frame: scale 120/390 × 120/844 about (390, 744).
        let half = try plan(.zoom(from: "cell-1", fades: false), .present, from: scene)
        #expect(half.diagnostics.isEmpty)
        let start = transform(half, .toScreen, at: 0)
        let expected = scaling(120.0 / 390, 120.0 / 844).concatenating(translation(390 - 195, 744 - 422))
        #expect(isClose(start, expected))
    }

    @Test("zoom(from:)'s note names why the element has no visible area: no size, a transform, or where it lies")
    func invisibleElementReasons() throws {
        func message(_ element: Scene.Element) throws -> String {
            let planned = try plan(.zoom(from: "p"), .present, from: try screen([element]))
            #expect(planned.diagnostics.map(\.code) == [.degenerateElement])
            return planned.diagnostics.first?.message ?? ""
        }
        // Inside the screen, with no width and no height: its size is the reason, not where it lies.
        let empty = try message(Scene.Element(identifier: "p", frame: CGRect(x: 10, y: 10, width: 0, height: 0)))
        #expect(empty.contains("0.0×0.0") && !empty.contains("outside"), "\(empty)")
        let flat = try message(Scene.Element(identifier: "p", frame: CGRect(x: 10, y: 10, width: 50, height: 0)))
        #expect(flat.contains("50.0×0.0") && !flat.contains("outside"), "\(flat)")
        // Of some size, but scaled to nothing by its transform.
        let squashed = try message(
            Scene.Element(
                identifier: "p", center: CGPoint(x: 50, y: 50), size: CGSize(width: 40, height: 40),
                transform: Transform3D(scaleX: 0, y: 1)))
        #expect(squashed.contains("transform") && !squashed.contains("outside"), "\(squashed)")
        // Of some size, past the screen's edge: where it lies is the reason.
        let away = try message(Scene.Element(identifier: "p", frame: CGRect(x: 400, y: 10, width: 50, height: 50)))
        #expect(away.contains("outside its screen or a clipping ancestor"), "\(away)")
    }

    /// The herbs-pop shape: a bouncy zoom, falling back to a linear half-second fade that hides the cell.
    func pop(_ cell: String) -> Transition {
        Transition.zoom(from: cell, fades: false)
            .spring(dampingRatio: 0.4)
            .duration(1)
            .modifying("strip", .fade)
            .fallback(Transition.fade.duration(0.5).curve(.linear).modifying(cell, .hidden))
    }

    @Test("A fallback is planned alone, with its own timing and modifiers, when the effect cannot use its element")
    func fallbackPlanned() throws {
        let scene = try row
        let fellBack = try plan(pop("cell-2"), .present, from: scene)
        let alone = try plan(
            Transition.fade.duration(0.5).curve(.linear).modifying("cell-2", .hidden), .present, from: scene)
        #expect(fellBack.timeline == alone.timeline)
        #expect(fellBack.duration == 0.5 && fellBack.effectName == "fade")
        // The fade is linear: a quarter second in, half way.
        #expect(abs(opacity(fellBack, .toScreen, at: 0.25) - 0.5) < 1e-9)
        #expect(opacity(fellBack, .element("cell-2", of: .from), at: 0.25) == 0)
        // The zoom's modifiers are not used; its diagnostics come first.
        #expect(components(fellBack, .element("strip", of: .from), .opacity, at: 0.25).isEmpty)
        #expect(fellBack.diagnostics.map(\.code) == [.degenerateElement])
        // A missing element falls back the same way.
        let missing = try plan(pop("nowhere"), .present, from: scene)
        #expect(missing.effectName == "fade")
        #expect(missing.diagnostics.map(\.code) == [.missingElement, .unusedModifiers])
    }

    @Test("A transition whose effect finds its element ignores its fallback; each operation chooses for itself")
    func fallbackNotNeeded() throws {
        let scene = try row
        var withoutFallback = pop("cell-0")
        withoutFallback.fallbackTransition = nil
        #expect(try plan(pop("cell-0"), .present, from: scene) == (try plan(withoutFallback, .present, from: scene)))
        // The dismissal returning to a screen where the cell is out of view fades back; one where it is in view
        // zooms back.
        #expect(try plan(pop("cell-2"), .dismiss, to: scene).effectName == "inverse(fade)")
        #expect(
            try plan(pop("cell-0"), .dismiss, to: scene).effectName == "inverse(zoom(from: \"cell-0\", fades: false))")
    }

    @Test("reversed reverses the fallback; combined and asymmetric transitions have none")
    func fallbackThroughCombinators() throws {
        let transition = pop("cell-2")
        #expect(transition.fallbackTransition?.name == "fade")
        #expect(transition.duration(2).fallbackTransition?.name == "fade")
        #expect(transition.reversed.fallbackTransition?.name == "fade.reversed")
        #expect(transition.reversed.reversed.fallbackTransition?.name == "fade.reversed.reversed")
        #expect(transition.combined(with: .fade).fallbackTransition == nil)
        #expect(Transition.asymmetric(presenting: transition, dismissing: .fade).fallbackTransition == nil)
        // Reversed, the presentation runs the zoom's inverse, which looks for the cell in the screen that enters.
        let reversed = try plan(transition.reversed, .present, to: try row)
        #expect(reversed.effectName == "inverse(fade)")
    }
}
