import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The recording's JSON form.
///
/// ```
/// {"demo","operation","fps","duration","size":[w,h],"settled",
///  "frames":[{"t","progress","views":[{"id" or "path","ghostOf"?,"parent"?,"visibleRect":[x,y,w,h],
///             "center":[x,y],"bounds":[w,h],"transform":[16],"opacity","hidden","cornerRadius","cornerRadii"?,
///             "z","clips","clipPath"?,"clippedBy"?,"mask"?,"maskedBy"?,"fill"?,"border"?,"shadow"?,"image"?,
///             "text"?}]}],
///  "animations":[{"view","property","from","to","timing","start","delay","duration"}]}
/// ```
///
/// `transform` lists `m11 m12 m13 m14 m21 … m44`, which is also CSS `matrix3d` order. `cornerRadii`
/// (top-left, top-right, bottom-right, bottom-left) appears only when the corners differ; `fill`, `border`, `shadow`,
/// `image` and `text` only when the view has them. Colours are `#RRGGBB` or `#RRGGBBAA`.
///
/// Clipping is spelled out in window coordinates, so that a player need not compose geometry: a view that clips
/// (`"clips": true`) has `clipPath`, the outline of its rounded bounds on screen as SVG path data (which CSS `path()`
/// also takes): `M`, then `L` for each side and a cubic `C` for each corner whose radius is above 0, closed by `Z`,
/// clockwise from the end of the top-left corner. A corner is the quarter circle of its radius (radii clamped to the
/// bounds as CSS clamps them) as one Bézier, control points at 0.5523 of the radius from its ends; every point is
/// then mapped by `transform` about `center` with the perspective divide of CSS `matrix3d` (should a corner land at
/// or behind the viewer, by the transform's 2D part over `m44` instead, as the SVG renderer draws it). A view inside
/// clipping ancestors has `clippedBy`, their indices in the frame's `views`, outermost first: the view is drawn only
/// inside every one of their `clipPath`s, as the SVG renderer nests its clips. A view alone does not know its frame,
/// so ``RecordedView/jsonValue`` has no `clippedBy`; ``RecordedFrame/jsonValue`` adds it.
///
/// A view with a mask (``RecordedView/mask``) has `mask`: `{"rect":[x,y,w,h],"cornerRadius","cornerRadii"?,
/// "transform"?,"opacity","path"}` — the rect and the mask's own transform (only when it is not the identity) in the
/// view's bounds coordinates, the corner radii as the view's are written, the mask's opacity, and `path`, the rounded
/// rect's outline on screen, written as `clipPath` is. A view that a mask masks — its own or an ancestor's — has
/// `maskedBy`, the indices of the views whose masks apply, outermost first: the view is drawn only inside every one of
/// their paths, and its opacity is multiplied by theirs. Both members are absent where there is no mask.
extension Recording {
    /// The recording as a ``JSONValue``.
    public var jsonValue: JSONValue {
        .members([
            "demo": .string(demo),
            "operation": .string(operation),
            "fps": .number(Double(framesPerSecond)),
            "duration": .number(duration),
            "size": .numbers([Double(size.width), Double(size.height)]),
            "settled": .bool(settled),
            "frames": .array(frames.map(\.jsonValue)),
            "animations": .array(animations.map(\.jsonValue)),
        ])
    }

    /// The recording's compact JSON text: the same bytes for the same run, the text of ``jsonValue``.
    ///
    /// The text is written one frame at a time, so that only one frame's ``JSONValue`` exists at once: a long
    /// recording's document tree would take several times the memory of its text.
    public var json: String {
        var output = ""
        var head = JSONValue.members([
            "demo": .string(demo),
            "operation": .string(operation),
            "fps": .number(Double(framesPerSecond)),
            "duration": .number(duration),
            "size": .numbers([Double(size.width), Double(size.height)]),
            "settled": .bool(settled),
        ]).text
        // The members above, then "frames" and "animations" in the order ``jsonValue`` gives them.
        head.removeLast()
        output += head + ",\"frames\":["
        for (index, frame) in frames.enumerated() {
            if index > 0 { output += "," }
            frame.jsonValue.write(to: &output)
        }
        output += "],\"animations\":"
        JSONValue.array(animations.map(\.jsonValue)).write(to: &output)
        output += "}"
        return output
    }
}

extension RecordedFrame {
    /// The frame as a ``JSONValue``: `t`, `progress` and `views`, each view with its `clippedBy` when clipping
    /// ancestors enclose it and its `maskedBy` when it or an ancestor has a mask.
    public var jsonValue: JSONValue {
        let chains = clippingAncestors
        let masks = maskingViews
        let views = views.enumerated().map { index, view in
            view.jsonValue(clippedBy: chains[index], maskedBy: masks[index])
        }
        return .members(["t": .number(time), "progress": .number(progress), "views": .array(views)])
    }
}

extension RecordedAnimation {
    /// The animation as a ``JSONValue``.
    public var jsonValue: JSONValue {
        .members([
            "view": .string(view), "property": .string(property), "from": .string(from), "to": .string(to),
            "timing": .string(timing), "start": .number(start), "delay": .number(delay),
            "duration": .number(duration),
        ])
    }
}

extension RecordedView {
    /// The view as a ``JSONValue``; see ``Recording`` for the members (all but `clippedBy` and `maskedBy`, which take
    /// the frame).
    public var jsonValue: JSONValue {
        jsonValue(clippedBy: [], maskedBy: [])
    }

    /// The view as a ``JSONValue``, with `clippedBy` listing `clippingAncestors` and `maskedBy` listing `maskingViews`
    /// when there are any.
    func jsonValue(clippedBy clippingAncestors: [Int], maskedBy maskingViews: [Int]) -> JSONValue {
        let radii = state.cornerRadii
        let nameMember: JSONValue.Member
        switch name {
        case .id(let id): nameMember = JSONValue.Member("id", .string(id))
        case .path(let path): nameMember = JSONValue.Member("path", .string(path))
        }
        let rest: JSONValue = .members([
            "ghostOf": ghostOf.map { .string($0) },
            "parent": parent.map { .number(Double($0)) },
            "visibleRect": .numbers([visibleRect.minX, visibleRect.minY, visibleRect.width, visibleRect.height]),
            "center": .numbers([center.x, center.y]),
            "bounds": .numbers([size.width, size.height]),
            "transform": .numbers(AnimatableValue.transform(transform).components),
            "opacity": .number(opacity),
            "hidden": .bool(isHidden),
            "cornerRadius": .number(radii.topLeft),
            "cornerRadii": radii.isUniform
                ? nil : .numbers([radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft]),
            "z": .number(state.zPosition),
            "clips": .bool(clipsToBounds),
            "clipPath": clipsToBounds ? .string(ScreenOutline(of: self).pathData) : nil,
            "clippedBy": clippingAncestors.isEmpty ? nil : .array(clippingAncestors.map { .number(Double($0)) }),
            "mask": mask.map(\.jsonValue),
            "maskedBy": maskingViews.isEmpty ? nil : .array(maskingViews.map { .number(Double($0)) }),
            "fill": state.backgroundColor.map { .string($0.hexString) },
            "border": state.borderWidth > 0
                ? .members(["width": .number(state.borderWidth), "color": .string(state.borderColor.hexString)]) : nil,
            "shadow": state.shadowOpacity > 0 ? shadowJSON : nil,
            "image": imageJSON,
            "text": textJSON,
        ])
        guard case .object(let members) = rest else { return rest }
        return .object([nameMember] + members)
    }

    private var shadowJSON: JSONValue {
        .members([
            "color": .string(state.shadowColor.hexString), "opacity": .number(state.shadowOpacity),
            "radius": .number(state.shadowRadius),
            "offset": .numbers([state.shadowOffset.width, state.shadowOffset.height]),
        ])
    }

    private var imageJSON: JSONValue? {
        guard case .image(let image) = content else { return nil }
        let rect = image.rect(in: CGRect(origin: .zero, size: size))
        return .members([
            "name": .string(image.name), "rect": .numbers([rect.minX, rect.minY, rect.width, rect.height]),
            "tint": .string(ImageTint.color(for: image.name).hexString),
        ])
    }

    private var textJSON: JSONValue? {
        guard case .text(let text) = content else { return nil }
        return .members([
            "string": .string(text.text), "fontSize": .number(text.fontSize), "bold": .bool(text.isBold),
            "color": .string(text.color.hexString), "alignment": .string(text.alignment.rawValue),
        ])
    }
}

extension RecordedMask {
    /// The mask as a ``JSONValue``: `rect`, `cornerRadius`, `cornerRadii` (when the corners differ), `transform`
    /// (when not the identity), `opacity` and `path` (see ``Recording``).
    public var jsonValue: JSONValue {
        .members([
            "rect": .numbers([rect.minX, rect.minY, rect.width, rect.height]),
            "cornerRadius": .number(cornerRadii.topLeft),
            "cornerRadii": cornerRadii.isUniform
                ? nil
                : .numbers([cornerRadii.topLeft, cornerRadii.topRight, cornerRadii.bottomRight, cornerRadii.bottomLeft]
                ),
            "transform": transform.isIdentity ? nil : .numbers(AnimatableValue.transform(transform).components),
            "opacity": .number(opacity),
            "path": .string(ScreenOutline(of: placement).pathData),
        ])
    }
}
