import Choreograph
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A capture makes a plain view's element without the values it does not have: the element must be the one the
/// general initializer makes from the view's values, bit for bit, and every view that is not plain must take the
/// general path.
@MainActor
@Suite("Scene capture of plain views")
struct ViewSceneCapturePlainTests {
    /// A view that is plain or not, by name.
    private static let cases: [(name: String, isPlain: Bool, make: @MainActor () -> View)] = [
        ("plain", true, { View(frame: CGRect(x: 10, y: 20, width: 30, height: 40)) }),
        (
            "even corners and colour", true,
            {
                let view = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4), identifier: "card")
                view.layer.cornerRadius = 12
                view.backgroundColor = .systemBlue
                view.alpha = 0.25
                view.layer.zPosition = 0
                view.clipsToBounds = true
                view.isHidden = true
                return view
            }
        ),
        (
            "hidden, not clipping", true,
            {
                let view = View(frame: CGRect(x: 3, y: 4, width: 5, height: 6), identifier: "hidden")
                view.isHidden = true
                view.layer.zPosition = 2
                return view
            }
        ),
        (
            "clipping, shown", true,
            {
                let view = View(frame: CGRect(x: 3, y: 4, width: 5, height: 6))
                view.clipsToBounds = true
                view.alpha = 0.5
                return view
            }
        ),
        ("scaled", false, { plainView { $0.transform = CGAffineTransform(scaleX: 2, y: 1) } }),
        ("−0 in the transform", false, { plainView { $0.model.transform.m21 = -0.0 } }),
        ("uneven corners", false, { plainView { $0.layer.cornerRadii.bottomLeft = 3 } }),
        ("−0 corner", false, { plainView { $0.model.cornerRadii.topRight = -0.0 } }),
        ("border", false, { plainView { $0.layer.borderWidth = 2 } }),
        ("−0 border", false, { plainView { $0.model.borderWidth = -0.0 } }),
        ("shadow opacity", false, { plainView { $0.layer.shadowOpacity = 0.5 } }),
        ("shadow radius", false, { plainView { $0.layer.shadowRadius = 6 } }),
        ("shadow offset", false, { plainView { $0.layer.shadowOffset = CGSize(width: 1, height: -3) } }),
        ("shadow colour", false, { plainView { $0.layer.shadowColor = Color.red.cgColor } }),
        (
            "text", false,
            {
                let label = Label(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
                label.text = "Basil"
                return label
            }
        ),
        (
            "image", false,
            {
                let image = ImageView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
                image.image = Image(name: "leaf", size: CGSize(width: 5, height: 5))
                return image
            }
        ),
    ]

    /// A plain view changed by `change`. (A negative zero is written into the model: the layer's setters keep a
    /// value that compares equal.)
    private static func plainView(_ change: (View) -> Void) -> View {
        let view = View(frame: CGRect(x: 5, y: 6, width: 70, height: 80), identifier: "changed")
        change(view)
        return view
    }

    /// The element the general initializer makes from `view`'s values, as the capture's description reads them,
    /// with `transform` as the capture combines it with the space's.
    private func reference(_ view: View, in container: View, transform: Transform3D) -> Scene.Element {
        let model = view.model
        let content: Scene.Content =
            switch view.content {
            case .none: .none
            case .image(let image): .image(name: image.name)
            case .text(let text): .text(text.text)
            }
        return Scene.Element(
            identifier: view.identifier, center: view.superview!.convert(model.center, to: container),
            size: model.bounds.size, transform: transform, opacity: model.alpha, cornerRadii: model.cornerRadii,
            backgroundColor: model.backgroundColor, borderWidth: model.borderWidth,
            borderColor: model.borderWidth > 0 ? model.borderColor : nil,
            shadow: Scene.Shadow(
                opacity: model.shadowOpacity, radius: model.shadowRadius, offset: model.shadowOffset,
                color: model.shadowColor),
            zPosition: model.zPosition, clipsToBounds: view.clipsToBounds, isHidden: view.isHidden,
            content: content, parent: nil)
    }

    @Test("a view is captured as the general initializer makes its element", arguments: 0..<16)
    func sameAsGeneralPath(case index: Int) {
        HostEnvironment.install(clock: ManualClock())
        #expect(Self.cases.count == 16)
        let (name, isPlain, make) = Self.cases[index]
        let window = Window()
        let turned = View(frame: CGRect(x: 7, y: 9, width: 200, height: 300))
        turned.transform = CGAffineTransform(rotationAngle: 0.3)
        window.addSubview(turned)
        for container in [window, turned] {
            let view = make()
            container.addSubview(view)
            #expect(ViewSceneCapture.isPlain(&view.stored) == isPlain, "\(name)")
            let captured = ViewSceneCapture().element(for: view, in: window)
            // By hand: the identity, bit for bit, for an untransformed view in an untransformed space; otherwise
            // the view's transform followed by the space's linear part.
            let space = CaptureSpace(of: container, in: window)
            let identity = isPlain || (name != "scaled" && name != "−0 in the transform")
            let transform =
                container === window && identity ? .identity : view.model.transform.concatenating(space.linearPart)
            let expected = reference(view, in: window, transform: transform)
            #expect(captured == expected, "\(name)")
            // Printed, every number shows its sign, so a −0 kept or lost shows too.
            #expect(String(describing: captured) == String(describing: expected), "\(name)")
        }
    }
}
