import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A plain button for the demos: a rounded view with a title that calls an action when tapped.
///
/// The headless host has no button class; this is a ``/ChoreographHeadless/View`` with text content and a
/// ``/ChoreographHeadless/TapGestureRecognizer``, which is all the seeds' buttons do.
@MainActor
public final class ButtonView: View {
    /// What a tap does. Default: nothing.
    public var action: @MainActor () -> Void = {}

    /// Creates a button with a title, an identifier and a frame (default `.zero`), blue text on a light background
    /// with 8-point corners.
    public init(title: String, identifier: String, frame: CGRect = .zero) {
        super.init(frame: frame)
        self.identifier = identifier
        content = .text(TextContent(title, isBold: true, color: DemoColors.tint, alignment: .center))
        backgroundColor = Color(white: 1, alpha: 0.9)
        layer.cornerRadius = 8
        let tap = TapGestureRecognizer { [weak self] _ in self?.action() }
        tap.name = identifier
        addGestureRecognizer(tap)
    }

    /// Always fails: the host has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }
}
