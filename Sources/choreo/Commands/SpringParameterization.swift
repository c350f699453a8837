import ArgumentParser

/// The four ways `choreo spring` accepts a spring (the core's article "Timing curves and springs" describes them);
/// exactly one must be given in full.
enum SpringParameterization: CaseIterable {
    /// `--mass M --stiffness K --damping C`; mass defaults to 1.
    case physical
    /// `--damping-ratio Z --duration D`, fitted like UIKit's spring animations.
    case dampingRatio
    /// `--response R --damping-fraction F`, as in SwiftUI.
    case response
    /// `--duration D --bounce B`, as in iOS 17.
    case bounce

    /// Options this parameterization needs, without the leading `--`.
    var required: [String] {
        switch self {
        case .physical: ["stiffness", "damping"]
        case .dampingRatio: ["damping-ratio", "duration"]
        case .response: ["response", "damping-fraction"]
        case .bounce: ["duration", "bounce"]
        }
    }

    /// All options of this parameterization, required or not.
    var members: [String] { self == .physical ? ["mass"] + required : required }

    /// The parameterization as the usage line writes it.
    var usage: String {
        switch self {
        case .physical: "--mass M --stiffness K --damping C"
        case .dampingRatio: "--damping-ratio Z --duration D"
        case .response: "--response R --damping-fraction F"
        case .bounce: "--duration D --bounce B"
        }
    }

    /// The parameterization selected by the spring options that were `given` (names without `--`).
    ///
    /// `--duration` belongs to two parameterizations, so the other options decide. Mixing options of
    /// different parameterizations, or leaving one incomplete, throws an error naming the options.
    static func selected(by given: [String]) throws(ValidationError) -> SpringParameterization {
        let choices = "give exactly one of: " + allCases.map(\.usage).joined(separator: " | ")
        let touched = allCases.filter { candidate in
            given.contains { $0 != "duration" && candidate.members.contains($0) }
        }
        guard touched.count <= 1 else {
            let names = touched.map { candidate in "--" + given.first { candidate.members.contains($0) }! }
            throw ValidationError("cannot combine \(names.joined(separator: " with ")): \(choices)")
        }
        guard let selected = touched.first else {
            if given.contains("duration") {
                throw ValidationError("--duration needs --damping-ratio or --bounce: \(choices)")
            }
            throw ValidationError("no spring given: \(choices)")
        }
        if let stray = given.first(where: { !selected.members.contains($0) }) {
            let other = given.first { selected.members.contains($0) }!
            throw ValidationError("cannot combine --\(stray) with --\(other): \(choices)")
        }
        let missing = selected.required.filter { !given.contains($0) }
        guard missing.isEmpty else {
            let present = given.map { "--" + $0 }.joined(separator: " and ")
            let absent = missing.map { "--" + $0 }.joined(separator: " and ")
            throw ValidationError("\(present) needs \(absent)")
        }
        return selected
    }
}
