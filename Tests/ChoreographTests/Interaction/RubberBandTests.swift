import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Rubber band")
struct RubberBandTests {
    /// The formula of InteractionPhysics#Resisting-beyond-a-limit, written out for the test: (1 − 1/(x·c/d + 1))·d.
    private func reference(_ overshoot: Double, coefficient: Double = 0.55, dimension: Double) -> Double {
        (1 - 1 / (overshoot * coefficient / dimension + 1)) * dimension
    }

    @Test("The offset follows (1 − 1/(x·c/d + 1))·d and mirrors for negative pulls")
    func offsets() throws {
        let band = RubberBand.standard
        #expect(band.coefficient == 0.55)
        for dimension in [100.0, 390, 844] {
            for overshoot in [0.0, 1, 25, 100, 400, 10_000] {
                let expected = reference(overshoot, dimension: dimension)
                #expect(isClose(band.offset(forOvershoot: overshoot, dimension: dimension), expected, within: 1e-9))
                #expect(isClose(band.offset(forOvershoot: -overshoot, dimension: dimension), -expected, within: 1e-9))
            }
        }
        let stiff = try RubberBand(coefficient: 0.2)
        #expect(
            isClose(
                stiff.offset(forOvershoot: 80, dimension: 390), reference(80, coefficient: 0.2, dimension: 390),
                within: 1e-9))
    }

    @Test("The band starts with slope c, grows, and never reaches the dimension")
    func shape() {
        let band = RubberBand.standard
        let small = 1e-4
        #expect(isClose(band.offset(forOvershoot: small, dimension: 390) / small, 0.55, within: 1e-6))
        var previous = 0.0
        for overshoot in stride(from: 10.0, through: 5000, by: 10) {
            let offset = band.offset(forOvershoot: overshoot, dimension: 390)
            #expect(offset > previous)
            #expect(offset < 390)
            previous = offset
        }
    }

    @Test("Clamping leaves values inside the range alone and is continuous and symmetric at both limits")
    func clamping() {
        let band = RubberBand.standard
        let range = -50.0...200.0
        #expect(band.clamp(120, to: range, dimension: 300) == 120)
        #expect(band.clamp(200, to: range, dimension: 300) == 200)
        #expect(band.clamp(-50, to: range, dimension: 300) == -50)
        #expect(isClose(band.clamp(200.001, to: range, dimension: 300), 200, within: 1e-3))
        #expect(isClose(band.clamp(-50.001, to: range, dimension: 300), -50, within: 1e-3))
        #expect(isClose(band.clamp(260, to: range, dimension: 300), 200 + reference(60, dimension: 300), within: 1e-9))
        #expect(isClose(band.clamp(-110, to: range, dimension: 300), -50 - reference(60, dimension: 300), within: 1e-9))
        let point = band.clamp(
            CGPoint(x: 450, y: -30),
            to: CGRect(x: 0, y: 0, width: 390, height: 844),
            dimensions: CGSize(width: 390, height: 844)
        )
        #expect(isClose(Double(point.x), 390 + reference(60, dimension: 390), within: 1e-9))
        #expect(isClose(Double(point.y), -reference(30, dimension: 844), within: 1e-9))
    }

    @Test("Bad inputs fall back to the documented limits; bad coefficients are refused by name")
    func badInput() {
        let band = RubberBand.standard
        #expect(band.offset(forOvershoot: .nan, dimension: 300) == 0)
        #expect(band.offset(forOvershoot: .infinity, dimension: 300) == 300)
        #expect(band.offset(forOvershoot: -.infinity, dimension: 300) == -300)
        #expect(band.offset(forOvershoot: 40, dimension: 0) == 0)
        #expect(band.offset(forOvershoot: 40, dimension: -10) == 0)
        #expect(band.offset(forOvershoot: 40, dimension: .nan) == 0)
        #expect(isClose(band.offset(forOvershoot: 40, dimension: .infinity), 40 * 0.55, within: 1e-12))
        #expect(band.clamp(.nan, to: 10...20, dimension: 100) == 10)
        let point = CGPoint(x: 5, y: 6)
        #expect(band.clamp(point, to: .null, dimensions: CGSize(width: 10, height: 10)) == point)
        let nanRect = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(band.clamp(point, to: nanRect, dimensions: CGSize(width: 10, height: 10)) == point)
        for coefficient in [0.0, -1, .nan, .infinity] {
            do {
                _ = try RubberBand(coefficient: coefficient)
                Issue.record("coefficient \(coefficient) was accepted")
            } catch {
                #expect(error.parameter == "coefficient")
            }
        }
    }
}
