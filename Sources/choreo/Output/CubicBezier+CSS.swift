import Choreograph

extension CubicBezier {
    /// The control points as CSS writes them: `cubic-bezier(0.42,0,0.58,1)`.
    var cssText: String {
        "cubic-bezier(\([x1, y1, x2, y2].map(NumberText.shortest).joined(separator: ",")))"
    }
}
