#if canImport(UIKit)
    import Choreograph
    import Foundation
    import QuartzCore
    import UIKit

    extension KeyframeAnimationDescription {
        /// The layer key path Core Animation animates for the description's property, or `nil` when the property has
        /// no single layer key path: the core's ``/Choreograph/AnimatableProperty/layerKeyPath`` as text.
        ///
        /// ```swift
        /// let fade = try Track(target: "card", property: .opacity, from: .scalar(0), to: .scalar(1), duration: 0.3)
        /// let keyPath = fade.keyframeAnimation?.layerKeyPath
        /// ```
        ///
        /// `position` (a view's `center`), `bounds`, `opacity` (a view's `alpha`), `transform`, `backgroundColor`,
        /// `borderWidth`, `borderColor`, `shadowOpacity`, `shadowRadius`, `shadowOffset`, `shadowColor` and
        /// `zPosition` have the key path of their name; `cornerRadii` animates `cornerRadius`. `circularMask` and
        /// custom properties have none.
        public var layerKeyPath: String? {
            property.layerKeyPath?.rawValue
        }

        /// A `CAKeyframeAnimation` that plays the description on a view's layer, or `nil` when it cannot.
        ///
        /// The render server plays such an animation even while the main thread is busy. ``TimelineAnimator`` adds
        /// one for every track the core's ``/Choreograph/RenderServerPlan`` hands to the render server when a
        /// transition starts by itself.
        ///
        /// ```swift
        /// let card = UIView()
        /// let fade = try Track(target: "card", property: .opacity, from: .scalar(0), to: .scalar(1), duration: 0.3)
        /// if let animation = fade.keyframeAnimation?.coreAnimation(startingAt: CACurrentMediaTime()) {
        ///     card.layer.add(animation, forKey: "choreograph.opacity")
        /// }
        /// ```
        ///
        /// The animation has the description's key times, values (as the layer takes them: numbers, `NSValue`s of
        /// points, sizes, rectangles and transforms, `CGColor`s) and one `CAMediaTimingFunction` per segment, built
        /// from the curve's control points (which Core Animation stores as `Float`). It begins at `startTime` plus
        /// the description's ``KeyframeAnimationDescription/beginTime``, runs for its
        /// ``KeyframeAnimationDescription/duration``, fills both backwards and forwards, and is not removed when it
        /// completes, so the layer holds the last value until the caller sets it and removes the animation.
        ///
        /// Between keyframes Core Animation interpolates transforms and colours by its own rules, which can differ
        /// from the core's decomposition and premultiplied blend; at every key time the values are the same.
        ///
        /// The result is `nil` when the property has no ``layerKeyPath``, or for `cornerRadii` that one radius cannot
        /// play (``/Choreograph/KeyframeAnimationDescription/cornerMask`` is `nil`: Core Animation rounds every
        /// masked corner by one radius and does not animate the mask, which the caller sets to that mask); each
        /// corner-radii value plays as its largest radius. A value of another kind than the property's cannot occur:
        /// ``/Choreograph/Track`` checks it.
        ///
        /// - Parameter startTime: The layer time (as `CACurrentMediaTime()` gives it, converted to the layer's time
        ///   space when that differs) at which the timeline starts.
        @MainActor public func coreAnimation(startingAt startTime: TimeInterval) -> CAKeyframeAnimation? {
            guard let keyPath = layerKeyPath else { return nil }
            if property == .cornerRadii, cornerMask == nil { return nil }
            let layerValues = values.map(Self.layerValue)
            let animation = CAKeyframeAnimation(keyPath: keyPath)
            animation.values = layerValues
            animation.keyTimes = keyTimes.map { NSNumber(value: $0) }
            animation.timingFunctions = timingFunctions.map {
                CAMediaTimingFunction(controlPoints: Float($0.x1), Float($0.y1), Float($0.x2), Float($0.y2))
            }
            animation.beginTime = startTime + beginTime
            animation.duration = duration
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
            return animation
        }

        /// The value as the layer's key path takes it; corner radii as their largest radius.
        private static func layerValue(_ value: AnimatableValue) -> Any {
            switch value {
            case .scalar(let number): NSNumber(value: Double(number))
            case .point(let point): NSValue(cgPoint: point)
            case .size(let size): NSValue(cgSize: size)
            case .rect(let rect): NSValue(cgRect: rect)
            case .transform(let transform): NSValue(caTransform3D: CATransform3D(transform))
            case .color(let color): color.uiColor.cgColor
            case .cornerRadii(let radii):
                NSNumber(value: Double(radii.largest))
            }
        }
    }
#endif
