/// How the two snapshots of a matched element blend while its ghost morphs (see
/// ``Transition/matchedGeometry(fade:fit:)``).
public enum MatchedFade: String, Hashable, Sendable, CaseIterable {
    /// The new snapshot fades in, 0 to 1, over the old one, which stays opaque.
    case `in`
    /// The old snapshot fades out, 1 to 0, over the new one, which stays opaque.
    case out
    /// Both at once: the old snapshot from 1 to 0, the new from 0 to 1.
    case cross
    /// One after the other: the old snapshot fades out over the first half, the new one fades in over the second.
    case through
}

/// How a matched element's snapshots are sized inside its morphing ghost, keeping their own aspect ratios.
public enum MatchedFit: String, Hashable, Sendable, CaseIterable {
    /// As wide as the ghost; the height follows the snapshot's aspect ratio.
    case width
    /// As tall as the ghost; the width follows the snapshot's aspect ratio.
    case height
    /// Covering the ghost (the larger of the two fits, as aspect fill), clipped by it.
    case auto
}
