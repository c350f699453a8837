/// Whether a view's leading and trailing edges follow the app's layout direction or a fixed one, as
/// `UISemanticContentAttribute` (the cases that decide the direction).
public enum SemanticContentAttribute: Int, Hashable, Sendable, CaseIterable {
    /// Follow the app's layout direction: in the host, always left to right.
    case unspecified
    /// Leading is left, whatever the app's direction.
    case forceLeftToRight
    /// Leading is right, whatever the app's direction.
    case forceRightToLeft
}

/// The direction a view lays out in, as `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Int, Hashable, Sendable, CaseIterable {
    /// Leading is the left edge.
    case leftToRight
    /// Leading is the right edge.
    case rightToLeft
}
