import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An effect's output prints, dumps and reflects as the five fields an effect sets, in their order, whatever the
/// planner carries alongside them; and combining two outputs never takes one whose held motions are kept compactly.
@Suite("Effect outputs as shown, and combined")
struct EffectOutputReflectionTests {
    /// An output as it was stored before held motions were carried compactly: the five fields, nothing else.
    struct PlainOutput {
        var motions: [Motion]
        var stacking: [TransitionTarget]
        var diagnostics: [PlanningDiagnostic]
        var references: [TransitionTarget: ElementReference]
        var matchesSharedElements: Bool
    }

    /// `output`'s fields in a ``PlainOutput``.
    static func plain(_ output: EffectOutput) -> PlainOutput {
        PlainOutput(
            motions: output.motions, stacking: output.stacking, diagnostics: output.diagnostics,
            references: output.references, matchesSharedElements: output.matchesSharedElements)
    }

    /// Matched geometry's output for the screens of ``CompactNewViewHoldTests``, as a caller sees it and as the
    /// planner carries it (its held motions kept compactly), a slide's, and one with a diagnostic.
    static func outputs() throws -> [EffectOutput] {
        let (from, to) = try CompactNewViewHoldTests.screens()
        let context = EffectContext(from: from, to: to, containerSize: container, operation: .push)
        let matched = Transition.matchedGeometry().presenting
        let compact = try matched.compactOutput(in: context)
        #expect(!compact.ghostRuns.isEmpty)
        let note = PlanningDiagnostic(code: .combinedConflict, effect: "test", message: "a note")
        return [
            try matched.output(in: context), compact, try Transition.slide(from: .right).presenting.output(in: context),
            EffectOutput(motions: [], stacking: [.toScreen], diagnostics: [note]),
        ]
    }

    /// Matched geometry's output for the screens of ``CompactNewViewHoldTests`` as the planner carries it: its ghosts
    /// kept compactly.
    static func compactGhosts() throws -> EffectOutput {
        let (from, to) = try CompactNewViewHoldTests.screens()
        let context = EffectContext(from: from, to: to, containerSize: container, operation: .push)
        return try Transition.matchedGeometry().presenting.compactOutput(in: context)
    }

    @Test("An output prints, dumps and reflects as a plain struct of its five fields does")
    func showsItsFiveFields() throws {
        let (plainName, name) = (String(reflecting: PlainOutput.self), String(reflecting: EffectOutput.self))
        for output in try Self.outputs() {
            let mirror = Mirror(reflecting: output)
            #expect(
                mirror.children.map(\.label)
                    == ["motions", "stacking", "diagnostics", "references", "matchesSharedElements"])
            #expect(mirror.displayStyle == .struct)
            var dumped = ""
            dump(output, to: &dumped)
            var reference = ""
            dump(Self.plain(output), to: &reference)
            #expect(dumped == reference.replacingOccurrences(of: plainName, with: name))
            let printed = "\(output)"
            let plainPrinted = "\(Self.plain(output))"
            #expect(plainPrinted.hasPrefix("PlainOutput(motions: "))
            #expect(printed == "EffectOutput" + plainPrinted.dropFirst("PlainOutput".count))
        }
    }

    // Exit tests run where a test can start a process of its own (not on iOS, tvOS or watchOS).
    #if DEBUG && (os(macOS) || os(Linux) || os(Windows))
        @Test("Combining an output whose held motions are kept compactly stops a debug build")
        func combiningCompactHoldsStops() async {
            await #expect(processExitsWith: .failure) {
                var compact = EffectOutput(motions: [], stacking: [])
                compact.newViewHolds = [NewViewHolds(start: 0, properties: 1 << 2)]
                _ = EffectOutput.combining(EffectOutput(motions: [], stacking: []), compact, effect: "test")
            }
            await #expect(processExitsWith: .failure) {
                var compact = EffectOutput(motions: [], stacking: [])
                compact.newViewHolds = [NewViewHolds(start: 0, properties: 1 << 2)]
                _ = EffectOutput.combining(compact, EffectOutput(motions: [], stacking: []), effect: "test")
            }
            // The first output of two written one after the other.
            await #expect(processExitsWith: .failure) {
                var compact = EffectOutput(motions: [], stacking: [])
                compact.newViewHolds = [NewViewHolds(start: 0, properties: 1 << 2)]
                _ = EffectOutput.combining(
                    compact, appended: EffectOutput(motions: [], stacking: []),
                    arrangement: EffectOutput.Arrangement([]), sharesNone: true, effect: "test")
            }
        }

        @Test("Combining an output whose ghosts are kept compactly stops a debug build")
        func combiningCompactGhostsStops() async {
            await #expect(processExitsWith: .failure) {
                _ = EffectOutput.combining(
                    EffectOutput(motions: [], stacking: []), try EffectOutputReflectionTests.compactGhosts(),
                    effect: "test")
            }
            await #expect(processExitsWith: .failure) {
                _ = EffectOutput.combining(
                    try EffectOutputReflectionTests.compactGhosts(), EffectOutput(motions: [], stacking: []),
                    effect: "test")
            }
            await #expect(processExitsWith: .failure) {
                _ = EffectOutput.combining(
                    try EffectOutputReflectionTests.compactGhosts(), appended: EffectOutput(motions: [], stacking: []),
                    arrangement: EffectOutput.Arrangement([]), sharesNone: true, effect: "test")
            }
        }
    #endif
}
