import Choreograph

/// Options for ``View/animate(withDuration:delay:options:animations:completion:)``, as `UIView.AnimationOptions`, with
/// UIKit's bit values. The host has the options it honours; UIKit's others (repeat, autoreverse, the transition and
/// frame-rate options) are not offered rather than silently ignored.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: Int

    /// Creates options from their bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Lay out the views the block changed, and their subviews, as part of the animation: the layout pass runs at
    /// the end of the block, so frames that `layoutSubviews()` sets animate with their parents.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Let the animated views receive touches while they animate. Without it, as in UIKit, a view a block animates
    /// is skipped by hit testing (with its subviews) until the animation ends.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen: a property already animating stops where it is (its animation completes with
    /// `finished == false`) and the new animation starts from there. Without it, animations add up (see
    /// ``View/animate(withDuration:delay:options:animations:completion:)``).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Ease in and out: the default curve, no bits set (UIKit's value, 0).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in: start slowly.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out: end slowly.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The curve the options select, read from the two curve bits as UIKit reads them: ease in and out (0), ease in
    /// (1), ease out (2) or linear (3). Combining two curve options sets both bits, which is linear.
    public var curve: CubicBezier {
        switch (rawValue >> 16) & 3 {
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return .easeInOut
        }
    }
}
