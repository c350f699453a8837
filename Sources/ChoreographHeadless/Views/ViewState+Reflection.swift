import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ViewState {
    /// Every property in order, as values, whether or not the state keeps its border, shadow and depth in a box: a
    /// state prints as `ViewState(center: …, bounds: …, transform: …, alpha: …, backgroundColor: …, cornerRadii: …,
    /// borderWidth: …, borderColor: …, shadowOpacity: …, shadowRadius: …, shadowOffset: …, shadowColor: …,
    /// zPosition: …)`.
    public var customMirror: Mirror {
        let rare = rare
        return Mirror(
            self,
            children: [
                "center": center, "bounds": bounds, "transform": transform, "alpha": alpha,
                "backgroundColor": backgroundColor as Any, "cornerRadii": cornerRadii,
                "borderWidth": rare.borderWidth, "borderColor": rare.borderColor, "shadowOpacity": rare.shadowOpacity,
                "shadowRadius": rare.shadowRadius, "shadowOffset": rare.shadowOffset, "shadowColor": rare.shadowColor,
                "zPosition": rare.zPosition,
            ],
            displayStyle: .struct)
    }
}
