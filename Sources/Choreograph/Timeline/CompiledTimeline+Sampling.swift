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
                            let located = TrackPosition.locate(
                                delay: lane.delay,
                                duration: lane.duration,
                                count: lane.keyCount,
                                time: time
                            ) { times[lane.firstKey + $0] }
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
        let offsets = layout.offsets
        frame.components.withUnsafeMutableBufferPointer { components in
            frame.lanePositions.withUnsafeBufferPointer { positions in
                offsets.withUnsafeBufferPointer { offsets in
                    trackLane.withUnsafeBufferPointer { trackLane in
                        trackFirstInterpolant.withUnsafeBufferPointer { firstInterpolant in
                            interpolants.withUnsafeBufferPointer { interpolants in
                                transformEnds.withUnsafeBufferPointer { ends in
                                    affinePaths.withUnsafeBufferPointer { affine in
                                        decomposedPaths.withUnsafeBufferPointer { decomposed in
                                            constantComponents.withUnsafeBufferPointer { constants in
                                                movingTracks.withUnsafeBufferPointer { sampled in
                                                    let transforms = TransformBuffers(
                                                        ends: ends, affine: affine, decomposed: decomposed)
                                                    for index in sampled.indices {
                                                        let track = sampled[index]
                                                        let position = positions[trackLane[track]]
                                                        let segment =
                                                            firstInterpolant[track] + max(position.segment - 1, 0)
                                                        Self.write(
                                                            interpolants[segment],
                                                            at: position.progress,
                                                            into: components,
                                                            offset: offsets[track],
                                                            transforms: transforms,
                                                            constants: constants
                                                        )
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
    }

    /// A frame for this timeline holding the value of every track of a single keyframe, which no time changes; the
    /// others are 0 until sampled.
    func makeFrame() -> TimelineFrame {
        var frame = TimelineFrame(layout: layout, laneCount: lanes.count)
        let offsets = layout.offsets
        frame.components.withUnsafeMutableBufferPointer { components in
            for track in trackLane.indices where lanes[trackLane[track]].keyCount == 1 {
                guard case .constant(let start, let count) = interpolants[trackFirstInterpolant[track]] else {
                    continue
                }
                for position in 0..<count {
                    components[offsets[track] + position] = constantComponents[start + position]
                }
            }
        }
        return frame
    }

    /// The tracks sampling writes: all but those of a single keyframe held at a constant, grouped by the kind of their
    /// first interpolant, so that the tracks sampled one after another mostly take the same path; each track writes
    /// its own components, so the order changes no value. Sorted by counting: two passes, one array.
    static func movingTracks(
        lanes: [Lane], trackLane: [Int], trackFirstInterpolant: [Int], interpolants: [Interpolant]
    ) -> [Int] {
        func kind(of track: Int) -> Int? {
            let interpolant = interpolants[trackFirstInterpolant[track]]
            if lanes[trackLane[track]].keyCount == 1, case .constant = interpolant { return nil }
            return kindIndex(of: interpolant)
        }
        var starts = [Int](repeating: 0, count: interpolantKindCount + 1)
        for track in trackLane.indices {
            if let kind = kind(of: track) { starts[kind + 1] += 1 }
        }
        for kind in 0..<interpolantKindCount { starts[kind + 1] += starts[kind] }
        var moving = [Int](repeating: 0, count: starts[interpolantKindCount])
        for track in trackLane.indices {
            guard let kind = kind(of: track) else { continue }
            moving[starts[kind]] = track
            starts[kind] += 1
        }
        return moving
    }

    /// The number of cases of ``Interpolant``.
    private static let interpolantKindCount = 8

    /// The position of the interpolant's case among the cases of ``Interpolant``.
    private static func kindIndex(of interpolant: Interpolant) -> Int {
        switch interpolant {
        case .constant: 0
        case .scalar: 1
        case .point: 2
        case .size: 3
        case .rect: 4
        case .color: 5
        case .cornerRadii: 6
        case .transform: 7
        }
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
            for position in 0..<count {
                components[offset + position] = constants[start + position]
            }
        case .scalar(let a, let b):
            components[offset] = Double(a.interpolated(to: b, fraction: progress))
        case .point(let a, let b):
            let point = a.interpolated(to: b, fraction: progress)
            components[offset] = Double(point.x)
            components[offset + 1] = Double(point.y)
        case .size(let a, let b):
            let size = a.interpolated(to: b, fraction: progress)
            components[offset] = Double(size.width)
            components[offset + 1] = Double(size.height)
        case .rect(let a, let b):
            let rect = a.interpolated(to: b, fraction: progress)
            components[offset] = Double(rect.origin.x)
            components[offset + 1] = Double(rect.origin.y)
            components[offset + 2] = Double(rect.size.width)
            components[offset + 3] = Double(rect.size.height)
        case .color(let a, let b):
            let color = a.interpolated(to: b, fraction: progress)
            components[offset] = Double(color.red)
            components[offset + 1] = Double(color.green)
            components[offset + 2] = Double(color.blue)
            components[offset + 3] = Double(color.alpha)
        case .cornerRadii(let a, let b):
            let radii = a.interpolated(to: b, fraction: progress)
            components[offset] = Double(radii.topLeft)
            components[offset + 1] = Double(radii.topRight)
            components[offset + 2] = Double(radii.bottomRight)
            components[offset + 3] = Double(radii.bottomLeft)
        case .transform(let ends, let path):
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
                    write(transforms.affine[index].value(at: t), into: components, offset: offset)
                    return
                case .decomposed(let index):
                    write(transforms.decomposed[index].value(at: t), into: components, offset: offset)
                    return
                case .discrete: end = t < 0.5 ? ends : ends + 1
                }
            }
            write(transforms.ends[end], into: components, offset: offset)
        }
    }
}
