import Choreograph
import ChoreographHeadless
import Foundation

/// The fade demo's first screen (`first`): a blue screen with a centred button (`first-button`) that presents the
/// second screen with the fade, `.custom`.
///
/// It owns the ``FadeTransitioningDelegate`` (``transition``): a controller holds its transitioning delegate weakly,
/// so someone must.
@MainActor
public final class FadeFirstViewController: ViewController {
    /// The size of both screens' buttons: 200 × 44 points, centred.
    public static let buttonSize = CGSize(width: 200, height: 44)

    /// The transitioning delegate of the second screen, held strongly here.
    public let transition = FadeTransitioningDelegate()
    /// The second screen being presented, on screen or being dismissed; `nil` once it is gone. Weak: the
    /// presentation keeps it alive.
    public private(set) weak var secondController: FadeSecondViewController?
    private let button = ButtonView(title: "Present Second", identifier: "first-button")

    /// Creates the first screen.
    public init() {
        super.init(identifier: "first")
    }

    /// Builds the screen with its button.
    public override func loadView() {
        let root = View(frame: CGRect(origin: .zero, size: Window.defaultSize), identifier: "first")
        root.backgroundColor = DemoColors.first
        button.action = { [weak self] in self?.presentSecond() }
        root.addSubview(button)
        view = root
        centre(button, in: root.bounds.size)
    }

    /// Keeps the button centred.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        centre(button, in: view.bounds.size)
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
