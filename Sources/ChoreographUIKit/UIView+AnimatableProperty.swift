#if canImport(UIKit)
    import Choreograph
    import Foundation
    import QuartzCore
    import UIKit

    /// The timeline's properties read from and written to a view and its layer: the bridge's whole translation from
    /// ``/Choreograph/AnimatableProperty`` to UIKit.
    ///
    /// | Property | UIKit |
    /// | --- | --- |
    /// | `position` | `center` |
    /// | `bounds` | `bounds` |
    /// | `opacity` | `alpha` |
    /// | `transform` | `layer.transform` |
    /// | `cornerRadii` | `layer.cornerRadius` and `layer.maskedCorners` |
    /// | `backgroundColor` | `backgroundColor` |
    /// | `borderWidth`, `borderColor` | `layer.borderWidth`, `layer.borderColor` |
    /// | `shadowOpacity`, `shadowRadius`, `shadowOffset`, `shadowColor` | the layer's shadow properties |
    /// | `zPosition` | `layer.zPosition` |
    ///
    /// Core Animation rounds every corner of `maskedCorners` by one radius: corner radii that differ are shown with
    /// the largest of them on the corners that have one. `circularMask` and custom properties have no UIKit
    /// counterpart here; their tracks are reported and left out.
    extension UIView {
        /// The value of `property` on this view, or `nil` when UIKit has no such property here.
        func choreographValue(of property: AnimatableProperty) -> AnimatableValue? {
            switch property {
            case .position: .point(center)
            case .bounds: .rect(bounds)
            case .opacity: .scalar(alpha)
            case .transform: .transform(Transform3D(layer.transform))
            case .cornerRadii: .cornerRadii(UIViewSceneCapture.cornerRadii(of: layer))
            case .backgroundColor: .color(backgroundColor.flatMap { Color($0) } ?? .clear)
            case .borderWidth: .scalar(layer.borderWidth)
            case .borderColor: .color(layer.borderColor.flatMap { Color(UIColor(cgColor: $0)) } ?? .black)
            case .shadowOpacity: .scalar(CGFloat(layer.shadowOpacity))
            case .shadowRadius: .scalar(layer.shadowRadius)
            case .shadowOffset: .size(layer.shadowOffset)
            case .shadowColor: .color(layer.shadowColor.flatMap { Color(UIColor(cgColor: $0)) } ?? .black)
            case .zPosition: .scalar(layer.zPosition)
            default: nil
            }
        }

        /// Whether UIKit has `property` here (see ``choreographValue(of:)``): one of the core's
        /// ``/Choreograph/AnimatableProperty/viewProperties``.
        static func canShow(_ property: AnimatableProperty) -> Bool {
            AnimatableProperty.viewProperties.contains(property)
        }

        /// Sets `property` to `value`. A value of another kind than the property's, or one that is not finite, is
        /// skipped: the view keeps its value.
        func setChoreographValue(_ value: AnimatableValue, for property: AnimatableProperty) {
            guard value.isFinite else { return }
            switch (property, value) {
            case (.position, .point(let point)): center = point
            case (.bounds, .rect(let rect)): bounds = rect
            case (.opacity, .scalar(let alpha)): self.alpha = alpha
            case (.transform, .transform(let transform)): layer.transform = CATransform3D(transform)
            case (.cornerRadii, .cornerRadii(let radii)): Self.setCornerRadii(radii, on: layer)
            case (.backgroundColor, .color(let color)): backgroundColor = color.uiColor
            case (.borderWidth, .scalar(let width)): layer.borderWidth = width
            case (.borderColor, .color(let color)): layer.borderColor = color.uiColor.cgColor
            case (.shadowOpacity, .scalar(let opacity)): layer.shadowOpacity = Float(opacity)
            case (.shadowRadius, .scalar(let radius)): layer.shadowRadius = radius
            case (.shadowOffset, .size(let offset)): layer.shadowOffset = offset
            case (.shadowColor, .color(let color)): layer.shadowColor = color.uiColor.cgColor
            case (.zPosition, .scalar(let z)): layer.zPosition = z
            default: return
            }
        }

        private static func setCornerRadii(_ radii: CornerRadii, on layer: CALayer) {
            let corners = CACornerMask(radii.roundedCorners)
            layer.cornerRadius = radii.largest
            // No rounded corner: every corner stays maskable, as a layer's default is.
            layer.maskedCorners = corners.isEmpty ? CACornerMask(.all) : corners
        }
    }
#endif
