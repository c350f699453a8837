import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A 4×4 matrix as rows, multiplied by hand (row vectors, so `a * b` applies a first).
private typealias Matrix = [[Double]]

private func multiply(_ a: Matrix, _ b: Matrix) -> Matrix {
    (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
}

private func matrix(_ t: Transform3D) -> Matrix {
    let c = AnimatableValue.transform(t).components
    return (0..<4).map { Array(c[($0 * 4)..<($0 * 4 + 4)]) }
}

private func isClose(_ a: Matrix, _ b: Matrix, within tolerance: Double = 1e-9) -> Bool {
    zip(a.joined(), b.joined()).allSatisfy { abs($0 - $1) <= tolerance }
}

/// Core Animation's rotation by `angle` about the y axis (positive brings the left edge towards the viewer) or the
/// x axis, written out.
private func rotation(_ angle: Double, aboutY: Bool) -> Matrix {
    let (c, s) = (cos(angle), sin(angle))
    return aboutY
        ? [[c, 0, -s, 0], [0, 1, 0, 0], [s, 0, c, 0], [0, 0, 0, 1]]
        : [[1, 0, 0, 0], [0, c, s, 0], [0, -s, c, 0], [0, 0, 0, 1]]
}

private let perspective: Matrix = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -1.0 / 500], [0, 0, 0, 1]]

private func depth(_ z: Double) -> Matrix {
    [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, z, 1]]
}

/// Where a point of a view (relative to its center) lands, before the perspective divide and after it.
private func apply(_ m: Matrix, _ point: (Double, Double)) -> (x: Double, y: Double, z: Double, w: Double) {
    let row = [point.0, point.1, 0, 1]
    let out = (0..<4).map { j in (0..<4).reduce(0) { $0 + row[$1] * m[$1][j] } }
    return (out[0], out[1], out[2], out[3])
}

@Suite("3D presets")
struct ThreeDPresetTests {
    /// The axis and the sign of the old screen's turn for each edge: the edge comes towards the viewer.
    static func turn(_ edge: TransitionEdge) -> (aboutY: Bool, sign: Double) {
        switch edge {
        case .left: (true, 1)
        case .right: (true, -1)
        case .top: (false, -1)
        default: (false, 1)
        }
    }

    @Test("flip: the old screen turns 0…90° in the first half, the new −90°…0 in the second, with perspective")
    func flip() throws {
        for (edge, direction, physical) in edgesByDirection {
            let plan = try plan(
                Transition.flip(from: edge).duration(1).curve(.linear), .present, layoutDirection: direction)
            let (aboutY, sign) = Self.turn(physical)
            let quarter = Double.pi / 2
            for u in [0, 0.125, 0.25, 0.375, 0.5] {
                let expected = multiply(rotation(sign * quarter * (u / 0.5), aboutY: aboutY), perspective)
                #expect(isClose(matrix(transform(plan, .fromScreen, at: u)), expected), "\(edge) \(direction) at \(u)")
            }
            for u in [0.5, 0.625, 0.75, 1] {
                let expected = multiply(rotation(-sign * quarter * (1 - (u - 0.5) / 0.5), aboutY: aboutY), perspective)
                #expect(isClose(matrix(transform(plan, .toScreen, at: u)), expected), "\(edge) \(direction) at \(u)")
            }
            #expect(opacity(plan, .fromScreen, at: 0.25) == 1 && opacity(plan, .fromScreen, at: 0.75) == 0)
            #expect(opacity(plan, .toScreen, at: 0.25) == 0 && opacity(plan, .toScreen, at: 0.75) == 1)
            // The named edge comes towards the viewer (z > 0) as the old screen turns.
            let half = (Double(container.width) / 2, Double(container.height) / 2)
            let edgePoint: (Double, Double) =
                switch physical {
                case .left: (-half.0, 0)
                case .right: (half.0, 0)
                case .top: (0, -half.1)
                default: (0, half.1)
                }
            #expect(apply(matrix(transform(plan, .fromScreen, at: 0.25)), edgePoint).z > 0, "\(edge)")
        }
    }

    @Test("cube: faces turn about the cube's center, half the container behind the screen, sharing an edge")
    func cube() throws {
        for (edge, direction, physical) in edgesByDirection {
            let plan = try plan(
                Transition.cube(from: edge).duration(1).curve(.linear), .present, layoutDirection: direction)
            let aboutY = physical == .left || physical == .right
            let h = (aboutY ? Double(container.width) : Double(container.height)) / 2
            let sign: Double = physical == .right || physical == .top ? 1 : -1
            func face(_ angle: Double) -> Matrix {
                multiply(multiply(multiply(depth(h), rotation(angle, aboutY: aboutY)), depth(-h)), perspective)
            }
            // Sample moments of the path (multiples of 1/24) are exact.
            for u in [0, 0.25, 0.5, 0.75, 1] {
                let newFace = matrix(transform(plan, .toScreen, at: u))
                let oldFace = matrix(transform(plan, .fromScreen, at: u))
                #expect(isClose(newFace, face(sign * .pi / 2 * (1 - u)), within: 1e-6), "\(edge) \(direction) \(u)")
                #expect(isClose(oldFace, face(-sign * .pi / 2 * u), within: 1e-6), "\(edge) \(direction) \(u)")
                // The old screen's edge towards the new one touches the new screen's opposite edge.
                let toward = outward(physical)
                let oldEdge = apply(oldFace, (toward.x * h, toward.y * h))
                let newEdge = apply(newFace, (-toward.x * h, -toward.y * h))
                #expect(abs(oldEdge.x / oldEdge.w - newEdge.x / newEdge.w) < 1e-6, "\(edge) \(u)")
                #expect(abs(oldEdge.y / oldEdge.w - newEdge.y / newEdge.w) < 1e-6, "\(edge) \(u)")
                #expect(abs(oldEdge.z - newEdge.z) < 1e-6, "\(edge) \(u)")
            }
        }
    }

    @Test("cube and flip dismissed: the presented screen turns back the way it came")
    func dismissed() throws {
        let cube = try plan(Transition.cube(from: .right).duration(1).curve(.linear), .dismiss)
        let h = Double(container.width) / 2
        let face = multiply(
            multiply(multiply(depth(h), rotation(.pi / 2 * 0.25, aboutY: true)), depth(-h)), perspective)
        #expect(isClose(matrix(transform(cube, .fromScreen, at: 0.25)), face, within: 1e-6))
        let flip = try plan(Transition.flip(from: .left).duration(1).curve(.linear), .dismiss)
        // The presented screen turns from 0 to −90° first, then the presenter from 90° back to 0.
        #expect(
            isClose(
                matrix(transform(flip, .fromScreen, at: 0.25)), multiply(rotation(-.pi / 4, aboutY: true), perspective))
        )
        #expect(
            isClose(
                matrix(transform(flip, .toScreen, at: 0.75)), multiply(rotation(.pi / 4, aboutY: true), perspective)))
    }
}
