import ChoreographHeadless

extension Gallery {
    /// A recording of a transition that goes wrong, with what the host said about it: a run of the gallery's
    /// mistakes section.
    public struct Mistake: Hashable, Sendable {
        /// One diagnostic of the run, with the operation during which it was reported.
        public struct Finding: Hashable, Sendable {
            /// The operation during which the diagnostic was reported (`present`, `dismiss`, …).
            public var operation: String
            /// The diagnostic: its code and its message.
            public var diagnostic: Diagnostic

            /// Creates a finding.
            public init(operation: String, diagnostic: Diagnostic) {
                self.operation = operation
                self.diagnostic = diagnostic
            }
        }

        /// The run as a person sees it.
        public var recording: Recording
        /// What the host reported, in order: the findings of the operations before the recorded one, then of the
        /// recorded one.
        public var findings: [Finding]

        /// Creates a mistake's run.
        public init(recording: Recording, findings: [Finding]) {
            self.recording = recording
            self.findings = findings
        }
    }

    /// The heading of the index's mistakes section: `Mistakes`.
    public static let mistakesHeading = "Mistakes"

    /// The mistakes section of the index: a heading, a line of explanation and one section per run, its filmstrip
    /// beside the list of its findings (code and message); empty when there is no mistake.
    static func mistakesSection(
        _ entries: [(String, Mistake)], firstPosition: Int
    ) throws(PreviewError) -> String {
        guard !entries.isEmpty else { return "" }
        var sections = """
            <h2 class="group" id="mistakes">\(mistakesHeading)</h2>
            <p class="group">Each classic transition mistake, run as written: what the user sees, and what the \
            host says about it.</p>

            """
        for (offset, (name, mistake)) in entries.enumerated() {
            let recording = mistake.recording
            let link = SVGMarkup.escaped(name)
            let strip = try thumbnail.svg(recording, idPrefix: "r\(firstPosition + offset)-", namespace: false)
            let findings =
                mistake.findings.isEmpty
                ? "<li>No diagnostic.</li>\n"
                : mistake.findings.map { finding in
                    "<li><span class=\"operation\">\(SVGMarkup.escaped(finding.operation))</span> "
                        + "<code>\(SVGMarkup.escaped(finding.diagnostic.code.name))</code> "
                        + "\(SVGMarkup.escaped(finding.diagnostic.message))</li>\n"
                }.joined()
            sections += """
                <section class="mistake">
                <h3><a href="\(link)">\(SVGMarkup.escaped("\(recording.demo) — \(recording.operation)"))</a></h3>
                <div class="beside">
                <a class="strip" href="\(link)">\(strip)</a>
                <ul class="findings">
                \(findings)</ul>
                </div>
                </section>

                """
        }
        return sections
    }
}
