import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Tracks of several keyframes, kept as their keyframes' numbers rather than one interpolant per segment.
///
/// A path the planner samples (a line under a spring, whose progress may leave 0…1; an arc) becomes a track of 25
/// keyframes or more, and a straight move that starts late or ends early one of four (held, moving, held). One
/// interpolant per segment made such a track 3 to 26 interpolants of 72 bytes, most of the compiled timeline;
/// keeping each keyframe's components once, in ``keyedComponents``, takes 16 bytes a keyframe for a point and 32 for a
/// rectangle, and a sample reads the two keyframes around its segment next to each other. It interpolates them with
/// the kind's own arithmetic, as the interpolant of that segment did: the values are the same, bit for bit.
///
/// Transforms keep one interpolant per segment: their paths (decompositions) are worked out once, when compiling.
extension CompiledTimeline {
    /// Appends the components of `keyframes` to ``keyedComponents`` and returns the keyed interpolant reading them,
    /// for several keyframes of one kind other than a transform; `nil`, appending nothing, otherwise.
    mutating func appendKeyed(_ keyframes: UnsafeBufferPointer<Keyframe>) -> Interpolant? {
        guard keyframes.count > 1 else { return nil }
        let kind = keyframes[0].valueKind
        guard kind != .transform else { return nil }
        for index in keyframes.indices where keyframes[index].valueKind != kind {
            return nil
        }
        // Room for all the components at once, then each keyframe's written in place: appending them one by one
        // would check the array's capacity and uniqueness for every number.
        let start = keyedComponents.count
        let width = kind.componentCount
        keyedComponents.append(contentsOf: repeatElement(0, count: keyframes.count * width))
        keyedComponents.withUnsafeMutableBufferPointer { components in
            for index in keyframes.indices {
                _ = keyframes[index].writeComponents(
                    into: UnsafeMutableBufferPointer(rebasing: components[(start + index * width)...]))
            }
        }
        return .keyed(kind, start: Int32(start))
    }

    /// Writes the value at `progress` through segment `segment` of a keyed track of `kind` whose keyframes' components
    /// start at `start` of `keyed` (the segment from keyframe `segment` to keyframe `segment + 1`) into `components`
    /// from `offset`, with the arithmetic of the kind's interpolation (``Interpolatable``), as the segment's own
    /// interpolant does (``write(_:at:into:offset:transforms:constants:)``): the values are the same, bit for bit.
    ///
    /// Scalars, points, sizes and rectangles interpolate each component alone by `InterpolationMath.lerp`, with the
    /// fraction made finite (a rectangle's null case never arises: a track's values are finite); corner radii clamp
    /// each at 0; colours blend premultiplied.
    @inline(__always)
    static func writeKeyed(
        _ kind: AnimatableValue.Kind,
        start: Int,
        segment: Int,
        at progress: Double,
        keyed: UnsafeBufferPointer<Double>,
        into components: UnsafeMutableBufferPointer<Double>,
        offset: Int
    ) {
        let keys = keyed.baseAddress!
        let output = components.baseAddress! + offset
        let t = InterpolationMath.sanitized(progress)
        switch kind {
        case .scalar:
            lerp(1, keys + start + segment, t, output)
        case .point, .size:
            lerp(2, keys + start + 2 * segment, t, output)
        case .rect:
            lerp(4, keys + start + 4 * segment, t, output)
        case .cornerRadii:
            lerp(4, keys + start + 4 * segment, t, output)
            for index in 0..<4 {
                output[index] = Double(InterpolationMath.clamp(CGFloat(output[index]), 0, .infinity))
            }
        case .color:
            let from = keys + start + 4 * segment
            @inline(__always) func color(_ c: UnsafePointer<Double>) -> Color {
                Color(red: CGFloat(c[0]), green: CGFloat(c[1]), blue: CGFloat(c[2]), alpha: CGFloat(c[3]))
            }
            let color = color(from).interpolated(to: color(from + 4), fraction: progress)
            output[0] = Double(color.red)
            output[1] = Double(color.green)
            output[2] = Double(color.blue)
            output[3] = Double(color.alpha)
        case .transform:
            // Never keyed (``appendKeyed(_:)``): transforms keep an interpolant per segment.
            break
        }
    }

    /// Writes to `output` the `count` components from `from` towards the `count` after them, at `t`: each
    /// `InterpolationMath.lerp(a, b, t)` — exactly `b` at 1, else `a + (b − a)·t` — with the test of `t` made once.
    @inline(__always)
    private static func lerp(
        _ count: Int, _ from: UnsafePointer<Double>, _ t: Double, _ output: UnsafeMutablePointer<Double>
    ) {
        let to = from + count
        if t == 1 {
            for index in 0..<count { output[index] = to[index] }
        } else {
            for index in 0..<count { output[index] = from[index] + (to[index] - from[index]) * t }
        }
    }
}
