import Choreograph
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An animation keeps a known property as its place and its block's clock drive or link to an animator as one
/// reference, a track after its fields, and what few animations have (a fixed progress, a property outside the known
/// ones) apart: these tests read every part back, for each way an animation is made, against values worked out by
/// hand.
@MainActor
@Suite("Property animation storage")
struct PropertyAnimationStorageTests {
    /// A drive on `clock` from time 0 for 1 s, linear, that keeps touches from its views.
    private func linearDrive(on clock: ManualClock) -> ClockDrive {
        ClockDrive(
            clock: clock, begin: 0, duration: 1, timing: SharedTiming(.linear), blocksTouches: true,
            group: AnimationGroup(completion: nil))
    }

    /// A track of `property` from `from` through `middle` (at time 0.5) to `to`.
    private func track(
        _ property: AnimatableProperty, _ from: AnimatableValue, _ middle: AnimatableValue, _ to: AnimatableValue
    ) throws -> Track {
        try Track(
            target: "box", property: property,
            keyframes: [
                Keyframe(time: 0, value: from), Keyframe(time: 0.5, value: middle), Keyframe(time: 1, value: to),
            ], duration: 1)
    }

    @Test("Every known property is kept as its place and read back as that property")
    func knownPlaces() {
        let known = AnimatableProperty.viewProperties + [.circularMask]
        #expect(known.count == 14)
        #expect(AnimatableProperty.knownPlaceCount == 14)
        // Every place below the count is one known property's, each property's at one place.
        #expect(Set(known.map(\.place)) == Set((0..<14).map(UInt8.init)))
        for property in known {
            let back = AnimatableProperty.known(place: property.place)
            #expect(back == property)
            #expect(back.name == property.name && back.kind == property.kind)
            let animation = PropertyAnimation(
                property: property, pair: ValuePair(from: .scalar(0), to: .scalar(1)),
                drive: linearDrive(on: ManualClock()))
            #expect(animation.property == property)
            #expect(animation.property.name == property.name && animation.property.kind == property.kind)
        }
    }

    @Test("A property outside the known ones keeps its name and kind, under the clock and under an animator")
    func customProperty() throws {
        let custom = AnimatableProperty(name: "glow", kind: .scalar)
        #expect(custom.place == AnimatableProperty.customPlace)
        let clocked = PropertyAnimation(
            property: custom, pair: ValuePair(from: .scalar(2), to: .scalar(6)), drive: linearDrive(on: ManualClock()))
        let driven = PropertyAnimation.make(
            property: custom, shape: .keyframes(try track(custom, .scalar(0), .scalar(1), .scalar(4))),
            link: AnimatorLink(animator: nil, block: 2))
        for animation in [clocked, driven] {
            #expect(animation.property == custom)
            #expect(animation.property.name == "glow" && animation.property.kind == .scalar)
            #expect(animation.property != .opacity)
        }
        #expect(clocked.target == .scalar(6))
        #expect(driven.target == .scalar(4))
    }

    @Test("A block's animation on the clock reads its drive, its progress and its value from the shared drive")
    func clockDriven() throws {
        let clock = ManualClock()
        let drive = linearDrive(on: clock)
        let animation = PropertyAnimation(
            property: .opacity, pair: ValuePair(from: .scalar(0), to: .scalar(4)), drive: drive)
        guard case .clock(let driving, let begin, let duration, let timing) = animation.driver else {
            Issue.record("a block's animation is driven by the clock")
            return
        }
        #expect(driving === clock && begin == 0 && duration == 1 && timing === drive.timing)
        guard case .basic(let pair) = animation.shape else {
            Issue.record("a change is a basic animation")
            return
        }
        #expect(pair.from == .scalar(0) && pair.to == .scalar(4))
        #expect(animation.animator == nil)
        #expect(animation.fixedProgress == nil)
        #expect(animation.blocksTouches)
        clock.advance(to: 0.25)
        // Linear: a quarter of the way from 0 to 4.
        #expect(animation.progress == 0.25)
        #expect(animation.value == .scalar(1))
    }

    @Test("A fixed progress set on a block's animation overrides the clock until it is cleared; the driver stays")
    func fixedProgressOnClock() {
        let clock = ManualClock()
        let animation = PropertyAnimation(
            property: .opacity, pair: ValuePair(from: .scalar(0), to: .scalar(4)), drive: linearDrive(on: clock))
        clock.advance(to: 0.25)
        animation.fixedProgress = 0.75
        #expect(animation.fixedProgress == 0.75)
        #expect(animation.progress == 0.75)
        #expect(animation.value == .scalar(3))
        guard case .clock(_, let begin, let duration, _) = animation.driver else {
            Issue.record("the driver is still the clock")
            return
        }
        #expect(begin == 0 && duration == 1)
        #expect(animation.blocksTouches)
        animation.fixedProgress = nil
        #expect(animation.fixedProgress == nil)
        #expect(animation.progress == 0.25)
        // Clearing what was never set changes nothing.
        let untouched = PropertyAnimation(
            property: .opacity, pair: ValuePair(from: .scalar(0), to: .scalar(4)), drive: linearDrive(on: clock))
        untouched.fixedProgress = nil
        untouched.animator = nil
        #expect(untouched.fixedProgress == nil && untouched.animator == nil && untouched.progress == 0.25)
    }

    @Test("An animator set on a block's animation decides whether it keeps touches; the clock still drives it")
    func animatorOnClock() {
        let (_, clock) = freshHost()
        let animation = PropertyAnimation(
            property: .position, pair: ValuePair(from: .point(CGPoint(x: 0, y: 0)), to: .point(CGPoint(x: 8, y: 4))),
            drive: linearDrive(on: clock))
        let animator = PropertyAnimator(duration: 1, timingParameters: .linear)
        animation.animator = animator
        #expect(animation.animator === animator)
        // The animator lets touches through by default, whatever the block's options said.
        #expect(!animation.blocksTouches)
        animator.isUserInteractionEnabled = false
        #expect(animation.blocksTouches)
        clock.advance(to: 0.5)
        #expect(animation.progress == 0.5)
        #expect(animation.value == .point(CGPoint(x: 4, y: 2)))
        guard case .clock = animation.driver else {
            Issue.record("the driver is still the clock")
            return
        }
    }

    @Test("An animator's animation follows its block's progress, a fixed progress first, 1 without an animator")
    func animatorDriven() throws {
        _ = freshHost()
        let animator = PropertyAnimator.timelineDriver(duration: 1, timing: .linear)
        let box = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), identifier: "box")
        let attached = animator.attach(.opacity, shape: .straight(try straightTrack()), to: box)
        guard let animation = attached else {
            Issue.record("a timeline driver has a block to attach to")
            return
        }
        guard case .animator(let block) = animation.driver else {
            Issue.record("an animator drives it")
            return
        }
        #expect(block == 0)
        #expect(animation.animator === animator)
        #expect(animation.view === box)
        animator.fractionComplete = 0.5
        #expect(animation.progress == 0.5)
        // Straight from 0.2 to 1: halfway is 0.6.
        #expect(isScalar(animation.value, near: 0.6))
        animation.fixedProgress = 0.25
        #expect(animation.progress == 0.25)
        #expect(isScalar(animation.value, near: 0.4))
        guard case .straight(let track) = animation.shape else {
            Issue.record("the shape is kept")
            return
        }
        #expect(track == (try straightTrack()))
        #expect(animation.target == .scalar(1))
        let orphan = PropertyAnimation(
            property: .opacity, pair: ValuePair(from: .scalar(0), to: .scalar(4)),
            link: AnimatorLink(animator: nil, block: 3))
        guard case .animator(let orphanBlock) = orphan.driver else {
            Issue.record("an animator drives it")
            return
        }
        #expect(orphanBlock == 3)
        #expect(orphan.animator == nil)
        #expect(!orphan.blocksTouches)
        #expect(orphan.progress == 1)
        #expect(orphan.value == .scalar(4))
        animator.stopAnimation(true)
    }

    @Test("A keyframe animation on the clock keeps its track apart and its drive with it")
    func keyframesOnClock() throws {
        let clock = ManualClock()
        let drive = linearDrive(on: clock)
        let keyframes = try track(.opacity, .scalar(0), .scalar(2), .scalar(1))
        let animation = PropertyAnimation.make(property: .opacity, shape: .keyframes(keyframes), drive: drive)
        guard case .keyframes(let kept) = animation.shape else {
            Issue.record("the shape is kept")
            return
        }
        #expect(kept == keyframes)
        guard case .clock(_, _, let duration, _) = animation.driver else {
            Issue.record("the clock drives it")
            return
        }
        #expect(duration == 1)
        #expect(animation.blocksTouches)
        #expect(animation.animator == nil && animation.fixedProgress == nil)
        clock.advance(to: 0.25)
        // Halfway from the first keyframe (0) to the second (2).
        #expect(animation.value == .scalar(1))
        clock.advance(to: 0.75)
        // Halfway from the second (2) to the last (1).
        #expect(animation.value == .scalar(1.5))
        #expect(animation.target == .scalar(1))
    }

    @Test("A common animation's fields take 38 bytes after the object's 16-byte header, a track's 89")
    func layout() throws {
        // The view (8), the link to what drives it (one reference, 8), the pair's store (8) and slots (12), the
        // place (1) and whether it ended (1).
        #expect(MemoryLayout<PropertyAnimation.Link>.size == 8)
        #expect(MemoryLayout<ValuePair?>.size == 20)
        #expect(MemoryLayout<AnimationFields>.size == 38)
        // Then, for a track: the track at the next multiple of 8 (40, 48 bytes) and whether it is straight (1).
        #expect(MemoryLayout<Track>.size == 48)
        #expect(MemoryLayout<TrackAnimationFields>.size == 89)
        // The copies above measure what the classes keep: the same fields, in the same order.
        let drive = linearDrive(on: ManualClock())
        let pair = ValuePair(from: .scalar(0), to: .scalar(1))
        let animation = PropertyAnimation(property: .opacity, pair: pair, drive: drive)
        let fields: [String?] = ["view", "link", "pair", "place", "hasEnded"]
        #expect(Mirror(reflecting: animation).children.map(\.label) == fields)
        let copy = AnimationFields(view: nil, link: .clock(drive), pair: pair, place: 2, hasEnded: false)
        #expect(Mirror(reflecting: copy).children.map(\.label) == fields)
        let straight = try straightTrack()
        let trackAnimation = PropertyAnimation.make(property: .opacity, shape: .straight(straight), drive: drive)
        let mirror = Mirror(reflecting: trackAnimation)
        #expect(mirror.children.map(\.label) == ["track", "isStraight"])
        #expect(mirror.superclassMirror?.children.map(\.label) == fields)
        let trackCopy = TrackAnimationFields(animation: copy, track: straight, isStraight: true)
        #expect(Mirror(reflecting: trackCopy).children.map(\.label) == ["animation", "track", "isStraight"])
    }

    /// A straight track of opacity from 0.2 to 1.
    private func straightTrack() throws -> Track {
        try Track(
            target: "box", property: .opacity,
            keyframes: [Keyframe(time: 0, value: .scalar(0.2)), Keyframe(time: 1, value: .scalar(1))], duration: 1)
    }

    private func isScalar(_ value: AnimatableValue, near expected: Double) -> Bool {
        guard case .scalar(let number) = value else { return false }
        return abs(number - expected) < 1e-12
    }
}

/// The stored fields of a ``PropertyAnimation``, in its order.
private struct AnimationFields {
    unowned(unsafe) let view: View?
    let link: PropertyAnimation.Link
    let pair: ValuePair?
    let place: UInt8
    let hasEnded: Bool
}

/// The stored fields of a ``TrackAnimation``, in its order: an animation's (whose 38 bytes take 40 here, as the
/// subclass's own fields start at the next multiple of 8), then its own.
private struct TrackAnimationFields {
    let animation: AnimationFields
    let track: Track
    let isStraight: Bool
}
