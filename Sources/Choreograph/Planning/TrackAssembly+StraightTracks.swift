import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Tracks of one straight motion — a change, or a line under a timing whose progress stays inside 0…1 — which is
/// what most tracks are: their keyframes are known without joining or sampling, and their values checked once.
extension TrackAssembly {
    /// The keyframes of the track of the motion at `index` of `motions` alone, as their index among `shared`'s arrays
    /// (``SharedKeyframes/setStarts``), when it is straight and keeps every rule of a track (lasting `duration`); `nil`
    /// otherwise, leaving the motion to the general path (which joins the same keyframes and, for a broken rule,
    /// throws the track's error).
    ///
    /// The motion is read where it is stored: a motion is large, and a copy would be made for nothing.
    static func straightSet(
        at index: Int,
        of motions: UnsafeBufferPointer<Motion>,
        rank: Int,
        timing planTiming: TimingParameters,
        duration: Double,
        shared: inout SharedKeyframes
    ) -> Int32? {
        guard duration.isFinite, duration >= 0 else { return nil }
        let motion = motions.baseAddress! + index
        let kind = motion.pointee.property.kind
        let span = motion.pointee.span
        let made: Int32?
        // The storage is read as it is: most motions keep their values as numbers, which are fingerprinted and
        // compared as they are, with no value built unless new keyframes are made.
        switch motion.pointee.storage {
        case .change(let values):
            made = shared.keyframes(values, span: span, timing: planTiming, kind: kind, rank: rank)
        case .line(let values, _):
            guard planTiming.progressStaysInUnitRange else { return nil }
            made = shared.keyframes(values, span: span, timing: planTiming, kind: kind, rank: rank)
        case .snapshotLine(let line):
            guard planTiming.progressStaysInUnitRange else { return nil }
            made = shared.keyframes(line.values, span: span, timing: planTiming, kind: kind, rank: rank)
        case .boxed(let box):
            let timing = box.timing ?? planTiming
            let from: AnimatableValue
            let to: AnimatableValue
            switch box.shape {
            case .change(let start, let end):
                (from, to) = (start, end)
            case .line(let start, let end, _) where timing.progressStaysInUnitRange:
                (from, to) = (start, end)
            default:
                return nil
            }
            if let values = MotionValues(from, to) {
                made = shared.keyframes(values, span: span, timing: timing, kind: kind, rank: rank)
            } else {
                made = shared.addUnshared(from: from, to: to, span: span, timing: timing, kind: kind)
            }
        case .path, .composite:
            return nil
        }
        return made
    }

    /// The keyframes of a straight motion alone on its track, as joining its motions makes them: the start value at
    /// 0 (held until the span starts), the end value at the span's end under `timing` (held until 1); the start
    /// value alone when the motion holds one value (`from == to`).
    static func straightKeyframes(
        from: AnimatableValue,
        to: AnimatableValue,
        span: ClosedRange<Double>,
        timing: TimingParameters
    ) -> [Keyframe] {
        straightKeyframes(from: from, to: to, span: span, timing: timing, constant: from == to)
    }

    /// ``straightKeyframes(from:to:span:timing:)`` with `from == to` known (`constant`).
    static func straightKeyframes(
        from: AnimatableValue,
        to: AnimatableValue,
        span: ClosedRange<Double>,
        timing: TimingParameters,
        constant: Bool
    ) -> [Keyframe] {
        let timing = constant ? .linear : Keyframe.StoredTiming(timing)
        var keyframes: [Keyframe] = []
        keyframes.reserveCapacity(4)
        appendStraightKeyframes(span: span, constant: constant, to: &keyframes) { time, end, timed in
            Keyframe(time: time, value: end ? to : from, storedTiming: timed ? timing : .linear)
        }
        return keyframes
    }

    /// Appends to `keyframes` those ``straightKeyframes(from:to:span:timing:constant:)`` makes of the values `values`
    /// give, made from their numbers without building the values, under a timing in stored form.
    static func appendStraightKeyframes(
        _ values: MotionValues,
        span: ClosedRange<Double>,
        timing: Keyframe.StoredTiming,
        constant: Bool,
        to keyframes: inout [Keyframe]
    ) {
        appendStraightKeyframes(span: span, constant: constant, to: &keyframes) { time, end, timed in
            Keyframe(
                time: time, numbers: end ? values.to : values.from, kind: end ? values.toKind : values.fromKind,
                storedTiming: timed ? timing : .linear)
        }
    }

    /// Appends to `keyframes` the keyframes of a straight motion over `span`, each made by `keyframe` from its time,
    /// whether it holds the end value (else the start) and whether it carries the motion's timing (else linear
    /// timing), and written where the array keeps it: the start at 0 (held until the span starts), the end at the
    /// span's end, timed (held until 1); the start alone when `constant`.
    @inline(__always)
    private static func appendStraightKeyframes(
        span: ClosedRange<Double>,
        constant: Bool,
        to keyframes: inout [Keyframe],
        keyframe: (_ time: Double, _ end: Bool, _ timed: Bool) -> Keyframe
    ) {
        keyframes.append(keyframe(0, false, false))
        guard !constant else { return }
        if span.lowerBound > 0 { keyframes.append(keyframe(span.lowerBound, false, false)) }
        // `max` with +0 second, as the general path clamps a time: a span ending at -0 gives a time of +0.
        keyframes.append(keyframe(max(span.upperBound, 0), true, true))
        if span.upperBound < 1 { keyframes.append(keyframe(1, true, false)) }
    }
}
