extension Transition {
    /// The new screen slides in fully from `edge` over the old one, which shrinks about its center to
    /// ``TransitionDefaults/pageScale`` (0.9) under a black dimming view that darkens to
    /// ``TransitionDefaults/dimmingOpacity`` (0.1).
    ///
    /// From the right, at progress p the new screen is translated by width·(1 − p), the old one scaled by
    /// 1 − 0.1·p, and the dimming view, between them, has opacity 0.1·p. Dismissed, everything runs back.
    public static func pageIn(from edge: TransitionEdge) -> Transition {
        Transition(
            TransitionEffect(name: "pageIn(from: \(edge.rawValue))") { context in
                let scale = TransitionDefaults.pageScale
                return EffectOutput(
                    motions: [
                        Motion(
                            .toScreen, .transform, from: context.translation(context.offset(toward: edge)),
                            to: .transform(.identity)),
                        Motion(
                            .fromScreen, .transform, from: .transform(.identity),
                            to: .transform(Transform3D(scaleX: scale, y: scale))),
                    ] + context.dimming(from: 0, to: TransitionDefaults.dimmingOpacity),
                    stacking: [.fromScreen, .dimming, .toScreen]
                )
            }
        )
    }

    /// The old screen slides out fully through `edge`, uncovering the new one, which grows about its center from
    /// ``TransitionDefaults/pageScale`` (0.9) to its full size as a black dimming view over it clears from
    /// ``TransitionDefaults/dimmingOpacity`` (0.1) to 0.
    ///
    /// This is ``pageIn(from:)`` ``reversed``.
    public static func pageOut(to edge: TransitionEdge) -> Transition {
        var transition = pageIn(from: edge).reversed
        transition.name = "pageOut(to: \(edge.rawValue))"
        return transition
    }
}
