import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The Auto Layout engine of one view hierarchy: it lives on the hierarchy's root (a window, usually) once a
/// constraint is activated in it, and solves every active constraint of the hierarchy with one ``Solver``.
///
/// Changes — activations, deactivations, constant and priority changes, intrinsic sizes, the frames of views that
/// translate their autoresizing masks — are queued and applied incrementally at the next ``flush()``, which every
/// layout pass runs first; a change of the hierarchy itself rebuilds the solver from the constraints held. Solved
/// frames are applied to a view's subviews just before its `layoutSubviews()` (``applyFrames(toSubviewsOf:)``).
@MainActor
final class LayoutEngine {
    /// A change waiting for the next flush.
    enum Change {
        /// The constraint was activated or deactivated, or its constant or priority changed: the engine brings what
        /// the solver holds for it in line with the constraint as it is at the flush.
        case constraint(LayoutConstraint)
        /// The view's intrinsic content size, hugging or compression resistance changed.
        case intrinsic(View)
        /// The frame of a view that translates its autoresizing mask changed.
        case frame(View)
    }

    /// A constraint in the solver, or broken out of it.
    struct Compiled {
        /// The layout constraint.
        let constraint: LayoutConstraint
        /// What the solver holds for it.
        let solverConstraint: SolverConstraint
        /// The part of the expression's constant that is not the layout constant (insets, bounds origins, baselines).
        let structuralConstant: Double
        /// The views whose variables the expression uses.
        let views: [View]
        /// The view that held the constraint when it was compiled.
        weak var holder: View?
        /// Whether the solver holds it (`false`: broken).
        var inSolver: Bool
    }

    /// A view whose frame the engine knows.
    final class Managed {
        /// The view.
        weak var view: View?
        /// Its frame's variables.
        let variables: LayoutVariables
        /// Whether its frame is fixed by its autoresizing mask (`true`) or solved (`false`).
        let translates: Bool
        /// How many compiled constraints use its variables.
        var uses = 0
        /// When it was first managed: the order of diagnostics.
        let order: Int
        /// The required constraints that fix a translating view's frame: minX, minY, width, height.
        var autoresizing: [SolverConstraint] = []
        /// The content-size constraints of a solved view, with the size they were made for.
        var intrinsic: [SolverConstraint] = []

        init(view: View, variables: LayoutVariables, translates: Bool, order: Int) {
            self.view = view
            self.variables = variables
            self.translates = translates
            self.order = order
        }
    }

    /// The root of the hierarchy.
    private(set) weak var root: View?
    /// The solver.
    var solver = Solver()
    /// Whether the next flush rebuilds the solver from every constraint held in the hierarchy.
    private(set) var needsRebuild = true
    /// The changes waiting for the next flush, in order.
    var pending: [Change] = []
    /// The compiled constraints, by identity.
    var compiled: [ObjectIdentifier: Compiled] = [:]
    /// The managed views, by identity.
    var managed: [ObjectIdentifier: Managed] = [:]
    /// The next management order.
    var nextOrder = 0
    /// The ambiguity last reported, to report each change once.
    var reportedAmbiguity = ""
    /// Whether the solution may have changed since frames were last compared.
    var solutionChanged = false
    /// Whether a constraint held by the solver was removed since broken constraints were last retried.
    var removedSinceRetry = false
    /// Whether constraints were added or removed since ambiguity was last checked: a change of constants alone is
    /// not checked again.
    var structureChanged = false

    /// An engine for the hierarchy under `root`.
    init(root: View) {
        self.root = root
    }

    /// The host whose diagnostics the engine reports to: the window's, or the current one.
    var host: HostEnvironment {
        (root as? Window)?.host ?? HostEnvironment.current
    }

    // MARK: - Queueing changes

    /// Asks for a rebuild at the next flush.
    func setNeedsRebuild() {
        needsRebuild = true
        pending.removeAll()
        HostEnvironment.layoutMarks &+= 1
    }

    /// Queues `change` for the next flush, which the next layout pass runs.
    func enqueue(_ change: Change) {
        guard !needsRebuild else {
            HostEnvironment.layoutMarks &+= 1
            return
        }
        pending.append(change)
        HostEnvironment.layoutMarks &+= 1
    }

    /// The constraint's constant or priority changed.
    func constraintDidChange(_ constraint: LayoutConstraint) {
        enqueue(.constraint(constraint))
    }

    /// The frame of a view whose autoresizing constraints this engine holds changed.
    func frameDidChange(_ view: View) {
        guard managed[ObjectIdentifier(view)]?.translates == true else { return }
        enqueue(.frame(view))
    }

    // MARK: - Flushing

    /// Applies the queued changes (or rebuilds), marks for layout the superviews of views whose solved frame differs
    /// from their frame, and reports a new ambiguity.
    func flush() {
        guard needsRebuild || !pending.isEmpty else { return }
        if needsRebuild {
            rebuild()
        } else {
            // Changes queued while applying these (none today) wait for the next flush.
            let changes = pending
            pending.removeAll()
            for change in changes { apply(change) }
            if removedSinceRetry { retryBroken() }
        }
        markChangedFrames()
        if structureChanged {
            structureChanged = false
            reportAmbiguity()
        }
    }

    private func rebuild() {
        needsRebuild = false
        pending.removeAll()
        for entry in managed.values { entry.view?.layout.managingEngine = nil }
        solver = Solver()
        compiled = [:]
        managed = [:]
        guard let root else { return }
        let held = root.subtree.flatMap(\.layout.held).sorted { $0.activationOrder < $1.activationOrder }
        for constraint in held { add(constraint) }
    }

    private func apply(_ change: Change) {
        switch change {
        case .constraint(let constraint):
            sync(constraint)
        case .intrinsic(let view):
            refreshIntrinsicConstraints(of: view)
        case .frame(let view):
            refreshAutoresizingConstraints(of: view)
        }
    }

    /// Compiles `constraint` and adds it to the solver, reporting a conflict.
    func add(_ constraint: LayoutConstraint) {
        structureChanged = true
        guard let entry = compile(constraint) else { return }
        var record = entry
        record.inSolver = insert(record.solverConstraint, for: constraint)
        compiled[ObjectIdentifier(constraint)] = record
        solutionChanged = true
    }

    /// Gives the broken constraints another chance, in activation order, after others were removed: a constraint
    /// broken by a conflict holds again once the conflict is gone.
    private func retryBroken() {
        removedSinceRetry = false
        let broken = compiled.values.filter { !$0.inSolver }.sorted {
            $0.constraint.activationOrder < $1.constraint.activationOrder
        }
        for record in broken {
            remove(record.constraint)
            add(record.constraint)
        }
        removedSinceRetry = false
    }

    /// Removes `constraint` from the solver and releases its views.
    private func remove(_ constraint: LayoutConstraint) {
        guard let record = compiled.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        structureChanged = true
        removedSinceRetry = removedSinceRetry || record.inSolver
        if record.inSolver { try? solver.remove(record.solverConstraint) }
        for view in record.views { release(view) }
        solutionChanged = true
    }

    /// Brings what the solver holds for `constraint` in line with it: adds an active one, removes an inactive one,
    /// applies a new constant incrementally, and replaces the solver constraint after a new priority or holder.
    private func sync(_ constraint: LayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard constraint.isActive, constraint.engine === self else {
            remove(constraint)
            return
        }
        guard let record = compiled[key] else {
            add(constraint)
            return
        }
        guard record.inSolver, record.holder === constraint.holder,
            record.solverConstraint.strength == constraint.storedPriority.strength
        else {
            remove(constraint)
            add(constraint)
            return
        }
        let constant = record.structuralConstant - Double(constraint.storedConstant)
        guard solver.constant(of: record.solverConstraint) != constant else { return }
        solutionChanged = true
        do {
            try solver.updateConstant(of: record.solverConstraint, to: constant)
        } catch {
            try? solver.remove(record.solverConstraint)
            compiled[key]?.inSolver = false
            report(error, breaking: constraint)
        }
    }

    /// Adds a solver constraint, reporting why it could not be; returns whether the solver holds it.
    @discardableResult
    func insert(_ solverConstraint: SolverConstraint, for constraint: LayoutConstraint?) -> Bool {
        do {
            try solver.add(solverConstraint)
            constraint?.reportedBroken = false
            return true
        } catch {
            if let constraint {
                report(error, breaking: constraint)
            } else {
                host.diagnostics.report(.layoutUnsatisfiable, "\(error)")
            }
            return false
        }
    }

    /// Reports a constraint the solver could not hold, once until it is held again.
    private func report(_ error: SolverError, breaking constraint: LayoutConstraint) {
        guard !constraint.reportedBroken else { return }
        constraint.reportedBroken = true
        switch error {
        case .overflow, .nonFiniteNumber:
            host.diagnostics.report(
                .layoutOverflow,
                "\(constraint) (views: \(constraint.viewNames)) makes a frame value overflow to infinity; the host "
                    + "broke it and lays out without it")
        default:
            let others = compiled.values.filter { record in
                record.inSolver && record.constraint !== constraint
                    && record.views.contains { view in
                        [constraint.firstItem, constraint.secondItem].contains { $0.flatMap(Self.view(of:)) === view }
                    }
            }
            .sorted { $0.constraint.activationOrder < $1.constraint.activationOrder }
            .map { "\($0.constraint)" }
            host.diagnostics.report(
                .layoutUnsatisfiable,
                "unable to satisfy constraints: broke \(constraint) (views: \(constraint.viewNames)); it conflicts "
                    + "with the required constraints held"
                    + (others.isEmpty ? "" : " [\(others.joined(separator: "; "))]"))
        }
    }

    /// The view an item stands for: the view itself, or a guide's owning view.
    static func view(of item: AnyObject) -> View? {
        (item as? View) ?? (item as? LayoutGuide)?.owningView
    }

    // MARK: - Frames

    /// The solved frame of a managed view, in its superview's bounds coordinates.
    func solvedFrame(of entry: Managed) -> CGRect {
        CGRect(
            x: solver.value(of: entry.variables.minX), y: solver.value(of: entry.variables.minY),
            width: solver.value(of: entry.variables.width), height: solver.value(of: entry.variables.height))
    }

    /// Whether the view's center and size already show `frame`.
    private static func shows(_ view: View, _ frame: CGRect) -> Bool {
        let center = view.center
        let size = view.bounds.size
        return center.x == frame.minX + frame.width / 2 && center.y == frame.minY + frame.height / 2
            && size.width == frame.width && size.height == frame.height
    }

    /// Marks for layout the superview of every solved view whose frame is not its solved frame.
    private func markChangedFrames() {
        guard solutionChanged else { return }
        solutionChanged = false
        for entry in managed.values where !entry.translates {
            guard let view = entry.view, let superview = view.superview else { continue }
            if !Self.shows(view, solvedFrame(of: entry)) { superview.setNeedsLayout() }
        }
    }

    /// Gives every solved subview of `view` its solved frame (center and bounds size; the transform is left alone, as
    /// UIKit's engine leaves it). Runs just before `view.layoutSubviews()`.
    func applyFrames(toSubviewsOf view: View) {
        flush()
        for subview in view.subviews {
            guard let entry = managed[ObjectIdentifier(subview)], !entry.translates else { continue }
            let frame = solvedFrame(of: entry)
            guard !Self.shows(subview, frame) else { continue }
            subview.center = CGPoint(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
            subview.bounds = CGRect(origin: subview.bounds.origin, size: frame.size)
        }
    }

    // MARK: - Ambiguity

    /// The solved views with ambiguous variables, in management order, each with the names of those variables.
    func ambiguousViews() -> [(View, [String])] {
        managed.values.filter { !$0.translates && $0.view != nil }.sorted { $0.order < $1.order }.compactMap { entry in
            let variables = entry.variables
            let names = zip(variables.all, ["x", "y", "width", "height"]).filter { solver.isAmbiguous($0.0) }
                .map(\.1)
            return names.isEmpty ? nil : (entry.view!, names)
        }
    }

    /// Reports the ambiguous views when they differ from those last reported.
    private func reportAmbiguity() {
        let views = ambiguousViews()
        let text = views.map { "\(LayoutConstraint.name(of: $0.0)) (\($0.1.joined(separator: ", ")))" }
            .joined(separator: "; ")
        guard text != reportedAmbiguity else { return }
        reportedAmbiguity = text
        guard !views.isEmpty else { return }
        host.diagnostics.report(
            .layoutAmbiguous,
            "ambiguous layout: \(text): the constraints allow more than one value; the host picked one")
    }
}
