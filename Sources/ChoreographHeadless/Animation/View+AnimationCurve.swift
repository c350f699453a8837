import Choreograph

extension View {
    /// A named timing curve, as `UIView.AnimationCurve`: what an interactive transition completes with.
    public enum AnimationCurve: Int, Hashable, Sendable, CaseIterable {
        /// Slow at both ends.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// Constant speed.
        case linear

        /// The cubic Bézier curve with Core Animation's control points for this curve.
        public var bezier: CubicBezier {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}
