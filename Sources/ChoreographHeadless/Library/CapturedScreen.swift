import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One screen captured for a library transition: the scene the planner reads, and the view behind each of its
/// elements, so the host can find (and hide) the view an element stands for.
@MainActor
struct CapturedScreen {
    /// The scene, in the container's coordinates.
    let scene: Scene
    /// The view behind each element of ``scene``, index for index.
    let views: [View]

    /// Captures `root` in `container`'s coordinates, or an empty screen the size of the container when there is no
    /// root.
    init(root: View?, container: View, capture: ViewSceneCapture = ViewSceneCapture()) throws(SceneError) {
        guard let root else {
            scene = try Scene(size: container.bounds.size)
            views = []
            return
        }
        scene = try capture.captureScene(of: root, in: container)
        // The same walk as the capture's, so the views line up with the elements.
        var views: [View] = []
        var pending = [root]
        while let view = pending.popLast(), views.count < scene.elements.count {
            views.append(view)
            pending.append(contentsOf: capture.subviews(of: view).reversed())
        }
        self.views = views
    }

    /// An empty screen the size of `container`: what a screen that cannot be captured is planned as.
    init(emptyIn container: View) {
        scene = (try? Scene(size: container.bounds.size)) ?? Self.fallbackScene
        views = []
    }

    /// The view `identifier` names, resolved as the planner resolves it (the last visible one), or `nil`.
    func view(withIdentifier identifier: String) -> View? {
        guard let index = scene.resolvedIndex(ofIdentifier: identifier), views.indices.contains(index) else {
            return nil
        }
        return views[index]
    }

    /// The element `identifier` names, resolved as the planner resolves it, or `nil`.
    func element(withIdentifier identifier: String) -> Scene.Element? {
        scene.resolvedIndex(ofIdentifier: identifier).map { scene.elements[$0] }
    }

    private static let fallbackScene: Scene = {
        guard let scene = try? Scene(size: .zero) else { preconditionFailure("an empty scene is always valid") }
        return scene
    }()
}
