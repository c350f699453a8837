import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The frame a full-screen root covers under a transform applied about its center (scale and translation only).
private func coveredFrame(_ t: Transform3D) -> CGRect {
    let size = CGSize(width: container.width * t.m11, height: container.height * t.m22)
    return CGRect(center: CGPoint(x: container.width / 2 + t.m41, y: container.height / 2 + t.m42), size: size)
}

private func lerp(_ a: CGRect, _ b: CGRect, _ q: CGFloat) -> CGRect {
    CGRect(
        x: a.minX + (b.minX - a.minX) * q, y: a.minY + (b.minY - a.minY) * q,
        width: a.width + (b.width - a.width) * q, height: a.height + (b.height - a.height) * q)
}

private func isClose(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance
        && abs(a.height - b.height) <= tolerance
}

private func mask(_ plan: TransitionPlan, _ target: TransitionTarget, at time: Double) -> CGRect? {
    if case .rect(let rect)? = plan.value(of: target, .circularMask, at: time) { return rect }
    return nil
}

@Suite("Zoom and circular reveal")
struct ZoomAndRevealTests {
    let cellFrame = CGRect(x: 20, y: 300, width: 100, height: 50)
    var list: Scene { get throws { try screen([Scene.Element(identifier: "cell", frame: cellFrame)]) } }

    @Test("zoom: the new screen grows from 0.8 about its center while fading in; dismissed, it shrinks and fades out")
    func zoom() throws {
        let present = try plan(Transition.zoom.duration(1).curve(.linear), .present)
        let dismiss = try plan(Transition.zoom.duration(1).curve(.linear), .dismiss)
        for q in sampleFractions {
            #expect(isClose(transform(present, .toScreen, at: q), scaling(0.8 + 0.2 * q, 0.8 + 0.2 * q)))
            #expect(isClose(opacity(present, .toScreen, at: q), q, within: 1e-12))
            #expect(transform(present, .fromScreen, at: q) == .identity)
            #expect(isClose(transform(dismiss, .fromScreen, at: q), scaling(1 - 0.2 * q, 1 - 0.2 * q)))
            #expect(isClose(opacity(dismiss, .fromScreen, at: q), 1 - q, within: 1e-12))
        }
        #expect(present.stacking == [.fromScreen, .toScreen])
        #expect(dismiss.stacking == [.toScreen, .fromScreen])
    }

    @Test("zoom(from:): the new screen covers the cell's frame, then every frame between it and its own")
    func zoomFromCell() throws {
        let present = try plan(Transition.zoom(from: "cell").duration(1).curve(.linear), .push, from: list)
        let screenFrame = CGRect(origin: .zero, size: container)
        for q in sampleFractions {
            let covered = coveredFrame(transform(present, .toScreen, at: q))
            #expect(isClose(covered, lerp(cellFrame, screenFrame, CGFloat(q)), within: 1e-9), "at \(q)")
            #expect(isClose(opacity(present, .toScreen, at: q), q, within: 1e-12))
        }
        #expect(present.diagnostics.isEmpty)
        // Popped, the detail shrinks back into the cell of the list it returns to.
        let pop = try plan(Transition.zoom(from: "cell").duration(1).curve(.linear), .pop, to: list)
        for q in sampleFractions {
            let covered = coveredFrame(transform(pop, .fromScreen, at: q))
            #expect(isClose(covered, lerp(screenFrame, cellFrame, CGFloat(q)), within: 1e-9), "at \(q)")
        }
        #expect(pop.diagnostics.isEmpty)
    }

    @Test("zoom(from:fades: false): the same growth with no opacity track, presented and dismissed")
    func zoomFromCellWithoutFade() throws {
        let opaque = Transition.zoom(from: "cell", fades: false).duration(1).curve(.linear)
        let fading = Transition.zoom(from: "cell").duration(1).curve(.linear)
        let present = try plan(opaque, .present, from: list)
        let dismiss = try plan(opaque, .dismiss, to: list)
        let fadingPresent = try plan(fading, .present, from: list)
        let screenFrame = CGRect(origin: .zero, size: container)
        for q in sampleFractions {
            let covered = coveredFrame(transform(present, .toScreen, at: q))
            #expect(isClose(covered, lerp(cellFrame, screenFrame, CGFloat(q)), within: 1e-9), "at \(q)")
            #expect(transform(present, .toScreen, at: q) == transform(fadingPresent, .toScreen, at: q))
            let shrunk = coveredFrame(transform(dismiss, .fromScreen, at: q))
            #expect(isClose(shrunk, lerp(screenFrame, cellFrame, CGFloat(q)), within: 1e-9), "at \(q)")
        }
        #expect(present.value(of: .toScreen, .opacity, at: 0) == nil)
        #expect(dismiss.value(of: .fromScreen, .opacity, at: 1) == nil)
        #expect(dismiss.stacking == [.toScreen, .fromScreen])
        #expect(present.diagnostics.isEmpty && dismiss.diagnostics.isEmpty)
    }

    @Test("zoom(from:) without the element falls back to zoom, and says so")
    func zoomFallback() throws {
        let missing = try plan(.zoom(from: "nowhere"), .present)
        #expect(missing.timeline == (try plan(.zoom, .present)).timeline)
        #expect(missing.diagnostics.map(\.code) == [.missingElement])
        #expect(missing.diagnostics[0].message.contains("\"nowhere\""))
        // Popping looks in the scene it returns to: the list has it, the detail does not matter.
        let popWithout = try plan(.zoom(from: "cell"), .pop, from: list)
        #expect(popWithout.diagnostics.map(\.code) == [.missingElement])
        let flat = try screen([Scene.Element(identifier: "cell", frame: CGRect(x: 10, y: 10, width: 0, height: 40))])
        let degenerate = try plan(.zoom(from: "cell"), .present, from: flat)
        #expect(degenerate.diagnostics.map(\.code) == [.degenerateElement])
        #expect(degenerate.timeline == (try plan(.zoom, .present)).timeline)
    }

    @Test("zoom(from:) with duplicate identifiers uses the only one shown, or falls back when it cannot tell")
    func zoomDuplicates() throws {
        var hidden = Scene.Element(identifier: "cell", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        let offScreen = Scene.Element(identifier: "cell", frame: CGRect(x: 0, y: 900, width: 30, height: 30))
        let scene = try screen([offScreen, Scene.Element(identifier: "cell", frame: cellFrame), hidden])
        let chosen = try plan(Transition.zoom(from: "cell").duration(1), .present, from: scene)
        #expect(chosen.diagnostics.map(\.code) == [.duplicateIdentifier])
        #expect(isClose(coveredFrame(transform(chosen, .toScreen, at: 0)), cellFrame))
        // Two shown cells: it would rather zoom from the center than from the wrong cell.
        let twice = try screen([
            Scene.Element(identifier: "cell", frame: CGRect(x: 0, y: 600, width: 30, height: 30)),
            Scene.Element(identifier: "cell", frame: cellFrame),
        ])
        let ambiguous = try plan(Transition.zoom(from: "cell").duration(1), .present, from: twice)
        #expect(ambiguous.diagnostics.map(\.code) == [.ambiguousIdentifier])
        #expect(ambiguous.timeline == (try plan(Transition.zoom.duration(1), .present)).timeline)
    }

    @Test("a note on a shared identifier lists at most ten indexes and says how many share it")
    func duplicateListsAreShort() throws {
        let cells = (0..<10_000).map { index in
            Scene.Element(
                identifier: "cell",
                frame: CGRect(x: CGFloat(index % 10) * 39, y: CGFloat(index / 10 % 80) * 10, width: 30, height: 8))
        }
        let many = try plan(.zoom(from: "cell"), .present, from: try screen(cells))
        #expect(many.diagnostics.map(\.code) == [.ambiguousIdentifier])
        let message = many.diagnostics.first?.message ?? ""
        let tenFirst = "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, … 10000 in all]"
        #expect(
            message.hasPrefix(
                "elements \(tenFirst) of the from scene are all \"cell\" and 10000 of them are shown \(tenFirst);"),
            "\(message)")
        #expect(message.count < 300, "\(message.count) characters")
        // Ten or fewer are listed whole.
        let two = try plan(
            .zoom(from: "cell"), .present, from: try screen(Array(cells.prefix(2))))
        #expect(
            two.diagnostics.first?.message.hasPrefix(
                "elements [0, 1] of the from scene are all \"cell\" and 2 of them are shown [0, 1];") == true)
    }

    @Test("circularReveal(from:): a circle from the element's inscribed circle to the farthest corner")
    func reveal() throws {
        let button = CGRect(x: 300, y: 700, width: 60, height: 40)
        let from = try screen([Scene.Element(identifier: "button", frame: button)])
        // A sheet 100 pt down: the mask is in the sheet's own coordinates.
        let sheet = try Scene(size: CGSize(width: 390, height: 744), origin: CGPoint(x: 0, y: 100))
        let present = try plan(
            Transition.circularReveal(from: "button").duration(1).curve(.linear), .present, from: from, to: sheet)
        let center = CGPoint(x: 330, y: 620)
        let start: CGFloat = 20
        let end = (330.0 * 330.0 + 620.0 * 620.0).squareRoot()
        for q in sampleFractions {
            let radius = start + (CGFloat(end) - start) * CGFloat(q)
            let expected = CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
            #expect(isClose(mask(present, .toScreen, at: q) ?? .null, expected, within: 1e-9), "at \(q)")
        }
        #expect(present.diagnostics.isEmpty)
        let dismiss = try plan(
            Transition.circularReveal(from: "button").duration(1).curve(.linear), .dismiss, from: sheet, to: from)
        #expect(isClose(mask(dismiss, .fromScreen, at: 1) ?? .null, CGRect(x: 310, y: 600, width: 40, height: 40)))
        #expect(mask(dismiss, .toScreen, at: 0.5) == nil)
    }

    @Test("circularReveal(from:) without the element grows from the center, and says so")
    func revealFallback() throws {
        let plan = try plan(Transition.circularReveal(from: "x").duration(1).curve(.linear), .present)
        #expect(plan.diagnostics.map(\.code) == [.missingElement])
        #expect(mask(plan, .toScreen, at: 0) == CGRect(x: 195, y: 422, width: 0, height: 0))
        let corner = (195.0 * 195.0 + 422.0 * 422.0).squareRoot()
        let end = mask(plan, .toScreen, at: 1) ?? .null
        #expect(abs(Double(end.width) - 2 * corner) < 1e-9)
    }
}
