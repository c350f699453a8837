import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Track rewrites a host makes before it runs a plan: a snapshot stretched by a scale, an element under transformed
/// ancestors corrected by their inverse.
extension Track {
    /// The track as a host shows it on its view — the rewrite both hosts (the headless stage and the UIKit bridge's)
    /// make of every planned track: a bounds track of a snapshot target as ``boundsAsScale(from:)`` of
    /// `snapshotSize`, a transform track with an `inPlaceCorrection` as ``appendingTransform(_:)``; otherwise, or when
    /// that rewrite gives `nil`, the track itself.
    ///
    /// - Parameters:
    ///   - snapshotSize: The size of the element the target copies, when the target is a snapshot; else `nil`.
    ///   - inPlaceCorrection: The inverse of the transformed ancestors' linear part, when the target is an element
    ///     animated in place under them; else `nil`.
    public func hosted(snapshotSize: CGSize?, inPlaceCorrection: Transform3D?) -> Track {
        if property == .bounds, let snapshotSize { return boundsAsScale(from: snapshotSize) ?? self }
        if property == .transform, let inPlaceCorrection { return appendingTransform(inPlaceCorrection) ?? self }
        return self
    }

    /// A snapshot's bounds track as a transform track that scales the snapshot from `size`, keyframe for keyframe: a
    /// snapshot stretches its image with its bounds, so a host shows the bounds as a scale. A keyframe that is not a
    /// rectangle, or a `size` without area, gives the identity; `nil` when the track cannot be rebuilt.
    ///
    /// - Parameter size: The size of the element the snapshot copies.
    public func boundsAsScale(from size: CGSize) -> Track? {
        let keyframes = keyframes.map { keyframe -> Keyframe in
            guard case .rect(let rect) = keyframe.value, size.width > 0, size.height > 0 else {
                return Keyframe(time: keyframe.time, value: .transform(.identity), timing: keyframe.timing)
            }
            let scale = Transform3D(scaleX: rect.width / size.width, y: rect.height / size.height)
            return Keyframe(time: keyframe.time, value: .transform(scale), timing: keyframe.timing)
        }
        return try? Track(
            transitionTarget: transitionTarget, property: .transform, keyframes: keyframes, delay: delay,
            duration: duration)
    }

    /// A transform track with `correction` appended to every keyframe's value; other keyframes are kept as they
    /// are; `nil` when the track cannot be rebuilt.
    ///
    /// - Parameter correction: The transform appended (applied after each keyframe's).
    public func appendingTransform(_ correction: Transform3D) -> Track? {
        let keyframes = keyframes.map { keyframe -> Keyframe in
            guard case .transform(let transform) = keyframe.value else { return keyframe }
            return Keyframe(
                time: keyframe.time, value: .transform(transform.concatenating(correction)), timing: keyframe.timing)
        }
        return try? Track(
            transitionTarget: transitionTarget, property: property, keyframes: keyframes, delay: delay,
            duration: duration)
    }
}
