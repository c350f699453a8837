import ChoreographHeadless

/// The classic mistakes as demos: one entry per ``ClassicMistake``, named ``ClassicMistake/scenarioName``
/// (`mistake-…`), each making its ``MistakeScenario`` with the mistake made.
///
/// They are kept apart from ``DemoCatalog/entries``, which all validate clean; `choreo validate` and `choreo render`
/// accept their names, and `choreo gallery` shows them in its mistakes section.
public enum MistakeCatalog {
    /// One entry per mistake, in ``ClassicMistake``'s order.
    public static let entries: [DemoCatalog.Entry] = ClassicMistake.allCases.map { mistake in
        DemoCatalog.Entry(name: mistake.scenarioName, summary: mistake.summary) { MistakeScenario(mistake: mistake) }
    }

    /// The names of ``entries``, in order.
    public static var names: [String] {
        entries.map(\.name)
    }

    /// The entry called `name`, or `nil`.
    public static func entry(named name: String) -> DemoCatalog.Entry? {
        entries.first { $0.name == name }
    }

    /// The demo or the mistake called `name` (``DemoCatalog/entry(named:)``, then ``entry(named:)``), or `nil`.
    public static func anyEntry(named name: String) -> DemoCatalog.Entry? {
        DemoCatalog.entry(named: name) ?? entry(named: name)
    }
}
