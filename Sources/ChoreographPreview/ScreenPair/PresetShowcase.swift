import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The library's presets run on a built-in pair of screens, as the gallery shows them: a list of photos
/// (``fromScreen``) and the details of the second photo (``toScreen``), each 390 × 844 points.
///
/// Every entry presents the details modally with one preset, in one direction: ``entries`` lists them. The zoom and
/// the circular reveal start from the list's second photo, ``sourceIdentifier``: the details show through a circle
/// that grows from the photo, the host's mask of the new screen.
public enum PresetShowcase {
    /// One preset run: its name and the transition.
    public struct Entry: Hashable, Sendable {
        /// The run's name, `preset-` and the preset (`preset-slide`), which titles its recording.
        public var name: String
        /// The transition, as a spec.
        public var spec: TransitionSpec
    }

    /// The identifier of the list's second photo, which the zoom and the circular reveal start from: `photo-2`.
    public static let sourceIdentifier = "photo-2"

    /// The prefix of every entry's name: `preset-`.
    public static let namePrefix = "preset-"

    /// The presets, each in one direction: fade, slide from the right, push from the right, cover from the bottom,
    /// uncover to the bottom, zoom from ``sourceIdentifier``, page in from the right, page out to the right, flip
    /// from the right, cube from the right, and the circular reveal from ``sourceIdentifier``.
    public static let entries: [Entry] = [
        Entry(name: namePrefix + "fade", spec: .preset(.fade)),
        Entry(name: namePrefix + "slide", spec: .preset(.slide(from: .right))),
        Entry(name: namePrefix + "push", spec: .preset(.push(from: .right))),
        Entry(name: namePrefix + "cover", spec: .preset(.cover(from: .bottom))),
        Entry(name: namePrefix + "uncover", spec: .preset(.uncover(to: .bottom))),
        Entry(name: namePrefix + "zoom", spec: .preset(.zoom(from: sourceIdentifier))),
        Entry(name: namePrefix + "page-in", spec: .preset(.pageIn(from: .right))),
        Entry(name: namePrefix + "page-out", spec: .preset(.pageOut(to: .right))),
        Entry(name: namePrefix + "flip", spec: .preset(.flip(from: .right))),
        Entry(name: namePrefix + "cube", spec: .preset(.cube(from: .right))),
        Entry(name: namePrefix + "circular-reveal", spec: .preset(.circularReveal(from: sourceIdentifier))),
    ]

    /// The list: a grey background (`list-background`), a blue header (`list-header`) with a title, and three white
    /// rounded rows (`row-1` to `row-3`), each with a photo (`photo-1` to `photo-3`) and a caption.
    public static let fromScreen = ScreenFile(
        size: size,
        views: [
            ScreenFile.ViewSpec(
                identifier: "list-background", frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                color: color(0xF2F2F7)),
            ScreenFile.ViewSpec(
                identifier: "list-header", frame: CGRect(x: 0, y: 0, width: 390, height: 120), color: color(0x3A6EA5),
                children: [
                    ScreenFile.ViewSpec(
                        identifier: "list-title", frame: CGRect(x: 20, y: 64, width: 350, height: 40),
                        content: .text("Photos"))
                ]),
        ]
            + (1...3).map { index in
                ScreenFile.ViewSpec(
                    identifier: "row-\(index)",
                    frame: CGRect(x: 16, y: 140 + 130 * CGFloat(index - 1), width: 358, height: 114),
                    color: .white, cornerRadius: 12,
                    children: [
                        ScreenFile.ViewSpec(
                            identifier: "photo-\(index)", frame: CGRect(x: 12, y: 12, width: 90, height: 90),
                            cornerRadius: 8, content: .image("photo-\(index)")),
                        ScreenFile.ViewSpec(
                            frame: CGRect(x: 116, y: 35, width: 230, height: 44), content: .text("Photo \(index)")),
                    ])
            })

    /// The details: a white background (`detail-background`), the second photo large (`hero`), a title
    /// (`detail-title`) and a pale blue rounded card (`detail-card`).
    public static let toScreen = ScreenFile(
        size: size,
        views: [
            ScreenFile.ViewSpec(
                identifier: "detail-background", frame: CGRect(x: 0, y: 0, width: 390, height: 844), color: .white),
            ScreenFile.ViewSpec(
                identifier: "hero", frame: CGRect(x: 0, y: 0, width: 390, height: 390), content: .image("photo-2")),
            ScreenFile.ViewSpec(
                identifier: "detail-title", frame: CGRect(x: 20, y: 410, width: 350, height: 44),
                content: .text("Photo 2")),
            ScreenFile.ViewSpec(
                identifier: "detail-card", frame: CGRect(x: 20, y: 470, width: 350, height: 160),
                color: color(0xE8EEF6), cornerRadius: 16),
        ])

    // MARK: - Internal API

    private static let size = CGSize(width: 390, height: 844)

    private static func color(_ rgb: Int) -> Color {
        Color(
            red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255)
    }
}
