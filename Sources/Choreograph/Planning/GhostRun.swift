import Foundation

// MARK: - Internal API

/// One matched ghost whose motions — the ghost's and its two snapshots' — are kept compactly, as the elements the
/// ghost goes between, rather than as motions: the planner's track assembly makes the ghost's tracks from them
/// directly (``TrackAssembly``), and every other step that needs them as motions makes them first
/// (``EffectOutput/materializingGhostRuns()``), as matched geometry would have made them.
///
/// Matched geometry (``MatchedMorph/addMatches(in:to:fade:fit:effect:skippingUnmoved:)``) keeps each ghost it adds as
/// a run (``EffectOutput/ghostRuns``); the stacking and the snapshots' references are written as they are made. The
/// runs of an output come from one pairing of two scenes, which names each identifier once: no two runs of an output
/// have one identifier.
struct GhostRun: Sendable {
    /// Where the ghost's motions go among the output's motions: before the motion at that index, after the runs
    /// before this one with the same start.
    var start: Int
    /// The identifier the ghost and its snapshots are named after.
    var identifier: String
    /// The index of the element the ghost starts from, in ``GhostScenes/from``.
    var old: Int
    /// The index of the element the ghost ends on, in ``GhostScenes/to``.
    var new: Int
    /// How the two snapshots blend.
    var fade: MatchedFade
    /// How the snapshots are sized in the ghost.
    var fit: MatchedFit
    /// The ghost's properties that hold a new view's value at both ends, as bits of ``NewViewHolds/properties``
    /// (``MatchedMorph/newViewHolds(from:to:)``): their motions are left out of a timeline that drops such motions.
    var newViewHolds: UInt16

    /// The tracks the run makes in a timeline that leaves out the motions holding a new view's value: one for each
    /// of the ghost's properties that does not hold one, and one for each snapshot's property.
    var trackCount: Int {
        NewViewHolds.ghostProperties.count - newViewHolds.nonzeroBitCount
            + SceneRole.allCases.count * MatchedMorph.snapshotProperties.count
    }
}

/// The two scenes the ghost runs of an output go between: the scenes of the context matched geometry worked in.
struct GhostScenes: Sendable {
    /// The scene of the screen that leaves.
    let from: Scene
    /// The scene of the screen that enters.
    let to: Scene

    /// The two ends of `run`.
    func ends(of run: GhostRun) -> (from: MatchedMorph.End, to: MatchedMorph.End) {
        (MatchedMorph.End(scene: from, index: run.old), MatchedMorph.End(scene: to, index: run.new))
    }
}

extension EffectOutput {
    /// The output with the motions of every run of ``ghostRuns`` made and put where matched geometry gives them
    /// (their held motions kept compactly as ``newViewHolds``, as matched geometry keeps them): the output matched
    /// geometry gives when it keeps no ghost compactly.
    func materializingGhostRuns() -> EffectOutput {
        guard !ghostRuns.isEmpty else { return self }
        // Matched geometry sets the scenes with its first run; runs without them could never be made.
        guard let scenes = ghostScenes else { preconditionFailure("compact ghosts kept without their scenes") }
        var output = self
        output.ghostRuns = []
        output.ghostScenes = nil
        output.motions = []
        output.newViewHolds = []
        output.motions.reserveCapacity(motions.count + ghostRuns.count * MatchedMorph.motionsPerMorph)
        output.newViewHolds.reserveCapacity(newViewHolds.count + ghostRuns.count)
        var (copied, hold) = (0, 0)
        // Copies the motions up to `end`, with the held motions of theirs, moved by the motions made before them.
        func copy(upTo end: Int) {
            let shift = output.motions.count - copied
            while hold < newViewHolds.count, newViewHolds[hold].start < end {
                var moved = newViewHolds[hold]
                moved.start += shift
                output.newViewHolds.append(moved)
                hold += 1
            }
            output.motions += motions[copied..<end]
            copied = end
        }
        for run in ghostRuns {
            precondition(run.start >= copied, "compact ghosts kept out of the order of their places")
            copy(upTo: run.start)
            let (from, to) = scenes.ends(of: run)
            MatchedMorph.addMotions(run.identifier, from: from, to: to, to: &output, fade: run.fade, fit: run.fit)
        }
        copy(upTo: motions.count)
        return output
    }
}
