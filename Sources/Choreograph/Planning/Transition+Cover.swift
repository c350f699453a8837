extension Transition {
    /// The new screen slides in from `edge` over the old one, which stays where it is.
    ///
    /// From the bottom, at progress p the new screen is translated by height·(1 − p). Dismissed, the screen that was
    /// presented slides back out through `edge`, uncovering the old one.
    public static func cover(from edge: TransitionEdge) -> Transition {
        Transition(
            TransitionEffect(name: "cover(from: \(edge.rawValue))") { context in
                EffectOutput(
                    motions: [
                        Motion(
                            .toScreen, .transform, from: context.translation(context.offset(toward: edge)),
                            to: .transform(.identity))
                    ],
                    stacking: [.fromScreen, .toScreen]
                )
            }
        )
    }

    /// The old screen slides out through `edge`, uncovering the new one, which stays where it is beneath it.
    ///
    /// To the bottom, at progress p the old screen is translated by height·p. This is ``cover(from:)``
    /// ``reversed``: dismissed, the screen comes back in from `edge` over the other.
    public static func uncover(to edge: TransitionEdge) -> Transition {
        var transition = cover(from: edge).reversed
        transition.name = "uncover(to: \(edge.rawValue))"
        return transition
    }
}
