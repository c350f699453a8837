extension RenderServerPlan {
    /// Why a host keeps sampling a track on its display link rather than hand it to the render server.
    public enum Reason: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The run is driven by an interaction, whose progress the render server's clock does not know.
        case interactiveRun
        /// The animator's timing is not linear, so the timeline's time is not the time elapsed since the start.
        case easedProgress
        /// The timeline plays backwards.
        case reversedTimeline
        /// The track's property has no layer key path (``AnimatableProperty/layerKeyPath``).
        case noLayerKeyPath
        /// A segment of the track has spring timing, which has no Bézier form.
        case springTiming
        /// The track has several keyframes over no time: it jumps at its delay.
        case instantJump
        /// The track's corner radii do not play as one radius over a fixed mask of corners
        /// (``KeyframeAnimationDescription/cornerMask``).
        case cornerRadiiNotUniform
        /// The track's bounds belong to a view that lays out or redraws when its bounds change.
        case boundsLayout
        /// Another track sets the same key path of the same target.
        case sharedKeyPath

        /// The reason in words, as a host's note gives it.
        public var description: String {
            switch self {
            case .interactiveRun: "the run is interactive"
            case .easedProgress: "the animator's timing is not linear"
            case .reversedTimeline: "the timeline plays backwards"
            case .noLayerKeyPath: "the property has no layer key path"
            case .springTiming: "a segment has spring timing"
            case .instantJump: "it jumps over no time"
            case .cornerRadiiNotUniform: "its corner radii are not one radius over fixed corners"
            case .boundsLayout: "the view lays out or redraws at each bounds"
            case .sharedKeyPath: "another track of the target sets the same key path"
            }
        }
    }
}
