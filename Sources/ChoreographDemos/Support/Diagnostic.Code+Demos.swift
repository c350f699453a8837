import ChoreographHeadless

// MARK: - Demos: what the seed scenarios report

extension Diagnostic.Code {
    /// `herbsPop.zeroSizeOrigin` (fallback): the tapped herb's frame has no area, so the pop would scale by
    /// width/0; the details fade in instead.
    public static let herbsPopZeroSizeOrigin = Self("herbsPop.zeroSizeOrigin", .fallback)
    /// `redviewScale.noSource` (fallback): the red source view was not found or has no area, so the screens cross-fade
    /// instead of scaling.
    public static let redviewScaleNoSource = Self("redviewScale.noSource", .fallback)
    /// `scenario.unsupportedOperation` (programmerError): a demo was asked for an operation it does not perform in its
    /// current state; nothing happened.
    public static let unsupportedOperation = Self("scenario.unsupportedOperation", .programmerError)
}
