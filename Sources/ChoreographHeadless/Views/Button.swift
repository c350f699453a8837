import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A control with a title and an image that runs actions when tapped, as `UIButton`.
///
/// Titles, title colours and images are set per ``Control/State``; a state with none of its own uses
/// ``Control/State/normal``'s, as UIKit does (<doc:HostRules#Buttons>). The button shows them in a ``titleLabel``
/// and an ``imageView``, image before title, centred in its bounds; its ``intrinsicContentSize`` is the size they
/// take side by side. A tap sends ``Control/Event/touchUpInside``, then ``Control/Event/primaryActionTriggered``.
///
/// ```swift
/// let button = Button(type: .system)
/// button.setTitle("Play", for: .normal)
/// button.setTitle("Pause", for: .selected)
/// button.isSelected = true
/// let shown = button.currentTitle  // "Pause"
/// ```
@MainActor
open class Button: Control {
    /// The kind of a button, as `UIButton.ButtonType`: UIKit's raw values.
    public enum ButtonType: Int, Hashable, Sendable, CaseIterable {
        /// No style: white titles by default.
        case custom = 0
        /// The system style: titles in the tint colour by default.
        case system = 1
        /// The detail disclosure style; drawn as ``system``.
        case detailDisclosure = 2
        /// The light info style; drawn as ``system``.
        case infoLight = 3
        /// The dark info style; drawn as ``system``.
        case infoDark = 4
        /// The add-contact style; drawn as ``system``.
        case contactAdd = 5
        /// The close style; drawn as ``system``.
        case close = 7

        /// The rounded-rectangle style, deprecated in UIKit: the system style.
        public static let roundedRect = ButtonType.system
    }

    /// The title font of a new button: the system font at 15 points.
    public static let defaultTitleFont = Font.systemFont(ofSize: 15)
    /// The title colour of a system button with no colour set: the system blue, red 0, green 0.478, blue 1.
    public static let systemTint = Color(red: 0, green: 0.478, blue: 1)

    /// The kind of button. Default ``ButtonType/custom``.
    public private(set) var buttonType = ButtonType.custom
    /// The label that shows ``currentTitle``; its font may be changed. It takes no touches.
    public let titleLabel: Label?
    /// The image view that shows ``currentImage``. It takes no touches.
    public let imageView: ImageView?

    private var titles: [State: String] = [:]
    private var titleColors: [State: Color] = [:]
    private var images: [State: Image] = [:]

    /// Creates a button of `buttonType`, with a zero frame, as `UIButton(type:)`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateAppearance()
    }

    /// Creates a button of `type` (default ``ButtonType/system``) that runs `primaryAction` (when not `nil`) for
    /// ``Control/Event/primaryActionTriggered`` and shows its title and image, as `UIButton(type:primaryAction:)`.
    public convenience init(type: ButtonType = .system, primaryAction: Action?) {
        self.init(type: type)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            setImage(primaryAction.image, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Creates a custom button with a frame.
    public override init(frame: CGRect) {
        let label = Label()
        label.font = Button.defaultTitleFont
        label.textAlignment = .center
        titleLabel = label
        imageView = ImageView()
        super.init(frame: frame)
        addSubview(label)
        if let imageView { addSubview(imageView) }
        updateAppearance()
    }

    /// Always fails: the host has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Per-state content

    /// Sets the title shown in `state`; `nil` removes it, so the state uses the normal title again.
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        updateAppearance()
    }

    /// The title shown in `state`: its own, else the normal state's, else `nil`.
    public func title(for state: State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// Sets the title colour in `state`; `nil` removes it, so the state uses the normal colour again.
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state] = color
        updateAppearance()
    }

    /// The title colour in `state`: its own, else the normal state's, else the button type's — ``systemTint``
    /// for every type but ``ButtonType/custom``, whose titles are white.
    public func titleColor(for state: State) -> Color? {
        titleColors[state] ?? titleColors[.normal] ?? (buttonType == .custom ? .white : Button.systemTint)
    }

    /// Sets the image shown in `state`; `nil` removes it, so the state uses the normal image again.
    public func setImage(_ image: Image?, for state: State) {
        images[state] = image
        updateAppearance()
    }

    /// The image shown in `state`: its own, else the normal state's, else `nil`.
    public func image(for state: State) -> Image? {
        images[state] ?? images[.normal]
    }

    /// The title shown now: ``title(for:)`` of the current ``Control/state``.
    public var currentTitle: String? { title(for: state) }
    /// The title colour now: ``titleColor(for:)`` of the current ``Control/state``.
    public var currentTitleColor: Color { titleColor(for: state) ?? .white }
    /// The image shown now: ``image(for:)`` of the current ``Control/state``.
    public var currentImage: Image? { image(for: state) }

    // MARK: - Size and layout

    /// The image and the title side by side: the image's width plus the title's single-line width, by the taller
    /// of the two; zero for a button with neither.
    open override var intrinsicContentSize: CGSize {
        contentSize()
    }

    /// The same size as ``intrinsicContentSize``, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        contentSize()
    }

    /// Centres the image and the title, side by side, in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let imageSize = currentImage?.size ?? .zero
        let titleSize = titleLabel?.intrinsicContentSize ?? .zero
        let total = contentSize()
        let left = bounds.midX - total.width / 2
        imageView?.frame = CGRect(
            x: left, y: bounds.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
        titleLabel?.frame = CGRect(
            x: left + imageSize.width, y: bounds.midY - titleSize.height / 2, width: titleSize.width,
            height: titleSize.height)
    }

    // MARK: - Internal API

    /// Shows the content of the new state.
    override func stateDidChange() {
        updateAppearance()
    }

    /// A button's tap is its primary action.
    override func touchUpInsideDidFire() {
        sendActions(for: .primaryActionTriggered)
    }

    /// A button keeps a single tap from a tap recognizer on an ancestor, as UIKit's buttons do, while enabled.
    override func keepsGesture(from recognizer: GestureRecognizer) -> Bool {
        guard isEnabled, let tap = recognizer as? TapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired <= 1 && tap.numberOfTouches <= 1
    }

    private func contentSize() -> CGSize {
        let imageSize = currentImage?.size ?? .zero
        let titleSize = titleLabel?.intrinsicContentSize ?? .zero
        let width = imageSize.width + titleSize.width
        return CGSize(
            width: width.isFinite ? width : .greatestFiniteMagnitude, height: max(imageSize.height, titleSize.height))
    }

    private func updateAppearance() {
        let oldSize = contentSize()
        titleLabel?.text = currentTitle
        titleLabel?.textColor = currentTitleColor
        imageView?.image = currentImage
        if contentSize() != oldSize { invalidateIntrinsicContentSize() }
        setNeedsLayout()
    }
}
