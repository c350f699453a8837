/// Which tracks of a run a host can hand to the render server as Core Animation keyframe animations, and which it
/// keeps sampling on its display link, with the reason for each of those.
///
/// A host that runs a timeline on a display link sets every value from the main thread, so a busy main thread drops
/// frames. A track whose every segment has a Bézier form can be played by the render server instead
/// (``KeyframeAnimationDescription``), which animates on its own. The plan decides, track by track, from the
/// timeline as the host shows it — its tracks after ``Track/hosted(snapshotSize:inPlaceCorrection:)`` — and from how
/// the run is played:
///
/// - The run must start by itself, on a linear animator, forwards: an interactive run follows the interaction's
///   progress, and an eased or reversed one shows the timeline at times the render server's clock does not give
///   (``Reason/interactiveRun``, ``Reason/easedProgress``, ``Reason/reversedTimeline``; every track stays).
/// - The track's property must have a layer key path (``AnimatableProperty/layerKeyPath``;
///   ``Reason/noLayerKeyPath``), every segment a Bézier form (``Reason/springTiming``), and several keyframes need a
///   duration (``Reason/instantJump``); corner radii must play as one radius over a fixed mask
///   (``KeyframeAnimationDescription/cornerMask``; ``Reason/cornerRadiiNotUniform``).
/// - The bounds of a target whose view lays out its subviews or redraws its content when its bounds change stay with
///   the host, which sets them frame by frame (``Reason/boundsLayout``): the render server would only stretch what
///   the view drew at its final size.
/// - Two tracks that set the same key path of the same target both stay (``Reason/sharedKeyPath``): the host applies
///   them in track order every frame, and an animation on the layer would hide the other one.
///
/// The checks run in that order, and a track kept for several reasons gives the first.
public struct RenderServerPlan: Hashable, Sendable {
    /// Where one track plays.
    public enum Placement: Hashable, Sendable {
        /// The render server plays the track: the description, animating the layer's key path.
        case renderServer(KeyframeAnimationDescription, keyPath: LayerKeyPath)
        /// The host samples the track on its display link, for the reason given.
        case displayLink(Reason)

        /// The description the render server plays; `nil` for a track on the display link.
        public var animation: KeyframeAnimationDescription? {
            if case .renderServer(let animation, _) = self { return animation }
            return nil
        }

        /// The layer key path the render server animates; `nil` for a track on the display link.
        public var keyPath: LayerKeyPath? {
            if case .renderServer(_, let keyPath) = self { return keyPath }
            return nil
        }

        /// Why the track stays on the display link; `nil` for a track the render server plays.
        public var reason: Reason? {
            if case .displayLink(let reason) = self { return reason }
            return nil
        }
    }

    /// Where each track plays, index for index with the timeline's ``Timeline/tracks``.
    public let placements: [Placement]

    /// Decides where each track of `timeline` plays.
    ///
    /// - Parameters:
    ///   - timeline: The tracks as the host shows them (after ``Track/hosted(snapshotSize:inPlaceCorrection:)``).
    ///   - interactive: Whether the run is driven by an interaction.
    ///   - animatorTiming: The timing of the animator whose progress the host shows the timeline at
    ///     (``RunnablePlan/animatorTiming``); linear, or a curve with ``CubicBezier/linear``'s control points, lets
    ///     tracks go to the render server. Default ``TimingParameters/linear``.
    ///   - laidOutTargets: The targets whose views lay out their subviews or redraw their content when their bounds
    ///     change — a host's own plain views (ghosts, a dimming view) do not. Default empty.
    public init(
        timeline: Timeline,
        interactive: Bool,
        animatorTiming: TimingParameters = .linear,
        laidOutTargets: Set<String> = []
    ) {
        let runReason: Reason? =
            if interactive {
                .interactiveRun
            } else if !animatorTiming.isLinear {
                .easedProgress
            } else if timeline.isReversed {
                .reversedTimeline
            } else {
                nil
            }
        if let runReason {
            placements = Array(repeating: .displayLink(runReason), count: timeline.trackCount)
            return
        }
        var placements = timeline.tracks.map { Self.placement(of: $0, laidOutTargets: laidOutTargets) }
        var setters: [KeyPathOfTarget: Int] = [:]
        for track in timeline.tracks {
            guard let keyPath = track.property.layerKeyPath else { continue }
            setters[KeyPathOfTarget(target: track.transitionTarget, keyPath: keyPath), default: 0] += 1
        }
        for (index, track) in timeline.tracks.enumerated() {
            guard case .renderServer(_, let keyPath) = placements[index],
                setters[KeyPathOfTarget(target: track.transitionTarget, keyPath: keyPath), default: 0] > 1
            else { continue }
            placements[index] = .displayLink(.sharedKeyPath)
        }
        self.placements = placements
    }

    /// The indexes of the tracks the render server plays, in track order.
    public var renderServerIndexes: [Int] {
        placements.indices.filter { placements[$0].animation != nil }
    }

    /// The indexes of the tracks the host samples on its display link, in track order.
    public var displayLinkIndexes: [Int] {
        placements.indices.filter { placements[$0].animation == nil }
    }

    // MARK: - Internal API

    /// A layer key path of one target (compared as targets, whose equality is their names').
    private struct KeyPathOfTarget: Hashable {
        var target: TransitionTarget
        var keyPath: LayerKeyPath
    }

    /// Where `track` plays, judged on its own.
    private static func placement(of track: Track, laidOutTargets: Set<String>) -> Placement {
        guard let keyPath = track.property.layerKeyPath else { return .displayLink(.noLayerKeyPath) }
        if track.keyframes.dropFirst().contains(where: { if case .spring = $0.timing { true } else { false } }) {
            return .displayLink(.springTiming)
        }
        guard let animation = track.keyframeAnimation else { return .displayLink(.instantJump) }
        if track.property == .cornerRadii, animation.cornerMask == nil { return .displayLink(.cornerRadiiNotUniform) }
        if track.property == .bounds, laidOutTargets.contains(track.target) { return .displayLink(.boundsLayout) }
        return .renderServer(animation, keyPath: keyPath)
    }
}
