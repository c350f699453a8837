import Choreograph
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The host keeps an alpha or a shadow opacity outside 0…1 as it is given, as UIKit's layers do, and draws it as the
/// nearer end; a scene accepts opacities from 0 to 1 only. The capture describes the opacity drawn, so a screen with
/// such a view is captured rather than refused, on the plain path and the general one alike.
@MainActor
@Suite("Scene capture of opacities outside 0…1")
struct ViewSceneCaptureOpacityTests {
    /// A window holding a root with four views: alpha 5, alpha −1 (plain views), and two with shadows (not plain) of
    /// opacity 3 and −2, the first also with alpha 2.
    private func screen() -> (window: Window, root: View) {
        HostEnvironment.install(clock: ManualClock())
        let window = Window()
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480), identifier: "root")
        window.addSubview(root)
        let bright = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: "bright")
        bright.alpha = 5
        let negative = View(frame: CGRect(x: 20, y: 0, width: 10, height: 10), identifier: "negative")
        negative.alpha = -1
        let shadowed = View(frame: CGRect(x: 40, y: 0, width: 10, height: 10), identifier: "shadowed")
        shadowed.layer.shadowOpacity = 3
        shadowed.alpha = 2
        let faint = View(frame: CGRect(x: 60, y: 0, width: 10, height: 10), identifier: "faint")
        faint.layer.shadowOpacity = -2
        faint.alpha = 0.25
        for view in [bright, negative, shadowed, faint] { root.addSubview(view) }
        return (window, root)
    }

    /// The scene of the core's walk through the protocol's default implementation.
    private func generic<Capture: SceneCapturing>(
        _ capture: Capture, of root: Capture.CapturedView, in container: Capture.CapturedView
    ) throws -> Scene {
        try capture.captureScene(of: root, in: container, maximumElementCount: 100)
    }

    @Test("Opacities outside 0…1 are captured at the nearer end; those inside, as they are")
    func capturedAsDrawn() throws {
        let (window, root) = screen()
        // The host keeps what it is given.
        #expect(root.subviews.map(\.alpha) == [5, -1, 2, 0.25])
        let scene = try ViewSceneCapture().captureScene(of: root, in: window)
        #expect(scene.elements.map(\.identifier) == ["root", "bright", "negative", "shadowed", "faint"])
        #expect(scene.elements.map(\.opacity) == [1, 1, 0, 1, 0.25])
        #expect(scene.elements.map(\.shadow.opacity) == [0, 0, 0, 1, 0])
        // The core's generic walk, one element at a time, and the library's screen capture describe them alike.
        #expect(try generic(ViewSceneCapture(), of: root, in: window) == scene)
        #expect(try CapturedScreen<View>(root: root, container: window).scene == scene)
        let described = root.subviews.map { ViewSceneCapture().element(for: $0, in: window) }
        #expect(described.map(\.opacity) == [1, 0, 1, 0.25])
    }
}
