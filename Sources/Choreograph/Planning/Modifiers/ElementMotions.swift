import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Internal API

/// The motions of one element that modifiers move, between its own look and its look away.
struct ElementMotions {
    var target: TransitionTarget
    /// Whether the element appears (goes from away to its own look) or disappears (the other way).
    var appearing: Bool
    var modifiers: ResolvedModifiers
    /// The span, in seconds.
    var span: ClosedRange<Double>
    var timing: TimingParameters

    /// A motion of `property` between the look away and the element's own.
    private func change(_ property: AnimatableProperty, away: AnimatableValue, own: AnimatableValue) -> Motion {
        Motion(
            target: target, property: property, span: span,
            shape: .change(from: appearing ? away : own, to: appearing ? own : away), timing: timing)
    }

    /// A motion of `property` holding `value`.
    private func hold(_ property: AnimatableProperty, _ value: AnimatableValue) -> Motion {
        Motion(target: target, property: property, span: span, shape: .change(from: value, to: value), timing: timing)
    }

    /// The motions of the element's own view, in place: its transform (the translation bent by the arc, if any),
    /// opacity (held at 0 when it is hidden), corner radii and z position, each only when a modifier changes it.
    func inPlace(_ element: Scene.Element) -> [Motion] {
        var motions: [Motion] = []
        if modifiers.changesTransform {
            let away = modifiers.awayTransform(from: element.transform, translatingXY: true)
            let offset = modifiers.translate.map { CGPoint(x: $0.x, y: $0.y) } ?? .zero
            if let intensity = modifiers.arc, offset != .zero {
                let (start, end) = appearing ? (away, element.transform) : (element.transform, away)
                let (a, b) = appearing ? (offset, CGPoint.zero) : (CGPoint.zero, offset)
                let path = ArcPath(from: a, to: b, intensity: intensity)
                let interpolator = TransformInterpolator(from: start, to: end)
                let shape = Motion.Shape.path { progress in
                    let p = CGFloat(progress)
                    let bent = path.point(at: progress)
                    let straight = CGPoint(x: a.x + p * (b.x - a.x), y: a.y + p * (b.y - a.y))
                    let bend = Transform3D(translationX: bent.x - straight.x, y: bent.y - straight.y)
                    return .transform(interpolator.value(at: progress).concatenating(bend))
                }
                motions.append(Motion(target: target, property: .transform, span: span, shape: shape, timing: timing))
            } else {
                motions.append(change(.transform, away: .transform(away), own: .transform(element.transform)))
            }
        }
        if modifiers.hidden {
            motions.append(hold(.opacity, .scalar(0)))
        } else if let opacity = modifiers.opacity {
            motions.append(change(.opacity, away: .scalar(element.opacity * opacity), own: .scalar(element.opacity)))
        }
        motions += appearanceExtras(own: element.cornerRadii, width: element.size.width)
        return motions
    }

    /// The motions of a snapshot of the element lifted into the container: its position (bent by the arc, if
    /// any), bounds, transform and opacity always, its corner radii and z position when a modifier changes them.
    /// `transform` and `opacity` are the element's global ones.
    func lifted(_ element: Scene.Element, transform: Transform3D, opacity: CGFloat) -> [Motion] {
        let offset = modifiers.translate.map { CGPoint(x: $0.x, y: $0.y) } ?? .zero
        let own = element.center
        let awayCenter = CGPoint(x: own.x + offset.x, y: own.y + offset.y)
        var motions: [Motion] = []
        if let intensity = modifiers.arc, offset != .zero {
            let path = ArcPath(
                from: appearing ? awayCenter : own, to: appearing ? own : awayCenter, intensity: intensity)
            motions.append(
                Motion(
                    target: target, property: .position, span: span,
                    shape: .path { progress in .point(path.point(at: progress)) }, timing: timing))
        } else {
            motions.append(change(.position, away: .point(awayCenter), own: .point(own)))
        }
        motions.append(hold(.bounds, .rect(CGRect(origin: .zero, size: element.size))))
        let away = modifiers.awayTransform(from: transform, translatingXY: false)
        motions.append(change(.transform, away: .transform(away), own: .transform(transform)))
        if modifiers.hidden {
            motions.append(hold(.opacity, .scalar(0)))
        } else {
            motions.append(
                change(.opacity, away: .scalar(opacity * (modifiers.opacity ?? 1)), own: .scalar(opacity)))
        }
        motions += appearanceExtras(own: element.cornerRadii, width: element.size.width)
        return motions
    }

    private func appearanceExtras(own radii: CornerRadii, width: CGFloat) -> [Motion] {
        var motions: [Motion] = []
        if let request = modifiers.cornerRadius {
            let away = CornerRadii.uniform(request.radius(forWidth: width))
            motions.append(change(.cornerRadii, away: .cornerRadii(away), own: .cornerRadii(radii)))
        }
        if let z = modifiers.zPosition {
            motions.append(hold(.zPosition, .scalar(z)))
        }
        return motions
    }
}
