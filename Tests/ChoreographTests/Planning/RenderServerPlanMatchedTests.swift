import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A matched ghost's tracks, hosted as a stage hosts them, split between the render server and the display link.
@Suite("Render server plans of a matched ghost")
struct RenderServerPlanMatchedTests {
    let listPhoto = CGSize(width: 100, height: 50)
    let detailPhoto = CGSize(width: 390, height: 300)

    /// A push from a list with a rounded, shadowed photo to a detail screen with the same photo, large and square,
    /// under a fade of the screens, its tracks hosted as a stage shows them: each snapshot's bounds as a scale of the
    /// element it copies.
    func hostedTimeline(curve: TransitionCurve? = nil) throws -> Timeline {
        var small = Scene.Element(identifier: "photo", frame: CGRect(origin: CGPoint(x: 20, y: 100), size: listPhoto))
        small.cornerRadii = .uniform(8)
        small.backgroundColor = Color(red: 1, green: 0, blue: 0)
        small.shadow = Scene.Shadow(opacity: 0.5, radius: 6, offset: CGSize(width: 0, height: 4))
        var large = Scene.Element(identifier: "photo", frame: CGRect(origin: .zero, size: detailPhoto))
        large.backgroundColor = Color(red: 0, green: 0, blue: 1)
        var transition = Transition.fade.combined(with: .matchedGeometry()).duration(0.5)
        if let curve { transition = transition.timing(curve) }
        let planned = try plan(transition, .push, from: screen([small]), to: screen([large]))
        let sizes = [
            TransitionTarget.snapshot("photo", of: .from).name: listPhoto,
            TransitionTarget.snapshot("photo", of: .to).name: detailPhoto,
        ]
        return Timeline(
            tracks: planned.timeline.tracks.map { $0.hosted(snapshotSize: sizes[$0.target], inPlaceCorrection: nil) })
    }

    @Test("Every track of the ghost, its snapshots and the screens' fade goes to the render server")
    func everyTrackPlays() throws {
        let timeline = try hostedTimeline()
        let screens: Set<String> = [TransitionTarget.fromScreen.name, TransitionTarget.toScreen.name]
        let plan = RenderServerPlan(timeline: timeline, interactive: false, laidOutTargets: screens)
        #expect(plan.placements.count == timeline.tracks.count)
        #expect(plan.displayLinkIndexes.isEmpty, "\(plan.displayLinkIndexes.map { timeline.tracks[$0].property })")
        let ghost = TransitionTarget.ghost("photo").name
        // The ghost's properties, each on the key path of the layer property it sets: neither photo is transformed or
        // has a border width, and both shadows are opaque black, so by the rule the ghost leaves out its transform,
        // border width and shadow colour (a new view's values); the missing border colour is clear, so it stays.
        let ghostKeyPaths = plan.placements.indices.filter { timeline.tracks[$0].target == ghost }.compactMap {
            plan.placements[$0].keyPath?.rawValue
        }
        #expect(
            Set(ghostKeyPaths) == [
                "position", "bounds", "cornerRadius", "backgroundColor", "borderColor", "shadowOpacity", "shadowRadius",
                "shadowOffset",
            ])
        #expect(ghostKeyPaths.count == 8)
        // Rounded by 8 on every corner, then square: one radius over every corner.
        let corners = try #require(
            plan.placements.indices.first {
                timeline.tracks[$0].target == ghost && timeline.tracks[$0].property == .cornerRadii
            })
        #expect(plan.placements[corners].animation?.cornerMask == .all)
    }

    @Test("Played by Core Animation's keyframe rules, each animation shows the hosted track's value at every time")
    func playsTheTimeline() throws {
        let timeline = try hostedTimeline()
        let plan = RenderServerPlan(timeline: timeline, interactive: false)
        #expect(!plan.renderServerIndexes.isEmpty)
        for index in plan.renderServerIndexes {
            let animation = try #require(plan.placements[index].animation)
            let track = timeline.tracks[index]
            for time in evenlySpaced(101, over: -0.1...(timeline.duration + 0.1)) {
                let gap = largestComponentDifference(
                    playedByCoreAnimation(animation, at: time), try #require(timeline.value(ofTrack: index, at: time)))
                #expect(gap <= 1e-9, "\(track.target).\(track.property.name) at t = \(time): off by \(gap)")
            }
        }
    }

    @Test("A snapshot's bounds play as a scale on the layer's transform, ending at the fitted size")
    func snapshotScale() throws {
        let timeline = try hostedTimeline()
        let plan = RenderServerPlan(timeline: timeline, interactive: false)
        let from = TransitionTarget.snapshot("photo", of: .from).name
        let index = try #require(
            timeline.tracks.indices.first {
                timeline.tracks[$0].target == from && timeline.tracks[$0].property == .transform
            })
        #expect(!timeline.tracks.contains { $0.target == from && $0.property == .bounds })
        #expect(plan.placements[index].keyPath?.rawValue == "transform")
        let animation = try #require(plan.placements[index].animation)
        // The 100 × 50 photo covers the 390 × 300 ghost at the end: fitted by height, 600 × 300, a scale of 6.
        guard case .transform(let end) = try #require(animation.values.last) else {
            Issue.record("not a transform")
            return
        }
        #expect(abs(end.m11 - 6) < 1e-9 && abs(end.m22 - 6) < 1e-9)
        guard case .transform(let start) = try #require(animation.values.first) else { return }
        #expect(abs(start.m11 - 1) < 1e-9 && abs(start.m22 - 1) < 1e-9)
    }

    @Test("On a spring, the ghost's moving tracks stay on the display link; what the render server plays still matches")
    func spring() throws {
        let timeline = try hostedTimeline(curve: .springDampingRatio(0.7, initialVelocity: 0))
        let plan = RenderServerPlan(timeline: timeline, interactive: false)
        let ghost = TransitionTarget.ghost("photo").name
        // What differs between the two photos moves on the spring; what they share and a new view does not show
        // (a clear border colour) holds, one keyframe that the render server plays; the rest (no transform, no border
        // width, the shadow's black) the ghost leaves out.
        let moving: Set<String> = [
            "position", "bounds", "cornerRadii", "backgroundColor", "shadowOpacity", "shadowRadius", "shadowOffset",
        ]
        for index in timeline.tracks.indices where timeline.tracks[index].target == ghost {
            let property = timeline.tracks[index].property.name
            #expect(
                plan.placements[index].reason == (moving.contains(property) ? .springTiming : nil), "\(property)")
        }
        #expect(timeline.tracks.filter { $0.target == ghost }.count == 8)
        for index in plan.renderServerIndexes {
            let animation = try #require(plan.placements[index].animation)
            for time in evenlySpaced(51, over: 0...timeline.duration) {
                let shown = try #require(timeline.value(ofTrack: index, at: time))
                #expect(largestComponentDifference(playedByCoreAnimation(animation, at: time), shown) <= 1e-9)
            }
        }
    }

    @Test("Interactive, the same tracks all stay on the display link")
    func interactive() throws {
        let timeline = try hostedTimeline()
        let plan = RenderServerPlan(timeline: timeline, interactive: true)
        #expect(plan.renderServerIndexes.isEmpty)
        #expect(plan.placements.allSatisfy { $0.reason == .interactiveRun })
    }
}
