import ChoreographTestSupport
import PropertyBased
import Testing

@testable import ChoreographHeadless

/// Random systems that have a solution by construction: every required constraint holds at a hidden integer point,
/// so the solver must accept them all, and whatever preferences, removals, constant changes and edits come along,
/// it must end with every required constraint satisfied.
@Suite("Constraint solver, random feasible systems")
struct SolverRandomTests {
    /// Reads numbers off a tape of random integers, wrapping around.
    struct Tape {
        let numbers: [Int]
        var position = 0

        mutating func next(_ range: ClosedRange<Int>) -> Int {
            defer { position += 1 }
            let raw = numbers.isEmpty ? 0 : numbers[position % numbers.count]
            return range.lowerBound + ((raw % range.count) + range.count) % range.count
        }
    }

    /// A required constraint and how to evaluate it.
    struct Held {
        let constraint: SolverConstraint
        let terms: [(Int, Double)]
        var constant: Double
    }

    @Test("Every required constraint holds within 1e-9 after random additions, removals, changes and edits")
    func requiredConstraintsHold() async {
        let tape = Gen.int(in: -1000...1000).array(of: 40...160)
        await seededPropertyCheck(count: 300, input: tape, Gen.int(in: 2...7)) { numbers, count in
            var tape = Tape(numbers: numbers)
            let solver = Solver()
            let variables = (0..<count).map { SolverVariable("x\($0)") }
            let target = variables.map { _ in Double(tape.next(-50...50)) }
            var held: [Held] = []
            var preferences: [SolverConstraint] = []
            for _ in 0..<tape.next(3...24) {
                let size = tape.next(1...min(3, count))
                let terms = (0..<size).map { _ in (tape.next(0...(count - 1)), Double(tape.next(-3...3))) }
                let atTarget = terms.reduce(0.0) { $0 + $1.1 * target[$1.0] }
                let expression = LinearExpression(
                    terms: terms.map { LinearExpression.Term(variable: variables[$0.0], coefficient: $0.1) })
                switch tape.next(0...4) {
                case 0, 1:
                    let constant = -atTarget
                    let constraint = SolverConstraint(expression + constant, .equal, LinearExpression())
                    #expect(throws: Never.self) { try solver.add(constraint) }
                    held.append(Held(constraint: constraint, terms: terms, constant: constant))
                case 2:
                    // expression + constant ≥ 0 with room to spare at the target.
                    let constant = -atTarget + Double(tape.next(0...10))
                    let constraint = SolverConstraint(expression + constant, .greaterThanOrEqual, LinearExpression())
                    #expect(throws: Never.self) { try solver.add(constraint) }
                    held.append(Held(constraint: constraint, terms: terms, constant: constant))
                case 3:
                    let constant = -atTarget - Double(tape.next(0...10))
                    let constraint = SolverConstraint(expression + constant, .lessThanOrEqual, LinearExpression())
                    #expect(throws: Never.self) { try solver.add(constraint) }
                    held.append(Held(constraint: constraint, terms: terms, constant: constant))
                default:
                    let priority = [1.0, 250, 500, 750, 999][tape.next(0...4)]
                    let relation: SolverConstraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][
                        tape.next(0...2)]
                    let constraint = SolverConstraint(
                        expression, relation, LinearExpression(Double(tape.next(-100...100))),
                        strength: Strength(priority: priority))
                    #expect(throws: Never.self) { try solver.add(constraint) }
                    preferences.append(constraint)
                }
            }
            // Random removals, constant changes that keep the target feasible, and edits.
            for _ in 0..<tape.next(0...8) {
                switch tape.next(0...3) {
                case 0 where !held.isEmpty:
                    let index = tape.next(0...(held.count - 1))
                    #expect(throws: Never.self) { try solver.remove(held[index].constraint) }
                    held.remove(at: index)
                case 1 where !preferences.isEmpty:
                    let index = tape.next(0...(preferences.count - 1))
                    #expect(throws: Never.self) { try solver.remove(preferences[index]) }
                    preferences.remove(at: index)
                case 2 where !held.isEmpty:
                    let index = tape.next(0...(held.count - 1))
                    let room = Double(tape.next(0...10))
                    switch held[index].constraint.relation {
                    case .equal: continue
                    case .greaterThanOrEqual: held[index].constant += room
                    case .lessThanOrEqual: held[index].constant -= room
                    }
                    let (constraint, constant) = (held[index].constraint, held[index].constant)
                    #expect(throws: Never.self) { try solver.updateConstant(of: constraint, to: constant) }
                default:
                    let variable = variables[tape.next(0...(count - 1))]
                    if !solver.hasEditVariable(variable) {
                        #expect(throws: Never.self) { try solver.addEditVariable(variable) }
                    }
                    let value = Double(tape.next(-200...200))
                    #expect(throws: Never.self) { try solver.suggestValue(variable, value) }
                }
            }
            // A variable with one optimal value gets it back when a constraint comes and goes.
            let determined = variables.filter { !solver.isAmbiguous($0) }
            let before = determined.map(solver.value(of:))
            let visitor = SolverConstraint(
                LinearExpression(variables[tape.next(0...(count - 1))]), .equal,
                LinearExpression(Double(tape.next(-100...100))), strength: Strength(priority: 999))
            #expect(throws: Never.self) { try solver.add(visitor) }
            #expect(throws: Never.self) { try solver.remove(visitor) }
            for (variable, value) in zip(determined, before) {
                #expect(abs(solver.value(of: variable) - value) <= 1e-9, "\(variable)")
            }
            for entry in held {
                let value =
                    entry.terms.reduce(entry.constant) { $0 + $1.1 * solver.value(of: variables[$1.0]) }
                switch entry.constraint.relation {
                case .equal: #expect(abs(value) <= 1e-9, "\(entry.constraint) = \(value)")
                case .greaterThanOrEqual: #expect(value >= -1e-9, "\(entry.constraint) = \(value)")
                case .lessThanOrEqual: #expect(value <= 1e-9, "\(entry.constraint) = \(value)")
                }
            }
        }
    }
}
