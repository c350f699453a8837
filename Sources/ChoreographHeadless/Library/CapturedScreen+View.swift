import Choreograph
import Foundation

extension CapturedScreen where HostView == View {
    /// Captures `root` in `container`'s coordinates, as ``ViewSceneCapture`` does (at most `maximumElementCount`
    /// views) in one walk on the main actor, or an empty screen the size of the container when there is no root.
    ///
    /// - Throws: ``/Choreograph/SceneError`` as the capture throws it.
    @MainActor
    init(root: View?, container: View, maximumElementCount: Int = 100_000) throws(SceneError) {
        guard let root else {
            self.init(scene: try Scene(size: container.bounds.size), views: [])
            return
        }
        // One walk gives the elements and the views behind them, index for index.
        let walked = ViewSceneCapture.walk(root, in: container, limit: maximumElementCount)
        let scene = try ViewSceneCapture.scene(
            of: walked.elements, keepingRules: walked.elementsKeepRules, limitReached: walked.limitReached,
            limit: maximumElementCount)
        self.init(scene: scene, views: walked.views)
    }
}
