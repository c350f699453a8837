/// Which parts of a view stretch when its superview's size changes, as `UIView.AutoresizingMask`.
///
/// Applied to views whose ``View/translatesAutoresizingMaskIntoConstraints`` is `true` when their superview's bounds
/// size changes (<doc:HostRules#Autoresizing-masks>).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits, as UIKit numbers them.
    public let rawValue: UInt

    /// A mask of `rawValue`.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The margin to the superview's left edge stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The margin to the superview's right edge stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The margin to the superview's top edge stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The margin to the superview's bottom edge stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
