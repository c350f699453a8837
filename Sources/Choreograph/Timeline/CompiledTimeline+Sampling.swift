import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension CompiledTimeline {
    /// Samples every lane once, then every track, at `time` on the forward timeline.
    ///
    /// Everything is read through buffer pointers so that large elements (transform interpolators, spring timings)
    /// are used in place rather than copied out of their arrays.
    ///
    /// Only the ``movingTracks`` are written: a frame holds the values of the others from when it was made
    /// (``makeFrame()``).
    func sample(at time: Double, into frame: inout TimelineFrame) {
        lanes.withUnsafeBufferPointer { lanes in
            keyTimes.withUnsafeBufferPointer { times in
                segmentTimings.withUnsafeBufferPointer { timings in
                    frame.lanePositions.withUnsafeMutableBufferPointer { positions in
                        for index in lanes.indices {
                            let lane = lanes[index]
                            let located = Self.locate(time, on: lane, times: times)
                            positions[index] =
                                located.segment == 0
                                ? .start
                                : TrackPosition(
                                    segment: located.segment,
                                    progress: timings[lane.firstTiming + located.segment - 1]
                                        .progress(at: located.fraction)
                                )
                        }
                    }
                }
            }
        }
        frame.components.withUnsafeMutableBufferPointer { components in
            frame.lanePositions.withUnsafeBufferPointer { positions in
                interpolants.withUnsafeBufferPointer { interpolants in
                    transformEnds.withUnsafeBufferPointer { ends in
                        affinePaths.withUnsafeBufferPointer { affine in
                            decomposedPaths.withUnsafeBufferPointer { decomposed in
                                constantComponents.withUnsafeBufferPointer { constants in
                                    keyedComponents.withUnsafeBufferPointer { keyed in
                                        movingTracks.withUnsafeBufferPointer { sampled in
                                            let transforms = TransformBuffers(
                                                ends: ends, affine: affine, decomposed: decomposed)
                                            for index in sampled.indices {
                                                let track = sampled[index]
                                                let position = positions[Int(track.lane)]
                                                let segment = max(position.segment - 1, 0)
                                                if let kind = track.keyed {
                                                    Self.writeKeyed(
                                                        kind, start: Int(track.index), segment: segment,
                                                        at: position.progress, keyed: keyed, into: components,
                                                        offset: Int(track.offset))
                                                } else {
                                                    Self.write(
                                                        interpolants[Int(track.index) + segment],
                                                        at: position.progress, into: components,
                                                        offset: Int(track.offset), transforms: transforms,
                                                        constants: constants)
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// What following a straight move reads to interpolate its value, read in place. (A frame's sampling opens the
    /// same arrays in its own loop, measured as fast as it can be, rather than through this.)
    struct InterpolationBuffers {
        var interpolants: UnsafeBufferPointer<Interpolant>
        var transforms: TransformBuffers
        var constants: UnsafeBufferPointer<Double>
        var keyed: UnsafeBufferPointer<Double>
    }

    /// Calls `body` with the arrays a track's value is interpolated from, read in place.
    @inline(__always)
    func withInterpolationBuffers<Result>(_ body: (InterpolationBuffers) -> Result) -> Result {
        interpolants.withUnsafeBufferPointer { interpolants in
            transformEnds.withUnsafeBufferPointer { ends in
                affinePaths.withUnsafeBufferPointer { affine in
                    decomposedPaths.withUnsafeBufferPointer { decomposed in
                        constantComponents.withUnsafeBufferPointer { constants in
                            keyedComponents.withUnsafeBufferPointer { keyed in
                                body(
                                    InterpolationBuffers(
                                        interpolants: interpolants,
                                        transforms: TransformBuffers(
                                            ends: ends, affine: affine, decomposed: decomposed),
                                        constants: constants, keyed: keyed))
                            }
                        }
                    }
                }
            }
        }
    }

    /// Where `time` falls on `lane` whose keyframe times are in `times`:
    /// ``TrackPosition/locate(delay:duration:count:time:keyTime:)`` over the lane's keyframes.
    @inline(__always)
    static func locate(_ time: Double, on lane: Lane, times: UnsafeBufferPointer<Double>) -> (
        segment: Int, fraction: Double
    ) {
        TrackPosition.locate(delay: lane.delay, duration: lane.duration, count: lane.keyCount, time: time) {
            times[lane.firstKey + $0]
        }
    }

    /// A frame for this timeline holding the value of every track of a single keyframe, which no time changes; the
    /// others are 0 until sampled.
    func makeFrame() -> TimelineFrame {
        var frame = TimelineFrame(layout: layout, laneCount: lanes.count)
        let offsets = layout.offsets
        frame.components.withUnsafeMutableBufferPointer { components in
            for track in trackLane.indices where lanes[Int(trackLane[track])].keyCount == 1 {
                guard case .constant(let start, let count) = interpolants[Int(trackFirstInterpolant[track])] else {
                    continue
                }
                for position in 0..<Int(count) {
                    components[Int(offsets[track]) + position] = constantComponents[Int(start) + position]
                }
            }
        }
        return frame
    }

    /// The arrays transform interpolants read, in place.
    struct TransformBuffers {
        var ends: UnsafeBufferPointer<Transform3D>
        var affine: UnsafeBufferPointer<AffinePath>
        var decomposed: UnsafeBufferPointer<DecomposedPath>
    }

    /// Writes the 16 entries of `t` into `components`, starting at `offset`.
    @inline(__always)
    private static func write(_ t: Transform3D, into components: UnsafeMutableBufferPointer<Double>, offset: Int) {
        components[offset] = Double(t.m11)
        components[offset + 1] = Double(t.m12)
        components[offset + 2] = Double(t.m13)
        components[offset + 3] = Double(t.m14)
        components[offset + 4] = Double(t.m21)
        components[offset + 5] = Double(t.m22)
        components[offset + 6] = Double(t.m23)
        components[offset + 7] = Double(t.m24)
        components[offset + 8] = Double(t.m31)
        components[offset + 9] = Double(t.m32)
        components[offset + 10] = Double(t.m33)
        components[offset + 11] = Double(t.m34)
        components[offset + 12] = Double(t.m41)
        components[offset + 13] = Double(t.m42)
        components[offset + 14] = Double(t.m43)
        components[offset + 15] = Double(t.m44)
    }

    /// Writes the interpolant's value at `progress` into `components`, starting at `offset`.
    @inline(__always)
    private static func write(
        _ interpolant: Interpolant,
        at progress: Double,
        into components: UnsafeMutableBufferPointer<Double>,
        offset: Int,
        transforms: TransformBuffers,
        constants: UnsafeBufferPointer<Double>
    ) {
        switch interpolant {
        case .constant(let start, let count):
            for position in 0..<Int(count) {
                components[offset + position] = constants[Int(start) + position]
            }
        case .transform(let ends, let path):
            let ends = Int(ends)
            // As ``TransformInterpolator/value(at:)`` computes it, reading the path where it is stored.
            let t = CGFloat(InterpolationMath.sanitized(progress))
            let end: Int
            if t == 0 {
                end = ends
            } else if t == 1 {
                end = ends + 1
            } else {
                switch path {
                case .constant: end = ends
                case .affine(let index):
                    write(transforms.affine[Int(index)].value(at: t), into: components, offset: offset)
                    return
                case .decomposed(let index):
                    write(transforms.decomposed[Int(index)].value(at: t), into: components, offset: offset)
                    return
                case .discrete: end = t < 0.5 ? ends : ends + 1
                }
            }
            write(transforms.ends[end], into: components, offset: offset)
        case .keyed:
            // Written by ``writeKeyed(_:start:segment:at:keyed:into:offset:)``, which knows the segment.
            break
        }
    }
}

extension CompiledTimeline {
    /// Writes into `frame` the value of each straight move of `straightMoves` (``Track/isStraightMove``) at the
    /// fraction of it `fraction` gives (`nil` to leave the track), its line followed past 0…1 as
    /// ``Track/followed(at:)`` gives it, from what its keyframes were compiled to: the same interpolation as the
    /// values' `interpolated(to:fraction:)`, without making a value or a track. A track whose fraction or value is not
    /// finite keeps what the frame had.
    func follow(
        _ straightMoves: UnsafeBufferPointer<Int>, into frame: inout TimelineFrame, fraction: (Int) -> Double?
    ) {
        // At most a transform's 16 components: each value is written on the stack first, kept only if finite.
        var buffer:
            (
                Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double,
                Double, Double, Double
            ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &buffer) { bytes in
            let value = UnsafeMutableBufferPointer(
                start: bytes.baseAddress!.assumingMemoryBound(to: Double.self), count: 16)
            frame.components.withUnsafeMutableBufferPointer { components in
                withInterpolationBuffers { buffers in
                    for track in straightMoves {
                        guard let fraction = fraction(track), fraction.isFinite else { continue }
                        let interpolant = buffers.interpolants[Int(trackFirstInterpolant[track])]
                        if case .keyed(let kind, let start) = interpolant {
                            Self.writeKeyed(
                                kind, start: Int(start), segment: 0, at: fraction, keyed: buffers.keyed, into: value,
                                offset: 0)
                        } else {
                            Self.write(
                                interpolant, at: fraction, into: value, offset: 0, transforms: buffers.transforms,
                                constants: buffers.constants)
                        }
                        let count = layout.kinds[track].componentCount
                        var isFinite = true
                        for index in 0..<count { isFinite = isFinite && value[index].isFinite }
                        guard isFinite else { continue }
                        let offset = Int(layout.offsets[track])
                        for index in 0..<count { components[offset + index] = value[index] }
                    }
                }
            }
        }
    }
}
