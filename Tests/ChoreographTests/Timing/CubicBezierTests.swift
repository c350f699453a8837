import Choreograph
import ChoreographTestSupport
import Testing

/// The Bézier written independently in Bernstein form: B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³.
private func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
}

/// y for x by plain bisection on the curve parameter (x(t) is increasing when x1, x2 are in 0…1).
private func referenceY(_ curve: CubicBezier, at x: Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if bernstein(middle, curve.x1, curve.x2) < x { low = middle } else { high = middle }
    }
    return bernstein((low + high) / 2, curve.y1, curve.y2)
}

@Suite("CubicBezier")
struct CubicBezierTests {
    @Test(
        "Presets match an independent bisection reference within 1e-7 at 1,000 points",
        arguments: CubicBezier.presets.map(\.name))
    func presetsMatchReference(name: String) throws {
        let curve = try #require(CubicBezier.named(name))
        var worst = 0.0
        for x in evenlySpaced(1_000, over: 0...1) {
            worst = max(worst, abs(curve.value(at: x) - referenceY(curve, at: x)))
        }
        #expect(worst <= 1e-7)
    }

    @Test("Steep and overshooting custom curves match the reference")
    func customCurvesMatchReference() throws {
        let curves = [
            try CubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55),
            try CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1),
            try CubicBezier(x1: 0, y1: 1, x2: 1, y2: 0),
            try CubicBezier(x1: 0.05, y1: 0.7, x2: 0.1, y2: 1),
        ]
        for curve in curves {
            for x in evenlySpaced(1_000, over: 0...1) {
                #expect(abs(curve.value(at: x) - referenceY(curve, at: x)) <= 1e-7, "\(curve) at \(x)")
            }
        }
    }

    /// The rule: TimingCurvesAndSprings#Curves.
    @Test("Presets carry UIKit's control points")
    func presetControlPoints() {
        let expected: [String: [Double]] = [
            "linear": [0, 0, 1, 1], "easeIn": [0.42, 0, 1, 1], "easeOut": [0, 0, 0.58, 1],
            "easeInOut": [0.42, 0, 0.58, 1], "default": [0.25, 0.1, 0.25, 1],
        ]
        for (name, points) in expected {
            let curve = CubicBezier.named(name)
            #expect(curve.map { [$0.x1, $0.y1, $0.x2, $0.y2] } == points, "\(name)")
        }
        #expect(CubicBezier.named("bouncy") == nil)
    }

    @Test("Ends are pinned, inputs outside 0…1 are clamped and easeInOut is symmetric")
    func endpointsAndSymmetry() {
        let curve = CubicBezier.easeInOut
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -3) == 0)
        #expect(curve.value(at: 7) == 1)
        #expect(curve.value(at: .nan) == 0)
        for x in evenlySpaced(101, over: 0...1) {
            #expect(isClose(curve.value(at: x) + curve.value(at: 1 - x), 1, within: 1e-9))
        }
    }

    @Test("The slope matches a central difference of the reference")
    func slopeMatchesFiniteDifference() {
        let curve = CubicBezier.coreAnimationDefault
        let h = 1e-5
        for x in evenlySpaced(50, over: 0.01...0.99) {
            let numeric = (referenceY(curve, at: x + h) - referenceY(curve, at: x - h)) / (2 * h)
            #expect(isClose(curve.slope(at: x), numeric, within: 1e-4), "at \(x)")
        }
    }

    @Test(
        "Invalid control points are rejected, naming the parameter",
        arguments: [
            (-0.1, 0.0, 1.0, 1.0, "x1"), (0.5, 0.0, 1.2, 1.0, "x2"), (Double.nan, 0.0, 1.0, 1.0, "x1"),
            (0.2, Double.infinity, 1.0, 1.0, "y1"), (0.2, 0.0, 1.0, -Double.infinity, "y2"),
            (0.0, 1e308, 1.0, -1e308, "y1"), (0.0, 0.0, 1.0, -1e308, "y2"), (0.0, -1_000_000.5, 1.0, 1.0, "y1"),
            (0.0, 0.0, 1.0, 1_000_001, "y2"), (0.0, Double.nan, 1.0, 1.0, "y1"),
        ]
    )
    func invalidControlPoints(x1: Double, y1: Double, x2: Double, y2: Double, parameter: String) {
        #expect {
            _ = try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        } throws: { error in
            (error as? TimingError)?.parameter == parameter
        }
    }

    @Test("A y coordinate out of range names itself and the range")
    func yOutOfRangeMessage() {
        #expect {
            _ = try CubicBezier(x1: 0, y1: 1e308, x2: 1, y2: -1e308)
        } throws: { error in
            (error as? TimingError)?.description == "y1 = 1e+308: must be between -1000000.0 and 1000000.0"
        }
    }

    @Test(
        "At the ends of the y range every value is finite and inside the control points' hull",
        arguments: [(1_000_000.0, -1_000_000.0), (-1_000_000.0, 1_000_000.0), (1_000_000.0, 1_000_000.0)])
    func extremeYStaysFinite(y1: Double, y2: Double) throws {
        let curve = try CubicBezier(x1: 0, y1: y1, x2: 1, y2: y2)
        let low = min(0, y1, y2)
        let high = max(1, y1, y2)
        for x in evenlySpaced(1_001, over: 0...1) {
            let value = curve.value(at: x)
            #expect(value.isFinite && value >= low - 1e-6 && value <= high + 1e-6, "at \(x): \(value)")
            // The reference's own rounding grows with the coordinates: 1e-7 of the hull's height.
            #expect(abs(value - referenceY(curve, at: x)) <= 1e-7 * (high - low), "at \(x)")
            #expect(curve.slope(at: x).isFinite, "at \(x)")
        }
    }
}
