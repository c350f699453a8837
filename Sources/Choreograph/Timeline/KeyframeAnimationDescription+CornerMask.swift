import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Corner radii as Core Animation plays them: one radius over a fixed mask of corners.
extension KeyframeAnimationDescription {
    /// For a ``AnimatableProperty/cornerRadii`` description that one animated corner radius can play, the corners the
    /// layer's mask rounds throughout; `nil` when it cannot, and for every other property.
    ///
    /// A layer rounds every corner of its mask by one radius and does not animate the mask. So the description plays
    /// when there is one set of corners that every value either rounds, each corner by the same radius, or leaves
    /// square (a value with no rounded corner is radius 0 on any mask): the result is that set, or
    /// ``RoundedCorners/all`` when no value rounds a corner. Each value then plays as its largest radius.
    public var cornerMask: RoundedCorners? {
        guard property == .cornerRadii else { return nil }
        var mask: RoundedCorners = []
        for value in values {
            guard case .cornerRadii(let radii) = value else { return nil }
            let rounded = radii.roundedCorners
            if rounded.isEmpty { continue }
            let radius = radii.largest
            func isRoundOrSquare(_ corner: CGFloat) -> Bool { corner <= 0 || corner == radius }
            let byOneRadius =
                isRoundOrSquare(radii.topLeft) && isRoundOrSquare(radii.topRight)
                && isRoundOrSquare(radii.bottomRight) && isRoundOrSquare(radii.bottomLeft)
            guard byOneRadius, mask.isEmpty || mask == rounded else { return nil }
            mask = rounded
        }
        return mask.isEmpty ? .all : mask
    }
}
