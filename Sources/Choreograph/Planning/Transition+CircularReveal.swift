import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Transition {
    /// The new screen is revealed over the old one through a circle that grows out of the old screen's element
    /// `identifier`.
    ///
    /// The circle is the new screen's ``AnimatableProperty/circularMask``, in the new screen's own coordinates. It
    /// starts centred on the element's center with the radius of the circle inscribed in the element (half its
    /// smaller side), and grows until it reaches the new screen's farthest corner, so that at the end the whole
    /// screen shows. Dismissed, the circle shrinks back onto the element of the screen it returns to.
    ///
    /// When the old screen has no element `identifier`, or the element is hidden or fully transparent (it or an
    /// ancestor: ``Scene/isVisible(_:)``, ``Scene/globalOpacity(ofElementAt:)``), the circle grows from a radius of 0
    /// at the new screen's center instead, and the plan reports a ``PlanningDiagnostic/Code/missingElement`` or
    /// ``PlanningDiagnostic/Code/degenerateElement`` diagnostic. An element of no size, or one outside the screen, is
    /// grown out of as it is: the circle starts at its center.
    public static func circularReveal(from identifier: String) -> Transition {
        let name = "circularReveal(from: \"\(identifier)\")"
        return Transition(
            TransitionEffect(name: name) { context in
                let screen = context.to.frame
                let fallback = "centring the circle on the revealed screen instead"
                var (index, diagnostics) = context.elementIndex(
                    identifier, in: .from, effect: name, fallback: fallback)
                // A hidden or fully transparent element is not grown out of; one of no size grows from its point.
                if let shown = index,
                    !context.from.isVisible(shown) || !(context.from.globalOpacity(ofElementAt: shown) > 0)
                {
                    diagnostics.append(
                        unseenDiagnostic(identifier, at: shown, in: context.from, effect: name, fallback: fallback))
                    index = nil
                }
                let center: CGPoint
                let startRadius: CGFloat
                if let element = index.map({ context.from.elements[$0] }) {
                    center = CGPoint(x: element.center.x - screen.minX, y: element.center.y - screen.minY)
                    startRadius = min(element.size.width, element.size.height) / 2
                } else {
                    center = CGPoint(x: screen.width / 2, y: screen.height / 2)
                    startRadius = 0
                }
                let corners = [
                    CGPoint(x: 0, y: 0), CGPoint(x: screen.width, y: 0),
                    CGPoint(x: 0, y: screen.height), CGPoint(x: screen.width, y: screen.height),
                ]
                let endRadius = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
                func circle(_ radius: CGFloat) -> AnimatableValue {
                    .rect(CGRect(center: center, size: CGSize(width: 2 * radius, height: 2 * radius)))
                }
                return EffectOutput(
                    motions: [Motion(.toScreen, .circularMask, from: circle(startRadius), to: circle(endRadius))],
                    stacking: [.fromScreen, .toScreen],
                    diagnostics: diagnostics
                )
            }
        )
    }
}
