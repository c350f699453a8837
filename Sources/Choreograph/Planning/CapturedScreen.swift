import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One screen captured for a library transition: the scene the planner reads, and the host's view behind each of its
/// elements, so that a host can find (and hide, or copy) the view an element stands for.
///
/// Hosts make one from ``SceneCapturing/captureSceneAndViews(of:in:maximumElementCount:)``. Identifiers resolve as
/// the planner resolves them (``Scene/resolvedIndex(ofIdentifier:)``), so the view a host picks for an identifier is
/// the one the plan animates.
public struct CapturedScreen<HostView> {
    /// The scene, in the container's coordinates.
    public let scene: Scene
    /// The view behind each element of ``scene``, index for index.
    public let views: [HostView]
    /// The indexes of the elements with each identifier, so that looking up every ghost's element does not scan the
    /// scene once per ghost.
    private let indexes: IdentifierIndexes

    /// A captured screen of `scene` and the views behind its elements, index for index. Views past the scene's
    /// elements are never returned; elements past the views resolve to no view.
    ///
    /// - Parameters:
    ///   - scene: The captured scene.
    ///   - views: The view behind each element.
    public init(scene: Scene, views: [HostView]) {
        self.scene = scene
        self.views = views
        indexes = IdentifierIndexes(scene)
    }

    /// An empty screen of `size`, with no views: what a screen that is missing or cannot be captured is planned as.
    /// A size a scene refuses (negative, not finite, too large) gives an empty screen of size zero.
    ///
    /// - Parameter size: The size of the container.
    public init(emptyOfSize size: CGSize) {
        let scene = (try? Scene(size: size)) ?? Self.zeroScene
        self.init(scene: scene, views: [])
    }

    /// The view and element `identifier` names, resolved as the planner resolves it, or `nil`.
    public func resolve(identifier: String) -> (view: HostView, element: Scene.Element)? {
        guard let index = resolvedIndex(ofIdentifier: identifier) else { return nil }
        return resolve(index: index)
    }

    /// The view and element at `index`, or `nil` when the index is not one of both.
    public func resolve(index: Int) -> (view: HostView, element: Scene.Element)? {
        guard views.indices.contains(index), scene.elements.indices.contains(index) else { return nil }
        return (views[index], scene.elements[index])
    }

    /// ``Scene/resolvedIndex(ofIdentifier:)`` of the scene, from its identifier indexes.
    private func resolvedIndex(ofIdentifier identifier: String) -> Int? {
        indexes.resolution(of: identifier, in: scene).index
    }

    private static var zeroScene: Scene {
        guard let scene = try? Scene(size: .zero) else { preconditionFailure("an empty scene is always valid") }
        return scene
    }
}

/// The two captured screens of a library transition, and which of them the host may only read (a screen whose view
/// the transition's context withholds, captured from its controller's view).
public struct CapturedScreens<HostView> {
    /// The screen on display when the transition starts.
    public let from: CapturedScreen<HostView>
    /// The screen on display when it ends.
    public let to: CapturedScreen<HostView>
    /// The screens whose elements the host must not change.
    public let readOnly: Set<SceneRole>

    /// Both screens.
    ///
    /// - Parameters:
    ///   - from: The screen on display when the transition starts.
    ///   - to: The screen on display when it ends.
    ///   - readOnly: The screens whose elements the host must not change. Default none.
    public init(from: CapturedScreen<HostView>, to: CapturedScreen<HostView>, readOnly: Set<SceneRole> = []) {
        self.from = from
        self.to = to
        self.readOnly = readOnly
    }

    /// The screen in `role`.
    public func screen(_ role: SceneRole) -> CapturedScreen<HostView> {
        role == .from ? from : to
    }

    /// The view and element a plan's reference names, or `nil` when its index is not one of its screen's.
    public func resolve(_ reference: ElementReference) -> (view: HostView, element: Scene.Element)? {
        screen(reference.role).resolve(index: reference.index)
    }
}
