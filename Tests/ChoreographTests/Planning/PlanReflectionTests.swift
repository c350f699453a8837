import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A plan and its timeline print, dump and reflect as their public fields, whatever they keep inside (a table of
/// tracks, a list of references, dictionaries and tracks made when first read): the same text for the same plan,
/// before and after anything is read.
@Suite("Plans as shown")
struct PlanReflectionTests {
    /// A slide with matched geometry between two screens sharing three elements.
    func planned() throws -> TransitionPlan {
        func elements(_ side: CGFloat) -> [Scene.Element] {
            (0..<3).map { index in
                Scene.Element(
                    identifier: "card-\(index)",
                    frame: CGRect(x: 10 + side * 30, y: 60 * CGFloat(index), width: 80 + side * 20, height: 50))
            }
        }
        return try plan(
            Transition.slide(from: .right).combined(with: .matchedGeometry()), .push, from: screen(elements(0)),
            to: screen(elements(1)))
    }

    @Test("A plan reflects its seven public fields; its timeline its tracks, direction and duration")
    func publicFields() throws {
        let plan = try planned()
        let mirror = Mirror(reflecting: plan)
        #expect(
            mirror.children.map(\.label)
                == ["timeline", "duration", "timing", "stacking", "diagnostics", "effectName", "references"])
        #expect(mirror.displayStyle == .struct)
        let references = mirror.children.first { $0.label == "references" }?.value
        #expect(references as? [TransitionTarget: ElementReference] == plan.references)
        #expect(plan.references.count == 6)
        let timeline = Mirror(reflecting: plan.timeline)
        #expect(timeline.children.map(\.label) == ["tracks", "isReversed", "duration"])
        #expect(timeline.children.first?.value as? [Track] == plan.timeline.tracks)
    }

    @Test("A plan prints and dumps the same text before and after its references and tracks are read")
    func sameTextWhateverWasRead() throws {
        let (first, second) = (try planned(), try planned())
        var (dumpedBefore, printedBefore) = ("", "\(first)")
        dump(first, to: &dumpedBefore)
        _ = first.references
        _ = first.timeline.tracks
        var dumpedAfter = ""
        dump(first, to: &dumpedAfter)
        #expect(dumpedBefore == dumpedAfter)
        #expect(printedBefore == "\(first)")
        var dumpedOther = ""
        dump(second, to: &dumpedOther)
        // The references print in the dictionary's order, which its hashing seed decides; the rest is the same.
        #expect(dumpedOther.count == dumpedBefore.count)
        for inner in ["ElementReferences", "MaterializedTracks", "TrackTable", "CompiledTimeline", "NSLock"] {
            #expect(!dumpedBefore.contains(inner), "\(inner)")
            #expect(!printedBefore.contains(inner), "\(inner)")
        }
        #expect(printedBefore.hasPrefix("TransitionPlan(timeline: "))
        #expect(printedBefore.contains("Timeline(tracks: [") && printedBefore.contains("isReversed: false"))
        #expect(printedBefore.contains("references: ["))
    }
}
