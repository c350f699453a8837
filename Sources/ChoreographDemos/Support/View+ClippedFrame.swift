import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where a view can be seen in another view's coordinates, once its clipping ancestors have cut it.
extension View {
    /// The part of the view's bounds that its clipping ancestors (those with `clipsToBounds`) leave visible,
    /// expressed in `view`'s coordinates (window coordinates when `view` is `nil`); `.zero` when nothing is left.
    ///
    /// A herb scrolled out of its row, or a cell outside its collection, has no visible part: the result is `.zero`,
    /// the "zero-size origin frame" an animator must not divide by. Model values are used, as `convert` does.
    public func clippedFrame(in view: View?) -> CGRect {
        var visible = convert(bounds, to: view)
        var ancestor = superview
        while let clipper = ancestor {
            if clipper.clipsToBounds {
                visible = visible.intersection(clipper.convert(clipper.bounds, to: view))
            }
            ancestor = clipper.superview
        }
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return .zero }
        return visible
    }
}
