import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a ``TransitionEffect`` sees when it is asked for its motions: the two scenes, the container, the layout
/// direction and the operation, with helpers for the arithmetic every effect needs.
///
/// An effect always describes its motion *forwards*, from ``from`` to ``to``. When the planner runs an effect as its
/// inverse (a dismissal, a pop, ``Transition/reversed``), it hands the effect a context whose scenes have traded
/// places, then swaps the screens of the motions it returns and plays them backwards.
public struct EffectContext: Sendable {
    /// The screen that leaves, as the effect sees it.
    public let from: Scene
    /// The screen that enters, as the effect sees it.
    public let to: Scene
    /// The size of the container the screens move in.
    public let containerSize: CGSize
    /// The layout direction that resolves leading and trailing edges.
    public let layoutDirection: LayoutDirection
    /// The operation the host is performing (the real one, also when the effect runs as its inverse).
    public let operation: TransitionOperation

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - from: The screen that leaves.
    ///   - to: The screen that enters.
    ///   - containerSize: The container's size.
    ///   - layoutDirection: The layout direction. Default ``LayoutDirection/leftToRight``.
    ///   - operation: The operation.
    public init(
        from: Scene,
        to: Scene,
        containerSize: CGSize,
        layoutDirection: LayoutDirection = .leftToRight,
        operation: TransitionOperation
    ) {
        self.from = from
        self.to = to
        self.containerSize = containerSize
        self.layoutDirection = layoutDirection
        self.operation = operation
    }

    /// The scene in `role`.
    public func scene(_ role: SceneRole) -> Scene {
        role == .from ? from : to
    }

    /// The container's bounds: its size at the origin.
    public var containerBounds: CGRect {
        CGRect(origin: .zero, size: containerSize)
    }

    /// `edge` as a physical edge, leading and trailing resolved by ``layoutDirection``.
    public func resolve(_ edge: TransitionEdge) -> TransitionEdge {
        edge.resolved(for: layoutDirection)
    }

    /// The offset that moves a screen the size of the container just past `edge`: the container's width to the
    /// right for ``TransitionEdge/right``, its height down for ``TransitionEdge/bottom``, and so on.
    public func offset(toward edge: TransitionEdge) -> CGPoint {
        switch resolve(edge) {
        case .left: CGPoint(x: -containerSize.width, y: 0)
        case .right: CGPoint(x: containerSize.width, y: 0)
        case .top: CGPoint(x: 0, y: -containerSize.height)
        default: CGPoint(x: 0, y: containerSize.height)
        }
    }

    /// A translation by `offset` scaled by `fraction`, as a transform value.
    public func translation(_ offset: CGPoint, times fraction: CGFloat = 1) -> AnimatableValue {
        .transform(Transform3D(translationX: offset.x * fraction, y: offset.y * fraction))
    }

    /// The same context seen from the other side: the scenes trade places.
    var swappingScenes: EffectContext {
        EffectContext(
            from: to, to: from, containerSize: containerSize, layoutDirection: layoutDirection, operation: operation)
    }
}

/// What an effect returns: its motions, the order the host stacks the targets in, and what it noticed.
public struct EffectOutput: Sendable, CustomReflectable {
    /// The motions, in any order; several for one target and property must run over separate spans.
    public var motions: [Motion]
    /// The targets the host stacks in the container, back to front (for example `[.fromScreen, .toScreen]`: the
    /// screen that enters is drawn over the screen that leaves). Targets not listed are stacked above, in the order
    /// their motions first name them.
    public var stacking: [TransitionTarget]
    /// What the effect noticed and worked around. Default none.
    public var diagnostics: [PlanningDiagnostic]
    /// The captured element each target that stands for one shows (a snapshot in a ghost, an element moved by
    /// modifiers), with the scene roles as the effect saw them. Default none. Matched geometry's snapshots'
    /// references are kept as a list, one entry per ghost, made into this dictionary the first time it is read or
    /// changed.
    public var references: [TransitionTarget: ElementReference] {
        get { referenceTable.dictionary }
        _modify { yield &referenceTable.dictionary }
        set { referenceTable.dictionary = newValue }
    }
    /// The references, matched geometry's ghost snapshots' kept as a list (``ElementReferences``). Default none.
    var referenceTable = ElementReferences()
    /// Whether the effect itself matches the elements both screens have, as ``Transition/matchedGeometry(fade:fit:)``
    /// does: the planner's automatic matching (``Transition/matching(_:)``) then adds nothing. Default `false`.
    public var matchesSharedElements = false
    /// The matched ghosts' motions that hold a new view's value, kept compactly rather than in ``motions`` while the
    /// planner's own steps carry them (``NewViewHolds``), in the order of their ghosts' motions; one entry per ghost.
    /// An output an effect returns through ``TransitionEffect/output(in:)`` has none: its motions are all in
    /// ``motions``. Default none.
    var newViewHolds: [NewViewHolds] = []
    /// The matched ghosts whose motions are kept compactly rather than in ``motions`` while the planner's own steps
    /// carry them (``GhostRun``), in the order of their places among the motions. An output an effect returns through
    /// ``TransitionEffect/output(in:)`` has none. Default none.
    var ghostRuns: [GhostRun] = []
    /// The scenes the ``ghostRuns`` go between; `nil` without runs. Default `nil`.
    var ghostScenes: GhostScenes?

    /// Creates an effect's output.
    ///
    /// - Parameters:
    ///   - motions: The motions.
    ///   - stacking: The targets back to front.
    ///   - diagnostics: What the effect noticed. Default none.
    ///   - references: The element each target that stands for one shows. Default none.
    public init(
        motions: [Motion],
        stacking: [TransitionTarget],
        diagnostics: [PlanningDiagnostic] = [],
        references: [TransitionTarget: ElementReference] = [:]
    ) {
        self.motions = motions
        self.stacking = stacking
        self.diagnostics = diagnostics
        self.referenceTable = ElementReferences(references)
    }

    /// The output as it is shown (`print`, `dump`, the debugger): its motions, stacking, diagnostics, references and
    /// ``matchesSharedElements``, the fields an effect sets.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "motions": motions, "stacking": stacking, "diagnostics": diagnostics, "references": references,
                "matchesSharedElements": matchesSharedElements,
            ],
            displayStyle: .struct)
    }
}
