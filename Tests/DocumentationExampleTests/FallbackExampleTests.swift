import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The fallback example, run as its documentation shows it.
@Suite("Documentation examples: fallbacks")
struct FallbackExampleTests {
    @Test("A bouncy zoom that fades in place when its element is out of view")
    func zoomFallingBackToFade() throws {
        // example: Sources/Choreograph/Planning/Transition+Fallback.swift
        let pop = Transition.zoom(from: "herb-3", fades: false)
            .spring(dampingRatio: 0.4)
            .duration(1)
            .fallback(.fade.duration(1))
        // end example
        let size = CGSize(width: 390, height: 844)
        let detail = try Scene(size: size)
        let inView = try Scene(
            size: size,
            elements: [Scene.Element(identifier: "herb-3", frame: CGRect(x: 10, y: 684, width: 120, height: 120))])
        let outOfView = try Scene(
            size: size,
            elements: [Scene.Element(identifier: "herb-3", frame: CGRect(x: 400, y: 684, width: 120, height: 120))])
        let zoomed = try Planner().plan(pop, from: inView, to: detail, operation: .present, containerSize: size)
        #expect(zoomed.effectName == "zoom(from: \"herb-3\", fades: false)")
        #expect(zoomed.diagnostics.isEmpty)
        let faded = try Planner().plan(pop, from: outOfView, to: detail, operation: .present, containerSize: size)
        #expect(faded.effectName == "fade")
        #expect(faded.diagnostics.map(\.code) == [.degenerateElement])
        // The fade runs on the default ease-in-out curve, not the spring: half way at half time, by symmetry.
        #expect(faded.value(of: .toScreen, .opacity, at: 0.5).map { abs($0.components[0] - 0.5) < 1e-6 } == true)
    }
}
