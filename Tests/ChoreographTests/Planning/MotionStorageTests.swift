import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A motion keeps two values that fit in four numbers each inline and anything else in a box: every value comes back
/// bit for bit (−0 and NaN included) whichever way it was kept, and the rule for what fits is the one
/// ``MotionValues`` states (a transform fits when only `m11`, `m22`, `m41` and `m42` differ from the identity's bits).
@Suite("Motion storage")
struct MotionStorageTests {
    static let target = TransitionTarget.ghost("card")

    /// A transform with every entry set by hand, for the transforms below.
    static func transform(
        m11: CGFloat = 1, m12: CGFloat = 0, m21: CGFloat = 0, m22: CGFloat = 1, m33: CGFloat = 1, m34: CGFloat = 0,
        m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0
    ) -> AnimatableValue {
        .transform(
            Transform3D(
                m11: m11, m12: m12, m13: 0, m14: 0, m21: m21, m22: m22, m23: 0, m24: 0, m31: 0, m32: 0, m33: m33,
                m34: m34, m41: m41, m42: m42, m43: m43, m44: 1))
    }

    /// Values of every kind, each with whether four numbers give it back (worked out from the rule, not read off the
    /// storage).
    static let values: [(value: AnimatableValue, fits: Bool)] = [
        (.scalar(0.25), true), (.scalar(-0.0), true), (.scalar(.nan), true), (.scalar(.infinity), true),
        (.point(CGPoint(x: -3, y: 7.5)), true), (.size(CGSize(width: 40, height: -0.0)), true),
        (.rect(CGRect(x: 1, y: 2, width: 3, height: 4)), true),
        (.color(Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)), true),
        (.cornerRadii(CornerRadii(topLeft: 1, topRight: 2, bottomRight: 3, bottomLeft: 4)), true),
        (.transform(.identity), true), (transform(m41: 390, m42: -12), true), (transform(m11: 2, m22: 0.5), true),
        (transform(m11: -0.0, m41: .nan), true),
        // A turn, a perspective, a z translation and a −0 where the identity has +0 do not fit.
        (transform(m11: 0, m12: 1, m21: -1, m22: 0), false), (transform(m34: -1 / 500), false),
        (transform(m43: 10), false), (transform(m12: -0.0), false), (transform(m33: -1), false),
    ]

    @Test("a change gives back both values bit for bit, inline when both fit and boxed otherwise")
    func changeKeepsValues() {
        for (from, fromFits) in Self.values {
            for (to, toFits) in Self.values {
                let motion = Motion(Self.target, .opacity, from: from, to: to)
                guard case .change(let start, let end) = motion.shape else {
                    Issue.record("\(from) → \(to): not a change")
                    continue
                }
                #expect(start.isIdentical(to: from), "\(from) → \(to)")
                #expect(end.isIdentical(to: to), "\(from) → \(to)")
                #expect(motion.timing == nil)
                let isInline = if case .change = motion.storage { true } else { false }
                #expect(isInline == (fromFits && toFits), "\(from) → \(to)")
            }
        }
    }

    @Test("the inverse of an inline change swaps its values, as the inverse of a boxed one does")
    func inverseSwapsValues() {
        for (from, _) in Self.values {
            for (to, _) in Self.values {
                let motion = Motion(Self.target, .opacity, from: from, to: to, during: 0.25...0.5)
                let inverse = motion.inverse
                guard case .change(let start, let end) = inverse.shape else {
                    Issue.record("\(from) → \(to): the inverse is not a change")
                    continue
                }
                #expect(start.isIdentical(to: to) && end.isIdentical(to: from), "\(from) → \(to)")
                #expect(inverse.span == 0.5...0.75)
            }
        }
    }

    @Test("a motion's own timing is kept with its shape, and setting the shape or the timing keeps the other")
    func timingAndShapeSetTogether() {
        var motion = Motion(Self.target, .opacity, from: .scalar(0), to: .scalar(1))
        motion.timing = .linear
        #expect(motion.timing == .linear)
        guard case .change(let from, let to) = motion.shape else {
            Issue.record("not a change")
            return
        }
        #expect(from == .scalar(0) && to == .scalar(1))
        motion.shape = .change(from: .scalar(2), to: .scalar(3))
        #expect(motion.timing == .linear)
        #expect(motion.constantValue == nil)
        motion.timing = nil
        #expect(motion.timing == nil)
        #expect(motion.endValue(timing: .linear) == .scalar(3))
        let held = Motion(Self.target, .opacity, holding: .scalar(0.5))
        #expect(held.constantValue == .scalar(0.5))
    }

    @Test("a line keeps its ends and its path")
    func lineKeepsEndsAndPath() {
        let path: @Sendable (Double) -> AnimatableValue = { .point(CGPoint(x: $0 * 10, y: -$0)) }
        let motion = Motion(
            target: Self.target, property: .position, span: 0...1,
            shape: .line(from: path(0), to: path(1), path: path))
        guard case .line(let from, let to, let kept) = motion.shape else {
            Issue.record("not a line")
            return
        }
        #expect(from == .point(CGPoint(x: 0, y: -0.0)) && to == .point(CGPoint(x: 10, y: -1)))
        #expect(kept(0.5) == .point(CGPoint(x: 5, y: -0.5)))
        let isInline = if case .line = motion.storage { true } else { false }
        #expect(isInline)
    }

    @Test("Two rectangles' numbers hold one value exactly when the rectangles are equal, across edge numbers")
    func rectanglesHoldOneValueAsTheyCompare() {
        // Origins and sizes of every edge the rectangles' `==` treats apart from their numbers: 0 and −0, negative
        // sizes (a rectangle at 10 of width −10 is the one at 0 of width 10), infinities (an origin at +∞ is the null
        // rectangle), numbers whose sum overflows (1e308 and a width of −1e308 or +∞) and NaN.
        let origins: [CGFloat] = [0, -0.0, 10, 1e308, -.infinity, .infinity, .nan]
        let sizes: [CGFloat] = [0, -0.0, 10, -10, -1e308, .infinity, .nan]
        var rects: [CGRect] = []
        for x in origins {
            for y in [0, -0.0, .infinity, .nan] as [CGFloat] {
                for width in sizes {
                    for height in [0, -0.0, 10, -10, .nan] as [CGFloat] {
                        rects.append(CGRect(x: x, y: y, width: width, height: height))
                    }
                }
            }
        }
        var disagreements: [String] = []
        // Pairs the rectangles' `==` calls equal though their numbers differ and neither is the null rectangle: the
        // cases where holding one value is decided by more than the numbers.
        var equalByMoreThanNumbers = 0
        for a in rects {
            for b in rects {
                let values = MotionValues(
                    .rect, from: MotionValues.Numbers(a), to: MotionValues.Numbers(b))
                let equal = a == b
                let sameNumbers =
                    a.origin.x == b.origin.x && a.origin.y == b.origin.y && a.size.width == b.size.width
                    && a.size.height == b.size.height
                if values.holdsOneValue, !sameNumbers, !a.isNull, !b.isNull { equalByMoreThanNumbers += 1 }
                if values.holdsOneValue != equal, disagreements.count < 5 { disagreements.append("\(a) and \(b)") }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements)")
        // A rectangle at 10 of width −10 is the one at 0 of width 10: such pairs are in the grid, and hold one value.
        #expect(equalByMoreThanNumbers > 0)
        let flipped = MotionValues(
            .rect, from: MotionValues.Numbers(CGRect(x: 10, y: 0, width: -10, height: 5)),
            to: MotionValues.Numbers(CGRect(x: 0, y: 0, width: 10, height: 5)))
        #expect(flipped.holdsOneValue)
    }
}
