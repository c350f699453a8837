import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Transition {
    /// The presented screen slides in from `edge` over the other, travelling only as far as it must to come from
    /// just past that edge — a card's own extent when it sits against the edge — so that a drag following the finger
    /// maps the finger's travel onto the transition's progress one for one (<doc:CardsAndInteractions#The-card-slide>).
    ///
    /// From the bottom, the screen whose frame's top is at `y` in a container `H` points high starts translated by
    /// `H − y`; from the top, by `−maxY`; from the left, by `−maxX`; from the right, by `W − x`. Dismissed, it slides
    /// back out through `edge` as far. Its timing is the default one (``/Choreograph/TransitionDefaults``); the interactive phase is
    /// linear whatever the curve.
    ///
    /// - Parameter edge: The edge the screen comes from and leaves through; leading and trailing follow the layout
    ///   direction.
    public static func cardSlide(from edge: TransitionEdge) -> Transition {
        Transition(
            TransitionEffect(name: "cardSlide(from: \(edge.rawValue))") { context in
                EffectOutput(
                    motions: [
                        Motion(
                            .toScreen, .transform, from: context.translation(cardOffset(context, edge)),
                            to: .transform(.identity))
                    ],
                    stacking: [.fromScreen, .toScreen]
                )
            }
        )
    }

    /// The distance, in points, `cardSlide(from:)` moves a screen with `frame` in a container of `size` through
    /// `edge` (a physical edge): how far its far side is from that edge
    /// (``/Choreograph/CardLayout/travel(of:through:in:)`` in a container at the origin).
    public static func cardSlideTravel(frame: CGRect, containerSize: CGSize, edge: TransitionEdge) -> CGFloat {
        CGFloat(CardLayout.travel(of: frame, through: edge, in: CGRect(origin: .zero, size: containerSize)))
    }

    private static func cardOffset(_ context: EffectContext, _ edge: TransitionEdge) -> CGPoint {
        let physical = context.resolve(edge)
        let distance = cardSlideTravel(frame: context.to.frame, containerSize: context.containerSize, edge: physical)
        switch physical {
        case .top: return CGPoint(x: 0, y: -distance)
        case .left: return CGPoint(x: -distance, y: 0)
        case .right: return CGPoint(x: distance, y: 0)
        default: return CGPoint(x: 0, y: distance)
        }
    }
}
