import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The layer key path of each view property, written from Core Animation's `CALayer` property names.
private let layerKeyPaths: [String: String] = [
    "position": "position", "bounds": "bounds", "opacity": "opacity", "transform": "transform",
    "cornerRadii": "cornerRadius", "backgroundColor": "backgroundColor", "borderWidth": "borderWidth",
    "borderColor": "borderColor", "shadowOpacity": "shadowOpacity", "shadowRadius": "shadowRadius",
    "shadowOffset": "shadowOffset", "shadowColor": "shadowColor", "zPosition": "zPosition",
]

@Suite("Render server plans")
struct RenderServerPlanTests {
    private static let spring = try! Spring(dampingRatio: 0.7, duration: 0.5)

    private func radii(_ topLeft: CGFloat, _ topRight: CGFloat, _ bottomRight: CGFloat, _ bottomLeft: CGFloat)
        -> AnimatableValue
    {
        .cornerRadii(
            CornerRadii(topLeft: topLeft, topRight: topRight, bottomRight: bottomRight, bottomLeft: bottomLeft))
    }

    private func corners(_ target: String, _ from: AnimatableValue, _ to: AnimatableValue) throws -> Track {
        try Track(target: target, property: .cornerRadii, from: from, to: to, timing: .linear, duration: 0.4)
    }

    @Test("Every view property has its layer's key path; a circular mask and a custom property have none")
    func keyPaths() {
        for property in AnimatableProperty.viewProperties {
            #expect(property.layerKeyPath?.rawValue == layerKeyPaths[property.name], "\(property.name)")
        }
        #expect(AnimatableProperty.viewProperties.count == layerKeyPaths.count)
        #expect(AnimatableProperty.circularMask.layerKeyPath == nil)
        #expect(AnimatableProperty(name: "blur", kind: .scalar).layerKeyPath == nil)
    }

    @Test("A linear fade and a curved move go to the render server with their key times, values and curves")
    func linearAndCurve() throws {
        let fade = try Track(
            target: "card", property: .opacity, from: .scalar(0), to: .scalar(1), timing: .linear, delay: 0.1,
            duration: 0.3)
        let move = try Track(
            target: "card", property: .position, from: .point(CGPoint(x: 10, y: 20)),
            to: .point(CGPoint(x: 200, y: 20)), timing: .curve(.easeInOut), duration: 0.5)
        let plan = RenderServerPlan(timeline: Timeline(tracks: [fade, move]), interactive: false)
        #expect(plan.renderServerIndexes == [0, 1])
        #expect(plan.displayLinkIndexes.isEmpty)
        let fadeAnimation = try #require(plan.placements[0].animation)
        #expect(plan.placements[0].keyPath?.rawValue == "opacity")
        #expect(fadeAnimation.beginTime == 0.1)
        #expect(fadeAnimation.duration == 0.3)
        #expect(fadeAnimation.keyTimes == [0, 1])
        #expect(fadeAnimation.values == [.scalar(0), .scalar(1)])
        let linear = try #require(fadeAnimation.timingFunctions.first)
        #expect([linear.x1, linear.y1, linear.x2, linear.y2] == [0, 0, 1, 1])
        let moveAnimation = try #require(plan.placements[1].animation)
        #expect(plan.placements[1].keyPath?.rawValue == "position")
        // UIKit's ease-in-out: control points (0.42, 0) and (0.58, 1).
        let curve = try #require(moveAnimation.timingFunctions.first)
        #expect([curve.x1, curve.y1, curve.x2, curve.y2] == [0.42, 0, 0.58, 1])
        #expect(moveAnimation.values == [.point(CGPoint(x: 10, y: 20)), .point(CGPoint(x: 200, y: 20))])
    }

    @Test("A spring segment, a jump over no time and a property without a key path stay on the display link")
    func springJumpAndMask() throws {
        let springy = try Track(
            target: "card", property: .opacity, from: .scalar(0), to: .scalar(1), timing: .spring(Self.spring),
            duration: 0.5)
        // A spring on the first keyframe is never used by the track, so it does not count.
        let firstOnly = try Track(
            target: "card", property: .zPosition,
            keyframes: [
                Keyframe(time: 0, value: .scalar(0), timing: .spring(Self.spring)),
                Keyframe(time: 1, value: .scalar(5), timing: .curve(.easeOut)),
            ],
            duration: 0.5)
        let jump = try Track(
            target: "card", property: .borderWidth, from: .scalar(0), to: .scalar(2), timing: .linear, delay: 0.2,
            duration: 0)
        let mask = try Track(
            target: "card", property: .circularMask, from: .rect(CGRect(x: 0, y: 0, width: 1, height: 1)),
            to: .rect(CGRect(x: -100, y: -100, width: 300, height: 300)), timing: .linear, duration: 0.5)
        let custom = try Track(
            target: "card", property: AnimatableProperty(name: "blur", kind: .scalar), from: .scalar(0),
            to: .scalar(8), timing: .linear, duration: 0.5)
        let plan = RenderServerPlan(
            timeline: Timeline(tracks: [springy, firstOnly, jump, mask, custom]), interactive: false)
        #expect(plan.placements.map(\.reason) == [.springTiming, nil, .instantJump, .noLayerKeyPath, .noLayerKeyPath])
        #expect(plan.placements[1].keyPath?.rawValue == "zPosition")
    }

    @Test("Corner radii play as one radius over the corners every value rounds alike, or stay")
    func cornerRadii() throws {
        let tracks = [
            // Every corner from 8 to square: the mask is every corner, the radius 8 to 0.
            try corners("a", radii(8, 8, 8, 8), radii(0, 0, 0, 0)),
            // A sheet's top corners from 12 to 0: the mask is the top corners.
            try corners("b", radii(12, 12, 0, 0), radii(0, 0, 0, 0)),
            // No corner ever rounded: the mask is every corner (the layer's own default).
            try corners("c", radii(0, 0, 0, 0), radii(0, 0, 0, 0)),
            // Top corners by 12 and bottom ones by 6: not one radius.
            try corners("d", radii(12, 12, 6, 6), radii(12, 12, 6, 6)),
            // The top corners, then the bottom ones: the mask would have to change.
            try corners("e", radii(10, 10, 0, 0), radii(0, 0, 10, 10)),
        ]
        let plan = RenderServerPlan(timeline: Timeline(tracks: tracks), interactive: false)
        #expect(plan.placements.map(\.keyPath?.rawValue) == ["cornerRadius", "cornerRadius", "cornerRadius", nil, nil])
        #expect(
            plan.placements.map(\.animation?.cornerMask) == [.all, [.topLeft, .topRight], .all, nil, nil])
        #expect(plan.placements.map(\.reason) == [nil, nil, nil, .cornerRadiiNotUniform, .cornerRadiiNotUniform])
    }

    @Test("A corner is rounded when its radius is greater than 0")
    func roundedCorners() {
        #expect(
            CornerRadii(topLeft: 8, topRight: 0, bottomRight: 3, bottomLeft: 0).roundedCorners == [
                .topLeft, .bottomRight,
            ])
        #expect(CornerRadii.zero.roundedCorners.isEmpty)
        #expect(CornerRadii.uniform(0.5).roundedCorners == .all)
        #expect(RoundedCorners.all.rawValue == 0b1111)
        // The largest radius, whichever corner has it.
        #expect(CornerRadii(topLeft: 2, topRight: 0, bottomRight: 0, bottomLeft: 9).largest == 9)
        #expect(CornerRadii(topLeft: 0, topRight: 7, bottomRight: 3, bottomLeft: 0).largest == 7)
        #expect(CornerRadii.zero.largest == 0)
    }

    @Test("Bounds of a view that lays out stay; two tracks of one key path of one target both stay")
    func boundsAndSharedKeyPaths() throws {
        let small = AnimatableValue.rect(CGRect(x: 0, y: 0, width: 100, height: 50))
        let large = AnimatableValue.rect(CGRect(x: 0, y: 0, width: 390, height: 300))
        let spin = AnimatableValue.transform(Transform3D(rotationAngle: .pi / 4))
        let tracks = [
            try Track(target: "card", property: .bounds, from: small, to: large, timing: .linear, duration: 0.4),
            try Track(target: "ghost:card", property: .bounds, from: small, to: large, timing: .linear, duration: 0.4),
            try Track(
                target: "photo", property: .transform, from: .transform(.identity), to: spin, timing: .linear,
                duration: 0.4),
            try Track(
                target: "photo", property: .transform, from: spin, to: .transform(.identity),
                timing: .spring(Self.spring), duration: 0.4),
            try Track(
                target: "title", property: .transform, from: .transform(.identity), to: spin, timing: .linear,
                duration: 0.4),
        ]
        let plan = RenderServerPlan(
            timeline: Timeline(tracks: tracks), interactive: false, laidOutTargets: ["card", "title"])
        #expect(plan.placements.map(\.reason) == [.boundsLayout, nil, .sharedKeyPath, .springTiming, nil])
        #expect(plan.renderServerIndexes == [1, 4])
        #expect(plan.displayLinkIndexes == [0, 2, 3])
    }

    @Test("An interactive, eased or reversed run keeps every track on the display link")
    func runReasons() throws {
        let fade = try Track(
            target: "card", property: .opacity, from: .scalar(0), to: .scalar(1), timing: .linear, duration: 0.3)
        let move = try Track(
            target: "card", property: .position, from: .point(.zero), to: .point(CGPoint(x: 1, y: 1)),
            timing: .curve(.easeIn), duration: 0.3)
        let timeline = Timeline(tracks: [fade, move])
        let interactive = RenderServerPlan(timeline: timeline, interactive: true)
        #expect(interactive.placements.map(\.reason) == [.interactiveRun, .interactiveRun])
        let eased = RenderServerPlan(timeline: timeline, interactive: false, animatorTiming: .curve(.easeInOut))
        #expect(eased.placements.map(\.reason) == [.easedProgress, .easedProgress])
        let springAnimator = RenderServerPlan(
            timeline: timeline, interactive: false, animatorTiming: .spring(Self.spring))
        #expect(springAnimator.renderServerIndexes.isEmpty)
        // A curve with the linear control points is linear.
        let linearCurve = RenderServerPlan(timeline: timeline, interactive: false, animatorTiming: .curve(.linear))
        #expect(linearCurve.renderServerIndexes == [0, 1])
        let reversed = RenderServerPlan(timeline: timeline.reversed(), interactive: false)
        #expect(reversed.placements.map(\.reason) == [.reversedTimeline, .reversedTimeline])
        #expect(RenderServerPlan(timeline: Timeline(tracks: []), interactive: false).placements.isEmpty)
    }
}
