import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The timeline the `frame.*` benchmarks sample: a cascade of elements, each animating six properties.
///
/// It is built to be honest rather than flattering: every element has its own delay (a 0.5 ms cascade step), so
/// timing lanes are barely shared — 3 per element: a spring for geometry, ease-in-ease-out for opacity and corner
/// radii, linear for the background colour. One element in four moves in 3D (perspective), the rest in 2D.
enum FrameWorkload {
    /// The properties each element animates.
    static let properties: [AnimatableProperty] = [
        .position, .bounds, .opacity, .transform, .cornerRadii, .backgroundColor,
    ]

    /// A timeline of `elements` elements × ``properties``.
    static func timeline(elements: Int) throws -> Timeline {
        let spring = TimingParameters.spring(try Spring(dampingRatio: 0.8, duration: 0.5))
        let ease = TimingParameters.curve(.easeInOut)
        var tracks: [Track] = []
        tracks.reserveCapacity(elements * properties.count)
        for index in 0..<elements {
            let id = "element-\(index)"
            let delay = Double(index) * 0.0005
            let column = CGFloat(index % 10)
            let row = CGFloat(index / 10)
            let start = CGRect(x: column * 39, y: row * 8, width: 36, height: 36)
            let end = CGRect(x: 0, y: 0, width: 390, height: 844)
            let turn =
                index % 4 == 0
                ? Transform3D.perspective(eyeDistance: 500).concatenating(
                    Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0))
                : Transform3D(rotationAngle: .pi / 8).concatenating(Transform3D(scaleX: 1.2, y: 1.2))
            func track(
                _ property: AnimatableProperty, _ from: AnimatableValue, _ to: AnimatableValue,
                _ timing: TimingParameters
            ) throws -> Track {
                try Track(
                    target: id, property: property, from: from, to: to, timing: timing, delay: delay, duration: 0.5)
            }
            tracks.append(
                try track(
                    .position, .point(CGPoint(x: start.midX, y: start.midY)), .point(CGPoint(x: end.midX, y: end.midY)),
                    spring))
            tracks.append(
                try track(
                    .bounds, .rect(CGRect(origin: .zero, size: start.size)),
                    .rect(CGRect(origin: .zero, size: end.size)), spring))
            tracks.append(try track(.opacity, .scalar(0), .scalar(1), ease))
            tracks.append(try track(.transform, .transform(.identity), .transform(turn), spring))
            tracks.append(try track(.cornerRadii, .cornerRadii(CornerRadii(all: 12)), .cornerRadii(.zero), ease))
            tracks.append(
                try track(.backgroundColor, .color(Color(red: 0.9, green: 0.3, blue: 0.2)), .color(.clear), .linear))
        }
        return Timeline(tracks: tracks)
    }
}
