import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The grid of `zoom-grid`: twelve photos (`photo-0` … `photo-11`) in three columns on a white screen (`photo-grid`).
@MainActor
public final class PhotoGridViewController: ViewController {
    /// The number of photos: 12.
    public static let photoCount = 12
    /// The number of columns: 3.
    public static let columns = 3
    /// The side of a photo: 120 points.
    public static let photoSide: CGFloat = 120
    /// The gap between photos: 9 points; with 6-point margins three columns fill 390 points.
    public static let gap: CGFloat = 9
    /// The left margin: 6 points.
    public static let margin: CGFloat = 6
    /// The top of the first row: 100 points.
    public static let top: CGFloat = 100

    /// The photos, in order.
    public private(set) var photos: [View] = []

    /// The frame of photo `index` in the grid's view: column `index % 3`, row `index / 3`, 129 points apart.
    public static func photoFrame(at index: Int) -> CGRect {
        let column = CGFloat(index % columns)
        let row = CGFloat(index / columns)
        return CGRect(
            x: margin + column * (photoSide + gap), y: top + row * (photoSide + gap), width: photoSide,
            height: photoSide)
    }

    /// The colour of photo `index`: hues around the wheel.
    public static func color(at index: Int) -> Color {
        let angle = 2 * Double.pi * Double(index) / Double(photoCount)
        let third = 2 * Double.pi / 3
        let red = 0.5 + 0.4 * cos(angle)
        let green = 0.5 + 0.4 * cos(angle - third)
        let blue = 0.5 + 0.4 * cos(angle - 2 * third)
        return Color(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue))
    }

    /// Builds the white grid with its photos.
    public override func loadView() {
        let root = View(frame: Screen.main.bounds, identifier: "photo-grid")
        root.backgroundColor = .white
        for index in 0..<Self.photoCount {
            let photo = View(frame: Self.photoFrame(at: index), identifier: "photo-\(index)")
            photo.backgroundColor = Self.color(at: index)
            root.addSubview(photo)
            photos.append(photo)
        }
        view = root
    }
}
