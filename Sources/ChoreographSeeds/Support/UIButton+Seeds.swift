#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

extension UIButton {
    /// A seed's button: a system button with a bold tinted title on a light, rounded background, named
    /// `identifier` for tests, calling `action` when tapped.
    public static func seedButton(title: String, identifier: String, action: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.setTitleColor(.seedTint, for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 17)
        button.backgroundColor = UIColor(white: 1, alpha: 0.9)
        button.layer.cornerRadius = 8
        button.accessibilityIdentifier = identifier
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }
}
