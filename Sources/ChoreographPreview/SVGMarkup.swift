import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Small pieces of SVG text shared by the renderers: numbers, escaping, paints and rounded rectangles.
enum SVGMarkup {
    /// A number as ``PreviewNumber`` prints it.
    static func number(_ value: CGFloat) -> String {
        PreviewNumber.format(Double(value))
    }

    /// `text` with the five XML special characters escaped, usable in text and in attribute values, and every
    /// character XML 1.0 cannot carry (``isXMLCharacter(_:)``) replaced with U+FFFD, the replacement character: XML
    /// has no way to write U+0000, the other C0 control characters but tab, line feed and carriage return, U+FFFE or
    /// U+FFFF, not even as a character reference, so a label or a name that holds one would make the document
    /// ill-formed.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case _ where !isXMLCharacter(scalar): result.unicodeScalars.append(replacementCharacter)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// What ``escaped(_:)`` writes for a character XML cannot carry: U+FFFD.
    static let replacementCharacter: Unicode.Scalar = "\u{FFFD}"

    /// Whether XML 1.0 can carry `scalar` (its production `Char`): tab, line feed, carriage return, and U+0020 to
    /// U+D7FF, U+E000 to U+FFFD and U+10000 to U+10FFFF.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// `fill="#RRGGBB"` (or `stroke`), with `fill-opacity` when the colour is not opaque, scaled by `opacity`.
    static func paint(_ attribute: String, _ color: Color, opacity: CGFloat = 1) -> String {
        let hex = String(color.hexString.prefix(7))
        let alpha = min(max(color.alpha, 0), 1) * opacity
        let opacityText = alpha < 1 ? " \(attribute)-opacity=\"\(number(alpha))\"" : ""
        return "\(attribute)=\"\(hex)\"\(opacityText)"
    }

    /// A rectangle with rounded corners as an SVG shape element with the given extra attributes: a `<rect>` when
    /// the corners are equal, a `<path>` of lines and elliptical arcs otherwise. Radii are first clamped to the
    /// rectangle as CSS clamps `border-radius` (``/Choreograph/CornerRadii/clamped(to:)``).
    static func roundedRect(_ rect: CGRect, radii: CornerRadii, attributes: String) -> String {
        let r = radii.clamped(to: rect.size)
        let (x, y, w, h) = (rect.minX, rect.minY, rect.width, rect.height)
        if r.isUniform {
            let corner = r.topLeft > 0 ? " rx=\"\(number(r.topLeft))\"" : ""
            return "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(w))\" height=\"\(number(h))\""
                + "\(corner)\(attributes.isEmpty ? "" : " ")\(attributes)/>"
        }
        func arc(_ radius: CGFloat, _ endX: CGFloat, _ endY: CGFloat) -> String {
            radius > 0 ? "A\(number(radius)) \(number(radius)) 0 0 1 \(number(endX)) \(number(endY))" : ""
        }
        let path = [
            "M\(number(x + r.topLeft)) \(number(y))",
            "H\(number(x + w - r.topRight))", arc(r.topRight, x + w, y + r.topRight),
            "V\(number(y + h - r.bottomRight))", arc(r.bottomRight, x + w - r.bottomRight, y + h),
            "H\(number(x + r.bottomLeft))", arc(r.bottomLeft, x, y + h - r.bottomLeft),
            "V\(number(y + r.topLeft))", arc(r.topLeft, x + r.topLeft, y), "Z",
        ].filter { !$0.isEmpty }.joined(separator: " ")
        return "<path d=\"\(path)\"\(attributes.isEmpty ? "" : " ")\(attributes)/>"
    }

    /// `matrix(a b c d e f)` for an affine map.
    static func matrix(_ m: AffineMatrix) -> String {
        "matrix(\([m.a, m.b, m.c, m.d, m.tx, m.ty].map(number).joined(separator: " ")))"
    }
}

/// A 2D affine map `(x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty)`, as SVG's `matrix(a b c d e f)`.
struct AffineMatrix: Hashable {
    var a: CGFloat
    var b: CGFloat
    var c: CGFloat
    var d: CGFloat
    var tx: CGFloat
    var ty: CGFloat

    /// The affine map that draws a recorded view's bounds, with the top-left corner at (0, 0), where the view is on
    /// screen.
    ///
    /// The view's ``RecordedView/transform`` about its center is reduced to its 2D linear part divided by `m44`:
    /// exact for 2D transforms; for 3D perspective, the view as seen straight on (foreshortening is left out).
    init(placing view: RecordedView) {
        let t = view.transform
        let w = t.m44 != 0 && t.m44.isFinite ? t.m44 : 1
        a = t.m11 / w
        b = t.m12 / w
        c = t.m21 / w
        d = t.m22 / w
        let (halfWidth, halfHeight) = (view.size.width / 2, view.size.height / 2)
        tx = view.center.x - a * halfWidth - c * halfHeight
        ty = view.center.y - b * halfWidth - d * halfHeight
    }
}
