import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension SVGRenderer {
    /// The group that draws one view: placed by its matrix, with its opacity and the clip named `clip` (a clip path's
    /// id without the prefix); nothing for a view that draws nothing of its own.
    func element(for view: RecordedView, index: Int, clip: String?, idPrefix: String) -> String {
        let state = view.state
        let bounds = CGRect(origin: .zero, size: view.size)
        var attributes = "data-name=\"\(SVGMarkup.escaped(view.name.text))\""
        if view.opacity < 1 { attributes += " opacity=\"\(SVGMarkup.number(view.opacity))\"" }
        if let clip { attributes += " clip-path=\"url(#\(idPrefix)\(clip))\"" }
        var parts: [String] = []
        if state.shadowOpacity > 0, let (rect, radii) = shadowShape(of: view, in: bounds) {
            parts.append(shadow(of: rect, radii: radii, state: state, index: index, idPrefix: idPrefix))
        }
        if let fill = state.backgroundColor, fill.alpha > 0 {
            parts.append(
                SVGMarkup.roundedRect(bounds, radii: state.cornerRadii, attributes: SVGMarkup.paint("fill", fill)))
        }
        switch view.content {
        case .none: break
        case .image(let image): parts.append(placeholder(for: image, in: bounds))
        case .text(let text): parts.append(self.text(text, in: bounds))
        }
        if state.borderWidth > 0 {
            parts.append(border(in: bounds, state: state))
        }
        guard !parts.isEmpty else { return "" }
        let matrix = SVGMarkup.matrix(AffineMatrix(placing: view))
        return "<g \(attributes)><g transform=\"\(matrix)\">" + parts.joined() + "</g></g>\n"
    }

    // MARK: - Internal API

    /// What casts the view's shadow: its background's shape, else its image's rectangle, else nothing.
    private func shadowShape(of view: RecordedView, in bounds: CGRect) -> (CGRect, CornerRadii)? {
        if view.state.backgroundColor != nil { return (bounds, view.state.cornerRadii) }
        if case .image(let image) = view.content { return (image.rect(in: bounds), .zero) }
        return nil
    }

    private func shadow(of rect: CGRect, radii: CornerRadii, state: ViewState, index: Int, idPrefix: String) -> String {
        let id = "\(idPrefix)shadow\(index)"
        let deviation = SVGMarkup.number(max(state.shadowRadius, 0) / 2)
        let offset =
            "translate(\(SVGMarkup.number(state.shadowOffset.width)) \(SVGMarkup.number(state.shadowOffset.height)))"
        let filter =
            "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
            + "<feGaussianBlur stdDeviation=\"\(deviation)\"/></filter>"
        let attributes =
            SVGMarkup.paint("fill", state.shadowColor, opacity: min(max(state.shadowOpacity, 0), 1))
            + " transform=\"\(offset)\" filter=\"url(#\(id))\""
        return filter + SVGMarkup.roundedRect(rect, radii: radii, attributes: attributes)
    }

    private func border(in bounds: CGRect, state: ViewState) -> String {
        let width = min(state.borderWidth, min(bounds.width, bounds.height) / 2)
        let inset = bounds.insetBy(dx: width / 2, dy: width / 2)
        let radii = state.cornerRadii.clamped(to: bounds.size)
        let reduced = CornerRadii(
            topLeft: max(radii.topLeft - width / 2, 0), topRight: max(radii.topRight - width / 2, 0),
            bottomRight: max(radii.bottomRight - width / 2, 0), bottomLeft: max(radii.bottomLeft - width / 2, 0))
        let attributes =
            "fill=\"none\" " + SVGMarkup.paint("stroke", state.borderColor)
            + " stroke-width=\"\(SVGMarkup.number(width))\""
        return SVGMarkup.roundedRect(inset, radii: reduced, attributes: attributes)
    }

    private func placeholder(for image: ImageContent, in bounds: CGRect) -> String {
        let rect = image.rect(in: bounds)
        let tint = ImageTint.color(for: image.name)
        let fontSize = min(max(min(rect.width, rect.height) / 6, 8), 14)
        let label =
            "<text x=\"\(SVGMarkup.number(rect.midX))\" y=\"\(SVGMarkup.number(rect.midY))\" "
            + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"\(SVGMarkup.number(fontSize))\" "
            + "text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"#333333\">"
            + "\(SVGMarkup.escaped(image.name))</text>"
        return SVGMarkup.roundedRect(rect, radii: .zero, attributes: SVGMarkup.paint("fill", tint)) + label
    }

    private func text(_ text: TextContent, in bounds: CGRect) -> String {
        let anchor: String
        let x: CGFloat
        switch text.alignment {
        case .natural, .left, .justified: (anchor, x) = ("start", 0)
        case .center: (anchor, x) = ("middle", bounds.width / 2)
        case .right: (anchor, x) = ("end", bounds.width)
        }
        let lines = text.text.components(separatedBy: "\n")
        let lineHeight = text.lineHeight
        var result =
            "<text font-family=\"Helvetica, Arial, sans-serif\" font-size=\"\(SVGMarkup.number(text.fontSize))\""
            + (text.isBold ? " font-weight=\"bold\"" : "") + " text-anchor=\"\(anchor)\" dominant-baseline=\"central\" "
            + SVGMarkup.paint("fill", text.color) + ">"
        for (index, line) in lines.enumerated() {
            let y = bounds.height / 2 + (CGFloat(index) - CGFloat(lines.count - 1) / 2) * lineHeight
            result +=
                "<tspan x=\"\(SVGMarkup.number(x))\" y=\"\(SVGMarkup.number(y))\">\(SVGMarkup.escaped(line))</tspan>"
        }
        return result + "</text>"
    }
}
