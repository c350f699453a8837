import Choreograph

/// Options for ``View/animate(withDuration:delay:options:animations:completion:)``, as
/// `UIView.AnimationOptions`.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: Int

    /// Creates options from their bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Start from what is on screen: a property already animating stops where it is (its animation completes with
    /// `finished == false`) and the new animation starts from there. Without it, animations add up (see
    /// ``View/animate(withDuration:delay:options:animations:completion:)``).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Ease in and out (the default curve when no curve option is given).
    public static let curveEaseInOut = AnimationOptions(rawValue: 1 << 16)
    /// Ease in: start slowly.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 17)
    /// Ease out: end slowly.
    public static let curveEaseOut = AnimationOptions(rawValue: 1 << 18)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 1 << 19)

    /// The curve the options select: linear, then ease in, then ease out, when several are given; ease in and out
    /// when none is.
    public var curve: CubicBezier {
        if contains(.curveLinear) { return .linear }
        if contains(.curveEaseIn) { return .easeIn }
        if contains(.curveEaseOut) { return .easeOut }
        return .easeInOut
    }
}
