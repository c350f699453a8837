extension Transition {
    /// The new screen enters from `edge` while the old one leaves through the opposite edge, side by side: both
    /// move by the container's width (or height, for the top and bottom edges).
    ///
    /// From the right, at progress p the new screen is translated by width·(1 − p) and the old one by −width·p.
    /// Dismissed, both move back the way they came.
    public static func slide(from edge: TransitionEdge) -> Transition {
        Transition(
            TransitionEffect(name: "slide(from: \(edge.rawValue))") { context in
                let offset = context.offset(toward: edge)
                return EffectOutput(
                    motions: [
                        Motion(.toScreen, .transform, from: context.translation(offset), to: .transform(.identity)),
                        Motion(
                            .fromScreen, .transform, from: .transform(.identity),
                            to: context.translation(offset, times: -1)
                        ),
                    ],
                    stacking: [.fromScreen, .toScreen]
                )
            }
        )
    }
}
