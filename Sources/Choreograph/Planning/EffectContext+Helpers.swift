import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension EffectContext {
    /// The motions of a dimming view covering the container, black, going from one opacity to another over
    /// `span`: its position and bounds held at the container's, its colour held at
    /// ``TransitionDefaults/dimmingColor``, its opacity moving.
    public func dimming(from start: CGFloat, to end: CGFloat, during span: ClosedRange<Double> = 0...1) -> [Motion] {
        let bounds = containerBounds
        return [
            Motion(.dimming, .position, holding: .point(bounds.center)),
            Motion(.dimming, .bounds, holding: .rect(bounds)),
            Motion(.dimming, .backgroundColor, holding: .color(TransitionDefaults.dimmingColor)),
            Motion(.dimming, .opacity, from: .scalar(start), to: .scalar(end), during: span),
        ]
    }

    /// The perspective of the 3D presets: `m34` = −1 / ``TransitionDefaults/perspectiveEyeDistance``.
    public var perspective: Transform3D {
        .perspective(eyeDistance: TransitionDefaults.perspectiveEyeDistance)
    }
}
