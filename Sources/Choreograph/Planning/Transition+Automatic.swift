extension Transition {
    /// The transition that suits the operation, chosen when it is planned: a push for navigation, a slide for tab
    /// switches and a fade for modal presentations (see ``TransitionDefaults/automaticTransition(for:)``).
    ///
    /// Backward operations run the chosen transition's inverse, as for any transition: a pop pushes back, a
    /// backward tab switch slides from the leading edge, a dismissal fades out.
    public static var automatic: Transition {
        Transition(
            TransitionEffect(name: "automatic") { context in
                try TransitionDefaults.automaticTransition(for: context.operation.kind).presenting.output(in: context)
            }
        )
    }
}
