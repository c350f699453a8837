extension ViewController {
    /// Where a controller is in its appearance cycle, as UIKit tracks it.
    ///
    /// The cycle is disappeared → appearing → appeared → disappearing → disappeared. A transition may turn back
    /// half-way: appearing → disappearing (a will-disappear during a will-appear), or a cancelled transition that
    /// returns to where it started.
    public enum AppearanceState: String, Hashable, Sendable, CaseIterable {
        /// Not on screen. The initial state.
        case disappeared
        /// Between `viewWillAppear` and `viewDidAppear`.
        case appearing
        /// On screen.
        case appeared
        /// Between `viewWillDisappear` and `viewDidDisappear`.
        case disappearing

        /// Whether a transition is in progress: appearing or disappearing.
        public var isTransitioning: Bool {
            self == .appearing || self == .disappearing
        }

        /// Whether the controller is on screen or going there: appearing or appeared.
        public var isAppearingOrAppeared: Bool {
            self == .appearing || self == .appeared
        }
    }
}
