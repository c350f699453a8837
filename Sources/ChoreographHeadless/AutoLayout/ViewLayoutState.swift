/// What a view keeps for Auto Layout: its settings, the constraints it holds, and its place in a layout engine.
@MainActor
struct ViewLayoutState {
    /// See ``View/translatesAutoresizingMaskIntoConstraints``.
    var translatesAutoresizingMask = true
    /// See ``View/autoresizingMask``.
    var autoresizingMask: AutoresizingMask = []
    /// See ``View/autoresizesSubviews``.
    var autoresizesSubviews = true
    /// See ``View/semanticContentAttribute``.
    var semanticContentAttribute: SemanticContentAttribute = .unspecified
    /// The content hugging priorities, horizontal then vertical. Default 250 each.
    var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    /// The compression resistance priorities, horizontal then vertical. Default 750 each.
    var compression: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)
    /// The active constraints the view holds, in the order they were activated.
    var held: [LayoutConstraint] = []
    /// The engine of the hierarchy this view is the root of, if it has constraints.
    var engine: LayoutEngine?
    /// The engine that manages this view's frame, if any: told when the frame of an autoresizing view changes.
    weak var managingEngine: LayoutEngine?
    /// The solver variables of the view's frame, made on first use and kept across engines.
    var variables: LayoutVariables?
    /// The safe-area guide, made on first use.
    var safeAreaGuide: LayoutGuide?
    /// The margins guide, made on first use.
    var marginsGuide: LayoutGuide?

    /// Whether every field holds its default, as `ViewLayoutState()` makes it.
    var holdsDefaults: Bool {
        translatesAutoresizingMask && autoresizingMask.isEmpty && autoresizesSubviews
            && semanticContentAttribute == .unspecified
            && hugging == (.defaultLow, .defaultLow) && compression == (.defaultHigh, .defaultHigh)
            && held.isEmpty && engine == nil && managingEngine == nil && variables == nil && safeAreaGuide == nil
            && marginsGuide == nil
    }
}

/// The unknowns of a view's frame in its superview's bounds coordinates: the origin and the size.
struct LayoutVariables {
    /// The frame's minimum x.
    let minX: SolverVariable
    /// The frame's minimum y.
    let minY: SolverVariable
    /// The width.
    let width: SolverVariable
    /// The height.
    let height: SolverVariable

    /// Variables named after `name`: `name.minX`, …
    init(name: String) {
        minX = SolverVariable("\(name).minX")
        minY = SolverVariable("\(name).minY")
        width = SolverVariable("\(name).width")
        height = SolverVariable("\(name).height")
    }

    /// The four variables, in the order minX, minY, width, height.
    var all: [SolverVariable] { [minX, minY, width, height] }
}
