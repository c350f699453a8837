import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Transition {
    /// The screen turns over like a card, `edge` first, with perspective (`m34` = −1/500, see
    /// ``TransitionDefaults/perspectiveEyeDistance``).
    ///
    /// In the first half the old screen turns from 0 to 90° about its center — about the vertical axis for the left
    /// and right edges, the horizontal axis for top and bottom — with `edge` coming towards the viewer; at half way,
    /// edge-on, it disappears (opacity steps from 1 to 0) and the new screen appears (opacity 0 to 1), and in the
    /// second half the new screen turns from −90° to 0. Each half runs the transition's timing over its own half.
    /// Every transform is the rotation followed by the perspective, so at rest a screen's transform is the
    /// perspective alone, which leaves a flat screen unchanged.
    public static func flip(from edge: TransitionEdge) -> Transition {
        Transition(
            TransitionEffect(name: "flip(from: \(edge.rawValue))") { context in
                let quarter = CGFloat.pi / 2
                let axis = rotationAxis(for: context.resolve(edge))
                let perspective = context.perspective
                func turned(_ angle: CGFloat) -> AnimatableValue {
                    .transform(
                        Transform3D(rotationAngle: angle * axis.sign, x: axis.x, y: axis.y, z: 0)
                            .concatenating(perspective))
                }
                return EffectOutput(
                    motions: [
                        Motion(.fromScreen, .transform, from: turned(0), to: turned(quarter), during: 0...0.5),
                        Motion(.fromScreen, .opacity, from: .scalar(1), to: .scalar(1), during: 0...0.5),
                        Motion(.fromScreen, .opacity, from: .scalar(0), to: .scalar(0), during: 0.5...1),
                        Motion(.toScreen, .transform, from: turned(-quarter), to: turned(0), during: 0.5...1),
                        Motion(.toScreen, .opacity, from: .scalar(0), to: .scalar(0), during: 0...0.5),
                        Motion(.toScreen, .opacity, from: .scalar(1), to: .scalar(1), during: 0.5...1),
                    ],
                    stacking: [.fromScreen, .toScreen]
                )
            }
        )
    }

    /// The axis a screen turns about to bring `edge` towards the viewer with a positive angle times `sign`:
    /// the y axis for left and right, the x axis for top and bottom. A positive turn about y brings the left edge
    /// forward; a positive turn about x takes the top edge away.
    static func rotationAxis(for edge: TransitionEdge) -> (x: CGFloat, y: CGFloat, sign: CGFloat) {
        switch edge {
        case .left: (0, 1, 1)
        case .right: (0, 1, -1)
        case .top: (1, 0, -1)
        default: (1, 0, 1)
        }
    }
}
