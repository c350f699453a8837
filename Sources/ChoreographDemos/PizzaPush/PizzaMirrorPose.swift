import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where the pizza transition's two mirror copies stand at one of its key moments, in the container's coordinates.
///
/// The animator uses three: on the cell, on the cell with the background pressed, and on the detail screen. Setting
/// a pose inside an animation block animates the copies to it.
@MainActor
struct PizzaMirrorPose {
    /// The background copy's untransformed frame.
    var backgroundFrame: CGRect
    /// The background copy's transform, applied about its center.
    var backgroundTransform: Transform3D
    /// The background copy's corner radius.
    var cornerRadius: CGFloat
    /// The picture copy's untransformed frame.
    var imageFrame: CGRect
    /// The picture copy's transform, applied about its center.
    var imageTransform: Transform3D

    /// Puts the background copy, and the picture copy when given, in this pose; the transform is set before the
    /// frame, which sets the untransformed size and the center.
    func apply(background: View, image: View?) {
        background.layer.transform = backgroundTransform
        background.frame = backgroundFrame
        background.layer.cornerRadius = cornerRadius
        guard let image else { return }
        image.layer.transform = imageTransform
        image.frame = imageFrame
    }
}
