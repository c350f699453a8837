import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Transition {
    /// The new screen grows from ``TransitionDefaults/zoomScale`` (0.8) of its size to its full size, about its
    /// center, while it fades in from opacity 0 to 1 over the old screen.
    ///
    /// Dismissed, the screen that was presented shrinks back to 0.8 and fades out.
    public static var zoom: Transition {
        Transition(TransitionEffect(name: "zoom") { context in zoomFromCenter(context) })
    }

    /// The new screen grows out of the frame of the old screen's element `identifier`: it starts scaled and moved
    /// so that its frame covers the element's untransformed frame exactly (each axis scaled on its own), and fades
    /// in from opacity 0 to 1 while it grows to its own frame — or, with `fades` false, stays opaque, as a
    /// hand-written scale-up animator shows it.
    ///
    /// Dismissed, the presented screen shrinks back into the element's frame in the screen it returns to.
    ///
    /// - Parameters:
    ///   - identifier: The identifier of the old screen's element the new screen grows out of.
    ///   - fades: Whether the new screen also fades in (and, dismissed, out). Default `true`. The fallback
    ///     ``zoom`` from the center fades either way.
    ///
    /// When the old screen has no element `identifier`, the element is not seen (``Scene/isShown(_:)``: hidden, fully
    /// transparent, or with no visible area — scrolled out of its list, off the screen), or the element or the new
    /// screen has no width or no height, the transition falls back to ``zoom`` from the center and the plan reports a
    /// ``PlanningDiagnostic/Code/missingElement`` or ``PlanningDiagnostic/Code/degenerateElement`` diagnostic —
    /// as UIKit's zoom falls back to a plain transition when it has no source view; for an element nobody sees, the
    /// message says why: hidden, transparent, its size, a transform that flattens it, or where it lies. Several
    /// elements with the identifier: see ``Scene/resolvedIndex(ofIdentifier:)``.
    public static func zoom(from identifier: String, fades: Bool = true) -> Transition {
        let name = "zoom(from: \"\(identifier)\"\(fades ? "" : ", fades: false"))"
        return Transition(
            TransitionEffect(name: name) { context in
                let fallback = "zooming from the center instead"
                let (index, diagnostics) = context.elementIndex(
                    identifier, in: .from, effect: name, fallback: fallback)
                guard let index else {
                    return zoomFromCenter(context, diagnostics: diagnostics)
                }
                let element = context.from.elements[index]
                guard context.from.isShown(index) else {
                    let unseen = unseenDiagnostic(
                        identifier, at: index, in: context.from, effect: name, fallback: fallback)
                    return zoomFromCenter(context, diagnostics: diagnostics + [unseen])
                }
                let screen = context.to.frame
                guard let scale = screen.scaleFactors(to: element.frame), scale.width > 0, scale.height > 0 else {
                    let degenerate = PlanningDiagnostic(
                        code: .degenerateElement, effect: name, scene: .from,
                        parts: [
                            .text("element \(QuotedExcerpt.identifier(identifier)) of the "), .sceneName,
                            .text(
                                " is \(element.size.width)×\(element.size.height) and the zoomed screen "
                                    + "\(screen.width)×\(screen.height); \(fallback)"),
                        ])
                    return zoomFromCenter(context, diagnostics: diagnostics + [degenerate])
                }
                let start = Transform3D(scaleX: scale.width, y: scale.height)
                    .concatenating(
                        Transform3D(
                            translationX: element.center.x - screen.midX, y: element.center.y - screen.midY))
                let growth = Motion(.toScreen, .transform, from: .transform(start), to: .transform(.identity))
                let fadeIn = Motion(.toScreen, .opacity, from: .scalar(0), to: .scalar(1))
                return EffectOutput(
                    motions: fades ? [growth, fadeIn] : [growth],
                    stacking: [.fromScreen, .toScreen],
                    diagnostics: diagnostics
                )
            }
        )
    }

    /// The ``PlanningDiagnostic/Code/degenerateElement`` diagnostic of an effect that grows out of the from scene's
    /// element `identifier`, at `index`, which a person does not see (``Scene/isShown(_:)``), and why.
    static func unseenDiagnostic(
        _ identifier: String, at index: Int, in scene: Scene, effect: String, fallback: String
    ) -> PlanningDiagnostic {
        let shown = QuotedExcerpt.identifier(identifier)
        let what: String
        if !scene.isVisible(index) {
            what = " is hidden (it or an ancestor)"
        } else if !(scene.globalOpacity(ofElementAt: index) > 0) {
            what = " is fully transparent (its opacity, with its ancestors', is 0)"
        } else {
            what = " has no visible area (\(invisibility(ofElementAt: index, in: scene)))"
        }
        return PlanningDiagnostic(
            code: .degenerateElement, effect: effect, scene: .from,
            parts: [.text("element \(shown) of the "), .sceneName, .text("\(what); \(fallback)")])
    }

    /// Why the element at `index`, which has no ``Scene/visibleFrame(ofElementAt:)``, shows nothing: it has no
    /// width or no height (`it is 0.0×0.0`), its own or its ancestors' transforms flatten it, or it lies outside the
    /// screen or a clipping ancestor.
    private static func invisibility(ofElementAt index: Int, in scene: Scene) -> String {
        let element = scene.elements[index]
        guard element.size.width > 0, element.size.height > 0 else {
            return "it is \(element.size.width)×\(element.size.height), with no width or no height"
        }
        let displayed = scene.displayedFrame(ofElementAt: index)
        guard !displayed.isNull, displayed.width > 0, displayed.height > 0 else {
            return "it is \(element.size.width)×\(element.size.height), but its transform or an ancestor's flattens "
                + "it to no area"
        }
        return "it lies outside its screen or a clipping ancestor"
    }

    private static func zoomFromCenter(
        _ context: EffectContext,
        diagnostics: [PlanningDiagnostic] = []
    ) -> EffectOutput {
        let scale = TransitionDefaults.zoomScale
        return EffectOutput(
            motions: [
                Motion(
                    .toScreen, .transform, from: .transform(Transform3D(scaleX: scale, y: scale)),
                    to: .transform(.identity)),
                Motion(.toScreen, .opacity, from: .scalar(0), to: .scalar(1)),
            ],
            stacking: [.fromScreen, .toScreen],
            diagnostics: diagnostics
        )
    }
}
