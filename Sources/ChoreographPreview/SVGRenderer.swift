import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Draws one recorded frame as an SVG document: the presentation state of every view at that moment.
///
/// Each view is drawn from its ``RecordedView`` — the recording keeps everything needed, so no scenario is re-run —
/// back to front: shadow, background fill with its corner radii, content (an image placeholder or text), border.
///
/// - Backgrounds and borders follow the corner radii, per corner when they differ; borders are drawn inside the
///   bounds, as Core Animation draws them.
/// - Shadows are the background's shape (or the image's), blurred with a Gaussian of standard deviation
///   `shadowRadius / 2`, offset in the view's own coordinates; views with neither cast none (Core Animation would
///   use their subviews' shapes).
/// - Opacity is the product of the view's and its ancestors' alphas, applied per view rather than to whole groups,
///   so overlapping translucent subviews look slightly darker than on a device.
/// - `clipsToBounds` clips the view's content, shadow and every descendant to its rounded bounds (a `clipPath`,
///   nested through clipping ancestors).
/// - A ``RecordedView/mask`` clips the view and every descendant to the mask's rounded rect where it lands on screen
///   (a `clipPath` placed by the mask's matrix, nested with the clips around it), and multiplies their opacity by the
///   mask's.
/// - Transforms are drawn with their full 2D matrix. A 3D transform with perspective is approximated by its 2D
///   linear part at the view's center (seen straight on, without foreshortening).
/// - An image is a rectangle tinted from its name, placed by its content mode, with the name written on it. Text is
///   drawn with its size, weight, colour and alignment, centred vertically, one line per `\n`.
/// - A character XML 1.0 cannot carry — U+0000, the other C0 control characters but tab, line feed and carriage
///   return, U+FFFE and U+FFFF — in a text, an image's name or a view's name is written as U+FFFD, the replacement
///   character, so the document is always well-formed.
public struct SVGRenderer: Hashable, Sendable {
    /// The colour drawn behind the window; `nil` leaves it transparent. Default white.
    public var background: Color?

    /// Creates a renderer (default background white).
    public init(background: Color? = .white) {
        self.background = background
    }

    /// The frame at `index` as a standalone SVG document, sized like the window.
    ///
    /// - Throws: ``PreviewError/invalidValue(parameter:value:rule:)`` when `index` is not a frame of the recording.
    public func render(_ recording: Recording, frameAt index: Int) throws(PreviewError) -> String {
        guard recording.frames.indices.contains(index) else {
            throw .invalidValue(
                parameter: "frame index", value: "\(index)",
                rule: "must be from 0 to \(recording.frames.count - 1)")
        }
        let size = recording.size
        let (width, height) = (SVGMarkup.number(size.width), SVGMarkup.number(size.height))
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(width) \(height)\">\n"
            + drawing(of: recording.frames[index], size: size, idPrefix: "")
            + "</svg>\n"
    }

    /// The frame nearest to `time` seconds as a standalone SVG document.
    ///
    /// - Throws: ``PreviewError/invalidValue(parameter:value:rule:)`` when `time` is outside the run.
    public func render(_ recording: Recording, at time: TimeInterval) throws(PreviewError) -> String {
        try render(recording, frameAt: try recording.frameIndex(at: time))
    }

    // MARK: - Internal API

    /// The elements that draw `frame` in a `size` area at the origin, with every id starting with `idPrefix`: a
    /// `<defs>` for clips and filters, the background, then the views, all clipped to the area.
    func drawing(of frame: RecordedFrame, size: CGSize, idPrefix: String) -> String {
        let views = frame.views
        var defs =
            "<clipPath id=\"\(idPrefix)screen\">"
            + SVGMarkup.roundedRect(CGRect(origin: .zero, size: size), radii: .zero, attributes: "") + "</clipPath>\n"
        var body = ""
        if let background {
            body +=
                SVGMarkup.roundedRect(
                    CGRect(origin: .zero, size: size), radii: .zero, attributes: SVGMarkup.paint("fill", background))
                + "\n"
        }
        // For each view, the clip its subviews are drawn in: its parent's, narrowed by its mask and its bounds.
        var childClips: [String?] = []
        childClips.reserveCapacity(views.count)
        let maskOpacities = frame.maskOpacities
        for (index, view) in views.enumerated() {
            var clip: String?
            if let parent = view.parent, parent >= 0, parent < childClips.count { clip = childClips[parent] }
            if !view.isHidden {
                if let mask = view.mask {
                    defs += clipPath(
                        id: "mask\(index)", shape: mask.placement, enclosing: clip, idPrefix: idPrefix)
                    clip = "mask\(index)"
                }
                if view.clipsToBounds {
                    defs += clipPath(id: "clip\(index)", shape: view, enclosing: clip, idPrefix: idPrefix)
                    clip = "clip\(index)"
                }
            }
            childClips.append(clip)
            var shown = view
            shown.opacity *= maskOpacities[index]
            guard shown.isVisible else { continue }
            body += element(for: shown, index: index, clip: clip, idPrefix: idPrefix)
        }
        return "<defs>\n\(defs)</defs>\n<g clip-path=\"url(#\(idPrefix)screen)\">\n\(body)</g>\n"
    }

    /// A `clipPath` named `id` holding `shape`'s rounded bounds where it lands on screen, itself clipped by the clip
    /// `enclosing` names, if any.
    private func clipPath(id: String, shape: RecordedView, enclosing: String?, idPrefix: String) -> String {
        let chained = enclosing.map { " clip-path=\"url(#\(idPrefix)\($0))\"" } ?? ""
        let outline = SVGMarkup.roundedRect(
            CGRect(origin: .zero, size: shape.size), radii: shape.state.cornerRadii,
            attributes: "transform=\"\(SVGMarkup.matrix(AffineMatrix(placing: shape)))\"")
        return "<clipPath id=\"\(idPrefix)\(id)\"\(chained)>\(outline)</clipPath>\n"
    }
}
