import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ScreenFile {
    /// The screen as a host view tree: a plain root ``/ChoreographHeadless/View`` of ``size`` at the origin, with no
    /// background colour, holding ``views`` as its subviews in order.
    @MainActor
    public func makeRootView() -> View {
        let root = View(frame: CGRect(origin: .zero, size: size))
        for view in views {
            root.addSubview(view.makeView())
        }
        return root
    }
}

extension ScreenFile.ViewSpec {
    /// The view with its subviews: a ``/ChoreographHeadless/View``, an ``/ChoreographHeadless/ImageView`` (its
    /// image the stand-in ``/ChoreographHeadless/Image/init(named:)`` makes, placed by UIKit's default content
    /// mode, scale to fill) or a ``/ChoreographHeadless/Label`` (the default font, black, one line as UIKit's default, truncated with `…`),
    /// with the identifier, frame, background colour, layer corner radius and alpha set. The corner radius rounds
    /// the background; as in UIKit it clips no subview.
    @MainActor
    public func makeView() -> View {
        let view: View
        switch content {
        case .none:
            view = View(frame: frame)
        case .image(let name):
            let imageView = ImageView(frame: frame)
            imageView.image = Image(named: name)
            view = imageView
        case .text(let text):
            let label = Label(frame: frame)
            label.text = text
            view = label
        }
        view.identifier = identifier
        view.backgroundColor = color
        view.layer.cornerRadius = cornerRadius
        view.alpha = alpha
        for child in children {
            view.addSubview(child.makeView())
        }
        return view
    }
}
