import Choreograph
import Foundation

/// Plays a description the way Core Animation plays a keyframe animation, written here from the animation's rules
/// and not from the track's code: before the begin time the first value (backwards fill), after the end the last
/// (forwards fill); in between, the segment is the last one whose key time is at or before the local time (so equal
/// key times make a step), its timing function maps the fraction through the segment to a progress, and the two
/// values are interpolated by that progress.
public func playedByCoreAnimation(_ animation: KeyframeAnimationDescription, at time: Double) -> AnimatableValue {
    let values = animation.values
    let keyTimes = animation.keyTimes
    guard values.count > 1 else { return values[0] }
    let local = min(max((time - animation.beginTime) / animation.duration, 0), 1)
    var segment = 0
    for index in 1..<(keyTimes.count - 1) where keyTimes[index] <= local {
        segment = index
    }
    let length = keyTimes[segment + 1] - keyTimes[segment]
    let fraction = length > 0 ? (local - keyTimes[segment]) / length : 1
    let progress = animation.timingFunctions[segment].value(at: fraction)
    return values[segment].interpolated(to: values[segment + 1], fraction: progress) ?? values[segment + 1]
}

/// The largest difference between the components of two values of the same kind; infinity for different kinds.
public func largestComponentDifference(_ a: AnimatableValue, _ b: AnimatableValue) -> Double {
    guard a.kind == b.kind else { return .infinity }
    return zip(a.components, b.components).map { abs($0 - $1) }.max() ?? 0
}
