import Choreograph
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Animation records keep their two values where the block that started them keeps them: the values come back bit for
/// bit, and a record compares, hashes and prints as one that held its values itself.
@MainActor
@Suite("Animation record storage")
struct AnimationRecordStorageTests {
    /// A transform that turns, scales and has perspective: all sixteen numbers matter.
    static let deepTransform = Transform3D(
        m11: 0.5, m12: -0.25, m13: 0.125, m14: -0.002,
        m21: 0.75, m22: 1.5, m23: -0.0, m24: 0.001,
        m31: 0.3, m32: 0.6, m33: 0.9, m34: -1 / 500.0,
        m41: 12.5, m42: -7.25, m43: 3, m44: 1)

    /// A transform that would be affine but for a −0 where the identity has +0: all sixteen numbers are kept.
    static let affineButNegativeZero = Transform3D(
        m11: 2, m12: 0, m13: -0.0, m14: 0,
        m21: 0, m22: 2, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 5, m42: 6, m43: 0, m44: 1)

    /// Values whose numbers must survive bit for bit: −0, a NaN with a payload, the smallest subnormal, infinity's
    /// neighbours, and a full transform.
    static let awkwardValues: [AnimatableValue] = [
        .scalar(-0.0),
        .scalar(CGFloat(Double(bitPattern: 0x7FF8_0000_0000_1234))),
        .point(CGPoint(x: Double.leastNonzeroMagnitude, y: -Double.greatestFiniteMagnitude)),
        .size(CGSize(width: 1e-300, height: -0.0)),
        .rect(CGRect(x: -0.0, y: 0.1, width: 0.2, height: 0.30000000000000004)),
        .transform(deepTransform),
        .transform(Transform3D(affine: CGAffineTransform(a: 1.5, b: -0.5, c: 0.25, d: -0.0, tx: 40, ty: -0.0))),
        .transform(affineButNegativeZero),
        .transform(.identity),
        .color(Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)),
        .cornerRadii(CornerRadii(topLeft: 1, topRight: 2, bottomRight: -0.0, bottomLeft: 4)),
    ]

    /// The bits of each of `value`'s numbers, with its kind.
    static func bits(_ value: AnimatableValue) -> [UInt64] {
        [UInt64(AnimatableValue.Kind.allCases.firstIndex(of: value.kind) ?? -1)] + value.components.map(\.bitPattern)
    }

    static func record(from: AnimatableValue, to: AnimatableValue, view: String = "a") -> AnimationRecord {
        AnimationRecord(
            view: view, property: .opacity, from: from, to: to, timing: .linear, startTime: 0.25, delay: 0,
            duration: 0.5)
    }

    @Test("A record made with its values gives them back bit for bit, whatever their kind")
    func publicRoundTrip() {
        for from in Self.awkwardValues {
            for to in Self.awkwardValues {
                let record = Self.record(from: from, to: to)
                #expect(Self.bits(record.from) == Self.bits(from))
                #expect(Self.bits(record.to) == Self.bits(to))
            }
        }
    }

    @Test("A block's records give back the values its changes made, bit for bit, a turned transform included")
    func blockRoundTrip() {
        let (host, _) = freshHost()
        let (_, box) = windowWithBox()
        let turn = CGAffineTransform(scaleX: 1.2, y: 1.2).concatenating(CGAffineTransform(rotationAngle: .pi / 8))
        View.animate(withDuration: 0.5) {
            box.center = CGPoint(x: 60.5, y: -0.0)
            box.alpha = 0.25
            box.transform = turn
            box.layer.cornerRadius = 12
        }
        let log = host.animationLog
        #expect(log.map(\.property) == [.position, .opacity, .transform, .cornerRadii])
        let expected: [(AnimatableValue, AnimatableValue)] = [
            (.point(CGPoint(x: 50, y: 50)), .point(CGPoint(x: 60.5, y: -0.0))),
            (.scalar(1), .scalar(0.25)),
            (.transform(.identity), .transform(Transform3D(affine: turn))),
            (.cornerRadii(.zero), .cornerRadii(CornerRadii(all: 12))),
        ]
        #expect(log.count == expected.count)
        for (record, (from, to)) in zip(log, expected) {
            #expect(Self.bits(record.from) == Self.bits(from))
            #expect(Self.bits(record.to) == Self.bits(to))
        }
    }

    @Test("A property changed to a value of another size keeps its first value and its last")
    func lastValueOfAnotherSize() {
        _ = freshHost()
        let (_, box) = windowWithBox()
        let changes = AnimationRecorder.record {
            AnimationRecorder.current?.record(view: box, property: .opacity, from: .scalar(1), to: .scalar(0.5))
            AnimationRecorder.current?.record(view: box, property: .position, from: .scalar(3), to: .scalar(4))
            AnimationRecorder.current?.record(
                view: box, property: .opacity, from: .scalar(0.5), to: .transform(Self.deepTransform))
            AnimationRecorder.current?.record(view: box, property: .position, from: .scalar(4), to: .scalar(-0.0))
        }
        #expect(changes.count == 2)
        #expect(Self.bits(changes[0].from) == Self.bits(.scalar(1)))
        #expect(Self.bits(changes[0].to) == Self.bits(.transform(Self.deepTransform)))
        #expect(Self.bits(changes[1].from) == Self.bits(.scalar(3)))
        #expect(Self.bits(changes[1].to) == Self.bits(.scalar(-0.0)))
    }

    @Test("A transform that neither tilts nor has depth is kept in six numbers, any other in sixteen")
    func transformNumbers() {
        _ = freshHost()
        let (_, box) = windowWithBox()
        let affine = AnimationRecorder.record {
            box.transform = CGAffineTransform(rotationAngle: .pi / 8).translatedBy(x: 3, y: -4)
        }
        #expect(affine.values.components.count == 12)
        #expect(
            Self.bits(affine[0].to)
                == Self.bits(
                    .transform(Transform3D(affine: CGAffineTransform(rotationAngle: .pi / 8).translatedBy(x: 3, y: -4)))
                ))
        let deep = AnimationRecorder.record { box.layer.transform = Self.affineButNegativeZero }
        // From the turn, kept in six numbers, to the transform kept in sixteen.
        #expect(deep.values.components.count == 6 + 16)
        #expect(Self.bits(deep[0].to) == Self.bits(.transform(Self.affineButNegativeZero)))
    }

    @Test("Records compare and hash by their values, wherever the values are kept")
    func equalityAndHash() {
        let (host, _) = freshHost()
        let (_, box) = windowWithBox()
        View.animate(withDuration: 0.5) { box.alpha = 0.25 }
        let logged = host.animationLog[0]
        let made = AnimationRecord(
            view: "box", property: .opacity, from: .scalar(1), to: .scalar(0.25), timing: .curve(.easeInOut),
            startTime: 0, delay: 0, duration: 0.5)
        #expect(logged == made)
        #expect(logged.hashValue == made.hashValue)
        #expect(Set([logged, made]).count == 1)
        var other = made
        other.to = .scalar(0.5)
        #expect(other != made)
        other.to = .scalar(0.25)
        #expect(other == made)
        other.from = .point(CGPoint(x: 1, y: 0))
        #expect(other != made)
        // A NaN never equals itself, as in a record that held its values itself.
        let nan = Self.record(from: .scalar(.nan), to: .scalar(0))
        #expect(nan != nan)
    }

    @Test("Setting one value of a record keeps its other value and leaves the records it shared values with alone")
    func settingValues() {
        let (host, _) = freshHost()
        let (_, box) = windowWithBox()
        View.animate(withDuration: 0.5) {
            box.alpha = 0.25
            box.center = CGPoint(x: 10, y: 20)
        }
        var first = host.animationLog[0]
        first.from = .scalar(0.75)
        #expect(first.from == .scalar(0.75))
        #expect(first.to == .scalar(0.25))
        first.to = .color(.black)
        #expect(first.from == .scalar(0.75))
        #expect(first.to == .color(.black))
        #expect(host.animationLog[0].from == .scalar(1))
        #expect(host.animationLog[0].to == .scalar(0.25))
        #expect(host.animationLog[1].to == .point(CGPoint(x: 10, y: 20)))
        // The timing too: the block's records share it, and setting one record's leaves the others'.
        first.timing = .linear
        #expect(first.timing == .linear)
        #expect(host.animationLog[0].timing == .curve(.easeInOut))
        #expect(host.animationLog[1].timing == .curve(.easeInOut))
    }

    @Test("Setting a record's start time, delay or duration changes that record alone, and keeps its other times")
    func settingTimes() {
        let (host, clock) = freshHost()
        let (_, box) = windowWithBox()
        clock.advance(to: 0.25)
        View.animate(withDuration: 0.5, delay: 0.125, options: []) {
            box.alpha = 0.25
            box.center = CGPoint(x: 10, y: 20)
        }
        // The block's records keep their times in one place.
        #expect(host.animationLog[0].times === host.animationLog[1].times)
        var first = host.animationLog[0]
        first.startTime = 3
        #expect(first.startTime == 3)
        #expect(first.delay == 0.125)
        #expect(first.duration == 0.5)
        first.delay = 1
        first.duration = 2
        #expect(first.startTime == 3)
        #expect(first.delay == 1)
        #expect(first.duration == 2)
        #expect(first.timing == .curve(.easeInOut))
        // The block's records, which shared their times with it, keep theirs.
        for record in host.animationLog {
            #expect(record.startTime == 0.25)
            #expect(record.delay == 0.125)
            #expect(record.duration == 0.5)
        }
    }

    @Test("A keyframe animation's records share its timing and one buffer of their values, and keep them exactly")
    func keyframeRecordsShare() throws {
        let (host, _) = freshHost()
        let window = Window()
        let views = (0..<3).map { View(frame: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: "k\($0)") }
        for view in views { window.addSubview(view) }
        View.animateKeyframes(withDuration: 1) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                for view in views { view.alpha = 0.5 }
            }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                for view in views { view.alpha = 0.25 }
                views[1].center = CGPoint(x: -0.0, y: 7.5)
            }
        }
        let log = host.animationLog
        #expect(log.map(\.view) == ["k0", "k1", "k2", "k1"])
        #expect(log.map(\.property) == [.opacity, .opacity, .opacity, .position])
        let first = try #require(log.first)
        for record in log {
            #expect(record.values.values === first.values.values)
            #expect(record.sharedTiming === first.sharedTiming)
            #expect(record.timing == .linear)
        }
        // Each record goes from the model value before the block to the last keyframe's.
        for record in log.prefix(3) {
            #expect(Self.bits(record.from) == Self.bits(.scalar(1)))
            #expect(Self.bits(record.to) == Self.bits(.scalar(0.25)))
        }
        // The frame's center before the block: half of the 10 × 10 frame.
        #expect(Self.bits(log[3].from) == Self.bits(.point(CGPoint(x: 5, y: 5))))
        #expect(Self.bits(log[3].to) == Self.bits(.point(CGPoint(x: -0.0, y: 7.5))))
    }

    @Test("A record prints, reflects and dumps as a structure of its fields in their order does")
    func printing() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        let deep = Self.deepTransform
        let records = [
            AnimationRecord(
                view: "card", property: .opacity, from: .scalar(1), to: .scalar(0.5), timing: .linear,
                startTime: 0.25, delay: 0, duration: 0.5),
            AnimationRecord(
                view: "tile", property: .transform, from: .transform(.identity), to: .transform(deep),
                timing: .curve(.easeInOut), startTime: 1, delay: 0.125, duration: 2),
            AnimationRecord(
                view: "sheet", property: .position, from: .point(CGPoint(x: 1, y: -0.0)),
                to: .point(CGPoint(x: 3.5, y: 4)), timing: .spring(spring), startTime: 0, delay: 0, duration: 1),
        ]
        for record in records {
            let reference = Old.AnimationRecord(record)
            #expect(String(describing: record) == String(describing: reference))
            // `String(reflecting:)` names the type with its module first; what follows must be the same.
            #expect(Self.fields(String(reflecting: record)) == Self.fields(String(reflecting: reference)))
            #expect(String(reflecting: record).hasPrefix("ChoreographHeadless.AnimationRecord("))
            var dumped = ""
            var referenceDump = ""
            dump(record, to: &dumped)
            dump(reference, to: &referenceDump)
            // `dump` names the type on its first line; the lines below it must be the same.
            #expect(dumped.split(separator: "\n").dropFirst() == referenceDump.split(separator: "\n").dropFirst())
            #expect(dumped.split(separator: "\n").count > 8)
            #expect(
                Mirror(reflecting: record).children.map(\.label)
                    == Mirror(reflecting: reference).children.map(\.label))
        }
    }

    /// What follows the type's name in `text`, from the first `AnimationRecord(`.
    static func fields(_ text: String) -> Substring {
        guard let range = text.range(of: "AnimationRecord(") else { return text[...] }
        return text[range.upperBound...]
    }
}

/// The record as it was before it kept its values in its block's buffer.
private enum Old {
    /// The fields of a record, in their order, each kept in the structure.
    struct AnimationRecord {
        var view: String
        var property: AnimatableProperty
        var from: AnimatableValue
        var to: AnimatableValue
        var timing: TimingParameters
        var startTime: TimeInterval
        var delay: TimeInterval
        var duration: TimeInterval

        /// The fields of `record`.
        init(_ record: ChoreographHeadless.AnimationRecord) {
            view = record.view
            property = record.property
            from = record.from
            to = record.to
            timing = record.timing
            startTime = record.startTime
            delay = record.delay
            duration = record.duration
        }
    }
}
