import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Matched geometry keeps each ghost compactly (``GhostRun``): the track assembly makes its tracks from the two
/// elements directly, and every other step makes its motions first. Each plan is checked against the planner that
/// makes every ghost's motions as soon as the ghosts are matched: the two must be equal and print alike (so bit for
/// bit, signs of zeros included), and the assembly must say where it made the ghosts' tracks itself.
@Suite("Matched ghosts carried compactly to the track assembly")
struct CompactGhostTests {
    /// Two screens of `count` elements each (`count` at least 2), every element on both, each pair different in its
    /// own way: moved and resized, with corner radii, colours, a border, a shadow, hidden, transparent, of no size,
    /// under a turned or scaled parent, and sizes whose `.auto` fits cross (so the snapshots' bounds turn).
    static func screens(_ count: Int) throws -> (Scene, Scene) {
        var old: [Scene.Element] = []
        var new: [Scene.Element] = []
        for index in 0..<count {
            let (column, row) = (CGFloat(index % 6), CGFloat(index / 6))
            var a = Scene.Element(
                identifier: "e\(index)", frame: CGRect(x: column * 60, y: row * 50, width: 40, height: 30))
            var b = Scene.Element(
                identifier: "e\(index)",
                frame: CGRect(x: 300 - column * 50, y: 700 - row * 40, width: 40 + column * 8, height: 30 + row * 3))
            switch index % 8 {
            case 1:
                a.cornerRadii = .uniform(4)
                b.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9)
            case 2:
                b.borderWidth = 2
                b.borderColor = .black
            case 3:
                a.shadow = Scene.Shadow(opacity: 0.3, radius: 5, offset: CGSize(width: 0, height: 2))
            case 4:
                b.opacity = 0
                a.isHidden = true
            case 5:
                a.size = .zero
            case 6:
                // Wide to tall: the fit by width covers the ghost at one end, the fit by height at the other.
                a.size = CGSize(width: 200, height: 20)
                b.size = CGSize(width: 20, height: 200)
            default:
                break
            }
            old.append(a)
            new.append(b)
        }
        // A turned parent and a scaled one: their children's ghosts carry transforms.
        old[0].transform = Transform3D(rotationAngle: 0.4)
        old[count - 1].parent = 0
        new[0].transform = Transform3D(scaleX: 2, y: 2, z: 1)
        new[1].parent = 0
        return (try screen(old), try screen(new))
    }

    /// Whether the track assembly makes the tracks of the ghosts `transition` keeps compactly for `operation` itself:
    /// `nil` when it keeps none; the tracks it makes are checked against those of the ghosts' motions. `stacking`
    /// changes the stacking the assembly is given, `duration` the duration.
    static func assembles(
        _ transition: Transition, _ operation: TransitionOperation, _ screens: (Scene, Scene),
        stacking: ([TransitionTarget]) -> [TransitionTarget] = { $0 }, duration: Double? = nil
    ) throws -> Bool? {
        let (from, to) = operation.isForward ? screens : (screens.1, screens.0)
        let context = EffectContext(from: from, to: to, containerSize: container, operation: operation)
        let (effect, request) = transition.side(for: operation)
        let (timing, resolved) = try (request.curve ?? TransitionDefaults.curve).resolved(
            duration: request.duration ?? TransitionDefaults.duration(for: operation.kind))
        var output = try effect.compactOutput(in: context)
        guard let scenes = output.ghostScenes, !output.ghostRuns.isEmpty else { return nil }
        let ghosts = TrackAssembly.Ghosts(runs: output.ghostRuns, scenes: scenes)
        let made = output.materializingGhostRuns()
        output.ghostRuns = []
        output.ghostScenes = nil
        let compact = try TrackAssembly(
            motions: output.motionsDroppingUnsharedHolds(), ghosts: ghosts, stacking: stacking(output.stacking),
            references: output.referenceTable, effect: effect.name, duration: duration ?? resolved, timing: timing,
            droppingNewViewHolds: true)
        guard compact.assembledGhosts else {
            #expect(compact.tracks.isEmpty && compact.stacking.isEmpty)
            return false
        }
        let general = try TrackAssembly(
            motions: made.motionsDroppingUnsharedHolds(), stacking: stacking(made.stacking),
            references: made.referenceTable, effect: effect.name, duration: duration ?? resolved, timing: timing,
            droppingNewViewHolds: true)
        #expect(compact.tracks == general.tracks)
        #expect("\(compact.tracks)" == "\(general.tracks)")
        #expect(compact.stacking == general.stacking)
        // No more room kept than the general path makes (each asks for the tracks it writes, counted first).
        #expect(compact.tracks.capacity == general.tracks.capacity)
        return true
    }

    static let transitions: [(String, Transition)] = [
        ("matched", .matchedGeometry()),
        ("slide + matched", .slide(from: .right).combined(with: .matchedGeometry())),
        ("fade + matched through, by height", .fade.combined(with: .matchedGeometry(fade: .through, fit: .height))),
        ("push + matched in, by width", .push(from: .left).combined(with: .matchedGeometry(fade: .in, fit: .width))),
        ("matched out + cover", Transition.matchedGeometry(fade: .out).combined(with: .cover(from: .bottom))),
        ("automatic matching", .cube(from: .right)),
        ("slide + matched on a spring", .slide(from: .right).combined(with: .matchedGeometry()).spring(response: 0.4)),
        ("zoom", .zoom(from: "e2")),
    ]

    @Test("Plans with compact ghosts equal plans whose ghosts' motions are made at once", arguments: [8, 40])
    func samePlans(count: Int) throws {
        let screens = try Self.screens(count)
        for (name, transition) in Self.transitions {
            for operation in [TransitionOperation.push, .pop, .present, .dismiss] {
                let compact = try CompactNewViewHoldTests.outcome(transition, operation, screens: screens)
                let reference = try CompactNewViewHoldTests.outcome(
                    transition, operation, compact: false, screens: screens)
                #expect(compact.0 == reference.0, "\(name) \(operation)")
                #expect(compact.1 == reference.1, "\(name) \(operation)")
            }
        }
    }

    @Test("The assembly makes the ghosts' tracks itself where they are stacked, in any order, and never else")
    func assemblyTakesStackedGhosts() throws {
        let screens = try Self.screens(8)
        let slide = Transition.slide(from: .right).combined(with: .matchedGeometry())
        for fit in [MatchedFit.auto, .width, .height] {
            for fade in [MatchedFade.cross, .in, .out, .through] {
                #expect(try Self.assembles(.matchedGeometry(fade: fade, fit: fit), .present, screens) == true)
            }
        }
        #expect(try Self.assembles(slide, .push, screens) == true)
        // Stacked backwards, each target's tracks still come in the stacking's order.
        #expect(try Self.assembles(slide, .push, screens) { $0.reversed() } == true)
        // A ghost stacked twice keeps its first place, as the general path gives it.
        #expect(try Self.assembles(slide, .push, screens) { $0 + [$0[2]] } == true)
        // A snapshot left out of the stacking, or a duration out of range: the general path is left to place or
        // refuse them.
        #expect(try Self.assembles(slide, .push, screens) { Array($0.dropLast()) } == false)
        #expect(try Self.assembles(slide, .push, screens, duration: .nan) == false)
        #expect(try Self.assembles(slide, .push, screens, duration: -1) == false)
        // A dismissal plays its effect backwards from the public output: no ghost is compact.
        #expect(try Self.assembles(.matchedGeometry(), .dismiss, screens) == nil)
    }
}
