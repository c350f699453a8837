import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A host's way of reading its views into a ``Scene``: the host says what one view looks like and which subviews it
/// has; the core walks the hierarchy, keeps the drawing order and the parents, and validates the result.
///
/// The core never sees a host's view type: a host implements this protocol for its own (the headless host for its
/// `View`, a UIKit bridge for `UIView`), as a small value, and calls ``captureScene(of:in:maximumElementCount:)``.
///
/// Requirements a conforming type keeps:
/// - ``subviews(of:)`` lists subviews back to front, as they are drawn.
/// - ``element(for:in:)`` reads one view: its identifier, the center of its untransformed bounds converted to the
///   container's coordinates, its bounds size, transform, opacity, corner radii, colours, border, shadow,
///   z position, clipping, hidden flag and content. It leaves ``Scene/Element/parent`` alone; the walk sets it. An
///   opacity (the view's or its shadow's) outside 0…1 is drawn as the nearer end, and is described so: a scene
///   refuses it.
/// - Both are free of side effects: capturing a screen does not change it.
public protocol SceneCapturing {
    /// The host's view type.
    associatedtype CapturedView

    /// The subviews of `view`, back to front.
    func subviews(of view: CapturedView) -> [CapturedView]

    /// What `view` looks like, with its geometry in the coordinates of `container`.
    func element(for view: CapturedView, in container: CapturedView) -> Scene.Element
}

// MARK: - Default implementations

extension SceneCapturing {
    /// Captures `root` and every view under it, depth first in drawing order, as a scene in the coordinates of
    /// `container`.
    ///
    /// The root is element 0 (its parent `nil`); every other element's parent is the index of its superview.
    /// Hidden views are captured with ``Scene/Element/isHidden`` set, and so are their subviews. The scene's size is
    /// the root's bounds size and its origin the top-left corner of the root's untransformed frame.
    ///
    /// - Parameters:
    ///   - root: The screen's root view.
    ///   - container: The view whose coordinates the scene uses (a transition's container view).
    ///   - maximumElementCount: The most elements the walk collects before it gives up, so that a host whose
    ///     hierarchy loops cannot walk for ever. Default 100,000.
    /// - Throws: ``SceneError`` when an element breaks a rule of ``Scene``, or with the rule
    ///   ``SceneError/Rule/withinElementLimit`` when the hierarchy has more than `maximumElementCount` views.
    public func captureScene(
        of root: CapturedView,
        in container: CapturedView,
        maximumElementCount: Int = 100_000
    ) throws(SceneError) -> Scene {
        try captureSceneAndViews(of: root, in: container, maximumElementCount: maximumElementCount).scene
    }

    /// Captures `root` as ``captureScene(of:in:maximumElementCount:)`` does, and returns the view behind each
    /// element, index for index, so that a host can find (and hide, or copy) the view an element stands for.
    ///
    /// - Parameters:
    ///   - root: The screen's root view.
    ///   - container: The view whose coordinates the scene uses.
    ///   - maximumElementCount: The most elements the walk collects before it gives up. Default 100,000.
    /// - Throws: ``SceneError`` as ``captureScene(of:in:maximumElementCount:)`` throws it.
    public func captureSceneAndViews(
        of root: CapturedView,
        in container: CapturedView,
        maximumElementCount: Int = 100_000
    ) throws(SceneError) -> (scene: Scene, views: [CapturedView]) {
        var elements: [Scene.Element] = []
        var views: [CapturedView] = []
        // Depth first, back to front: a stack of (view, parent index), children pushed in reverse.
        var pending: [(view: CapturedView, parent: Int?)] = [(root, nil)]
        while let (view, parent) = pending.popLast() {
            guard elements.count < maximumElementCount else {
                throw SceneError(
                    elementIndex: nil, identifier: nil, field: "elements.count",
                    value: "more than \(maximumElementCount)", rule: .withinElementLimit)
            }
            var element = element(for: view, in: container)
            element.parent = parent
            let index = elements.count
            elements.append(element)
            views.append(view)
            for subview in subviews(of: view).reversed() {
                pending.append((subview, index))
            }
        }
        let rootElement = elements[0]
        let scene = try Scene(size: rootElement.size, origin: rootElement.frame.origin, elements: elements)
        return (scene, views)
    }
}
