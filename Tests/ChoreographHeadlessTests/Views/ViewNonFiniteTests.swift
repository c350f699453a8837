import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Non-finite view values")
struct ViewNonFiniteTests {
    @Test("A NaN or infinite value is refused with a diagnostic, animated or not, and nothing moves")
    func refused() {
        let host = HostEnvironment.install(clock: ManualClock())
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), identifier: "card")
        let zero = CGRect.zero
        // The classic mistake (HostRules#Contracts): a scale factor of width / 0.
        let scale = view.bounds.width / zero.width
        view.layer.transform = Transform3D(scaleX: scale, y: scale)
        View.animate(withDuration: 1) { view.center = CGPoint(x: CGFloat.nan, y: 10) }
        view.alpha = .infinity
        #expect(view.transform == .identity)
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.alpha == 1)
        #expect(!view.isAnimating)
        #expect(host.diagnostics.codes == [.nonFiniteValue, .nonFiniteValue, .nonFiniteValue])
        #expect(host.diagnostics.entries.first?.message.contains("card.transform") == true)
    }
}
