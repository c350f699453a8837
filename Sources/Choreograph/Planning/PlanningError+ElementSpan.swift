extension PlanningError {
    /// When an element's motion runs, as its modifiers time it: what ``PlanningError/planTooLong(length:latest:)``
    /// names as the motion that ends last.
    ///
    /// Its description reads `element "title" of the to scene (modifying("title")) ends at 60.4 s: delay 60.0 s +
    /// duration 0.4 s`, with the cascade's part (`+ cascade 99.98 s`) when a cascade delays the element.
    public struct ElementSpan: Hashable, Sendable, CustomStringConvertible {
        /// The rule whose modifiers time the element, as written (for example `modifying("title")`).
        public var rule: String
        /// The element's identifier.
        public var identifier: String
        /// The scene the element is in, as the plan has it.
        public var scene: SceneRole
        /// The element's delay in seconds (its ``ElementModifier/delay(_:)``; 0 without one).
        public var delay: Double
        /// The delay its ``ElementModifier/cascade(delta:direction:)`` adds, in seconds (0 without one).
        public var cascadeDelay: Double
        /// How long the motion lasts, in seconds: its ``ElementModifier/duration(_:)``, its spring's, or the
        /// transition's.
        public var duration: Double

        /// Creates the span of an element's motion.
        ///
        /// - Parameters:
        ///   - rule: The rule whose modifiers time the element.
        ///   - identifier: The element's identifier.
        ///   - scene: The scene the element is in.
        ///   - delay: The element's delay, in seconds.
        ///   - cascadeDelay: The delay its cascade adds, in seconds.
        ///   - duration: How long the motion lasts, in seconds.
        public init(
            rule: String, identifier: String, scene: SceneRole, delay: Double, cascadeDelay: Double, duration: Double
        ) {
            self.rule = rule
            self.identifier = identifier
            self.scene = scene
            self.delay = delay
            self.cascadeDelay = cascadeDelay
            self.duration = duration
        }

        /// When the motion ends, in seconds from the start of the transition: the delays, then the duration
        /// (`(delay + cascadeDelay) + duration`, the sum the planner makes).
        public var end: Double {
            (delay + cascadeDelay) + duration
        }

        /// One line naming the element, its rule, its end and what makes it up.
        public var description: String {
            let cascade = cascadeDelay != 0 ? " + cascade \(cascadeDelay) s" : ""
            return
                "element \(QuotedExcerpt.identifier(identifier)) of the \(scene.rawValue) scene (\(rule)) ends at \(end) s: delay \(delay) s"
                + "\(cascade) + duration \(duration) s"
        }
    }
}
