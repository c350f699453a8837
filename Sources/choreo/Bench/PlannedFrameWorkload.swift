import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The timeline the `frame.*` benchmarks sample, as the planner makes it: two screens of `elements` elements, every
/// one matched by identifier, morphing as a cascade.
///
/// Each element sits at a different place, size, colour, corner radius and turn on each screen, so its ghost animates
/// its position, bounds, transform, corner radii and background colour, and the two snapshots inside it cross-fade.
/// A cascade gives every ghost its own delay (0.5 ms apart), so timing lanes are barely shared, and the ghosts move on
/// a critically damped spring. This is the timeline a library transition's run follows on the host.
enum PlannedFrameWorkload {
    /// The transition planned: a fade with matched geometry whose ghosts cascade 0.5 ms apart on a spring.
    static let transition = Transition.fade.combined(with: .matchedGeometry()).modifying(
        elements: .prefix("element-"), .cascade(delta: 0.0005), .spring(dampingRatio: 1))

    /// The planned timeline of `elements` matched elements.
    static func timeline(elements: Int) throws -> Timeline {
        let container = CGSize(width: 390, height: 844)
        func scene(_ side: Int) throws -> Scene {
            var list = [Scene.Element(frame: CGRect(origin: .zero, size: container))]
            list.reserveCapacity(elements + 1)
            for index in 0..<elements {
                let place = side == 0 ? index : elements - 1 - index
                let column = CGFloat(place % 10)
                let row = CGFloat(place / 10 % 100)
                let size = side == 0 ? CGSize(width: 36, height: 36) : CGSize(width: 60, height: 44)
                list.append(
                    Scene.Element(
                        identifier: "element-\(index)",
                        center: CGPoint(x: column * 39 + size.width / 2, y: row * 8 + size.height / 2),
                        size: size,
                        transform: side == 0 ? .identity : Transform3D(rotationAngle: .pi / 8),
                        cornerRadii: CornerRadii(all: side == 0 ? 12 : 0),
                        backgroundColor: side == 0 ? Color(red: 0.9, green: 0.3, blue: 0.2) : Color(white: 0.2),
                        parent: 0))
            }
            return try Scene(size: container, elements: list)
        }
        let plan = try Planner().plan(
            transition, from: try scene(0), to: try scene(1), operation: .present, containerSize: container)
        return plan.timeline
    }
}
