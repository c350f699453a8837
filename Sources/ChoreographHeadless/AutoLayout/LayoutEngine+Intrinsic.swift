import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The content-size constraints of solved views: hugging and compression resistance around the intrinsic size.
extension LayoutEngine {
    /// Adds, for each dimension with an intrinsic size, `size <= intrinsic` at the content hugging priority and
    /// `size >= intrinsic` at the compression resistance priority.
    func addIntrinsicConstraints(_ entry: Managed, view: View) {
        let size = view.intrinsicContentSize
        let name = LayoutConstraint.name(of: view)
        var constraints: [SolverConstraint] = []
        for axis in LayoutConstraint.Axis.allCases {
            let length = axis == .horizontal ? size.width : size.height
            guard length != View.noIntrinsicMetric, length.isFinite, length >= 0 else { continue }
            let variable = axis == .horizontal ? entry.variables.width : entry.variables.height
            let dimension = axis == .horizontal ? "width" : "height"
            let hugging = view.contentHuggingPriority(for: axis)
            let compression = view.contentCompressionResistancePriority(for: axis)
            if hugging.isValid {
                constraints.append(
                    SolverConstraint(
                        LinearExpression(variable), .lessThanOrEqual, LinearExpression(Double(length)),
                        strength: hugging.strength, name: "\(name).\(dimension) <= \(length) @\(hugging) (hugging)"))
            }
            if compression.isValid {
                constraints.append(
                    SolverConstraint(
                        LinearExpression(variable), .greaterThanOrEqual, LinearExpression(Double(length)),
                        strength: compression.strength,
                        name: "\(name).\(dimension) >= \(length) @\(compression) (compression resistance)"))
            }
        }
        entry.intrinsic = constraints.filter { insert($0, for: nil) }
    }

    /// Replaces a solved view's content-size constraints after its intrinsic size or priorities changed, and
    /// recompiles the constraints on its baselines.
    func refreshIntrinsicConstraints(of view: View) {
        guard let entry = managed[ObjectIdentifier(view)], !entry.translates else { return }
        for constraint in entry.intrinsic where solver.contains(constraint) {
            try? solver.remove(constraint)
        }
        addIntrinsicConstraints(entry, view: view)
        solutionChanged = true
        structureChanged = true
        let baselines = compiled.values.filter { record in
            let constraint = record.constraint
            return
                (constraint.firstItem === view
                && [.firstBaseline, .lastBaseline].contains(constraint.firstAttribute))
                || (constraint.secondItem === view
                    && [.firstBaseline, .lastBaseline].contains(constraint.secondAttribute))
        }
        for record in baselines.sorted(by: { $0.constraint.activationOrder < $1.constraint.activationOrder }) {
            let constraint = record.constraint
            if record.inSolver { try? solver.remove(record.solverConstraint) }
            compiled[ObjectIdentifier(constraint)] = nil
            for used in record.views { release(used) }
            add(constraint)
        }
    }
}
