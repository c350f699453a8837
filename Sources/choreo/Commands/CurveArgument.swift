import ArgumentParser
import Choreograph

/// The curve given to `choreo curve`: a preset's name, or four control-point numbers `x1,y1,x2,y2`.
struct CurveArgument {
    /// The preset's name, or `cubic-bezier(x1,y1,x2,y2)` for control points.
    var name: String
    /// The curve.
    var curve: CubicBezier

    /// Reads `text`; unknown names, malformed numbers and curves the core rejects throw one-line errors.
    init(parsing text: String) throws(ValidationError) {
        guard text.contains(",") else {
            guard let curve = CubicBezier.named(text) else {
                let names = CubicBezier.presets.map(\.name).joined(separator: ", ")
                throw ValidationError("unknown curve '\(text)': use one of \(names), or control points x1,y1,x2,y2")
            }
            self.name = text
            self.curve = curve
            return
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, numbers.count == 4 else {
            throw ValidationError("curve '\(text)': control points must be four numbers x1,y1,x2,y2")
        }
        do {
            curve = try CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
        } catch {
            throw ValidationError(error.description)
        }
        name = curve.cssText
    }
}
