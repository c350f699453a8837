#if canImport(UIKit)
    import Choreograph
    import Foundation
    import QuartzCore
    import UIKit

    /// Reads `UIView` hierarchies into ``/Choreograph/Scene`` values: the bridge's
    /// ``/Choreograph/SceneCapturing``, reading each view as the headless host's `ViewSceneCapture` reads its own.
    ///
    /// ```swift
    /// let scene = try UIViewSceneCapture().captureScene(of: screen, in: container)
    /// ```
    ///
    /// Each view becomes one element:
    /// - its identifier is ``UIKit/UIView/sceneIdentifier``: ``UIKit/UIView/choreographID``, else the view's
    ///   `accessibilityIdentifier`;
    /// - its center is the view's `center` converted from its superview to the container; its size is its bounds
    ///   size; its transform is its layer's `transform` followed by the linear part of the mapping from its superview
    ///   to the container, so a copy placed in the container looks as the view does;
    /// - its opacity (`alpha`), corner radii (`layer.cornerRadius` on the corners of `layer.maskedCorners`),
    ///   background colour, border, shadow, z position, clipping and hidden flag are its own; a border colour is kept
    ///   only when the border has a width; an opacity (the alpha, which a layer's `opacity` can set outside 0…1, or
    ///   `layer.shadowOpacity`) outside 0…1 is taken at the nearer end, as Core Animation draws it;
    /// - its content is a label's text, an image view's image (named by the image's `accessibilityIdentifier`, else
    ///   `"image"`), or none.
    ///
    /// Model values are read, never the presentation layer's. Subviews are listed in drawing order: by the layer's
    /// `zPosition`, in subview order among equal ones. Call it on the main actor, as every UIKit call.
    public struct UIViewSceneCapture: SceneCapturing, Sendable {
        /// Creates a capture.
        public init() {}

        /// The subviews of `view` in drawing order: sorted by `layer.zPosition`, subview order kept among equals.
        public func subviews(of view: UIView) -> [UIView] {
            MainActor.assumeIsolated { Self.drawingOrder(of: view) }
        }

        /// What `view` looks like, its geometry in `container`'s coordinates (see the type's description).
        public func element(for view: UIView, in container: UIView) -> Scene.Element {
            MainActor.assumeIsolated { Self.describe(view, in: container) }
        }

        // MARK: - Internal API

        @MainActor
        static func drawingOrder(of view: UIView) -> [UIView] {
            let subviews = view.subviews
            guard subviews.contains(where: { $0.layer.zPosition != 0 }) else { return subviews }
            return subviews.enumerated()
                .sorted { a, b in
                    a.element.layer.zPosition != b.element.layer.zPosition
                        ? a.element.layer.zPosition < b.element.layer.zPosition : a.offset < b.offset
                }
                .map(\.element)
        }

        @MainActor
        static func describe(_ view: UIView, in container: UIView) -> Scene.Element {
            let layer = view.layer
            let center =
                view.superview.map { $0.convert(view.center, to: container) }
                ?? container.convert(view.center, from: nil)
            let transform = Transform3D(layer.transform).concatenating(linearPart(from: view.superview, to: container))
            let borderColor = layer.borderWidth > 0 ? layer.borderColor.flatMap { Color(UIColor(cgColor: $0)) } : nil
            let shadow = Scene.Shadow(
                opacity: shownOpacity(CGFloat(layer.shadowOpacity)), radius: layer.shadowRadius,
                offset: layer.shadowOffset,
                color: layer.shadowColor.flatMap { Color(UIColor(cgColor: $0)) } ?? .black)
            return Scene.Element(
                identifier: view.sceneIdentifier,
                center: center,
                size: view.bounds.size,
                transform: transform,
                opacity: shownOpacity(view.alpha),
                cornerRadii: cornerRadii(of: layer),
                backgroundColor: view.backgroundColor.flatMap { Color($0) },
                borderWidth: layer.borderWidth,
                borderColor: borderColor,
                shadow: shadow,
                zPosition: layer.zPosition,
                clipsToBounds: view.clipsToBounds,
                isHidden: view.isHidden,
                content: content(of: view)
            )
        }

        /// The opacity a view or shadow with opacity `opacity` is drawn with: `opacity` taken into 0…1, kept bit for
        /// bit inside it; one that is not finite is kept, for the scene to refuse.
        static func shownOpacity(_ opacity: CGFloat) -> CGFloat {
            guard opacity.isFinite else { return opacity }
            return opacity < 0 ? 0 : opacity > 1 ? 1 : opacity
        }

        /// The radius of `layer` on each corner its `maskedCorners` rounds, 0 on the others.
        @MainActor
        static func cornerRadii(of layer: CALayer) -> CornerRadii {
            let radius = layer.cornerRadius
            let corners = layer.maskedCorners
            return CornerRadii(
                topLeft: corners.contains(.layerMinXMinYCorner) ? radius : 0,
                topRight: corners.contains(.layerMaxXMinYCorner) ? radius : 0,
                bottomRight: corners.contains(.layerMaxXMaxYCorner) ? radius : 0,
                bottomLeft: corners.contains(.layerMinXMaxYCorner) ? radius : 0)
        }

        /// The linear part of the mapping from `space`'s coordinates (the window's when `nil`) to `container`'s:
        /// identity when no view above either is transformed, otherwise measured from the images of two unit vectors,
        /// as the core builds it.
        @MainActor
        static func linearPart(from space: UIView?, to container: UIView) -> Transform3D {
            guard isTransformed(space) || isTransformed(container) else { return .identity }
            func map(_ point: CGPoint) -> CGPoint {
                space.map { $0.convert(point, to: container) } ?? container.convert(point, from: nil)
            }
            return Transform3D(
                linearPartOfMapping: map(.zero), x: map(CGPoint(x: 1, y: 0)), y: map(CGPoint(x: 0, y: 1)))
        }

        /// Whether `view` or any of its ancestors has a layer transform other than the identity.
        @MainActor
        private static func isTransformed(_ view: UIView?) -> Bool {
            var current = view
            while let at = current {
                if !CATransform3DIsIdentity(at.layer.transform) { return true }
                current = at.superview
            }
            return false
        }

        @MainActor
        private static func content(of view: UIView) -> Scene.Content {
            if let label = view as? UILabel, let text = label.text { return .text(text) }
            if let imageView = view as? UIImageView, let image = imageView.image {
                return .image(name: image.accessibilityIdentifier ?? "image")
            }
            return .none
        }
    }
#endif
