import ChoreographHeadless

/// The scripted drags the gallery shows, a finish and a cancel for each demo a finger drives.
extension DemoCatalog {
    /// A drag scripted for a demo: the demo is brought to the state ``operation`` starts from (its forward operation
    /// performed and settled), then ``script`` drives it, with the outcome ``outcome`` names.
    public struct ScriptedDrag: Sendable, Hashable {
        /// How the drag ends the transition it drives.
        public enum Outcome: String, Sendable, Hashable, CaseIterable {
            /// The transition finishes, as if ``ScriptedDrag/operation`` had run.
            case finish
            /// The transition is cancelled: the demo is left as the drag found it.
            case cancel
        }

        /// The demo's name in ``DemoCatalog/entries``.
        public let demo: String
        /// The operation the drag performs by hand, for example `dismiss`.
        public let operation: ScenarioOperation
        /// How the drag ends.
        public let outcome: Outcome
        /// The drag, in ``/ChoreographHeadless/DragScript``'s text form (`x,y -> x,y in Ns`).
        public let script: String

        /// The name of the run in the gallery: `drag-finish` or `drag-cancel`.
        public var label: String {
            "drag-\(outcome.rawValue)"
        }
    }

    /// The scripted drags of bikes-card (drag the card down), edge-pop (swipe from the left edge), sheet-detents (drag
    /// the sheet down) and zoom-grid (drag the photo down), a finish and a cancel each, in that order.
    public static let scriptedDrags: [ScriptedDrag] = [
        ScriptedDrag(
            demo: BikesCardScenario.name, operation: .dismiss, outcome: .finish, script: "195,700 -> 195,820 in 1.2s"),
        ScriptedDrag(
            demo: BikesCardScenario.name, operation: .dismiss, outcome: .cancel, script: "195,700 -> 195,740 in 0.8s"),
        ScriptedDrag(demo: EdgePopScenario.name, operation: .pop, outcome: .finish, script: "4,400 -> 300,400 in 0.4s"),
        ScriptedDrag(demo: EdgePopScenario.name, operation: .pop, outcome: .cancel, script: "4,400 -> 64,400 in 1s"),
        ScriptedDrag(
            demo: SheetDetentsScenario.name, operation: .dismiss, outcome: .finish,
            script: "195,500 -> 195,560 in 0.05s"),
        ScriptedDrag(
            demo: SheetDetentsScenario.name, operation: .dismiss, outcome: .cancel,
            script: "195,500 -> 195,540 in 0.8s"),
        ScriptedDrag(
            demo: ZoomGridScenario.name, operation: .pop, outcome: .finish, script: "195,300 -> 195,700 in 0.3s"),
        ScriptedDrag(
            demo: ZoomGridScenario.name, operation: .pop, outcome: .cancel, script: "195,300 -> 195,340 in 0.5s"),
    ]
}
