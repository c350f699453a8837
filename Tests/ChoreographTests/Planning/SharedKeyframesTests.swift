import ChoreographTestSupport
import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The plan's memory of straight keyframes, checked against the general joining of a track's motions: any two
/// identical motions share one array, however many others come between them, and motions that differ in a single bit
/// never do.
@Suite("Shared keyframes")
struct SharedKeyframesTests {
    static let target = TransitionTarget.ghost("card")

    /// Values of every kind with the edges `==` treats apart from their bits: 0 and −0, NaN, infinities, a rectangle
    /// of negative size.
    static let values: [AnimatableValue] = [
        .scalar(0), .scalar(-0.0), .scalar(1), .scalar(.nan), .scalar(.infinity),
        .point(.zero), .point(CGPoint(x: -0.0, y: 0)), .point(CGPoint(x: 1, y: 2)),
        .size(CGSize(width: 3, height: 4)), .size(CGSize(width: 3, height: CGFloat.nan)),
        .rect(CGRect(x: 0, y: 0, width: 10, height: 20)), .rect(CGRect(x: 10, y: 20, width: -10, height: -20)),
        .rect(CGRect(x: -0.0, y: 0, width: 10, height: 20)),
        .transform(.identity), .transform(Transform3D(scaleX: 2, y: 3)), .transform(Transform3D(scaleX: -0.0, y: 1)),
        .color(Color(red: 1, green: 0, blue: 0)), .color(Color(red: 1, green: -0.0, blue: 0)),
        .cornerRadii(CornerRadii(topLeft: 1, topRight: 2, bottomRight: 3, bottomLeft: 4)),
        .cornerRadii(CornerRadii(topLeft: 1, topRight: 2, bottomRight: 3, bottomLeft: CGFloat.nan)),
    ]

    /// Every value of ``values`` and two transforms four numbers do not hold (a turn, a 3D perspective).
    static let allValues: [AnimatableValue] =
        values + [.transform(Transform3D(rotationAngle: 0.5)), .transform(.perspective(eyeDistance: 500))]

    @Test("Numbers read in place compare, check and tell apart as the values they stand for")
    func numbersAgreeWithValues() throws {
        let pairs = Self.values.flatMap { a in Self.values.map { b in (a, b) } }
        for (a, b) in pairs {
            let values = try #require(MotionValues(a, b), "\(a) and \(b) fit")
            #expect(values.holdsOneValue == (a == b), "\(a) and \(b)")
            for kind in AnimatableValue.Kind.allCases {
                #expect(
                    values.keepsRules(kind: kind, startOnly: false)
                        == (a.kind == kind && a.isFinite && b.kind == kind && b.isFinite), "\(a) \(b) \(kind)")
                #expect(values.keepsRules(kind: kind, startOnly: true) == (a.kind == kind && a.isFinite))
            }
        }
        // Identity against the values' own, for pairs of pairs (a start and an end of each) whose starts or ends are
        // of one kind: every kind on either side, and pairs of different kinds too.
        for (a, b) in pairs {
            let x = try #require(MotionValues(a, b))
            for (c, d) in pairs where c.kind == a.kind || d.kind == b.kind {
                let y = try #require(MotionValues(c, d))
                #expect(x.isIdentical(to: y, startOnly: true) == a.isIdentical(to: c), "\(a) \(c)")
                #expect(
                    x.isIdentical(to: y, startOnly: false) == (a.isIdentical(to: c) && b.isIdentical(to: d)),
                    "\(a) \(b) \(c) \(d)")
            }
        }
    }

    @Test("Every pair of values, kept as numbers, in a box, or unfit for numbers, gives the general path's track")
    func storagesMatchGeneralPath() throws {
        var shared = SharedKeyframes()
        // Twice over, so that the second round finds the first's keyframes.
        for _ in 0..<2 {
            for a in Self.allValues {
                for b in Self.allValues {
                    let property = AnimatableProperty.viewProperties.first { $0.kind == a.kind } ?? .opacity
                    for own in [nil, TimingParameters.linear] {
                        let motion = Motion(
                            target: Self.target, property: property, span: 0.25...0.75,
                            shape: .change(from: a, to: b), timing: own)
                        let general = try StraightTrackTests.joined(motion, timing: .default)
                        let valid: Track? = try? Track(
                            target: Self.target.name, property: property, keyframes: general, duration: 0.5)
                        let straight = Self.straight(motion, timing: .default, shared: &shared)
                        #expect((straight == nil) == (valid == nil), "\(a) → \(b)")
                        if let straight {
                            #expect(StraightTrackTests.identical(straight.keyframes, general), "\(a) → \(b)")
                        }
                    }
                }
            }
        }
    }

    /// The direct path's track for `motion` alone, remembering keyframes in `shared`.
    static func straight(_ motion: Motion, timing: TimingParameters, shared: inout SharedKeyframes) -> Track? {
        StraightTrackTests.straightWithSet(motion, timing: timing, shared: &shared)?.track
    }

    /// ``straight(_:timing:shared:)``, with the index of its keyframe array among those `shared` handed out.
    static func straightWithSet(
        _ motion: Motion, timing: TimingParameters, shared: inout SharedKeyframes
    ) -> (track: Track, set: Int32)? {
        StraightTrackTests.straightWithSet(motion, timing: timing, shared: &shared)
    }

    @Test("Identical motions share one array however many come between; different ones never do")
    func sharingAcrossMany() throws {
        // 70 positions, each a different move, and a fade every ghost makes alike, in rounds: every round meets
        // every earlier motion again after 60 others of the same property.
        var motions: [Motion] = []
        for index in 0..<60 {
            let x = CGFloat(index)
            motions.append(Motion(Self.target, .position, from: .point(CGPoint(x: x, y: 0)), to: .point(.zero)))
        }
        // Moves that differ in their end only.
        for index in 0..<10 {
            let x = CGFloat(index)
            motions.append(Motion(Self.target, .position, from: .point(.zero), to: .point(CGPoint(x: x, y: 1))))
        }
        motions.append(Motion(Self.target, .opacity, from: .scalar(1), to: .scalar(0)))
        motions.append(Motion(Self.target, .opacity, from: .scalar(1), to: .scalar(0), during: 0...0.5))
        motions.append(Motion(Self.target, .opacity, holding: .scalar(1)))
        motions.append(Motion(Self.target, .opacity, holding: .scalar(-0.0)))
        var shared = SharedKeyframes()
        try Self.expectSharing(motions, rounds: 3, shared: &shared)
    }

    @Test(
        "Motions met again right away or by turns take the array made for them, whatever came between", arguments: 0..<4
    )
    func repeatsAndTurns(seed: Int) throws {
        // Motions differing from one another in one thing only (start, end, span, a held value, the property of the
        // same kind), so that the last two met for a property are often one bit away from the one asked for.
        let pool: [Motion] = [
            Motion(Self.target, .opacity, from: .scalar(1), to: .scalar(0)),
            Motion(Self.target, .opacity, from: .scalar(0), to: .scalar(1)),
            Motion(Self.target, .opacity, from: .scalar(-0.0), to: .scalar(1)),
            Motion(Self.target, .opacity, from: .scalar(1), to: .scalar(0), during: 0...0.5),
            Motion(Self.target, .opacity, from: .scalar(1), to: .scalar(0), during: 0.5...1),
            Motion(Self.target, .opacity, holding: .scalar(1)),
            Motion(Self.target, .opacity, holding: .scalar(0)),
            Motion(Self.target, .borderWidth, from: .scalar(1), to: .scalar(0)),
            Motion(Self.target, .borderWidth, holding: .scalar(1)),
            Motion(Self.target, .shadowOpacity, holding: .scalar(1)),
            Motion(Self.target, .position, from: .point(.zero), to: .point(CGPoint(x: 1, y: 2))),
            Motion(Self.target, .position, from: .point(.zero), to: .point(CGPoint(x: 1, y: 3))),
            Motion(Self.target, .position, holding: .point(.zero)),
        ]
        // Runs of one motion, two by turns and up to six in rotation (more than the memory compares before its
        // table), in a seeded order.
        var random = SeededRandom(seed: UInt64(seed) &* 131 &+ 7)
        var order: [Int] = []
        while order.count < 400 {
            let picks = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                Int.random(in: 0..<pool.count, using: &random)
            }
            for step in 0..<Int.random(in: 1...12, using: &random) { order.append(picks[step % picks.count]) }
        }
        var shared = SharedKeyframes()
        var first: [Int: Int32] = [:]
        for (step, index) in order.enumerated() {
            let (track, set) = try #require(Self.straightWithSet(pool[index], timing: .default, shared: &shared))
            let general = try StraightTrackTests.joined(pool[index], timing: .default)
            #expect(StraightTrackTests.identical(track.keyframes, general), "motion \(index) at step \(step)")
            #expect(first[index, default: set] == set, "motion \(index) at step \(step)")
            first[index] = set
        }
        // Different motions never share.
        #expect(Set(first.values).count == first.count)
    }

    @Test("A motion met right after one of its start, or of its values under another timing, shares only when alike")
    func lastMetOfTheSameStart() throws {
        let spring = TimingParameters.spring(try Spring(response: 0.4, dampingFraction: 0.7))
        // Each motion under a plan timing, with the group of motions whose keyframes are identical (`nil` for a
        // change under a spring, which never shares): held values share whatever their timing and end, changes only
        // with the same values, span and timing.
        let pool: [(motion: Motion, timing: TimingParameters, group: Int?)] = [
            (Motion(Self.target, .opacity, holding: .scalar(1)), .linear, 1),
            (Motion(Self.target, .opacity, holding: .scalar(1)), spring, 1),
            (Motion(Self.target, .opacity, holding: .scalar(0)), .default, 2),
            // 0 and −0 are equal: a motion between them holds its start.
            (Motion(Self.target, .opacity, from: .scalar(0), to: .scalar(-0.0)), .linear, 2),
            (Motion(Self.target, .opacity, from: .scalar(-0.0), to: .scalar(0)), .linear, 3),
            (Motion(Self.target, .opacity, from: .scalar(1), to: .scalar(0)), .linear, 4),
            (Motion(Self.target, .opacity, from: .scalar(1), to: .scalar(0)), .default, 5),
            (Motion(Self.target, .opacity, from: .scalar(1), to: .scalar(0)), spring, nil),
            (Motion(Self.target, .opacity, from: .scalar(1), to: .scalar(0), during: 0...0.5), .linear, 6),
            (Motion(Self.target, .opacity, from: .scalar(0), to: .scalar(1)), .linear, 7),
        ]
        for x in pool.indices {
            for y in pool.indices {
                // Each met right after the other, twice.
                var shared = SharedKeyframes()
                var storages: [Int32] = []
                for index in [x, y, x, y] {
                    let (motion, timing, _) = pool[index]
                    let (track, set) = try #require(Self.straightWithSet(motion, timing: timing, shared: &shared))
                    let general = try StraightTrackTests.joined(motion, timing: timing)
                    #expect(StraightTrackTests.identical(track.keyframes, general), "\(index) after \(x), \(y)")
                    storages.append(set)
                }
                func alike(_ a: Int, _ b: Int) -> Bool {
                    guard let group = pool[a].group else { return false }
                    return group == pool[b].group
                }
                #expect((storages[0] == storages[2]) == alike(x, x), "\(x) met again after \(y)")
                #expect((storages[1] == storages[3]) == alike(y, y), "\(y) met again after \(x)")
                #expect((storages[0] == storages[1]) == (x != y && alike(x, y) || x == y && alike(x, x)), "\(x), \(y)")
            }
        }
    }

    @Test("Motions whose values differ only in numbers their kinds leave unused share one array, met by turns or not")
    func unusedNumbersShare() throws {
        typealias Numbers = MotionValues.Numbers
        // Each pair: the same values, once with every number a kind leaves unused at 0 (as values give them) and once
        // with those numbers set; the two are identical motions, whose keyframes the general path makes alike.
        let pairs: [(MotionValues.Kind, AnimatableProperty, Numbers, Numbers, Numbers, Numbers)] = [
            (.scalar, .opacity, Numbers(a: 1), Numbers(a: 0), Numbers(a: 1, b: 7, c: -0.0), Numbers(a: 0, d: .nan)),
            (.scalar, .opacity, Numbers(a: 1), Numbers(a: 1), Numbers(a: 1, c: 3), Numbers(a: 1, b: 2)),
            (
                .point, .position, Numbers(a: 1, b: 2), Numbers(a: 3, b: 4), Numbers(a: 1, b: 2, c: 5),
                Numbers(a: 3, b: 4, d: -0.0)
            ),
            (
                .size, .shadowOffset, Numbers(a: 1, b: 2), Numbers(a: 1, b: 2), Numbers(a: 1, b: 2, d: 9),
                Numbers(a: 1, b: 2)
            ),
        ]
        for (kind, property, x, y, unusedX, unusedY) in pairs {
            let plain = Motion(target: Self.target, property: property, values: MotionValues(kind, from: x, to: y))
            let unused = Motion(
                target: Self.target, property: property, values: MotionValues(kind, from: unusedX, to: unusedY))
            let other = Motion(
                target: Self.target, property: property, values: MotionValues(kind, from: y, to: Numbers(a: 42)))
            // 0 the plain motion, 1 the one with unused numbers set, 2 another: met right after each other, by turns,
            // and with the other between them.
            for order in [[0, 1, 0, 1], [1, 0, 1], [0, 2, 1, 2, 0]] {
                var shared = SharedKeyframes()
                var sets: [Int32] = []
                for (step, pick) in order.enumerated() {
                    let motion = [plain, unused, other][pick]
                    let (track, set) = try #require(Self.straightWithSet(motion, timing: .default, shared: &shared))
                    let general = try StraightTrackTests.joined(motion, timing: .default)
                    #expect(StraightTrackTests.identical(track.keyframes, general), "\(kind) at step \(step)")
                    sets.append(set)
                }
                let storages = zip(order, sets).filter { $0.0 != 2 }.map(\.1)
                #expect(Set(storages).count == 1, "\(kind), \(order)")
            }
        }
    }

    @Test("Beyond the room made at first, the memory grows and still shares every identical motion")
    func growsBeyondInitialCapacity() throws {
        let motions = (0..<SharedKeyframes.initialCapacity + 100).map { index in
            Motion(Self.target, .position, from: .point(CGPoint(x: CGFloat(index), y: 0)), to: .point(.zero))
        }
        var shared = SharedKeyframes(capacity: SharedKeyframes.initialCapacity)
        try Self.expectSharing(motions, rounds: 2, shared: &shared)
    }

    /// Expects the direct path's track of each of `motions` (straight, and all different) to have the general path's
    /// keyframes, and, from the second of `rounds` rounds over them on, the array the first round made for it.
    static func expectSharing(_ motions: [Motion], rounds: Int, shared: inout SharedKeyframes) throws {
        var first: [Int32] = []
        for round in 0..<rounds {
            for (index, motion) in motions.enumerated() {
                let (track, storage) = try #require(Self.straightWithSet(motion, timing: .default, shared: &shared))
                let general = try StraightTrackTests.joined(motion, timing: .default)
                #expect(StraightTrackTests.identical(track.keyframes, general), "motion \(index)")
                if round == 0 {
                    first.append(storage)
                } else {
                    #expect(storage == first[index], "motion \(index) in round \(round)")
                }
            }
        }
        #expect(Set(first).count == motions.count)
    }

    @Test("A spring never shares; a held value shares under a spring too")
    func springs() throws {
        var shared = SharedKeyframes()
        let spring = TimingParameters.spring(try Spring(response: 0.4, dampingFraction: 0.7))
        let fade = Motion(Self.target, .opacity, from: .scalar(1), to: .scalar(0))
        let held = Motion(Self.target, .opacity, holding: .scalar(0.5))
        func storages(_ motion: Motion) throws -> (Int32, Int32) {
            let a = try #require(Self.straightWithSet(motion, timing: spring, shared: &shared))
            let b = try #require(Self.straightWithSet(motion, timing: spring, shared: &shared))
            return (a.set, b.set)
        }
        let fades = try storages(fade)
        #expect(fades.0 != fades.1)
        let helds = try storages(held)
        #expect(helds.0 == helds.1)
    }

    @Test("A property named at run time has the static member's place, its rank, however its name is stored")
    func namesMadeAtRunTime() {
        for property in TrackAssembly.propertyOrder {
            // The same characters in a string made of parts, and in one stored out of line after a long prefix.
            let built = String(property.name.prefix(2)) + String(property.name.dropFirst(2))
            #expect(AnimatableProperty(name: built, kind: property.kind).place == property.place)
            let long = String(String(repeating: "x", count: 40) + property.name).dropFirst(40)
            #expect(AnimatableProperty(name: String(long), kind: property.kind).place == property.place)
        }
    }
}
