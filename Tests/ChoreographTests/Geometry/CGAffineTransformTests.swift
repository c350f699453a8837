import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `CGAffineTransform` as CoreGraphics documents it. On Linux these check the package's stand-in; on Apple platforms
/// the same tests run against CoreGraphics itself, which keeps the two in agreement.
@Suite("CGAffineTransform: CoreGraphics' semantics")
struct CGAffineTransformTests {
    /// A 3 × 3 row-vector matrix product, written out independently of the type under test.
    private func product(_ lhs: [[Double]], _ rhs: [[Double]]) -> [[Double]] {
        (0..<3).map { row in (0..<3).map { column in (0..<3).reduce(0) { $0 + lhs[row][$1] * rhs[$1][column] } } }
    }

    private func matrix(_ t: CGAffineTransform) -> [[Double]] {
        [[Double(t.a), Double(t.b), 0], [Double(t.c), Double(t.d), 0], [Double(t.tx), Double(t.ty), 1]]
    }

    private func close(_ lhs: CGAffineTransform, _ rhs: [[Double]], within tolerance: Double = 1e-12) -> Bool {
        let values = matrix(lhs)
        return (0..<3).allSatisfy { row in (0..<3).allSatisfy { abs(values[row][$0] - rhs[row][$0]) <= tolerance } }
    }

    @Test("A point maps to (a·x + c·y + tx, b·x + d·y + ty)")
    func pointMapping() {
        let t = CGAffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13)
        let mapped = CGPoint(x: 1.5, y: -2).applying(t)
        #expect(mapped == CGPoint(x: 2 * 1.5 + 5 * -2 + 11, y: 3 * 1.5 + 7 * -2 + 13))
    }

    @Test("concatenating applies the receiver first, then the argument")
    func concatenationOrder() {
        let first = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let second = CGAffineTransform(a: -1, b: 0.5, c: 2, d: 3, tx: -7, ty: 1)
        #expect(close(first.concatenating(second), product(matrix(first), matrix(second))))
        let point = CGPoint(x: 3, y: -4)
        let stepwise = point.applying(first).applying(second)
        let together = point.applying(first.concatenating(second))
        #expect(abs(stepwise.x - together.x) < 1e-12 && abs(stepwise.y - together.y) < 1e-12)
    }

    @Test("translatedBy, scaledBy and rotated put the new step before the receiver")
    func prependedSteps() {
        let base = CGAffineTransform(scaleX: 2, y: 3)
        #expect(
            close(
                base.translatedBy(x: 10, y: 20),
                product(matrix(CGAffineTransform(translationX: 10, y: 20)), matrix(base))))
        #expect(close(base.scaledBy(x: 4, y: 5), product(matrix(CGAffineTransform(scaleX: 4, y: 5)), matrix(base))))
        // Translating then scaling by 2 moves (0, 0) to (20, 60): the translation is scaled.
        #expect(CGPoint.zero.applying(base.translatedBy(x: 10, y: 20)) == CGPoint(x: 20, y: 60))
    }

    @Test("A quarter turn takes (1, 0) to (0, 1): clockwise in a y-down view")
    func rotation() {
        let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
        let rotated = CGAffineTransform.identity.rotated(by: .pi / 2)
        #expect(close(rotated, matrix(CGAffineTransform(rotationAngle: .pi / 2))))
    }

    @Test("inverted undoes the transform; a singular one comes back unchanged")
    func inversion() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: -5)
        #expect(close(t.concatenating(t.inverted()), matrix(.identity), within: 1e-12))
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform.identity.isIdentity && !t.isIdentity)
    }

    @Test("A rect maps to the bounding box of its mapped corners; a size ignores translation")
    func rectAndSize() {
        let square = CGRect(x: 0, y: 0, width: 2, height: 2)
        let diamond = square.applying(CGAffineTransform(rotationAngle: .pi / 4))
        let half = 2 * 2.squareRoot() / 2
        #expect(abs(diamond.minX + half) < 1e-12 && abs(diamond.width - 2 * half) < 1e-12)
        #expect(abs(diamond.minY) < 1e-12 && abs(diamond.height - 2 * half) < 1e-12)
        let moved = CGSize(width: 3, height: 4).applying(
            CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: -1))
        #expect(moved == CGSize(width: 6, height: -4))
    }

    @Test("Transform3D carries an affine transform exactly and gives it back")
    func transform3DRoundTrip() {
        let t = CGAffineTransform(a: 0.5, b: 0.25, c: -0.75, d: 2, tx: 30, ty: -40)
        let lifted = Transform3D(affine: t)
        #expect(lifted.isAffine)
        #expect(lifted.affineTransform == t)
        let point = CGPoint(x: 7, y: 9)
        let viaLifted = lifted.apply(to: point)
        let direct = point.applying(t)
        #expect(abs(viaLifted.x - direct.x) < 1e-9 && abs(viaLifted.y - direct.y) < 1e-9)
    }

    @Test("Colours round-trip through CGColor")
    func colorRoundTrip() {
        let color = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        let back = Color(cgColor: color.cgColor)
        #expect(abs(back.red - 0.2) < 1e-6 && abs(back.green - 0.4) < 1e-6)
        #expect(abs(back.blue - 0.6) < 1e-6 && abs(back.alpha - 0.8) < 1e-6)
    }
}
