import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ViewSceneCapture {
    /// Captures `root` and every view under it as a scene in the coordinates of `container`: the same scene as
    /// ``/Choreograph/SceneCapturing/captureScene(of:in:maximumElementCount:)``, element for element, made in one
    /// walk on the main actor rather than entering it once per view.
    ///
    /// - Parameters:
    ///   - root: The screen's root view.
    ///   - container: The view whose coordinates the scene uses (a transition's container view).
    ///   - maximumElementCount: The most elements the walk collects before it gives up. Default 100,000.
    /// - Throws: ``/Choreograph/SceneError`` as
    ///   ``/Choreograph/SceneCapturing/captureScene(of:in:maximumElementCount:)`` throws it.
    public func captureScene(
        of root: View,
        in container: View,
        maximumElementCount: Int = 100_000
    ) throws(SceneError) -> Scene {
        let walked = MainActor.assumeIsolated { Self.walk(root, in: container, limit: maximumElementCount) }
        return try Self.scene(of: walked.elements, limitReached: walked.limitReached, limit: maximumElementCount)
    }

    // MARK: - Internal API

    /// The elements of `root` and the views behind them, index for index, in the walk's order (depth first, in
    /// drawing order); `limitReached` when the hierarchy has more than `limit` views.
    @MainActor
    static func walk(_ root: View, in container: View, limit: Int) -> (
        elements: [Scene.Element], views: [View], limitReached: Bool
    ) {
        var elements: [Scene.Element] = []
        var views: [View] = []
        // Each view with subviews gives its space to them, worked out once (by the view's index).
        var spaces: [Int: CaptureSpace] = [:]
        // Depth first, back to front: a stack of (view, parent index), children pushed in reverse.
        var pending: [(view: View, parent: Int?)] = [(root, nil)]
        while let (view, parent) = pending.popLast() {
            guard elements.count < limit else { return (elements, views, true) }
            var element = describe(view, in: container, space: parent.flatMap { spaces[$0] })
            element.parent = parent
            let index = elements.count
            elements.append(element)
            views.append(view)
            let subviews = drawingOrder(of: view)
            guard !subviews.isEmpty else { continue }
            spaces[index] = CaptureSpace(of: view, in: container)
            for subview in subviews.reversed() {
                pending.append((subview, index))
            }
        }
        return (elements, views, false)
    }

    /// The scene of walked elements, whose root is the first; the walk's error when it reached its limit.
    static func scene(of elements: [Scene.Element], limitReached: Bool, limit: Int) throws(SceneError) -> Scene {
        guard !limitReached else {
            throw SceneError(
                elementIndex: nil, identifier: nil, field: "elements.count", value: "more than \(limit)",
                rule: .withinElementLimit)
        }
        let root = elements[0]
        return try Scene(size: root.size, origin: root.frame.origin, elements: elements)
    }
}
