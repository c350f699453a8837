extension Transition {
    /// A cross-dissolve: the new screen fades in, from opacity 0 to 1, over the old one, which stays opaque
    /// beneath it, so every frame is the blend (1 − p)·old + p·new and nothing behind the screens shows through.
    ///
    /// Dismissed, the old screen (the one presented) fades out over the new one.
    public static var fade: Transition {
        Transition(
            TransitionEffect(name: "fade") { _ in
                EffectOutput(
                    motions: [Motion(.toScreen, .opacity, from: .scalar(0), to: .scalar(1))],
                    stacking: [.fromScreen, .toScreen]
                )
            }
        )
    }
}
