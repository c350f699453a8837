import Choreograph
import Foundation

/// A ``PropertyAnimation`` along a track — keyframes, or a straight move followed past its ends — that keeps its track
/// after the fields every animation has, in the same allocation: an animation along a track is one object, as one
/// between two values is.
@MainActor
final class TrackAnimation: PropertyAnimation {
    /// The track the animation's value follows.
    let track: Track
    /// Whether the animation follows ``track`` as a straight move (``PropertyAnimation/Shape/straight(_:)``) rather
    /// than its keyframes (``PropertyAnimation/Shape/keyframes(_:)``).
    let isStraight: Bool

    /// The track, followed straight or by its keyframes.
    override var shape: Shape {
        isStraight ? .straight(track) : .keyframes(track)
    }

    /// An animation of `property` along `track`, straight or by its keyframes, driven through `link`, a block's shared
    /// drive or link.
    init(property: AnimatableProperty, track: Track, isStraight: Bool, link: Link) {
        self.track = track
        self.isStraight = isStraight
        super.init(property: property, pair: nil, link: link)
    }
}
