import Choreograph
import Testing

@Suite("Spring validation")
struct SpringValidationTests {
    /// Runs `build` and returns the timing error it threw, if any. The closures are untyped: a function type with
    /// typed throws needs the iOS 18 runtime when it is stored as a value.
    static func error(_ build: () throws -> Spring) -> TimingError? {
        do {
            _ = try build()
            return nil
        } catch {
            return error as? TimingError
        }
    }

    @Test("Each invalid parameter is rejected with its name and rule")
    func rejections() {
        let cases: [(String, String, () throws -> Spring)] = [
            (
                "mass", "must be greater than 0",
                { try Spring(mass: 0, stiffness: 1, damping: 1) }
            ),
            (
                "mass", "must be greater than 0",
                { try Spring(mass: -2, stiffness: 1, damping: 1) }
            ),
            (
                "stiffness", "must be greater than 0",
                { try Spring(stiffness: -1, damping: 1) }
            ),
            ("stiffness", "must be greater than 0", { try Spring(stiffness: 0, damping: 1) }),
            ("damping", "must be 0 or greater", { try Spring(stiffness: 1, damping: -0.5) }),
            (
                "damping", "must be a finite number",
                { try Spring(stiffness: 1, damping: .nan) }
            ),
            (
                "stiffness", "must be a finite number",
                { try Spring(stiffness: .infinity, damping: 1) }
            ),
            (
                "initialVelocity", "must be a finite number",
                { try Spring(stiffness: 1, damping: 1, initialVelocity: .nan) }
            ),
            (
                "dampingRatio", "must be greater than 0",
                { try Spring(dampingRatio: 0, duration: 1) }
            ),
            (
                "dampingRatio", "must be a finite number",
                { try Spring(dampingRatio: .nan, duration: 1) }
            ),
            (
                "duration", "must be 0 or greater",
                { try Spring(dampingRatio: 0.5, duration: -1) }
            ),
            (
                "duration", "must be a finite number",
                { try Spring(dampingRatio: 0.5, duration: .infinity) }
            ),
            (
                "response", "must be greater than 0",
                { try Spring(response: 0, dampingFraction: 1) }
            ),
            (
                "dampingFraction", "must be 0 or greater",
                { try Spring(response: 1, dampingFraction: -1) }
            ),
            ("duration", "must be greater than 0", { try Spring(duration: -0.5, bounce: 0) }),
            (
                "bounce", "must be between -1.0 and 1.0",
                { try Spring(duration: 0.5, bounce: 1.5) }
            ),
            (
                "bounce", "must be between -1.0 and 1.0",
                { try Spring(duration: 0.5, bounce: -1.01) }
            ),
            (
                "bounce", "must be a finite number",
                { try Spring(duration: 0.5, bounce: .nan) }
            ),
        ]
        for (parameter, rule, build) in cases {
            let thrown = Self.error(build)
            #expect(thrown?.parameter == parameter)
            #expect(thrown?.rule == rule, "\(parameter)")
            #expect(thrown?.description.hasPrefix("\(parameter) = ") == true)
        }
    }

    @Test("The message reads parameter = value: rule")
    func message() {
        let error = TimingError(parameter: "stiffness", value: -1, rule: "must be greater than 0")
        #expect(error.description == "stiffness = -1.0: must be greater than 0")
    }
}
