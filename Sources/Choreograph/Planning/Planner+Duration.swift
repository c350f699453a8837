import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Planner {
    /// The duration of `transition`'s plan for `operation` between two screens: what a host's animator answers when
    /// asked for its duration before the transition is staged (UIKit's `transitionDuration(using:)`), with the screens
    /// captured as they stand, so that element modifiers that end after the screens and a fallback taken for a
    /// missing element count as they will in the run.
    ///
    /// A screen that is `nil` (no view, or one that could not be captured) is planned as an empty scene the size of
    /// the container. The answer is 0 when the planner refuses — a container size out of range (a container with
    /// no area among them), a duration out of range — and for a transition without animation.
    ///
    /// - Parameters:
    ///   - transition: The transition.
    ///   - from: The screen on display when the transition starts, or `nil`.
    ///   - to: The screen on display when it ends, or `nil`.
    ///   - operation: What the host is doing.
    ///   - containerSize: The size of the container the screens move in.
    ///   - layoutDirection: Resolves leading and trailing edges. Default ``TransitionDefaults/layoutDirection``.
    public func duration(
        of transition: Transition,
        from: Scene?,
        to: Scene?,
        operation: TransitionOperation,
        containerSize: CGSize,
        layoutDirection: LayoutDirection = TransitionDefaults.layoutDirection
    ) -> Double {
        guard let empty = try? Scene(size: containerSize) else { return 0 }
        // Planned up to its tracks: compiling them into a timeline cannot fail and does not change the duration.
        let plan = try? assembled(
            transition, from: from ?? empty, to: to ?? empty, operation: operation, containerSize: containerSize,
            layoutDirection: layoutDirection)
        return plan?.duration ?? 0
    }
}
