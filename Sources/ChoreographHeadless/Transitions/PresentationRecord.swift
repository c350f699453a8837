/// What the host keeps about a presentation while it lasts: its presentation controller, its container, its style and
/// where the presenting view came from (for styles that take it off screen).
@MainActor
final class PresentationRecord {
    let controller: PresentationController
    let container: PresentationContainerView
    let style: ModalPresentationStyle
    /// Whether the presenting controller's view leaves the screen while presented.
    let removesPresenter: Bool
    /// The superview and index of the presenting view before the presentation, to put it back on dismissal.
    var presenterHome: (superview: View, index: Int)?

    init(
        controller: PresentationController,
        container: PresentationContainerView,
        style: ModalPresentationStyle,
        removesPresenter: Bool
    ) {
        self.controller = controller
        self.container = container
        self.style = style
        self.removesPresenter = removesPresenter
    }
}
