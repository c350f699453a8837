import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import PropertyBased
import Testing

/// Random sequences of scheduling, cancelling, observing and advancing, run on a ``ManualClock`` and on a reference
/// model that keeps its actions in a sorted array and does everything the obvious way. Both must run the same actions
/// and tell the same observers at the same times, in the same order.
@MainActor
@Suite("Manual clock against a reference model")
struct ClockModelTests {
    /// What an action does besides logging that it ran.
    enum Effect {
        /// Nothing more.
        case none
        /// Schedules a plain action `offset` seconds from the time it runs.
        case schedule(offset: Double)
        /// Cancels the action or observer made as number `handle` (negative: a token the clock never made).
        case cancel(handle: Int)
    }

    /// One step of a sequence.
    enum Step {
        case schedule(offset: Double, effect: Effect)
        case cancel(handle: Int)
        case observe
        case advanceBy(Double)
        case advanceTo(Double)

        /// Decodes a step from a generated number; `handles` is how many handles exist when it is decoded, so that
        /// cancellations mostly name recent ones (often still pending), sometimes spent or unknown ones.
        init(_ value: Int, handles: Int) {
            let rest = value / 10
            // Offsets are multiples of 1/8 s from −3/8 to 9/8: exact in binary, so many actions fall due together,
            // and some are already due when scheduled.
            let offset = Double(rest % 13 - 3) / 8
            switch value % 10 {
            case 0, 1, 2: self = .schedule(offset: offset, effect: .none)
            case 3:
                let effect: Effect =
                    rest % 2 == 0
                    ? .schedule(offset: Double(rest / 2 % 5 - 1) / 8) : .cancel(handle: handles - 1 - rest / 2 % 20)
                self = .schedule(offset: offset, effect: effect)
            case 4, 5: self = .cancel(handle: handles - 1 - rest % 20)
            case 6, 7: self = .advanceBy(Double(rest % 9) / 16)
            case 8: self = .observe
            default: self = .advanceTo(Double(rest % 64) / 16)
            }
        }

        /// Whether the step makes a handle.
        var makesHandle: Bool {
            switch self {
            case .schedule, .observe: true
            case .cancel, .advanceBy, .advanceTo: false
            }
        }
    }

    /// Runs the steps on a real clock and returns its log.
    @MainActor
    final class Real {
        let clock = ManualClock()
        var tokens: [ClockToken] = []
        var log: [String] = []

        func run(_ steps: [Step]) -> [String] {
            for step in steps {
                switch step {
                case .schedule(let offset, let effect): schedule(at: clock.now + offset, effect: effect)
                case .cancel(let handle): cancel(handle)
                case .observe:
                    let handle = tokens.count
                    tokens.append(clock.observeTime { [unowned self] in log.append("observer \(handle) at \($0)") })
                case .advanceBy(let step): clock.advance(by: step)
                case .advanceTo(let time): clock.advance(to: time)
                }
            }
            clock.advance(by: 10)
            log.append("end at \(clock.now)")
            return log
        }

        private func schedule(at time: Double, effect: Effect) {
            let handle = tokens.count
            tokens.append(
                clock.schedule(at: time) { [unowned self] in
                    log.append("action \(handle) at \(clock.now)")
                    switch effect {
                    case .none: break
                    case .schedule(let offset): schedule(at: clock.now + offset, effect: .none)
                    case .cancel(let target): cancel(target)
                    }
                })
        }

        private func cancel(_ handle: Int) {
            clock.cancel(handle >= 0 ? tokens[handle] : ClockToken(id: 1_000_000 - handle))
        }
    }

    /// The reference: actions in an array sorted by time, ties in scheduling order, found and removed by scanning.
    @MainActor
    struct Model {
        struct Pending {
            let time: Double
            let handle: Int
            let effect: Effect
        }

        var now = 0.0
        var pending: [Pending] = []
        var observers: [Int] = []
        var handles = 0
        var log: [String] = []

        mutating func run(_ steps: [Step]) -> [String] {
            for step in steps {
                switch step {
                case .schedule(let offset, let effect): schedule(at: now + offset, effect: effect)
                case .cancel(let handle): cancel(handle)
                case .observe:
                    observers.append(handles)
                    handles += 1
                case .advanceBy(let step): advance(to: now + step)
                case .advanceTo(let time): advance(to: time)
                }
            }
            advance(to: now + 10)
            log.append("end at \(now)")
            return log
        }

        mutating func schedule(at time: Double, effect: Effect) {
            // After every action due at the same time or earlier: ties run in scheduling order.
            let index = pending.firstIndex { $0.time > time } ?? pending.count
            pending.insert(Pending(time: time, handle: handles, effect: effect), at: index)
            handles += 1
        }

        mutating func cancel(_ handle: Int) {
            pending.removeAll { $0.handle == handle }
            observers.removeAll { $0 == handle }
        }

        /// As ``ManualClock/advance(to:)`` is documented: every action due on the way, in order, at its own time
        /// (never before now), the observers told at each new time and at the end.
        mutating func advance(to target: Double) {
            let end = max(target, now)
            while let first = pending.first, first.time <= end + ManualClock.tolerance {
                pending.removeFirst()
                if first.time > now { move(to: first.time) }
                log.append("action \(first.handle) at \(now)")
                switch first.effect {
                case .none: break
                case .schedule(let offset): schedule(at: now + offset, effect: .none)
                case .cancel(let target): cancel(target)
                }
            }
            move(to: max(end, now))
        }

        mutating func move(to time: Double) {
            now = time
            for observer in observers { log.append("observer \(observer) at \(time)") }
        }
    }

    /// Decodes generated numbers into steps, counting the handles made along the way.
    static func steps(_ values: [Int]) -> [Step] {
        var handles = 0
        return values.map { value in
            let step = Step(value, handles: handles)
            if step.makesHandle { handles += 1 }
            return step
        }
    }

    @Test("Random schedules, cancellations, observers and advances run as the sorted-array model says")
    func matchesModel() async {
        let values = Gen.int(in: 0...99_999).array(of: 1...300)
        await seededPropertyCheck(count: 300, input: values) { values in
            let steps = Self.steps(values)
            var model = Model()
            let expected = model.run(steps)
            let actual = Real().run(steps)
            #expect(actual == expected, "first difference at \(Self.firstDifference(actual, expected))")
        }
    }

    private static func firstDifference(_ lhs: [String], _ rhs: [String]) -> String {
        let index =
            zip(lhs, rhs).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(lhs.count, rhs.count)
        let left = index < lhs.count ? lhs[index] : "nothing"
        let right = index < rhs.count ? rhs[index] : "nothing"
        return "line \(index): clock \(left), model \(right)"
    }
}
