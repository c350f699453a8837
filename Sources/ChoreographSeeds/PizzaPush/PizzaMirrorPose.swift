#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
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
    var backgroundTransform: CGAffineTransform
    /// The background copy's corner radius.
    var cornerRadius: CGFloat
    /// The picture copy's untransformed frame.
    var imageFrame: CGRect
    /// The picture copy's transform, applied about its center.
    var imageTransform: CGAffineTransform

    /// Puts the background copy, and the picture copy when given, in this pose. Each view gets its transform, then
    /// its size as `bounds` and its place as `center`: a view's `frame` is not defined while it is transformed.
    func apply(background: UIView, image: UIView?) {
        Self.place(background, frame: backgroundFrame, transform: backgroundTransform)
        background.layer.cornerRadius = cornerRadius
        guard let image else { return }
        Self.place(image, frame: imageFrame, transform: imageTransform)
    }

    private static func place(_ view: UIView, frame: CGRect, transform: CGAffineTransform) {
        view.transform = transform
        view.bounds = CGRect(origin: .zero, size: frame.size)
        view.center = CGPoint(x: frame.midX, y: frame.midY)
    }
}
