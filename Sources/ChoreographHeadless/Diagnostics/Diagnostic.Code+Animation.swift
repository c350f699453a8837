import Foundation

// MARK: - Animation: invalid arguments to `View.animate` and property animators, and non-finite view values.

extension Diagnostic.Code {
    /// `animate.invalidDelay` (programmerError): `View.animate` with a negative or non-finite delay; read as 0.
    public static let animateInvalidDelay = Self("animate.invalidDelay", .programmerError)
    /// `animate.invalidDuration` (programmerError): `View.animate` with a negative or non-finite duration; read as 0.
    public static let animateInvalidDuration = Self("animate.invalidDuration", .programmerError)
    /// `animate.invalidKeyframeWindow` (programmerError): `addKeyframe` with a start or duration outside 0…1; the changes run over the whole animation.
    public static let animateInvalidKeyframeWindow = Self("animate.invalidKeyframeWindow", .programmerError)
    /// `animate.invalidSpring` (programmerError): `View.animate(usingSpringWithDamping:)` with spring parameters that make no spring; the changes were made without animation.
    public static let animateInvalidSpring = Self("animate.invalidSpring", .programmerError)
    /// `animate.keyframeOutsideKeyframeAnimation` (programmerError): `addKeyframe` called outside `animateKeyframes`; the changes join the enclosing block.
    public static let keyframeOutsideKeyframeAnimation = Self(
        "animate.keyframeOutsideKeyframeAnimation", .programmerError)
    /// `view.nonFiniteValue` (programmerError): A view property was set to NaN or infinity; refused.
    public static let nonFiniteValue = Self("view.nonFiniteValue", .programmerError)
    /// `propertyAnimator.invalidDampingRatio` (programmerError): A property animator made with a non-finite or non-positive damping ratio; read as 1.
    public static let propertyAnimatorInvalidDampingRatio = Self(
        "propertyAnimator.invalidDampingRatio", .programmerError)
    /// `propertyAnimator.invalidDuration` (programmerError): A property animator made with a negative or non-finite duration; read as 0.
    public static let propertyAnimatorInvalidDuration = Self("propertyAnimator.invalidDuration", .programmerError)
    /// `timingParameters.invalid` (programmerError): Cubic or spring timing parameters were made with values their
    /// rules refuse; the documented fallback timing is used.
    public static let timingParametersInvalid = Self("timingParameters.invalid", .programmerError)

    /// `propertyAnimator.<call>While<State>` (programmerError): a property animator call UIKit raises for in
    /// `state` (for example `.propertyAnimator(.startAnimation, while: .stopped)`); without a state,
    /// `propertyAnimator.<call>`: the call was given an argument it refuses in any state.
    public static func propertyAnimator(_ call: PropertyAnimator.Call, while state: AnimatingState? = nil) -> Self {
        Self(
            "propertyAnimator.\(call.rawValue)\(state.map { "While\($0.rawValue.capitalized)" } ?? "")",
            .programmerError)
    }

    /// `propertyAnimator.releasedWhile<State>` (programmerError): an active or stopped property animator was released,
    /// which UIKit raises for; its views keep the values on screen.
    public static func propertyAnimatorReleased(while state: AnimatingState) -> Self {
        Self("propertyAnimator.releasedWhile\(state.rawValue.capitalized)", .programmerError)
    }
}
