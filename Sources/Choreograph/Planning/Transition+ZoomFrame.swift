import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Transition {
    /// The zoom of iOS 18's `preferredTransition = .zoom`, from a frame known when the transition starts: the new
    /// screen grows out of `sourceFrame` (in the container's coordinates) to its own frame, over the old screen dimmed
    /// by `dimmingColor`; dismissed, it shrinks back onto `sourceFrame`, found again in the screen it returns to.
    ///
    /// The screen is scaled and moved so that its `alignmentRect` covers `sourceFrame` exactly, each axis scaled on its
    /// own, as ``zoom(from:fades:)`` covers an element with the whole screen. It stays opaque. The dimming view,
    /// stacked between the screens, shows `dimmingColor` and goes from opacity 0 to 1 (the colour's own alpha sets how
    /// dark it gets); `nil` adds no dimming view.
    ///
    /// With `dragPhase` greater than 0 the dismissing side is the one an interactive zoom-out runs
    /// (<doc:InteractionPhysics#Zooming-out-by-dragging>): over the first `dragPhase` of the progress the screen moves
    /// down by `dragOffset` points and shrinks about its center to `dragScale`, the place a finger dragging it puts it;
    /// over the rest it flies from there onto `sourceFrame`. With `dragPhase` 0 (the default) it shrinks straight onto
    /// `sourceFrame`.
    ///
    /// - Parameters:
    ///   - sourceFrame: The source view's frame in the container's coordinates.
    ///   - alignmentRect: The part of the zoomed screen, in that screen's own coordinates, that lines up with the
    ///     source. Default `nil`: the whole screen.
    ///   - dimmingColor: The colour over the screen underneath. Default `nil`: no dimming.
    ///   - dragPhase: The share of the dismissal's progress the drag covers, `0..<1`. Default 0.
    ///   - dragOffset: How far down the drag phase moves the screen, in points. Default 0.
    ///   - dragScale: The scale the drag phase shrinks the screen to. Default 1.
    ///
    /// When `sourceFrame` or the alignment rect has no width or no height, or a value is not finite, there is
    /// nothing to zoom from: the planner reports ``PlanningDiagnostic/Code/degenerateElement`` and the screen zooms
    /// from the center (``zoom``).
    public static func zoom(
        fromFrame sourceFrame: CGRect,
        alignmentRect: CGRect? = nil,
        dimmingColor: Color? = nil,
        dragPhase: Double = 0,
        dragOffset: CGFloat = 0,
        dragScale: CGFloat = 1
    ) -> Transition {
        let name =
            "zoom(fromFrame: \(sourceFrame.origin.x),\(sourceFrame.origin.y) \(sourceFrame.width)×\(sourceFrame.height))"
        let phase = dragPhase.isFinite ? min(max(dragPhase, 0), 0.95) : 0
        let presenting = TransitionEffect(name: name) { context in
            guard let start = zoomTransform(onto: sourceFrame, screen: context.to.frame, alignmentRect: alignmentRect)
            else { return degenerateZoom(context, name: name, sourceFrame: sourceFrame, entering: true) }
            return EffectOutput(
                motions: [Motion(.toScreen, .transform, from: .transform(start), to: .transform(.identity))]
                    + zoomDimming(context, color: dimmingColor, from: 0, to: 1),
                stacking: [.fromScreen, .dimming, .toScreen],
                diagnostics: []
            )
        }
        let dismissing = TransitionEffect(name: name) { context in
            guard let end = zoomTransform(onto: sourceFrame, screen: context.from.frame, alignmentRect: alignmentRect)
            else { return degenerateZoom(context, name: name, sourceFrame: sourceFrame, entering: false) }
            var motions: [Motion]
            if phase > 0 {
                let dragged = Transform3D(scaleX: dragScale, y: dragScale)
                    .concatenating(Transform3D(translationX: 0, y: dragOffset))
                motions = [
                    Motion(
                        .fromScreen, .transform, from: .transform(.identity), to: .transform(dragged), during: 0...phase
                    ),
                    Motion(.fromScreen, .transform, from: .transform(dragged), to: .transform(end), during: phase...1),
                ]
            } else {
                motions = [Motion(.fromScreen, .transform, from: .transform(.identity), to: .transform(end))]
            }
            return EffectOutput(
                motions: motions + zoomDimming(context, color: dimmingColor, from: 1, to: 0),
                stacking: [.toScreen, .dimming, .fromScreen],
                diagnostics: []
            )
        }
        return Transition(name: name, presenting: presenting, dismissing: dismissing)
    }

    /// The transform that puts `screen`'s alignment rect (the whole screen when `nil`) onto `frame`, about the
    /// screen's center; `nil` when either has no area or a value is not finite.
    static func zoomTransform(onto frame: CGRect, screen: CGRect, alignmentRect: CGRect?) -> Transform3D? {
        let local = alignmentRect ?? CGRect(origin: .zero, size: screen.size)
        let aligned = local.offsetBy(dx: screen.minX, dy: screen.minY)
        let values =
            [frame.minX, frame.minY, frame.width, frame.height, aligned.minX, aligned.minY]
            + [aligned.width, aligned.height]
        guard values.allSatisfy(\.isFinite), frame.width > 0, frame.height > 0, aligned.width > 0, aligned.height > 0
        else { return nil }
        let scaleX = frame.width / aligned.width
        let scaleY = frame.height / aligned.height
        // Scaling about the screen's center moves the aligned rect's center to c + s·(a − c); move it onto the frame's.
        let movedX = screen.midX + scaleX * (aligned.midX - screen.midX)
        let movedY = screen.midY + scaleY * (aligned.midY - screen.midY)
        return Transform3D(scaleX: scaleX, y: scaleY)
            .concatenating(Transform3D(translationX: frame.midX - movedX, y: frame.midY - movedY))
    }

    private static func zoomDimming(_ context: EffectContext, color: Color?, from: CGFloat, to: CGFloat) -> [Motion] {
        guard let color else { return [] }
        let bounds = context.containerBounds
        return [
            Motion(.dimming, .position, holding: .point(bounds.center)),
            Motion(.dimming, .bounds, holding: .rect(bounds)),
            Motion(.dimming, .backgroundColor, holding: .color(color)),
            Motion(.dimming, .opacity, from: .scalar(from), to: .scalar(to)),
        ]
    }

    /// The fallback of a zoom with nothing to zoom from: ``zoom`` from the center, entering or leaving.
    private static func degenerateZoom(
        _ context: EffectContext, name: String, sourceFrame: CGRect, entering: Bool
    ) -> EffectOutput {
        let small = AnimatableValue.transform(
            Transform3D(scaleX: TransitionDefaults.zoomScale, y: TransitionDefaults.zoomScale))
        let screen = entering ? context.to.frame : context.from.frame
        let message =
            "the source frame is \(sourceFrame.width)×\(sourceFrame.height) and the zoomed screen "
            + "\(screen.width)×\(screen.height); zooming from the center instead"
        let target: TransitionTarget = entering ? .toScreen : .fromScreen
        return EffectOutput(
            motions: [
                Motion(
                    target, .transform, from: entering ? small : .transform(.identity),
                    to: entering ? .transform(.identity) : small),
                Motion(target, .opacity, from: .scalar(entering ? 0 : 1), to: .scalar(entering ? 1 : 0)),
            ],
            stacking: entering ? [.fromScreen, .toScreen] : [.toScreen, .fromScreen],
            diagnostics: [PlanningDiagnostic(code: .degenerateElement, effect: name, message: message)]
        )
    }
}
