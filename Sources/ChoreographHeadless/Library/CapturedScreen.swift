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
    /// The indexes of the elements with each identifier, in drawing order, so that looking up every ghost's
    /// element does not scan the scene once per ghost.
    private let indexesByIdentifier: [String: [Int]]

    /// Captures `root` in `container`'s coordinates (as ``ViewSceneCapture`` does, at most `maximumElementCount`
    /// views), or an empty screen the size of the container when there is no root.
    init(root: View?, container: View, maximumElementCount: Int = 100_000) throws(SceneError) {
        guard let root else {
            scene = try Scene(size: container.bounds.size)
            views = []
            indexesByIdentifier = [:]
            return
        }
        // One walk gives the elements and the views behind them, index for index.
        let walked = ViewSceneCapture.walk(root, in: container, limit: maximumElementCount)
        scene = try ViewSceneCapture.scene(
            of: walked.elements, limitReached: walked.limitReached, limit: maximumElementCount)
        views = walked.views
        indexesByIdentifier = Self.indexes(of: scene)
    }

    /// An empty screen the size of `container`: what a screen that cannot be captured is planned as.
    init(emptyIn container: View) {
        scene = (try? Scene(size: container.bounds.size)) ?? Self.fallbackScene
        views = []
        indexesByIdentifier = [:]
    }

    /// The view `identifier` names, resolved as the planner resolves it (the last visible one), or `nil`.
    func view(withIdentifier identifier: String) -> View? {
        guard let index = resolvedIndex(ofIdentifier: identifier), views.indices.contains(index) else {
            return nil
        }
        return views[index]
    }

    /// The element `identifier` names, resolved as the planner resolves it, or `nil`.
    func element(withIdentifier identifier: String) -> Scene.Element? {
        resolvedIndex(ofIdentifier: identifier).map { scene.elements[$0] }
    }

    /// ``Scene/resolvedIndex(ofIdentifier:)`` of the scene: an identifier no element has names none, one that one
    /// element has names it, and only an identifier several share is resolved by the scene's rule.
    private func resolvedIndex(ofIdentifier identifier: String) -> Int? {
        guard let candidates = indexesByIdentifier[identifier] else { return nil }
        return candidates.count == 1 ? candidates[0] : scene.resolvedIndex(ofIdentifier: identifier)
    }

    private static func indexes(of scene: Scene) -> [String: [Int]] {
        var indexes: [String: [Int]] = [:]
        for (index, element) in scene.elements.enumerated() {
            if let identifier = element.identifier { indexes[identifier, default: []].append(index) }
        }
        return indexes
    }

    private static let fallbackScene: Scene = {
        guard let scene = try? Scene(size: .zero) else { preconditionFailure("an empty scene is always valid") }
        return scene
    }()
}
