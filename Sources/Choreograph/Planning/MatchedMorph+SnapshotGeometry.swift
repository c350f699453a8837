import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension MatchedMorph {
    /// The two snapshots of a ghost going from `ghostFrom` to `ghostTo`, the one of each role of its own size, sized
    /// by `fit`: their centre and bounds at each progress. A class, so that the paths of the snapshots' motions share
    /// it as their context.
    final class SnapshotGeometry: Sendable {
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

    /// `size` scaled to the ghost's width, its height, or to cover it, keeping its aspect ratio; the ghost's own
    /// size when `size` has no width or no height.
    static func fitted(_ size: CGSize, in ghost: CGSize, fit: MatchedFit) -> CGSize {
        guard size.width > 0, size.height > 0 else { return ghost }
        let byWidth = CGSize(width: ghost.width, height: ghost.width * size.height / size.width)
        let byHeight = CGSize(width: ghost.height * size.width / size.height, height: ghost.height)
        switch fit {
        case .width: return byWidth
        case .height: return byHeight
        case .auto: return byWidth.height >= ghost.height ? byWidth : byHeight
        }
    }
}
