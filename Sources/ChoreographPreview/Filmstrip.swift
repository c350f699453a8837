import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Frames of a recording side by side in one SVG: `frameCount` frames evenly spaced from the first to the last, each
/// drawn by ``SVGRenderer`` at ``scale`` and labelled with its time, to the millisecond.
public struct Filmstrip: Hashable, Sendable {
    /// How many frames to show, 1 to ``maximumFrameCount`` (1,000); with 1, the first frame. Frames are evenly spaced
    /// over the recording, so a count above the recording's frames repeats some. Default 8.
    public var frameCount: Int
    /// The size of each frame relative to the window, more than 0 and at most 4. Default 0.25.
    public var scale: Double
    /// The gap around and between frames, in points. Default 12.
    public var spacing: Double
    /// The renderer each frame is drawn with. Default ``SVGRenderer/init(background:)`` with a white background.
    public var renderer: SVGRenderer

    /// The most frames a filmstrip shows: 1,000. More are refused rather than drawn, since each frame adds its whole
    /// drawing to the document (a million frames would make an SVG of hundreds of megabytes).
    public static let maximumFrameCount = 1000

    /// The height of the time label under each frame, in points: 18.
    public static let labelHeight: Double = 18

    /// Creates a filmstrip (defaults: 8 frames at a quarter of the size, 12 points apart, on white).
    public init(frameCount: Int = 8, scale: Double = 0.25, spacing: Double = 12, renderer: SVGRenderer = SVGRenderer())
    {
        self.frameCount = frameCount
        self.scale = scale
        self.spacing = spacing
        self.renderer = renderer
    }

    /// The filmstrip as a standalone SVG document.
    ///
    /// - Throws: ``PreviewError/invalidValue(parameter:value:rule:)`` for a frame count below 1 or above
    ///   ``maximumFrameCount``, a scale or spacing out of range.
    public func render(_ recording: Recording) throws(PreviewError) -> String {
        try svg(recording, idPrefix: "", namespace: true)
    }

    // MARK: - Internal API

    /// The filmstrip's `<svg>` element; inline in HTML it needs no namespace, and its ids start with `idPrefix` so
    /// that several filmstrips can share a page.
    func svg(_ recording: Recording, idPrefix: String, namespace: Bool) throws(PreviewError) -> String {
        guard scale.isFinite, scale > 0, scale <= 4 else {
            throw .invalidValue(parameter: "scale", value: "\(scale)", rule: "must be more than 0 and at most 4")
        }
        guard spacing.isFinite, spacing >= 0, spacing <= 1000 else {
            throw .invalidValue(parameter: "spacing", value: "\(spacing)", rule: "must be from 0 to 1000 points")
        }
        guard frameCount >= 1, frameCount <= Self.maximumFrameCount else {
            throw .invalidValue(
                parameter: "frame count", value: "\(frameCount)", rule: "must be from 1 to \(Self.maximumFrameCount)")
        }
        let indices = try recording.evenlySpacedFrameIndices(frameCount)
        let frameWidth = recording.size.width * scale
        let frameHeight = recording.size.height * scale
        let width = Double(indices.count) * (frameWidth + spacing) + spacing
        let height = frameHeight + 2 * spacing + Self.labelHeight
        let (w, h) = (SVGMarkup.number(width), SVGMarkup.number(height))
        var result =
            "<svg" + (namespace ? " xmlns=\"http://www.w3.org/2000/svg\"" : "")
            + " width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
        // Labels give the time to the millisecond, small enough not to run into their neighbours.
        let labelSize = SVGMarkup.number(min(11, frameWidth / 7))
        for (position, index) in indices.enumerated() {
            let frame = recording.frames[index]
            let x = spacing + Double(position) * (frameWidth + spacing)
            result +=
                "<g data-frame=\"\(index)\" transform=\"translate(\(SVGMarkup.number(x)) \(SVGMarkup.number(spacing))) "
                + "scale(\(SVGMarkup.number(scale)))\">\n"
                + renderer.drawing(of: frame, size: recording.size, idPrefix: "\(idPrefix)f\(position)-")
                + "</g>\n"
                + "<rect x=\"\(SVGMarkup.number(x))\" y=\"\(SVGMarkup.number(spacing))\" "
                + "width=\"\(SVGMarkup.number(frameWidth))\" height=\"\(SVGMarkup.number(frameHeight))\" "
                + "fill=\"none\" stroke=\"#CCCCCC\"/>\n"
                + "<text x=\"\(SVGMarkup.number(x + frameWidth / 2))\" "
                + "y=\"\(SVGMarkup.number(spacing + frameHeight + Self.labelHeight - 4))\" "
                + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"\(labelSize)\" text-anchor=\"middle\" "
                + "fill=\"#555555\">t = \(PreviewNumber.format((frame.time * 1000).rounded() / 1000)) s</text>\n"
        }
        return result + "</svg>\n"
    }
}
