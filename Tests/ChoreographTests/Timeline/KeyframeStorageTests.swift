import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A keyframe keeps its value as four numbers and a curve as its control points when they fit, and the rest (a
/// transform that turns or has depth, a spring) out of line: every value and timing comes back bit for bit, and
/// equality, hashing and printing are those of a structure of the three properties.
@Suite("Keyframe storage")
struct KeyframeStorageTests {
    /// Timings of every kind, with the edges a stored form could lose: a −0 control point, a spring's −0 velocity.
    static func timings() throws -> [TimingParameters] {
        [
            .linear, .default, .curve(try CubicBezier(x1: -0.0, y1: -2.5, x2: 1, y2: 3.75)),
            .spring(try Spring(response: 0.4, dampingFraction: 0.7)),
            .spring(try Spring(dampingRatio: 0.5, duration: 0.3, initialVelocity: -0.0)),
            .spring(try Spring(mass: 2, stiffness: 300, damping: 60, allowsOverdamping: false)),
            .curve(.linear), .curve(try CubicBezier(x1: 0, y1: -0.0, x2: 1, y2: 1)),
        ]
    }

    /// Whether two timings are the same bit for bit: a curve's control points, a spring's constants and flags, and
    /// the progress each gives at a few fractions.
    static func identical(_ a: TimingParameters, _ b: TimingParameters) -> Bool {
        switch (a, b) {
        case (.linear, .linear):
            return true
        case (.curve(let x), .curve(let y)):
            return [x.x1, x.y1, x.x2, x.y2].map(\.bitPattern) == [y.x1, y.y1, y.x2, y.y2].map(\.bitPattern)
                && [0.1, 0.5, 0.9].allSatisfy { x.value(at: $0).bitPattern == y.value(at: $0).bitPattern }
        case (.spring(let x), .spring(let y)):
            let constants: (Spring) -> [UInt64] = { s in
                [s.mass, s.stiffness, s.damping, s.initialVelocity, s.duration].map(\.bitPattern)
            }
            return constants(x) == constants(y) && x.allowsOverdamping == y.allowsOverdamping
                && x.isFittedToDuration == y.isFittedToDuration
                && [0.05, 0.2, 0.6].allSatisfy { x.value(at: $0).bitPattern == y.value(at: $0).bitPattern }
        default:
            return false
        }
    }

    @Test("Every value and timing comes back bit for bit, whether it is kept inline or out of line")
    func roundTrip() throws {
        let values = MotionStorageTests.values.map(\.value) + SharedKeyframesTests.allValues
        for timing in try Self.timings() {
            for value in values {
                let keyframe = Keyframe(time: 0.25, value: value, timing: timing)
                #expect(keyframe.time == 0.25)
                #expect(keyframe.value.isIdentical(to: value), "\(value) under \(timing)")
                #expect(Self.identical(keyframe.timing, timing), "\(value) under \(timing)")
                #expect(keyframe.valueKind == value.kind)
                for kind in AnimatableValue.Kind.allCases {
                    #expect(keyframe.valueKeepsRules(kind: kind) == (value.kind == kind && value.isFinite))
                }
                let written = [Double](unsafeUninitializedCapacity: 16) { buffer, count in
                    count = keyframe.writeComponents(into: buffer)
                }
                #expect(written.map(\.bitPattern) == value.components.map(\.bitPattern), "\(value)")
            }
        }
        let timings = try Self.timings()
        for timing in timings {
            let keyframe = Keyframe(time: 1, value: .scalar(0), timing: timing)
            #expect(keyframe.hasLinearTiming == timing.isLinear, "\(timing)")
            for other in timings {
                #expect(keyframe.hasTiming(other) == (timing == other), "\(timing) against \(other)")
            }
        }
        #expect(Keyframe(time: 0, value: .scalar(1)).timing == .linear, "the default timing is linear")
    }

    @Test("Setting one property keeps the others")
    func settingProperties() throws {
        let spring = TimingParameters.spring(try Spring(response: 0.4, dampingFraction: 0.7))
        let turn = AnimatableValue.transform(Transform3D(rotationAngle: 0.5))
        var keyframe = Keyframe(time: 0.5, value: .scalar(2), timing: .default)
        keyframe.value = turn
        #expect(keyframe.value.isIdentical(to: turn) && keyframe.timing == .default && keyframe.time == 0.5)
        keyframe.timing = spring
        #expect(keyframe.value.isIdentical(to: turn) && Self.identical(keyframe.timing, spring))
        keyframe.value = .point(CGPoint(x: -0.0, y: 3))
        #expect(
            keyframe.value.isIdentical(to: .point(CGPoint(x: -0.0, y: 3))) && Self.identical(keyframe.timing, spring))
        keyframe.time = 1
        keyframe.timing = .linear
        #expect(keyframe.time == 1 && keyframe.timing == .linear)
        #expect(keyframe.value.isIdentical(to: .point(CGPoint(x: -0.0, y: 3))))
    }

    @Test("Equality and hashing are those of the time, the value and the timing, in that order")
    func equalityAndHashing() throws {
        let timings = try Self.timings()
        let values: [AnimatableValue] = [
            .scalar(0), .scalar(-0.0), .scalar(1), .point(CGPoint(x: 1, y: 2)),
            .transform(Transform3D(rotationAngle: 0.5)), .transform(Transform3D(scaleX: 2, y: 3)),
        ]
        let keyframes = [0.0, 0.5].flatMap { time in
            values.flatMap { value in timings.map { (time, value, $0) } }
        }
        for (time, value, timing) in keyframes {
            let keyframe = Keyframe(time: time, value: value, timing: timing)
            var hasher = Hasher()
            hasher.combine(time)
            hasher.combine(value)
            hasher.combine(timing)
            #expect(keyframe.hashValue == hasher.finalize(), "\(time) \(value) \(timing)")
            for (otherTime, otherValue, otherTiming) in keyframes {
                let other = Keyframe(time: otherTime, value: otherValue, timing: otherTiming)
                #expect(
                    (keyframe == other) == (time == otherTime && value == otherValue && timing == otherTiming),
                    "\(time) \(value) \(timing) against \(otherTime) \(otherValue) \(otherTiming)")
            }
        }
    }

    @Test("A keyframe prints as a structure of its time, value and timing")
    func printing() throws {
        for timing in try Self.timings() {
            for value in [AnimatableValue.scalar(1), .transform(Transform3D(rotationAngle: 0.5))] {
                let keyframe = Keyframe(time: 0.5, value: value, timing: timing)
                // A structure prints its type's name and each stored property as `label: ` and the property's
                // debug description, in order.
                let fields =
                    "(time: 0.5, value: \(String(reflecting: value)), timing: \(String(reflecting: timing)))"
                #expect(String(describing: keyframe) == "Keyframe" + fields)
                #expect(String(reflecting: keyframe) == "Choreograph.Keyframe" + fields)
                #expect(Mirror(reflecting: keyframe).children.map(\.label) == ["time", "value", "timing"])
            }
        }
    }

    @Test("A keyframe takes at most 88 bytes")
    func size() {
        #expect(MemoryLayout<Keyframe>.stride <= 88)
    }

    @Test("The keyframes of many motions under one spring share its copy; another spring makes its own")
    func springsShared() throws {
        let spring = TimingParameters.spring(try Spring(response: 0.4, dampingFraction: 0.7))
        let other = TimingParameters.spring(try Spring(response: 0.4, dampingFraction: 0.7, initialVelocity: -0.0))
        var timings = StoredTimings()
        let first = try #require(timings.stored(spring).spring)
        #expect(timings.stored(spring).spring === first)
        let second = try #require(timings.stored(other).spring, "a −0 velocity is another spring, bit for bit")
        #expect(second !== first)
        #expect(timings.stored(.default).spring == nil && timings.stored(.linear).spring == nil)
    }
}
