import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The timelines the `frame.*` benchmarks sample, as the planner makes them.
///
/// ``timeline(elements:)``: two screens of `elements` elements, every one matched by identifier, morphing as a
/// cascade (17 tracks per element). Each element sits at a different place, size, colour, corner radius and turn on each screen, so its ghost animates
/// its position, bounds, transform, corner radii and background colour, and the two snapshots inside it cross-fade.
/// A cascade gives every ghost its own delay (0.5 ms apart), so timing lanes are barely shared, and the ghosts move on
/// a critically damped spring. This is the timeline a library transition's run follows on the host.
///
/// ``followedTimeline(elements:)``: the same screens, sliding from the right with matched geometry on linear timing.
///
/// ``liftedTimeline(elements:)``: a screen of `elements` elements that each leave lifted into the container (six
/// tracks per element: position, bounds, transform, opacity, corner radii and z position), fading, shrinking,
/// rounding and rising as a cascade on the plan's curve while the screens cross-fade.
enum PlannedFrameWorkload {
    /// The transition planned: a fade with matched geometry whose ghosts cascade 0.5 ms apart on a spring.
    static let transition = Transition.fade.combined(with: .matchedGeometry()).modifying(
        elements: .prefix("element-"), .cascade(delta: 0.0005), .spring(dampingRatio: 1))

    /// The planned timeline of `elements` matched elements.
    static func timeline(elements: Int) throws -> Timeline {
        try timeline(of: transition, elements: elements)
    }

    /// The transition of ``followedTimeline(elements:)``: a slide from the right with matched geometry, on linear
    /// timing, so that every track of one motion over the whole run is a straight move.
    static let followedTransition = Transition.slide(from: .right).combined(with: .matchedGeometry()).curve(.linear)

    /// The planned timeline of `elements` matched elements sliding with their screens on linear timing: the
    /// timeline an interactive run follows past its ends while a spring overshoots.
    static func followedTimeline(elements: Int) throws -> Timeline {
        try timeline(of: followedTransition, elements: elements)
    }

    /// The timeline `transition` plans between two screens of `elements` matched elements (see the type's
    /// description).
    private static func timeline(of transition: Transition, elements: Int) throws -> Timeline {
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

    /// The modifiers of ``liftedTimeline(elements:)``: every element lifted, faded out, scaled to half, rounded to
    /// 18 points and raised to z 10, 0.5 ms after the one before.
    static let liftedTransition = Transition.fade.modifying(
        elements: .prefix("element-"), .coordinateSpace(.global), .fade, .scale(0.5), .cornerRadius(18),
        .zPosition(10), .cascade(delta: 0.0005))

    /// The planned timeline of `elements` elements leaving the old screen, each lifted into the container.
    static func liftedTimeline(elements: Int) throws -> Timeline {
        let container = CGSize(width: 390, height: 844)
        var list = [Scene.Element(frame: CGRect(origin: .zero, size: container))]
        list.reserveCapacity(elements + 1)
        for index in 0..<elements {
            let frame = CGRect(x: CGFloat(index % 10) * 39, y: CGFloat(index / 10 % 100) * 8, width: 36, height: 36)
            var element = Scene.Element(identifier: "element-\(index)", frame: frame, parent: 0)
            element.cornerRadii = CornerRadii(all: 6)
            element.backgroundColor = Color(red: 0.9, green: 0.3, blue: 0.2)
            list.append(element)
        }
        let from = try Scene(size: container, elements: list)
        let to = try Scene(size: container, elements: [Scene.Element(frame: CGRect(origin: .zero, size: container))])
        let plan = try Planner().plan(
            liftedTransition, from: from, to: to, operation: .present, containerSize: container)
        return plan.timeline
    }
}
