import Foundation

// MARK: - Internal API

/// The tracks of compact ghosts (``GhostRun``): made from the elements each ghost goes between, without making its
/// motions, exactly as the track assembly makes them from the motions.
///
/// A ghost's motions are each alone on their track (no other motion animates a ghost or a snapshot:
/// ``assemblesGhosts(alongside:timing:)``) and straight: a change, or a snapshot's line under a timing whose progress
/// stays inside 0…1. So each track is the straight track of its motion
/// (``straightSet(at:of:rank:timing:duration:shared:)``), and a motion holding a new view's value at both ends makes
/// none.
extension TrackAssembly {
    /// Compact ghosts and the scenes they go between, given to the assembly beside the motions.
    struct Ghosts {
        /// The ghosts, in the order matched geometry gave them.
        var runs: [GhostRun]
        /// The scenes their elements are in.
        var scenes: GhostScenes
    }

    /// One target of a compact ghost: the ghost (`role` 0) or the snapshot of its old (1) or new (2) element, at
    /// `position` in the assembly's targets.
    struct GhostTarget {
        var position: Int
        var run: Int
        var role: Int
    }

    /// Whether compact ghosts can be assembled beside `motions` under the plan's `timing`: no motion animates a ghost
    /// or a snapshot (it would share a ghost's track, or keep one of its held motions), and `timing`'s progress stays
    /// inside 0…1 (a snapshot's line is then planned straight, otherwise sampled as a path).
    static func assemblesGhosts(alongside motions: [Motion], timing: TimingParameters) -> Bool {
        guard timing.progressStaysInUnitRange else { return false }
        return motions.withUnsafeBufferPointer { motions in
            !motions.contains { $0.target.mayBeGhostOrSnapshot }
        }
    }

    /// The targets of every run of `runs` when `stacking` is a few distinct targets that are no ghost's or
    /// snapshot's, then each run's ghost and its two snapshots, run after run, as matched geometry stacks them: each
    /// by its position in `stacking`, whose targets are then distinct (a ghost's identifier is named by one run). `nil`
    /// when `stacking` is any other list.
    ///
    /// Found by comparing each target with the one expected at its place, without hashing a name.
    static func ghostTargetsInOrder(of runs: [GhostRun], after stacking: [TransitionTarget]) -> [GhostTarget]? {
        let first = stacking.count - 3 * runs.count
        guard first >= 0, first <= Self.mostTargetsBeforeGhosts else { return nil }
        for index in 0..<first where stacking[index].mayBeGhostOrSnapshot {
            return nil
        }
        for index in 0..<first {
            for other in 0..<index where stacking[other] == stacking[index] {
                return nil
            }
        }
        assert(Set(runs.map(\.identifier)).count == runs.count, "a ghost's identifier is named by one run")
        var found: [GhostTarget] = []
        found.reserveCapacity(3 * runs.count)
        for run in runs.indices {
            let identifier = runs[run].identifier
            let place = first + 3 * run
            guard stacking[place] == .ghost(identifier), stacking[place + 1] == .snapshot(identifier, of: .from),
                stacking[place + 2] == .snapshot(identifier, of: .to)
            else { return nil }
            for role in 0..<3 {
                found.append(GhostTarget(position: place + role, run: run, role: role))
            }
        }
        return found
    }

    /// The most targets ``ghostTargetsInOrder(of:after:)`` compares with one another before the ghosts' (the screens
    /// and the dimming view, which come first in a stacking): 8.
    static let mostTargetsBeforeGhosts = 8

    /// The targets of every run of `runs`, by position in `index`, which must list them all (the stacking matched
    /// geometry gives does); `nil` when one is not listed, or two runs name one target.
    static func ghostTargets(of runs: [GhostRun], in index: inout TargetIndex) -> [GhostTarget]? {
        var found: [GhostTarget] = []
        found.reserveCapacity(runs.count * 3)
        var inOrder = true
        // Matched geometry stacks each ghost, then its snapshots, one ghost after another: the place after the last
        // target found is compared first, without hashing (targets are distinct, so a target equal to the one at a
        // place is at that place).
        var next = 0
        for (run, ghost) in runs.enumerated() {
            for role in 0..<3 {
                let target: TransitionTarget =
                    role == 0 ? .ghost(ghost.identifier) : .snapshot(ghost.identifier, of: role == 1 ? .from : .to)
                let position: Int
                if next < index.targets.count, index.targets[next] == target {
                    position = next
                } else {
                    let known = index.targets.count
                    position = index.position(of: target)
                    guard position < known else { return nil }
                }
                if let last = found.last, position <= last.position { inOrder = false }
                found.append(GhostTarget(position: position, run: run, role: role))
                next = position + 1
            }
        }
        guard !inOrder else { return found }
        found.sort { $0.position < $1.position }
        for place in found.indices.dropFirst() where found[place].position == found[place - 1].position {
            return nil
        }
        return found
    }

    /// Writes the rows of the tracks of `target` of `runs` into `built` from `count` on (counting them), each
    /// property's in the order of their ranks, naming their keyframes in `shared` and their target by its position;
    /// leaves out a ghost's motions that hold a new view's value; `false`, with the rows written so far, when one of
    /// them would not be straight (a value out of a track's rules, a snapshot's bounds that turn) or `built` has no
    /// room left.
    ///
    /// The runs are read in place, and the ends of the ghost are `ends`, made once for every ghost (an end holds its
    /// scene: making one retains the scene's storage): only their indexes are set.
    static func writeGhostTracks(
        _ target: GhostTarget,
        of runs: UnsafeBufferPointer<GhostRun>,
        ends: inout (from: MatchedMorph.End, to: MatchedMorph.End),
        timing: TimingParameters,
        duration: Double,
        shared: inout SharedKeyframes,
        into built: UnsafeMutableBufferPointer<TrackTable.Row>,
        count: inout Int
    ) -> Bool {
        let run = runs.baseAddress! + target.run
        (ends.from.index, ends.to.index) = (run.pointee.old, run.pointee.new)
        var written = true
        let position = Int32(target.position)
        func write(_ property: AnimatableProperty, _ keyframes: Int32?) {
            guard let keyframes, count < built.count else {
                written = false
                return
            }
            built.initializeElement(
                at: count,
                to: TrackTable.Row(
                    target: position, keyframes: keyframes, property: property, delay: 0, duration: duration))
            count += 1
        }
        guard target.role > 0 else {
            MatchedMorph.forEachGhostMotion(from: ends.from, to: ends.to) { slot, motion in
                guard written else { return }
                let property = NewViewHolds.ghostProperties[slot]
                switch motion {
                case .values(let values, let newView):
                    guard !newView else { return }
                    write(
                        property,
                        shared.keyframes(
                            values, span: 0...1, timing: timing, kind: property.kind, rank: Int(property.place)))
                case .transform(let start, let end):
                    write(
                        property,
                        shared.addUnshared(
                            from: .transform(start), to: .transform(end), span: 0...1, timing: timing,
                            kind: property.kind))
                }
            }
            return written
        }
        let role: SceneRole = target.role == 1 ? .from : .to
        let geometry = MatchedMorph.snapshotGeometry(from: ends.from, to: ends.to, fit: run.pointee.fit)
        MatchedMorph.forEachSnapshotMotion(role: role, geometry: geometry, fade: run.pointee.fade) { place, motion in
            guard written else { return }
            let property = MatchedMorph.snapshotProperties[place]
            let rank = Int(property.place)
            switch motion {
            case .values(let values, let span):
                write(property, shared.keyframes(values, span: span, timing: timing, kind: property.kind, rank: rank))
            case .line(let line):
                write(
                    property,
                    shared.keyframes(line.values, span: 0...1, timing: timing, kind: property.kind, rank: rank))
            case .path:
                written = false
            }
        }
        return written
    }
}
