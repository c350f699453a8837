#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

// An app's own types, named as Xcode's templates and common apps name them, beside the host's types of the same
// names: the app's declarations win inside the app, and the UIKit names still reach the host.

/// Xcode's template controller.
class ViewController: UIViewController {
    var loaded = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        loaded = true
    }
}

/// An app type named like a core type.
struct Scene {
    var title = "Main"
}

/// An app type named like a core type.
enum Transition {
    case none
}

/// An app type named like a host type.
final class Layer {
    let name = "app layer"
}
