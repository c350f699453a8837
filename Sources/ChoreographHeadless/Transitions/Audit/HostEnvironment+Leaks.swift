import Foundation

extension HostEnvironment {
    /// Reports, as `audit.leakedController` and `audit.leakedView`, every controller a transition dismissed or popped
    /// (or whose presentation was cancelled) that is still alive, and the view of each that is gone while its view
    /// lives on; then stops watching them all (<doc:TransitionAudit#Leaks>).
    ///
    /// The host watches those controllers with weak references from the moment their transition ends, but cannot
    /// look at once: a test or a scenario that still holds the controller keeps it alive for good reason. Call this
    /// once the objects you made are released — at the end of a test, after the scenario's last reference is
    /// dropped. A controller that is back in use (in a window, with a parent or a presenter) is not reported.
    ///
    /// - Returns: The diagnostics it reported, oldest first.
    @discardableResult
    public func reportLeaks() -> [Diagnostic] {
        let first = diagnostics.entries.count
        for entry in auditBook.departed {
            if let controller = entry.controller {
                let inUse =
                    controller.viewIfLoaded?.window != nil || controller.parent != nil
                    || controller.presentingViewController != nil
                guard !inUse else { continue }
                diagnostics.report(
                    .auditLeakedController,
                    "\(entry.name), which left the screen in a \(entry.kind), is still alive: something keeps a "
                        + "strong reference to it (an animator, a delegate, a closure); hold it weakly")
            } else if let view = entry.view, view.window == nil {
                diagnostics.report(
                    .auditLeakedView,
                    "the view \(view.auditName) of \(entry.name), which left the screen in a \(entry.kind), is still "
                        + "alive though its controller is gone: something keeps a strong reference to it")
            }
        }
        auditBook.clearDeparted()
        return Array(diagnostics.entries[first...])
    }
}
