extension Transition {
    /// UIKit's navigation push: the new screen slides in fully from `edge`, while the old one moves
    /// ``TransitionDefaults/pushParallax`` (30 %) of the way the other way under a black dimming view that darkens
    /// to ``TransitionDefaults/dimmingOpacity`` (0.1).
    ///
    /// From the right, at progress p the new screen is translated by width·(1 − p), the old one by −0.3·width·p,
    /// and the dimming view, stacked between them, has opacity 0.1·p. Popped, everything runs back.
    public static func push(from edge: TransitionEdge) -> Transition {
        Transition(
            TransitionEffect(name: "push(from: \(edge.rawValue))") { context in
                let offset = context.offset(toward: edge)
                let parallax = -TransitionDefaults.pushParallax
                return EffectOutput(
                    motions: [
                        Motion(.toScreen, .transform, from: context.translation(offset), to: .transform(.identity)),
                        Motion(
                            .fromScreen, .transform, from: .transform(.identity),
                            to: context.translation(offset, times: parallax)),
                    ] + context.dimming(from: 0, to: TransitionDefaults.dimmingOpacity),
                    stacking: [.fromScreen, .dimming, .toScreen]
                )
            }
        )
    }
}
