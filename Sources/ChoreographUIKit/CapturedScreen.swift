#if canImport(UIKit)
    import Choreograph
    import Foundation
    import UIKit

    /// One screen captured for a library transition: the scene the planner reads, and the view behind each element.
    @MainActor
    struct CapturedScreen {
        /// The scene, in the container's coordinates.
        let scene: Scene
        /// The view behind each element of ``scene``, index for index.
        let views: [UIView]

        /// Captures `root` in `container`'s coordinates, or an empty screen the size of the container without one.
        init(root: UIView?, container: UIView) throws(SceneError) {
            guard let root else {
                scene = try Scene(size: container.bounds.size)
                views = []
                return
            }
            (scene, views) = try UIViewSceneCapture().captureSceneAndViews(of: root, in: container)
        }

        /// An empty screen the size of `container` (a zero-size one when the container's size is not a scene's).
        init(emptyIn container: UIView) {
            scene = (try? Scene(size: container.bounds.size)) ?? Self.zeroScene
            views = []
        }

        /// The view and element `identifier` names, resolved as the planner resolves it, or `nil`.
        func resolve(identifier: String) -> (view: UIView, element: Scene.Element)? {
            guard let index = scene.resolvedIndex(ofIdentifier: identifier), views.indices.contains(index) else {
                return nil
            }
            return (views[index], scene.elements[index])
        }

        private static let zeroScene: Scene = {
            guard let scene = try? Scene(size: .zero) else { preconditionFailure("an empty scene is always valid") }
            return scene
        }()
    }

    /// The two captured screens of a stage, and which of them the stage may only read.
    @MainActor
    struct StageScreens {
        /// The screen on display when the transition starts.
        let from: CapturedScreen
        /// The screen on display when it ends.
        let to: CapturedScreen
        /// The screens whose view the context withholds: captured from their controller's view, read only.
        let readOnly: Set<SceneRole>

        /// The screen in `role`.
        func screen(_ role: SceneRole) -> CapturedScreen {
            role == .from ? from : to
        }

        /// The view and element a reference names, or `nil` when its index is not one of the screen's.
        func resolve(_ reference: ElementReference) -> (view: UIView, element: Scene.Element)? {
            let screen = screen(reference.role)
            guard screen.views.indices.contains(reference.index),
                screen.scene.elements.indices.contains(reference.index)
            else { return nil }
            return (screen.views[reference.index], screen.scene.elements[reference.index])
        }
    }
#endif
