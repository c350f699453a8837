import Foundation

/// The interaction controller the ``TransitionValidator`` lends a transition whose delegate vended none, while it runs
/// the interactive and interrupted modes on a host.
///
/// A ``TransitionRun`` asks ``substitute(for:on:)`` when it is made without an interaction controller: this is how
/// the validator drives any animator the way an app's own gesture would, through a
/// ``PercentDrivenInteractiveTransition``. The host's standard animators are never driven: they are not the code
/// under test.
@MainActor
enum ValidationInteraction {
    /// The interaction controller to lend each animator, by host.
    private static var providers: [ObjectIdentifier: () -> PercentDrivenInteractiveTransition] = [:]

    /// Runs `body` with `provider` lending interaction controllers to the transitions made on `host`.
    static func lending<Result>(
        _ provider: @escaping () -> PercentDrivenInteractiveTransition,
        on host: HostEnvironment,
        _ body: () -> Result
    ) -> Result {
        providers[ObjectIdentifier(host)] = provider
        defer { providers[ObjectIdentifier(host)] = nil }
        return body()
    }

    /// The interaction controller lent to `animator` on `host`, or `nil` when the validator lends none there or
    /// `animator` is one of the host's standard animators.
    static func substitute(for animator: any AnimatedTransitioning, on host: HostEnvironment)
        -> (any InteractiveTransitioning)?
    {
        guard !providers.isEmpty, let provider = providers[ObjectIdentifier(host)] else { return nil }
        if animator is StandardModalAnimator || animator is StandardNavigationAnimator { return nil }
        return provider()
    }
}
