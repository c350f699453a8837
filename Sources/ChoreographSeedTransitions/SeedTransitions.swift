import Choreograph
import ChoreographSeeds
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The seeds' animations as library values: one definition for the headless `*-library` demos of
/// `ChoreographDemos`, which document and run each one beside its seed, and for the example iOS app.
public enum SeedTransitions {
    /// pizza-push: the whole transition's duration, the seed animator's: 1.5 s.
    public static let pizzaDuration: Double = 1.5
    /// pizza-push: when the press ends and the flight starts, as a fraction of ``pizzaDuration``: a third.
    public static let pizzaPressEnd: Double = 1.0 / 3
    /// pizza-push: how far the card is pressed: 0.9, the seed animator's `pressedScale`.
    public static let pizzaPressedScale: CGFloat = 0.9

    /// herbs-pop, for the herb at `index`: the details zoom out of `herb-<index>` opaque on UIKit's spring (damping
    /// ratio 0.4, over 1 s), the herb hidden, `detail`'s corners easing from the herb's radius to square over the
    /// first half second, `detail-description` fading over half a second (after half a second when presenting); a
    /// 1 s ease-in-out fade with the herb hidden when the herb has no visible area.
    @MainActor
    public static func herbsPop(forHerb index: Int) -> Transition {
        let herb = "herb-\(index)"
        let radius = HerbsViewController.herbCornerRadius / HerbsViewController.herbSize.width
        return Transition.zoom(from: herb, fades: false)
            .duration(1)
            .spring(dampingRatio: 0.4, initialVelocity: 0)
            .modifying(herb, .hidden)
            .modifying("detail", .cornerRadius(fractionOfWidth: radius), .duration(0.5), .curve(.easeOut))
            .modifying(
                "detail-description", .fade, .duration(0.5), .curve(.easeInOut), .when(.presenting, .delay(0.5))
            )
            .fallback(Transition.fade.duration(1).curve(.easeInOut).modifying(herb, .hidden))
    }

    /// pizza-push, for the cell at `index`: matched geometry for ``pizzaDuration``, moving no screen, with
    /// `detail-background` flying from `pizza-<index>-card` (pressed to ``pizzaPressedScale`` in place on a
    /// critically damped spring until ``pizzaPressEnd``, then grown on ease-in-out), `detail-image` from
    /// `pizza-<index>-image` (held until ``pizzaPressEnd``, then moved on ease-in-out while turning by π), and
    /// `pizza-detail` and `pizza-grid` held transparent.
    public static func pizzaPush(forPizzaAt index: Int) -> Transition {
        let flight = TransitionCurve.bezier(.easeInOut)
        return Transition.matchedGeometry()
            .duration(pizzaDuration)
            .modifying(
                "detail-background", .source("pizza-\(index)-card"),
                .keyframes(
                    ElementKeyframe(
                        at: pizzaPressEnd, progress: 0, timing: .springDampingRatio(1, initialVelocity: 0),
                        .scale(pizzaPressedScale)),
                    ElementKeyframe(at: 1, progress: 1, timing: flight)
                )
            )
            .modifying(
                "detail-image", .source("pizza-\(index)-image"),
                .keyframes(
                    ElementKeyframe(at: pizzaPressEnd, progress: 0),
                    ElementKeyframe(at: 1, progress: 1, timing: flight, .rotate(.pi))
                )
            )
            .modifying(
                elements: .identifiers(["pizza-detail", "pizza-grid"]), .fade,
                .keyframes(ElementKeyframe(at: 1, progress: 0)))
    }

    /// bikes-card: ``/Choreograph/Transition/cover(from:)`` from the right over the map, in 0.35 s.
    public static let bikesCard = Transition.cover(from: .right).duration(0.35)
    /// fade: ``/Choreograph/Transition/fade`` over 0.7 s on the default ease-in-out.
    public static let fade = Transition.fade.duration(0.7)
    /// redview-scale: ``/Choreograph/Transition/zoom(from:fades:)`` out of `red-1`, opaque, over 1 s.
    public static let redviewScale = Transition.zoom(from: "red-1", fades: false).duration(1)
}
