import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The motions of one morph: its ghost's and its two snapshots', each worked out once by a walk over them
/// (``MatchedMorph/forEachGhostMotion(from:to:_:)``, ``MatchedMorph/forEachSnapshotMotion(role:geometry:fade:_:)``)
/// that both the motions made for an output and the track assembly of compact ghosts
/// (``TrackAssembly/writeGhostTracks(_:of:ends:timing:duration:shared:into:count:)``) read, so that the two give the
/// same values bit for bit.
extension MatchedMorph {
    /// One of a ghost's motions, as ``forEachGhostMotion(from:to:_:)`` gives it.
    enum GhostMotion {
        /// A change between two values four numbers hold; `newView` when both ends hold a new view's value
        /// (``Motion/holdsNewViewValue``).
        case values(MotionValues, newView: Bool)
        /// A change between two transforms that four numbers do not hold (a turn, a 3D transform): never a new
        /// view's value.
        case transform(from: Transform3D, to: Transform3D)
    }

    /// One of a snapshot's motions, as ``forEachSnapshotMotion(role:geometry:fade:_:)`` gives it.
    enum SnapshotMotion {
        /// A change between two values given by their numbers, over a span.
        case values(MotionValues, span: ClosedRange<Double>)
        /// A straight line along the ghost's geometry (``SnapshotLine``), over the whole transition.
        case line(SnapshotLine)
        /// A path along the ghost's geometry that turns (the bounds of an `.auto` fit whose fits cross), sampled.
        case path(SnapshotLine)
    }

    /// Calls `body` with the slot in ``NewViewHolds/ghostProperties`` and the motion of each of a ghost's 11
    /// properties going from the element at `start` to the element at `end`, in that order; the transforms are the
    /// elements' global ones, so an element inside a turned or scaled parent keeps its looks. Each motion's two values
    /// are written as their numbers where they fit (``MotionValues``), the elements read in place.
    ///
    /// The transform, the border's width and colour and each of the shadow's opacity, radius, offset and colour hold
    /// a new view's value when both ends hold the value a new view starts with in UIKit and in the headless host, bit
    /// for bit (``NewViewHolds/motion(_:slot:)``).
    @inline(__always)
    static func forEachGhostMotion(from start: End, to end: End, _ body: (_ slot: Int, _ motion: GhostMotion) -> Void) {
        typealias Numbers = MotionValues.Numbers
        typealias Extras = ElementExtras
        func change(_ slot: Int, _ kind: MotionValues.Kind, _ x: Numbers, _ y: Numbers, newView: Bool = false) {
            body(slot, .values(MotionValues(kind, from: x, to: y), newView: newView))
        }
        // Two plain chains show with the identity: its numbers are known, and it holds a new view's value.
        let plain = start.isPlainChain && end.isPlainChain
        start.scene.elements.withUnsafeBufferPointer { startElements in
            end.scene.elements.withUnsafeBufferPointer { endElements in
                let a = startElements.baseAddress! + start.index
                let b = endElements.baseAddress! + end.index
                change(0, .point, Numbers(a.pointee.center), Numbers(b.pointee.center))
                change(
                    1, .rect, Numbers(a: 0, c: a.pointee.size.width, d: a.pointee.size.height),
                    Numbers(a: 0, c: b.pointee.size.width, d: b.pointee.size.height))
                if plain {
                    change(2, .scaleAndTranslation, Self.identityNumbers, Self.identityNumbers, newView: true)
                } else {
                    // Each end's chain was walked once already: the scene's product is read directly.
                    let startTransform = start.scene.globalTransform(ofElementAt: start.index)
                    let endTransform = end.scene.globalTransform(ofElementAt: end.index)
                    if let x = Numbers(startTransform), let y = Numbers(endTransform) {
                        change(
                            2, .scaleAndTranslation, x, y,
                            newView: startTransform.isIdentityBitForBit && endTransform.isIdentityBitForBit)
                    } else {
                        body(2, .transform(from: startTransform, to: endTransform))
                    }
                }
                change(3, .cornerRadii, Numbers(a.pointee.cornerRadii), Numbers(b.pointee.cornerRadii))
                change(
                    4, .color, Numbers(a.pointee.backgroundColor ?? .clear),
                    Numbers(b.pointee.backgroundColor ?? .clear))
                let (widthA, widthB) = (a.pointee.borderWidth, b.pointee.borderWidth)
                change(
                    5, .scalar, Numbers(a: widthA), Numbers(a: widthB),
                    newView: Extras.same(widthA, 0) && Extras.same(widthB, 0))
                let (colorA, colorB) = (a.pointee.borderColor ?? .clear, b.pointee.borderColor ?? .clear)
                change(
                    6, .color, Numbers(colorA), Numbers(colorB),
                    newView: Extras.isOpaqueBlack(colorA) && Extras.isOpaqueBlack(colorB))
                let (x, y) = (a.pointee.shadow, b.pointee.shadow)
                change(
                    7, .scalar, Numbers(a: x.opacity), Numbers(a: y.opacity),
                    newView: Extras.isPlainShadowOpacity(x.opacity) && Extras.isPlainShadowOpacity(y.opacity))
                change(
                    8, .scalar, Numbers(a: x.radius), Numbers(a: y.radius),
                    newView: Extras.isPlainShadowRadius(x.radius) && Extras.isPlainShadowRadius(y.radius))
                change(
                    9, .size, Numbers(x.offset), Numbers(y.offset),
                    newView: Extras.isPlainShadowOffset(x.offset) && Extras.isPlainShadowOffset(y.offset))
                change(
                    10, .color, Numbers(x.color), Numbers(y.color),
                    newView: Extras.isOpaqueBlack(x.color) && Extras.isOpaqueBlack(y.color))
            }
        }
    }

    /// Adds to `output` a ghost's appearance going from one element's to another's (11 motions, in the order of
    /// ``NewViewHolds/ghostProperties``), as ``forEachGhostMotion(from:to:_:)`` gives them.
    ///
    /// A motion holding a new view's value at both ends shows what the ghost, a new view, shows anyway; the planner
    /// leaves it out of the timeline unless another effect or an element rule made another motion of it. Such motions
    /// are kept as which properties they animate (``EffectOutput/newViewHolds``).
    static func addGhostMotions(_ ghost: TransitionTarget, from start: End, to end: End, to output: inout EffectOutput)
    {
        var holds = NewViewHolds(start: output.motions.count, properties: 0)
        forEachGhostMotion(from: start, to: end) { slot, motion in
            switch motion {
            case .values(let values, let newView):
                if newView {
                    holds.properties |= 1 << slot
                } else {
                    output.motions.append(
                        Motion(target: ghost, property: NewViewHolds.ghostProperties[slot], values: values))
                }
            case .transform(let from, let to):
                output.motions.append(Motion(ghost, .transform, from: .transform(from), to: .transform(to)))
            }
        }
        if holds.properties != 0 { output.newViewHolds.append(holds) }
    }

    /// The properties of a ghost that hold a new view's value at both ends, as bits of ``NewViewHolds/properties``.
    static func newViewHolds(from start: End, to end: End) -> UInt16 {
        var held: UInt16 = 0
        forEachGhostMotion(from: start, to: end) { slot, motion in
            if case .values(_, true) = motion { held |= 1 << slot }
        }
        return held
    }

    /// The properties of a snapshot's 3 motions, in the order ``forEachSnapshotMotion(role:geometry:fade:_:)`` gives
    /// them.
    static let snapshotProperties: [AnimatableProperty] = [.position, .bounds, .opacity]

    /// Calls `body` with the place in ``snapshotProperties`` and the motion of each of the 3 motions of the snapshot
    /// of `role` in the ghost `geometry` describes, blending by `fade`, in that order.
    @inline(__always)
    static func forEachSnapshotMotion(
        role: SceneRole,
        geometry: SnapshotGeometry,
        fade: MatchedFade,
        _ body: (_ place: Int, _ motion: SnapshotMotion) -> Void
    ) {
        // The ghost's size, and so the snapshot's centre, is linear in progress: a straight line is exact. (A line,
        // not a change, so that an arc modifier bending the ghost's changes of position leaves its snapshots
        // centred.) The line keeps the geometry's numbers: no closure, no allocation.
        body(0, .line(SnapshotLine(geometry: geometry, role: role, part: .centre)))
        body(1, snapshotBounds(role: role, geometry))
        let visible: (from: ClosedRange<Double>, to: ClosedRange<Double>)? = fade == .through ? (0...0.5, 0.5...1) : nil
        let fades: Bool =
            switch (fade, role) {
            case (.in, .from), (.out, .to): false
            default: true
            }
        let (zero, one) = (MotionValues.Numbers(a: 0), MotionValues.Numbers(a: 1))
        if !fades {
            body(2, .values(MotionValues(.scalar, from: one, to: one), span: 0...1))
        } else if role == .from {
            body(2, .values(MotionValues(.scalar, from: one, to: zero), span: visible?.from ?? 0...1))
        } else {
            body(2, .values(MotionValues(.scalar, from: zero, to: one), span: visible?.to ?? 0...1))
        }
    }

    /// Appends to `motions` the 3 motions of the snapshot of `role` in the ghost `geometry` describes.
    static func addSnapshotMotions(
        _ snapshot: TransitionTarget,
        role: SceneRole,
        geometry: SnapshotGeometry,
        fade: MatchedFade,
        to motions: inout [Motion]
    ) {
        forEachSnapshotMotion(role: role, geometry: geometry, fade: fade) { place, motion in
            motions.append(Self.motion(snapshot, snapshotProperties[place], motion))
        }
    }

    /// The motion of `property` of `snapshot` that `motion` describes.
    private static func motion(_ snapshot: TransitionTarget, _ property: AnimatableProperty, _ motion: SnapshotMotion)
        -> Motion
    {
        switch motion {
        case .values(let values, let span):
            Motion(target: snapshot, property: property, span: span, values: values)
        case .line(let line):
            Motion(target: snapshot, property: property, snapshotLine: line)
        case .path(let line):
            Motion(snapshot, property, path: line.path)
        }
    }

    /// The bounds motion of the snapshot of `role` (``snapshotBounds(role:_:)``).
    static func snapshotBoundsMotion(_ snapshot: TransitionTarget, role: SceneRole, _ geometry: SnapshotGeometry)
        -> Motion
    {
        motion(snapshot, .bounds, snapshotBounds(role: role, geometry))
    }

    /// The bounds of the snapshot of `role`: its size fitted in the ghost as the ghost goes from one size to the
    /// other (`geometry`).
    ///
    /// Fitted by width or by height, or in a ghost of no width or height, the size is a linear function of the
    /// ghost's, so of progress: a change is exact. Fitted by `.auto`, it follows whichever of the two fits covers
    /// the ghost; the difference between them is linear in progress too, so when the same fit covers at both ends
    /// (or the two agree at one end) it covers all the way from 0 to 1 and the bounds run straight
    /// (``Motion/Shape/line(from:to:path:)``); otherwise the bounds turn where the fits cross, and are sampled along
    /// their path.
    static func snapshotBounds(role: SceneRole, _ geometry: SnapshotGeometry) -> SnapshotMotion {
        let (size, fit) = (geometry.size(role), geometry.fit)
        guard size.width > 0, size.height > 0, fit == .auto else {
            let values = MotionValues(
                .rect, from: geometry.boundsNumbers(role, 0), to: geometry.boundsNumbers(role, 1))
            return .values(values, span: 0...1)
        }
        // How much taller the fit by width is than the ghost: positive where it covers, zero where the fits agree.
        func excess(_ ghost: CGSize) -> CGFloat { ghost.width * size.height / size.width - ghost.height }
        let (start, end) = (excess(geometry.ghostFrom), excess(geometry.ghostTo))
        let line = SnapshotLine(geometry: geometry, role: role, part: .bounds)
        guard (start >= 0 && end >= 0) || (start <= 0 && end <= 0) else {
            return .path(line)
        }
        return .line(line)
    }
}
