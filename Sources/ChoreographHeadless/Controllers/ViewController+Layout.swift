import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Layout and size-change callbacks, as the host delivers them.
extension ViewController {
    /// Called by the view's layout pass just before its `layoutSubviews()`.
    func viewWillLayoutSubviewsFromView() {
        record("viewWillLayoutSubviews()")
        viewWillLayoutSubviews()
    }

    /// Called by the view's layout pass just after its `layoutSubviews()`: containers place their children's views,
    /// then ``viewDidLayoutSubviews()`` runs.
    func viewDidLayoutSubviewsFromView() {
        layoutChildViews()
        record("viewDidLayoutSubviews()")
        viewDidLayoutSubviews()
    }

    /// Calls ``viewWillTransition(to:with:)``, recording it.
    func deliverViewWillTransition(to size: CGSize, with coordinator: any TransitionCoordinator) {
        record("viewWillTransition(to: \(Self.describe(size)))")
        viewWillTransition(to: size, with: coordinator)
    }

    /// `390×844`: a size as trace lines show it, without needless decimals.
    static func describe(_ size: CGSize) -> String {
        func number(_ value: CGFloat) -> String {
            value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : "\(value)"
        }
        return "\(number(size.width))×\(number(size.height))"
    }
}
