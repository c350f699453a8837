import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension MatchedMorph {
    /// The two snapshots of a ghost going from `ghostFrom` to `ghostTo`, the one of each role of its own size, sized
    /// by `fit`: their centre and bounds at each progress. A value of numbers, kept inside the snapshots' motions
    /// (``SnapshotLine``), so that a morph allocates nothing for its snapshots' paths and their motions hold no
    /// reference.
    struct SnapshotGeometry: Sendable {
        /// The size of the snapshot of each role.
        let sizes: (from: CGSize, to: CGSize)
        let ghostFrom: CGSize
        let ghostTo: CGSize
        let fit: MatchedFit

        init(sizes: (from: CGSize, to: CGSize), ghostFrom: CGSize, ghostTo: CGSize, fit: MatchedFit) {
            self.sizes = sizes
            self.ghostFrom = ghostFrom
            self.ghostTo = ghostTo
            self.fit = fit
        }

        /// The size of the snapshot of `role`.
        func size(_ role: SceneRole) -> CGSize {
            role == .from ? sizes.from : sizes.to
        }

        /// A snapshot's centre in the ghost at `progress`: the middle of the ghost.
        func centre(_ progress: Double) -> AnimatableValue {
            MotionValues.value(.point, centreNumbers(progress))
        }

        /// The bounds of the snapshot of `role` at `progress`: its size fitted in the ghost.
        func bounds(_ role: SceneRole, _ progress: Double) -> AnimatableValue {
            MotionValues.value(.rect, boundsNumbers(role, progress))
        }

        /// ``centre(_:)`` as the numbers of a point.
        func centreNumbers(_ progress: Double) -> MotionValues.Numbers {
            let ghost = ghostFrom.interpolated(to: ghostTo, fraction: progress)
            return MotionValues.Numbers(CGPoint(x: ghost.width / 2, y: ghost.height / 2))
        }

        /// ``bounds(_:_:)`` as the numbers of a rectangle at the origin.
        func boundsNumbers(_ role: SceneRole, _ progress: Double) -> MotionValues.Numbers {
            let ghost = ghostFrom.interpolated(to: ghostTo, fraction: progress)
            let inGhost = fitted(size(role), in: ghost, fit: fit)
            return MotionValues.Numbers(a: 0, c: inGhost.width, d: inGhost.height)
        }
    }

    /// A snapshot's centre or bounds running straight along its ghost's geometry: the path of a
    /// ``Motion/Shape/line(from:to:path:)`` kept as the numbers it is computed from (``Motion/Storage/snapshotLine(_:)``)
    /// rather than as a closure, so that the motion is written, copied and destroyed without touching the heap. Its
    /// ends and every value are those of the closure it stands for, bit for bit.
    struct SnapshotLine: Sendable {
        /// Which of a snapshot's values the line gives.
        enum Part: UInt8, Sendable {
            /// The snapshot's centre in the ghost (``SnapshotGeometry/centre(_:)``).
            case centre
            /// The bounds of the snapshot of ``SnapshotLine/role`` (``SnapshotGeometry/bounds(_:_:)``).
            case bounds
        }

        let geometry: SnapshotGeometry
        let role: SceneRole
        let part: Part

        /// The value at `progress`.
        func value(_ progress: Double) -> AnimatableValue {
            switch part {
            case .centre: geometry.centre(progress)
            case .bounds: geometry.bounds(role, progress)
            }
        }

        /// The line's two ends, its values at 0 and 1, as numbers.
        var values: MotionValues {
            switch part {
            case .centre:
                MotionValues(.point, from: geometry.centreNumbers(0), to: geometry.centreNumbers(1))
            case .bounds:
                MotionValues(.rect, from: geometry.boundsNumbers(role, 0), to: geometry.boundsNumbers(role, 1))
            }
        }

        /// The line as a path, a closure of its own: made only when a motion's shape is read.
        var path: @Sendable (Double) -> AnimatableValue {
            { progress in value(progress) }
        }
    }

    /// `size` scaled to the ghost's width, its height, or to cover it, keeping its aspect ratio; the ghost's own
    /// size when `size` has no width or no height. A side the aspect ratio would make longer than
    /// ``Scene/maximumCoordinate`` (an element of 1e9 × 1e-300, whose ratio overflows) is that long: the snapshot of a
    /// sliver stays a finite one.
    static func fitted(_ size: CGSize, in ghost: CGSize, fit: MatchedFit) -> CGSize {
        guard size.width > 0, size.height > 0 else { return ghost }
        let longest = Scene.maximumCoordinate
        // Multiplied before dividing: a ghost side of 0 gives 0, never 0 × ∞.
        let byWidth = CGSize(width: ghost.width, height: min(ghost.width * size.height / size.width, longest))
        let byHeight = CGSize(width: min(ghost.height * size.width / size.height, longest), height: ghost.height)
        switch fit {
        case .width: return byWidth
        case .height: return byHeight
        case .auto: return byWidth.height >= ghost.height ? byWidth : byHeight
        }
    }
}
