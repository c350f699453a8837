import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Transition {
    /// The two screens are neighbouring faces of a cube that turns a quarter, bringing the new screen in from
    /// `edge`, with perspective (`m34` = −1/500, see ``TransitionDefaults/perspectiveEyeDistance``).
    ///
    /// The cube's center lies half the container's width (or height, for top and bottom) behind the screen. A face
    /// turned by φ has the transform translate(z: h) · rotate(φ) · translate(z: −h) · perspective, with h that half
    /// size and the rotation about the vertical axis for left and right, the horizontal one for top and bottom.
    /// From the right, the new screen turns from φ = 90° (the cube's right face) to 0 while the old one turns from 0
    /// to −90°, at φ = ∓90°·p. Faces move on an arc, which a straight interpolation cannot follow, so the motions
    /// are paths, sampled at ``TransitionDefaults/pathSampleCount`` moments.
    public static func cube(from edge: TransitionEdge) -> Transition {
        Transition(
            TransitionEffect(name: "cube(from: \(edge.rawValue))") { context in
                let resolved = context.resolve(edge)
                let face = CubeFace(
                    edge: resolved, containerSize: context.containerSize, perspective: context.perspective)
                let quarter = Double.pi / 2
                return EffectOutput(
                    motions: [
                        Motion(.toScreen, .transform) { progress in
                            .transform(face.transform(turnedBy: face.sign * quarter * (1 - progress)))
                        },
                        Motion(.fromScreen, .transform) { progress in
                            .transform(face.transform(turnedBy: -face.sign * quarter * progress))
                        },
                    ],
                    stacking: [.fromScreen, .toScreen]
                )
            }
        )
    }
}

/// The geometry of a cube transition's faces.
struct CubeFace: Sendable {
    /// Half the container's size along the motion: the depth of the cube's center behind the screen.
    var depth: CGFloat
    var axisX: CGFloat
    var axisY: CGFloat
    /// The sign of the angle the new face starts at: +1 from the right and the top, −1 from the left and bottom.
    var sign: Double
    var perspective: Transform3D

    init(edge: TransitionEdge, containerSize: CGSize, perspective: Transform3D) {
        let horizontal = edge.isHorizontal
        depth = (horizontal ? containerSize.width : containerSize.height) / 2
        axisX = horizontal ? 0 : 1
        axisY = horizontal ? 1 : 0
        sign = edge == .right || edge == .top ? 1 : -1
        self.perspective = perspective
    }

    /// A face turned by `angle` radians about the cube's center.
    func transform(turnedBy angle: Double) -> Transform3D {
        Transform3D(translationX: 0, y: 0, z: depth)
            .concatenating(Transform3D(rotationAngle: CGFloat(angle), x: axisX, y: axisY, z: 0))
            .concatenating(Transform3D(translationX: 0, y: 0, z: -depth))
            .concatenating(perspective)
    }
}
