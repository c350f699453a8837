import ChoreographHeadless

/// The demos, by name: what the command-line tool lists and what previews run.
///
/// Each entry makes a fresh ``/ChoreographHeadless/Scenario`` on `HostEnvironment.current`, so a caller installs a
/// host (with a manual clock) first, makes the scenario, performs its operations and advances the clock:
///
/// ```swift
/// let clock = ManualClock()
/// HostEnvironment.install(clock: clock)
/// let scenario = DemoCatalog.makeScenario(named: "herbs-pop")
/// scenario?.perform(.present)
/// clock.advance(by: 1)
/// ```
public enum DemoCatalog {
    /// One demo: its name, a one-line summary and a factory.
    public struct Entry: Sendable {
        /// The scenario's stable name, for example `"herbs-pop"`.
        public let name: String
        /// A one-line description for listings.
        public let summary: String
        /// Makes a fresh scenario on the current host.
        public let make: @MainActor @Sendable () -> any Scenario

        /// Creates an entry.
        public init(name: String, summary: String, make: @escaping @MainActor @Sendable () -> any Scenario) {
            self.name = name
            self.summary = summary
            self.make = make
        }
    }

    /// Every demo, in the order of the seeds: herbs-pop, pizza-push, bikes-card, the three redview-scale variants,
    /// fade and fade-navigation; edge-pop; sheet-detents; then the seeds written with library values
    /// (``libraryEntries``); then zoom-grid.
    public static let entries: [Entry] =
        [
            Entry(name: HerbsPopScenario.name, summary: HerbsPopScenario.summary) { HerbsPopScenario() },
            Entry(name: PizzaPushScenario.name, summary: PizzaPushScenario.summary) { PizzaPushScenario() },
            Entry(name: BikesCardScenario.name, summary: BikesCardScenario.summary) { BikesCardScenario() },
        ]
        + RedviewScaleScenario.Variant.allCases.map { variant in
            Entry(name: variant.scenarioName, summary: "\(RedviewScaleScenario.summary) (\(variant.rawValue))") {
                RedviewScaleScenario(variant: variant)
            }
        }
        + FadeScenario.Variant.allCases.map { variant in
            Entry(name: variant.scenarioName, summary: FadeScenario.summary(of: variant)) {
                FadeScenario(variant: variant)
            }
        }
        + [Entry(name: EdgePopScenario.name, summary: EdgePopScenario.summary) { EdgePopScenario() }]
        + [Entry(name: SheetDetentsScenario.name, summary: SheetDetentsScenario.summary) { SheetDetentsScenario() }]
        + libraryEntries
        + [Entry(name: ZoomGridScenario.name, summary: ZoomGridScenario.summary) { ZoomGridScenario() }]

    /// The seeds written with library values, each named after its seed with `-library`: the seed's screens, with
    /// the animator and delegate replaced by a one-line library transition.
    public static let libraryEntries: [Entry] = [
        Entry(name: BikesCardLibraryScenario.name, summary: BikesCardLibraryScenario.summary) {
            BikesCardLibraryScenario()
        },
        Entry(name: RedviewScaleLibraryScenario.name, summary: RedviewScaleLibraryScenario.summary) {
            RedviewScaleLibraryScenario()
        },
        Entry(name: FadeLibraryScenario.name, summary: FadeLibraryScenario.summary) { FadeLibraryScenario() },
        Entry(name: PizzaPushLibraryScenario.name, summary: PizzaPushLibraryScenario.summary) {
            PizzaPushLibraryScenario()
        },
        Entry(name: HerbsPopLibraryScenario.name, summary: HerbsPopLibraryScenario.summary) {
            HerbsPopLibraryScenario()
        },
    ]

    /// The names of ``entries``, in order.
    public static var names: [String] {
        entries.map(\.name)
    }

    /// The entry called `name`, or `nil`.
    public static func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// A fresh scenario called `name` on the current host, or `nil` when no demo has that name.
    @MainActor
    public static func makeScenario(named name: String) -> (any Scenario)? {
        entry(named: name)?.make()
    }
}
