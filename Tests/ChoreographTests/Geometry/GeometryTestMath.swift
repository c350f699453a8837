import Choreograph
import ChoreographTestSupport
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Reference math for the geometry tests, written independently of the code under test: plain loops over
/// 4×4 arrays in the row-vector convention.
enum GeometryTestMath {
    /// The sixteen entries row by row.
    static func rows(_ t: Transform3D) -> [[Double]] {
        [
            [t.m11, t.m12, t.m13, t.m14],
            [t.m21, t.m22, t.m23, t.m24],
            [t.m31, t.m32, t.m33, t.m34],
            [t.m41, t.m42, t.m43, t.m44],
        ].map { $0.map { Double($0) } }
    }

    static func transform(_ m: [[Double]]) -> Transform3D {
        Transform3D(
            m11: m[0][0], m12: m[0][1], m13: m[0][2], m14: m[0][3],
            m21: m[1][0], m22: m[1][1], m23: m[1][2], m24: m[1][3],
            m31: m[2][0], m32: m[2][1], m33: m[2][2], m34: m[2][3],
            m41: m[3][0], m42: m[3][1], m43: m[3][2], m44: m[3][3]
        )
    }

    /// The matrix product a·b by the textbook triple loop.
    static func product(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
        let x = rows(a)
        let y = rows(b)
        var result = Array(repeating: Array(repeating: 0.0, count: 4), count: 4)
        for i in 0..<4 {
            for j in 0..<4 {
                for k in 0..<4 {
                    result[i][j] += x[i][k] * y[k][j]
                }
            }
        }
        return transform(result)
    }

    /// The determinant by the Leibniz formula: a signed sum over all 24 permutations.
    static func leibnizDeterminant(_ t: Transform3D) -> Double {
        let m = rows(t)
        var total = 0.0
        for permutation in permutations([0, 1, 2, 3]) {
            var inversions = 0
            for i in 0..<4 {
                for j in (i + 1)..<4 where permutation[i] > permutation[j] {
                    inversions += 1
                }
            }
            var term = inversions % 2 == 0 ? 1.0 : -1.0
            for i in 0..<4 {
                term *= m[i][permutation[i]]
            }
            total += term
        }
        return total
    }

    static func permutations(_ items: [Int]) -> [[Int]] {
        guard items.count > 1 else { return [items] }
        var result: [[Int]] = []
        for (index, item) in items.enumerated() {
            var rest = items
            rest.remove(at: index)
            for tail in permutations(rest) {
                result.append([item] + tail)
            }
        }
        return result
    }

    /// `[x y z 1] · M` as a homogeneous 4-vector.
    static func applyHomogeneous(_ t: Transform3D, x: Double, y: Double, z: Double) -> [Double] {
        let m = rows(t)
        let v = [x, y, z, 1]
        return (0..<4).map { j in (0..<4).reduce(0.0) { $0 + v[$1] * m[$1][j] } }
    }

    /// The largest absolute difference between corresponding entries.
    static func maxDifference(_ a: Transform3D, _ b: Transform3D) -> Double {
        zip(rows(a).joined(), rows(b).joined()).map { abs($0 - $1) }.max() ?? 0
    }

    /// Whether all entries agree within `tolerance`, scaled by the largest entry when that exceeds 1.
    static func isClose(_ a: Transform3D, _ b: Transform3D, tolerance: Double = 1e-9) -> Bool {
        let scale = max(1, rows(a).joined().map(abs).max() ?? 0, rows(b).joined().map(abs).max() ?? 0)
        return maxDifference(a, b) <= tolerance * scale
    }

    static func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: Double = 1e-9) -> Bool {
        abs(Double(a) - Double(b)) <= tolerance
    }

    static func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: Double = 1e-9) -> Bool {
        isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
    }

    static func isClose(_ a: CGRect, _ b: CGRect, tolerance: Double = 1e-9) -> Bool {
        isClose(a.origin, b.origin, tolerance: tolerance)
            && isClose(a.size.width, b.size.width, tolerance: tolerance)
            && isClose(a.size.height, b.size.height, tolerance: tolerance)
    }

    /// A matrix with every entry drawn from `range`.
    static func randomMatrix(using generator: inout SeededRandom, in range: ClosedRange<Double> = -2...2)
        -> Transform3D
    {
        transform((0..<4).map { _ in (0..<4).map { _ in Double.random(in: range, using: &generator) } })
    }
}
