/// The numbers behind a sheet: its geometry, its dimming, how the screen behind it recedes and how it moves under
/// the finger (<doc:SheetGeometry#Settings>).
///
/// Every default is stated with where it comes from. The geometry follows the host's page sheet; the physics are
/// the interaction numbers of <doc:InteractionPhysics>.
public struct SheetSettings: Sendable, Hashable {
    /// The gap between the container's top edge and the sheet at its tallest, in points. Default 56, the gap of a
    /// page sheet on a 390 × 844 phone: the large detent's top.
    public var topInset: Double = 56
    /// The medium detent's height as a fraction of the container's height. Default 0.5.
    public var mediumFraction: Double = 0.5
    /// The radius of the sheet's top corners, in points. Default 10, the host's page sheet.
    public var cornerRadius: Double = 10
    /// The opacity of the black dimming view behind a fully dimmed sheet. Default 0.2, the host's page sheet.
    public var dimmingAlpha: Double = 0.2
    /// The grabber's width, in points. Default 36.
    public var grabberWidth: Double = 36
    /// The grabber's height, in points (its corners are fully rounded). Default 5.
    public var grabberHeight: Double = 5
    /// The gap between the sheet's top edge and the grabber, in points. Default 5.
    public var grabberTopInset: Double = 5
    /// How far the screen behind a sheet at its largest detent is scaled. Default 0.92: a reconstruction of the
    /// page sheet since iOS 13, whose presenting screen shrinks so that its sides sit about 16 points in on a
    /// 390-point phone ((390 − 2 · 16) / 390 ≈ 0.918); low confidence, a default to revisit.
    public var presenterScale: Double = 0.92
    /// The corner radius of the screen behind a sheet at its largest detent, in points. Default 10, the sheet's own.
    public var presenterCornerRadius: Double = 10
    /// The fraction of the smallest detent's height the projected release must fall below to dismiss. Default 0.5:
    /// the dismissal finishes past half way, as an interactive transition's default threshold.
    public var dismissalThreshold: Double = 0.5
    /// How a released sheet carries on with the finger's velocity. Default ``MomentumProjection/normal``
    /// (deceleration 0.998 per millisecond).
    public var projection: MomentumProjection = .normal
    /// The resistance past the largest detent. Default ``RubberBand/standard`` (coefficient 0.55, along the
    /// container's height).
    public var rubberBand: RubberBand = .standard
    /// The duration of the spring that settles a sheet at a detent, in seconds. Default 0.5, UIKit's completion
    /// spring.
    public var settleDuration: Double = 0.5
    /// The damping ratio of a settling spring the release position decided. Default 1, no overshoot.
    public var settleDampingRatio: Double = 1
    /// The damping ratio of a settling spring the finger's velocity decided. Default 0.8, a little give.
    public var momentumDampingRatio: Double = 0.8

    /// The defaults above.
    public static let standard = SheetSettings()

    /// Creates settings with the defaults above; change the properties to taste.
    public init() {}
}
