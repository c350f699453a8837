import Foundation

/// A container that shows one of several controllers, chosen by a tab, as `UITabBarController`.
///
/// Every tab's controller is a child (``ViewController/children``); only the selected one's view is in the
/// hierarchy, filling a content view that fills the tab bar controller's view. The tab bar controller forwards its
/// own appearance to the selected controller only (``shouldAutomaticallyForwardAppearanceMethods`` is `false`).
///
/// A selection change is made at once, as UIKit's standard tab switch is not animated, unless the delegate vends an
/// animator for it: then it runs as a `tabSwitch` transition in the content view. Changes asked for while a transition
/// that involves the tab bar controller runs (its own tab switch, or a presentation or dismissal it takes part in or
/// is contained in) are refused; a transition elsewhere does not stop them
/// (<doc:HostRules#Changes-while-a-transition-runs>).
///
/// The tab bar itself is not modelled: the content fills the whole view, and a user's tap on a tab is
/// ``tapTab(at:)``.
@MainActor
open class TabBarController: ViewController {
    /// Decides and hears about the user's selections. Weak, as in UIKit. Default `nil`.
    public weak var delegate: (any TabBarControllerDelegate)?

    /// The tabs' controllers, in tab order.
    var tabs: [ViewController] = []
    /// The selected tab's index, `NSNotFound` without tabs.
    var selection = NSNotFound
    /// Whether the tabs or the selection are being changed: a change from one of its callbacks is refused.
    var isChangingTabs = false
    /// The view that holds the selected controller's view, filling the tab bar controller's view; transitions run in
    /// it.
    let contentView = View()

    /// Creates a tab bar controller without tabs, as `UITabBarController(nibName:bundle:)` (both ignored).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nil, bundle: nil)
    }

    /// Always fails: the host has no archives (see ``ViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// `false`: the tab bar controller forwards its appearance to the selected controller itself.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    // MARK: - Internal hooks

    override var appearanceChildren: [ViewController] {
        guard let selected = selectedViewController, let selectedView = selected.viewIfLoaded,
            selectedView.superview === contentView
        else { return [] }
        return [selected]
    }

    override func didLoadView() {
        contentView.frame = view.bounds
        view.addSubview(contentView)
        if let selected = selectedViewController {
            selected.view.frame = contentView.bounds
            contentView.addSubview(selected.view)
        }
    }

    override func layoutChildViews() {
        contentView.frame = view.bounds
        // A tab switch in flight places the views itself.
        if let run = activeTransition, run.isInFlight, run.kind == .tabSwitch { return }
        if let selectedView = selectedViewController?.viewIfLoaded, selectedView.superview === contentView {
            selectedView.frame = contentView.bounds
        }
    }

    override func releaseChild(_ child: ViewController) {
        guard tabs.contains(where: { $0 === child }) else { return super.releaseChild(child) }
        setViewControllers(tabs.filter { $0 !== child }, animated: false)
    }
}
