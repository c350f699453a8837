import Choreograph
import Foundation

/// One running animation of one property of one view, as a `CAAnimation` on the view's layer.
///
/// Animations are *additive*, as UIKit's have been since iOS 8: the model value jumps to the target at once, and the
/// animation adds the difference between where it is and where it is going. With one animation on a property the
/// view shows exactly the animated value; when a second animation starts on the same property, the first keeps
/// running and the two differences add up, so the view moves on without a jump.
@MainActor
class PropertyAnimation {
    /// How the animation's value follows its progress.
    enum Shape {
        /// From one value to another; progress may overshoot (springs). The values are kept where their block keeps
        /// them, not in the animation: a value can be large (a transform is sixteen numbers).
        case basic(ValuePair)
        /// Keyframes placed on a track whose time runs 0…1 with the progress.
        case keyframes(Track)
        /// From a straight track's first value to its last (``/Choreograph/Track/isStraightMove``), as ``basic(_:)``
        /// from one to the other: the values are read where the track keeps them.
        case straight(Track)
    }

    /// What decides the animation's progress.
    enum Driver {
        /// The clock: progress follows `timing` from `begin` for `duration` seconds. The timing is the block's, shared
        /// by its animations.
        case clock(any Clock, begin: TimeInterval, duration: TimeInterval, timing: SharedTiming)
        /// A property animator (``PropertyAnimation/animator``), which reports the progress of one of its blocks.
        case animator(block: Int)
    }

    // The stored properties are declared in an order that leaves no padding between them: an animation is kept per
    // view and property, tens of thousands of them in a large run. A block's animation refers to what drives it —
    // its block's clock drive or link to an animator — shared with the block's other animations; what few animations
    // have — a fixed progress, a property outside the known ones — is kept apart (``AnimationExtras``). An animation
    // between two values takes 54 bytes, the allocator's 64-byte size; one along a track (``TrackAnimation``) keeps
    // the track after them, in the same allocation.

    /// The view whose running animations (``View/animations``) include this one; `nil` before it is added and once
    /// it is taken off or its view goes away.
    ///
    /// Held without a weak reference: a weakly referenced object keeps its reference counts in a side table, which
    /// makes every retain and release of it take the runtime's slow path, and every animated view would have one. It
    /// never outlives the view: the view sets it when it adds the animation, clears it when it removes the animation,
    /// and clears it on every animation still on its list when it goes away (its `deinit`), so reading it after the
    /// view is gone gives `nil`, as a weak reference would. Only ``View`` sets it.
    nonisolated(unsafe) unowned(unsafe) var view: View?
    /// What drives the animation: the block's shared ``ClockDrive`` or ``AnimatorLink``, or this animation's own
    /// ``AnimationExtras``, which keep the drive with the rest.
    private(set) var link: Link
    /// The two values of a ``Shape/basic(_:)`` animation, where its block keeps them; `nil` for a track, which a
    /// ``TrackAnimation`` keeps.
    private let pair: ValuePair?
    /// The property's ``/Choreograph/AnimatableProperty/place``; ``AnimationExtras/customProperty`` keeps a property
    /// outside the known ones.
    private let place: UInt8
    /// Whether the animation has ended (``end(finished:)``): it then reports nothing more to its block's group.
    private var hasEnded = false

    /// What an animation refers to for what drives it: a reference either way.
    enum Link {
        /// A block's animation on the clock with nothing else apart: the block's drive, shared.
        case clock(ClockDrive)
        /// A block's animation of a property animator with nothing else apart: the block's link, shared.
        case animator(AnimatorLink)
        /// Anything else: what the animation keeps apart, what drives it included.
        case extras(AnimationExtras)
    }

    /// The animation's parts kept apart, made when the animation needs one of them.
    private var extras: AnimationExtras {
        if case .extras(let extras) = link { return extras }
        let extras = AnimationExtras(driving: link, customProperty: nil)
        link = .extras(extras)
        return extras
    }

    /// The animated property.
    var property: AnimatableProperty {
        if place != AnimatableProperty.customPlace { return AnimatableProperty.known(place: place) }
        guard case .extras(let extras) = link, let property = extras.customProperty else {
            preconditionFailure("an animation of a property outside the known ones keeps it apart")
        }
        return property
    }

    /// The animator driving an `.animator` animation; held weakly, as UIKit's views do not keep animators alive.
    var animator: PropertyAnimator? {
        get {
            switch link {
            case .clock: return nil
            case .animator(let link): return link.animator
            case .extras(let extras): return extras.animator
            }
        }
        set {
            if newValue === animator, !isExtras { return }
            extras.animator = newValue
        }
    }

    /// A progress that overrides the driver's, used to read the animation's value while its animator goes away.
    /// Default `nil`.
    var fixedProgress: Double? {
        get {
            guard case .extras(let extras) = link else { return nil }
            return extras.fixedProgress
        }
        set {
            if newValue == nil, !isExtras { return }
            extras.fixedProgress = newValue
        }
    }

    /// Whether the animation keeps parts apart (``AnimationExtras``).
    private var isExtras: Bool {
        guard case .extras = link else { return false }
        return true
    }

    /// How the animation's value follows its progress: from one value to the other; an animation along a track
    /// (``TrackAnimation``) overrides it.
    var shape: Shape {
        guard let pair else { preconditionFailure("an animation without a pair is along a track") }
        return .basic(pair)
    }

    /// What decides the animation's progress.
    var driver: Driver {
        switch link {
        case .clock(let drive):
            return .clock(drive.clock, begin: drive.begin, duration: drive.duration, timing: drive.timing)
        case .animator(let link):
            return .animator(block: link.block)
        case .extras(let extras):
            guard let drive = extras.clockDrive else { return .animator(block: extras.animatorBlock) }
            return .clock(drive.clock, begin: drive.begin, duration: drive.duration, timing: drive.timing)
        }
    }

    /// Whether the animation keeps touches from its view now: an animator's follows the animator's
    /// ``PropertyAnimator/isUserInteractionEnabled``; a block's was fixed by its options (``ClockDrive``).
    var blocksTouches: Bool {
        switch link {
        case .clock(let drive): return drive.blocksTouches
        case .animator(let link): return link.blocksTouches
        case .extras(let extras):
            if let animator = extras.animator { return !animator.isUserInteractionEnabled }
            return extras.clockDrive?.blocksTouches ?? false
        }
    }

    /// An animation of `property` with `shape` that the clock drives as `drive` says, for the view it is then added
    /// to (``View/addAnimation(_:)``): a ``TrackAnimation`` for a track.
    static func make(property: AnimatableProperty, shape: Shape, drive: ClockDrive) -> PropertyAnimation {
        make(property: property, shape: shape, link: .clock(drive))
    }

    /// An animation of `property` with `shape` that follows the animator block `link` leads to, for the view it is
    /// then added to (``View/addAnimation(_:)``): a ``TrackAnimation`` for a track.
    static func make(property: AnimatableProperty, shape: Shape, link: AnimatorLink) -> PropertyAnimation {
        make(property: property, shape: shape, link: .animator(link))
    }

    /// An animation of `property` with `shape` driven through `link`, a shared drive or link.
    private static func make(property: AnimatableProperty, shape: Shape, link: Link) -> PropertyAnimation {
        switch shape {
        case .basic(let pair): PropertyAnimation(property: property, pair: pair, link: link)
        case .keyframes(let track): TrackAnimation(property: property, track: track, isStraight: false, link: link)
        case .straight(let track): TrackAnimation(property: property, track: track, isStraight: true, link: link)
        }
    }

    /// An animation of `property` between the two values of `pair` that the clock drives as `drive` says: what a
    /// block starts for each of its changes.
    convenience init(property: AnimatableProperty, pair: ValuePair, drive: ClockDrive) {
        self.init(property: property, pair: pair, link: .clock(drive))
    }

    /// An animation of `property` between the two values of `pair` that follows the animator block `link` leads to:
    /// what an animator's block starts for each of its changes.
    convenience init(property: AnimatableProperty, pair: ValuePair, link: AnimatorLink) {
        self.init(property: property, pair: pair, link: .animator(link))
    }

    /// An animation of `property` with `pair`, if its shape is basic, driven through `link`, a block's shared drive or
    /// link: kept as this animation's extras along with `property` when it is none of the known ones.
    init(property: AnimatableProperty, pair: ValuePair?, link: Link) {
        let place = property.place
        self.place = place
        self.pair = pair
        guard place == AnimatableProperty.customPlace else {
            self.link = link
            return
        }
        self.link = .extras(AnimationExtras(driving: link, customProperty: property))
    }

    /// The value the animation ends on: the model value it was created for. Read from the shape rather than kept, as
    /// an animation is kept per view and property and a value can be large (a transform is sixteen numbers).
    var target: AnimatableValue {
        switch shape {
        case .basic(let pair): pair.to
        case .straight(let track), .keyframes(let track): track.keyframes.last?.value ?? .scalar(0)
        }
    }

    /// The progress now: 0 at the start, 1 at the end, possibly beyond in between.
    var progress: Double {
        switch link {
        case .clock(let drive): return drive.progress
        case .animator(let link): return link.progress
        case .extras(let extras):
            if let fixedProgress = extras.fixedProgress { return fixedProgress }
            guard let drive = extras.clockDrive else {
                let progress = extras.animator?.progress(ofBlock: extras.animatorBlock) ?? 1
                return extras.retiming?.elapsed(atProgress: progress) ?? progress
            }
            return drive.progress
        }
    }

    /// The progress the animation shows when its animator block's progress is `progress`: through its link's
    /// re-timing when it has one (``AnimatorLink/retiming``), else `progress` itself.
    func progress(atBlockProgress progress: Double) -> Double {
        switch link {
        case .clock: return progress
        case .animator(let link): return link.retiming?.elapsed(atProgress: progress) ?? progress
        case .extras(let extras): return extras.retiming?.elapsed(atProgress: progress) ?? progress
        }
    }

    /// The animated value now.
    var value: AnimatableValue {
        let progress = self.progress
        switch shape {
        case .basic(let pair):
            let to = pair.to
            return pair.from.interpolated(to: to, fraction: progress) ?? to
        case .straight(let track):
            // Along the line past either end, as the core follows it; a progress or a value there that is not finite
            // shows the last value.
            return track.followed(at: progress) ?? track.keyframes[track.keyframes.count - 1].value
        case .keyframes(let track):
            return track.value(at: min(max(progress, 0), 1) * track.duration)
        }
    }

    /// Adds the difference the animation makes to the model value now, component by component, to the
    /// `components` of a value of its property; nothing when the animation's values have another number of
    /// components. Writes no array: `scratch` holds the value now and the target while the difference is taken.
    ///
    /// - Parameters:
    ///   - components: The components of a value of the animation's property (at most 16).
    ///   - scratch: Room for 32 numbers, overwritten.
    func addOffset(to components: UnsafeMutableBufferPointer<Double>, scratch: UnsafeMutableBufferPointer<Double>) {
        let count = components.count
        let now = UnsafeMutableBufferPointer(rebasing: scratch[0..<16])
        let end = UnsafeMutableBufferPointer(rebasing: scratch[16..<32])
        guard value.writeComponents(into: now) == count, target.writeComponents(into: end) == count else { return }
        for index in 0..<count {
            components[index] += now[index] - end[index]
        }
    }

    /// Removes the animation from its view and reports how it ended; an animation that has ended already reports
    /// nothing.
    ///
    /// The view is held only while the animation is taken off it, not while the group reports the end: a completion
    /// that removes the last reference to the view sees it go, as in UIKit.
    func end(finished: Bool) {
        view?.removeAnimation(self)
        guard !hasEnded else { return }
        hasEnded = true
        switch link {
        case .clock(let drive): drive.group?.animationEnded(finished: finished)
        case .animator: break
        case .extras(let extras): extras.clockDrive?.group?.animationEnded(finished: finished)
        }
    }

    /// Ends the animation with `finished == true` when `clock` reaches `time`, unless its view has gone by then (the
    /// view took its animations with it).
    ///
    /// The scheduled action holds the animation until then. An animation removed early has ended already, so the
    /// action then does nothing; it stays scheduled, as a clock that runs out waits for it (``TransitionClock/runOut()``).
    func scheduleEnd(at time: TimeInterval, on clock: any Clock) {
        clock.schedule(at: time) { [self] in
            guard view != nil else { return }
            end(finished: true)
        }
    }

    /// Ends each of `animations` that has not ended, in order, with `finished == true` when `clock` reaches `time`,
    /// unless its view has gone by then: what ``scheduleEnd(at:on:)`` does for each of them, as one action.
    ///
    /// The animations of one block all end at the same time, one after another; one action for all of them spares a
    /// closure and a place on the clock per animation. The action holds the animations until then.
    static func scheduleEnd(of animations: [PropertyAnimation], at time: TimeInterval, on clock: any Clock) {
        guard !animations.isEmpty else { return }
        clock.schedule(at: time) {
            for animation in animations where animation.view != nil {
                animation.end(finished: true)
            }
        }
    }
}

extension View {
    /// The state on screen now: the model state plus what every running animation adds.
    ///
    /// The animations of one property (known by its name) add their differences to its model value's components in
    /// the order they run, and the sum becomes the property's value. Temporary buffers hold the components and which
    /// animations were added: for up to a few hundred animations on the view they are on the stack and nothing is
    /// allocated.
    var animatedPresentation: ViewState {
        let animations = self.animations
        guard !animations.isEmpty else { return model }
        var state = model
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 48) { buffer in
            let components = UnsafeMutableBufferPointer(rebasing: buffer[0..<16])
            let scratch = UnsafeMutableBufferPointer(rebasing: buffer[16..<48])
            // Which animations were added already, with the first of their property's: each is read once whatever
            // the mix of properties (a long stack of one property's animations before another's stays linear).
            withUnsafeTemporaryAllocation(of: Bool.self, capacity: animations.count) { added in
                added.initialize(repeating: false)
                for index in animations.indices where !added[index] {
                    let property = animations[index].property
                    // A property is done once, with all its animations, at the first of them.
                    let current = state[property]
                    let count = current?.writeComponents(into: components) ?? 0
                    let sum = UnsafeMutableBufferPointer(rebasing: components[0..<count])
                    for later in index..<animations.count where animations[later].property.hasName(of: property) {
                        added[later] = true
                        if current != nil { animations[later].addOffset(to: sum, scratch: scratch) }
                    }
                    guard let current,
                        let value = AnimatableValue(kind: current.kind, components: UnsafeBufferPointer(sum))
                    else { continue }
                    state[property] = value
                }
            }
        }
        return state
    }

    /// Adds a running animation, made for this view and not yet on any view's list, to the view, which becomes its
    /// ``PropertyAnimation/view``.
    ///
    /// The first one makes room for four, as a block commonly animates several properties of a view at once: the
    /// list then grows once instead of three times.
    func addAnimation(_ animation: PropertyAnimation) {
        animation.view = self
        Self.append(animation, to: &animations)
    }

    /// Removes `animation` from the running animations, if it is there, and clears its ``PropertyAnimation/view``;
    /// an animation is on the list at most once.
    func removeAnimation(_ animation: PropertyAnimation) {
        guard Self.remove(animation, from: &animations) else { return }
        animation.view = nil
    }

    // The list is changed through one `inout` access: each separate reach into a class's stored property is checked
    // for exclusive access at run time.

    private static func append(_ animation: PropertyAnimation, to list: inout [PropertyAnimation]) {
        if list.isEmpty { list.reserveCapacity(4) }
        list.append(animation)
    }

    /// Removes `animation` from `list`; whether it was there.
    private static func remove(_ animation: PropertyAnimation, from list: inout [PropertyAnimation]) -> Bool {
        // A plain loop rather than `firstIndex(where:)`: a closure made here is isolated to the main actor, and each
        // of its calls would check the executor.
        for index in list.indices where list[index] === animation {
            list.remove(at: index)
            return true
        }
        return false
    }

    /// Ends every running animation of `property` (every property when `nil`) with `finished == false`, as
    /// `layer.removeAnimation(forKey:)` does.
    func removeAnimations(of property: AnimatableProperty? = nil) {
        for animation in animations where property == nil || animation.property == property {
            animation.end(finished: false)
        }
    }
}
