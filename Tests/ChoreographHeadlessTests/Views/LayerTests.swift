import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Layer: UIKit's split of a view's appearance")
struct LayerTests {
    @Test("cornerRadius rounds the masked corners only; reading gives the largest radius")
    func maskedCorners() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.layer.cornerRadius = 12
        #expect(view.layer.cornerRadii == CornerRadii(topLeft: 12, topRight: 12, bottomRight: 0, bottomLeft: 0))
        view.layer.maskedCorners = [.layerMaxXMaxYCorner]
        #expect(view.layer.cornerRadii == CornerRadii(topLeft: 0, topRight: 0, bottomRight: 12, bottomLeft: 0))
        #expect(view.layer.cornerRadius == 12)
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
    }

    @Test("The view's 2D transform is the planar part of the layer's 3D transform")
    func transformSplit() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 2).translatedBy(x: 10, y: 0)
        #expect(view.layer.transform == Transform3D(affine: CGAffineTransform(a: 0.5, b: 0, c: 0, d: 2, tx: 5, ty: 0)))
        var tilted = Transform3D.identity
        tilted.m34 = -1 / 500
        view.layer.transform = tilted.concatenating(Transform3D(scaleX: 3, y: 3))
        #expect(view.transform == CGAffineTransform(scaleX: 3, y: 3))
        // The frame follows the 3D transform, as UIKit's does: a flat view (z = 0) is untouched by the perspective
        // term, so a 100-point view scaled by 3 spans 300 points.
        #expect(abs(view.frame.width - 300) < 1e-9 && abs(view.frame.height - 300) < 1e-9)
    }

    @Test("Colours and opacities take CoreGraphics' types; a nil border colour is transparent")
    func appearanceTypes() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.borderColor = Color(red: 1, green: 0, blue: 0).cgColor
        view.layer.borderWidth = 2
        #expect(view.model.borderColor == Color(red: 1, green: 0, blue: 0))
        view.layer.borderColor = nil
        #expect(view.model.borderColor == .clear)
        view.layer.shadowOpacity = 0.25
        #expect(view.model.shadowOpacity == 0.25)
        view.layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        view.layer.zPosition = 3
        #expect(view.model.zPosition == 3)
    }

    @Test("presentation() reads what is on screen mid-animation and ignores writes; model() reads the model")
    func presentationCopy() {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.layer.cornerRadius = 20
        }
        clock.advance(by: 0.25)
        let onScreen = view.layer.presentation()
        #expect(abs((onScreen?.cornerRadius ?? 0) - 5) < 1e-9)
        #expect(view.layer.model()?.cornerRadius == 20)
        onScreen?.cornerRadius = 0
        #expect(view.layer.cornerRadius == 20)
        #expect(onScreen?.presentation() == nil)
    }

    @Test("accessibilityIdentifier is the identifier; tags find views; archives are refused")
    func identifiersAndArchives() throws {
        let root = View(frame: .zero)
        let child = View()
        child.accessibilityIdentifier = "card"
        child.tag = 7
        root.addSubview(child)
        #expect(child.identifier == "card")
        #expect(root.viewWithTag(7) === child)
        #expect(root.viewWithTag(8) == nil)
        let archive = NSKeyedArchiver(requiringSecureCoding: false)
        #expect(View(coder: archive) == nil)
        #expect(ViewController(coder: archive) == nil)
    }
}
