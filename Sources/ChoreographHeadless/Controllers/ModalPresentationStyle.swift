/// How a presented controller is shown, as `UIModalPresentationStyle`.
///
/// The style decides which views the animator is given and which stay on screen
/// (<doc:HostRules#Controllers-and-views>).
public enum ModalPresentationStyle: String, Hashable, Sendable, CaseIterable {
    /// The system's choice: ``pageSheet``, as on iOS 13 and later (``resolved``). The default of
    /// ``ViewController/modalPresentationStyle``.
    case automatic
    /// Covers the screen; the presenter's view is removed when the presentation completes.
    case fullScreen
    /// Covers the screen; the presenter's view stays underneath.
    case overFullScreen
    /// Covers the controller that defines the presentation context; the presenter's view stays underneath.
    case overCurrentContext
    /// Covers the controller that defines the presentation context; its view is removed when it completes.
    case currentContext
    /// Shown as the transitioning delegate's presentation controller and animator decide.
    case custom
    /// A sheet that leaves the presenter visible behind it at the top (iOS 13 card style).
    case pageSheet
    /// A sheet centred on the screen on regular-width screens; a page sheet on compact ones.
    case formSheet
    /// No modal presentation: what navigation and tab transitions report (<doc:HostRules#Navigation-and-tab-contexts>).
    case none

    /// The style a presentation uses: ``automatic`` becomes ``pageSheet``; every other style is itself.
    public var resolved: ModalPresentationStyle {
        self == .automatic ? .pageSheet : self
    }
}
