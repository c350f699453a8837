import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The fade demo's first screen (`first`): a blue screen with a centred button (`first-button`) that shows the
/// second screen with the fade: presented `.custom`, or pushed when the screen is in a navigation controller.
///
/// It owns the ``FadeTransitioningDelegate`` (``transition``) and the ``FadeNavigationDelegate``
/// (``navigationTransition``): a controller holds its transitioning delegate weakly, and a navigation controller its
/// delegate, so someone must.
@MainActor
public final class FadeFirstViewController: ViewController {
    /// The size of both screens' buttons: 200 × 44 points, centred.
    public static let buttonSize = CGSize(width: 200, height: 44)

    /// The transitioning delegate of the second screen, held strongly here.
    public let transition = FadeTransitioningDelegate()
    /// The delegate of the navigation controller that holds this screen, held strongly here; whoever builds the
    /// stack installs it (``FadeNavigationDelegate/install(on:)``).
    public let navigationTransition = FadeNavigationDelegate()
    /// The second screen being presented or pushed, on screen or leaving; `nil` once it is gone. Weak: the
    /// presentation or the stack keeps it alive.
    public private(set) weak var secondController: FadeSecondViewController?
    private let button = ButtonView(title: "Present Second", identifier: "first-button")

    /// Creates the first screen.
    public init() {
        super.init(nibName: nil, bundle: nil)
        identifier = "first"
    }

    /// Always fails: the host has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Builds the screen with its button.
    public override func loadView() {
        let root = View(frame: CGRect(origin: .zero, size: Window.defaultSize), identifier: "first")
        root.backgroundColor = DemoColors.first
        button.action = { [weak self] in self?.showSecond() }
        root.addSubview(button)
        view = root
        centre(button, in: root.bounds.size)
    }

    /// Keeps the button centred.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        centre(button, in: view.bounds.size)
    }

    /// Shows a new second screen with the fade: pushes it (``pushSecond()``) when this screen is in a navigation
    /// controller, presents it (``presentSecond()``) otherwise.
    public func showSecond() {
        if navigationController != nil {
            pushSecond()
        } else {
            presentSecond()
        }
    }

    /// Pushes a new second screen, which pops itself from its button, onto this screen's navigation controller with
    /// the fade; while a transition runs the host refuses and reports it. Does nothing outside a navigation
    /// controller.
    public func pushSecond() {
        guard let navigation = navigationController else { return }
        let second = FadeSecondViewController(navigates: true)
        navigation.pushViewController(second, animated: true)
        if navigation.topViewController === second { secondController = second }
    }

    /// Presents a new second screen with the fade; while a transition runs the host refuses and reports it.
    public func presentSecond() {
        let second = FadeSecondViewController()
        second.modalPresentationStyle = .custom
        second.transitioningDelegate = transition
        transition.dismissInteraction = second.dismissInteraction
        present(second, animated: true)
        if second.isBeingPresented || second.presentingViewController != nil { secondController = second }
    }

    private func centre(_ button: View, in size: CGSize) {
        button.frame = CGRect(center: CGPoint(x: size.width / 2, y: size.height / 2), size: Self.buttonSize)
    }
}
