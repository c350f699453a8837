import Foundation

// MARK: - Controllers: refused changes of stacks, tabs, containment, loading and windows.

extension Diagnostic.Code {
    /// `viewController.addChildAlreadyChild` (programmerError): `addChild` of a controller that is already this controller's child; ignored.
    public static let addChildAlreadyChild = Self("viewController.addChildAlreadyChild", .programmerError)
    /// `viewController.addChildCycle` (programmerError): `addChild` of the controller itself or one of its ancestors; refused.
    public static let addChildCycle = Self("viewController.addChildCycle", .programmerError)
    /// `viewController.addChildNotReleased` (programmerError): `addChild` of a child whose old parent is busy changing its children and cannot let it go; ignored.
    public static let addChildNotReleased = Self("viewController.addChildNotReleased", .programmerError)
    /// `viewController.addChildReparented` (fallback): `addChild` of another parent's child: the host removed it from the old parent first.
    public static let addChildReparented = Self("viewController.addChildReparented", .fallback)
    /// `navigationController.duplicateInStack` (programmerError): A new navigation stack holds the same controller twice; refused.
    public static let duplicateInStack = Self("navigationController.duplicateInStack", .programmerError)
    /// `tabBarController.duplicateTab` (programmerError): The new tabs hold the same controller twice; refused.
    public static let duplicateTab = Self("tabBarController.duplicateTab", .programmerError)
    /// `viewController.loadViewAssignedNoView` (programmerError): `loadView()` finished without assigning a view; the default view is used.
    public static let loadViewAssignedNoView = Self("viewController.loadViewAssignedNoView", .programmerError)
    /// `navigationController.whileTransitioning` (programmerError): A stack change was asked while a transition that involves the navigation controller runs (its own push or pop, a tab switch or presentation it is in); refused.
    public static let navigationWhileTransitioning = Self("navigationController.whileTransitioning", .programmerError)
    /// `navigationController.popRoot` (programmerError): A pop was asked with only the root controller on the stack; refused.
    public static let popRoot = Self("navigationController.popRoot", .programmerError)
    /// `navigationController.popToMissing` (programmerError): `popToViewController` was asked for a controller not on the stack; refused.
    public static let popToMissing = Self("navigationController.popToMissing", .programmerError)
    /// `navigationController.pushCancelled` (fallback): An interaction controller cancelled a push, which UIKit never does: the push completed and the pushed controllers were then popped without animation.
    public static let pushCancelled = Self("navigationController.pushCancelled", .fallback)
    /// `navigationController.pushDuplicate` (programmerError): A push of a controller already on the stack; refused.
    public static let pushDuplicate = Self("navigationController.pushDuplicate", .programmerError)
    /// `navigationController.pushNavigationController` (programmerError): A push of a navigation controller, which UIKit refuses; refused.
    public static let pushNavigationController = Self("navigationController.pushNavigationController", .programmerError)
    /// `navigationController.reentrantStackChange` (programmerError): A stack change was asked while another change is being made; refused.
    public static let reentrantStackChange = Self("navigationController.reentrantStackChange", .programmerError)
    /// `tabBarController.reentrantChange` (programmerError): A tab change was asked while another change is being made; refused.
    public static let reentrantTabChange = Self("tabBarController.reentrantChange", .programmerError)
    /// `window.rootViewControllerHasParent` (programmerError): A window's root was set to a controller that has a parent; refused.
    public static let rootViewControllerHasParent = Self("window.rootViewControllerHasParent", .programmerError)
    /// `window.rootViewControllerMoved` (fallback): A controller that was the root of another window was made this window's root: the other window lost it.
    public static let rootViewControllerMoved = Self("window.rootViewControllerMoved", .fallback)
    /// `tabBarController.selectedIndexOutOfRange` (programmerError): `selectedIndex` was set outside the tabs; refused.
    public static let selectedIndexOutOfRange = Self("tabBarController.selectedIndexOutOfRange", .programmerError)
    /// `tabBarController.selectedViewControllerNotATab` (programmerError): `selectedViewController` was set to a controller that is not a tab; refused.
    public static let selectedViewControllerNotATab = Self(
        "tabBarController.selectedViewControllerNotATab", .programmerError)
    /// `navigationController.stackCycle` (programmerError): A new navigation stack holds the navigation controller or one of its ancestors; refused.
    public static let stackCycle = Self("navigationController.stackCycle", .programmerError)
    /// `tabBarController.whileTransitioning` (programmerError): A tab change was asked while a transition that involves the tab bar controller runs (its own tab switch, a presentation it is in); refused.
    public static let tabBarWhileTransitioning = Self("tabBarController.whileTransitioning", .programmerError)
    /// `tabBarController.tabCycle` (programmerError): The new tabs hold the tab bar controller or one of its ancestors; refused.
    public static let tabCycle = Self("tabBarController.tabCycle", .programmerError)
    /// `tabBarController.tapOutOfRange` (programmerError): A simulated tap on a tab index that does not exist; refused.
    public static let tapOutOfRange = Self("tabBarController.tapOutOfRange", .programmerError)
    /// `viewController.unbalancedEndAppearanceTransition` (contractViolation): `endAppearanceTransition()` without a matching `beginAppearanceTransition`; ignored.
    public static let unbalancedEndAppearanceTransition = Self(
        "viewController.unbalancedEndAppearanceTransition", .contractViolation)
    /// `viewController.viewOwnedByAnotherController` (programmerError): A controller was given a view another controller owns; refused.
    public static let viewOwnedByAnotherController = Self(
        "viewController.viewOwnedByAnotherController", .programmerError)
    /// `viewController.viewReadDuringLoadView` (programmerError): `view` was read inside `loadView()` before a view was assigned (UIKit recurses there); the default view is used.
    public static let viewReadDuringLoadView = Self("viewController.viewReadDuringLoadView", .programmerError)
    /// `window.invalidSize` (programmerError): A window was made with a negative or non-finite width or height; read
    /// as 0.
    public static let windowInvalidSize = Self("window.invalidSize", .programmerError)
    /// `window.resizeInvalidSize` (programmerError): A window was resized to a negative or non-finite size; refused.
    public static let windowResizeInvalidSize = Self("window.resizeInvalidSize", .programmerError)
}
