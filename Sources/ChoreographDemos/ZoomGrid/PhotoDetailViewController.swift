import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The detail of `zoom-grid`: one photo shown large (`photo-detail-image`, a square the width of the screen, 100
/// points from the top) over a dark screen (`photo-detail`).
@MainActor
public final class PhotoDetailViewController: ViewController {
    /// The photo's index in the grid.
    public let index: Int
    /// The large photo; set when the view loads.
    public private(set) var image: View?

    /// Creates the detail of photo `index`.
    public init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }

    /// Not available: the host has no storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The frame of the large photo in a screen `width` points wide: a square of that width, 100 points down.
    public static func imageFrame(width: CGFloat) -> CGRect {
        CGRect(x: 0, y: 100, width: width, height: width)
    }

    /// Builds the dark screen and the large photo.
    public override func loadView() {
        let bounds = Screen.main.bounds
        let root = View(frame: bounds, identifier: "photo-detail")
        root.backgroundColor = Color(red: 0.1, green: 0.1, blue: 0.12)
        let image = View(frame: Self.imageFrame(width: bounds.width), identifier: "photo-detail-image")
        image.backgroundColor = PhotoGridViewController.color(at: index)
        image.autoresizingMask = [.flexibleWidth]
        root.addSubview(image)
        self.image = image
        view = root
    }
}
