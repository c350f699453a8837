import ChoreographMistakes

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A window with a source screen — a white root holding a red `source` strip — on a fresh host, where each classic
/// mistake runs: presented from the source, or pushed on a navigation stack rooted at it.
@MainActor
final class MistakeStage {
    let clock = ManualClock()
    let host: HostEnvironment
    let window = UIWindow()
    let source = SourceViewController()
    private(set) var navigation: UINavigationController?

    /// The stage; with `inNavigation` the source is the root of a navigation controller, the window's root.
    init(inNavigation: Bool = false) {
        host = HostEnvironment.install(clock: clock)
        if inNavigation {
            let navigation = UINavigationController(rootViewController: source)
            self.navigation = navigation
            window.rootViewController = navigation
        } else {
            window.rootViewController = source
        }
        window.makeKeyAndVisible()
        clock.advance(by: 0.1)
    }

    /// The codes reported so far, then forgets them.
    func takeCodes() -> [Diagnostic.Code] {
        defer { host.diagnostics.removeAll() }
        return host.diagnostics.codes
    }

    /// Presents `detail` from the source (or its navigation controller) with `delegate`, and lets it run.
    func present(
        _ detail: UIViewController, style: UIModalPresentationStyle, delegate: UIViewControllerTransitioningDelegate
    ) {
        detail.modalPresentationStyle = style
        detail.transitioningDelegate = delegate
        (navigation ?? source).present(detail, animated: true)
        clock.advance(by: 2)
    }

    /// Dismisses what the source presents, and lets it run.
    func dismiss() {
        source.dismiss(animated: true)
        clock.advance(by: 2)
    }

    /// Pushes `detail` with `delegate` as the navigation delegate, and lets it run.
    func push(_ detail: UIViewController, delegate: UINavigationControllerDelegate) {
        navigation?.delegate = delegate
        navigation?.pushViewController(detail, animated: true)
        clock.advance(by: 2)
    }

    /// Pops the top controller, and lets it run.
    func pop() {
        navigation?.popViewController(animated: true)
        clock.advance(by: 2)
    }
}
