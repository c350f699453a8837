import ChoreographDemos
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Hash law of zoom geometry")
struct ZoomGeometryHashLawTests {
    /// Zoom geometry exists only between rects with area, so sizes are made positive; origins keep their zeros.
    @Test("Equal zoom geometries hash the same")
    func zoomGeometry() async {
        await HashLaw.check(components: 8) { numbers in
            let geometry = ZoomGeometry(
                from: CGRect(x: numbers[0], y: numbers[1], width: 1 + abs(numbers[2]), height: 2 + abs(numbers[3])),
                onto: CGRect(x: numbers[4], y: numbers[5], width: 3 + abs(numbers[6]), height: 4 + abs(numbers[7])))
            #expect(geometry != nil || numbers.contains { !$0.isFinite || abs($0) > 1e300 })
            return geometry
        }
    }
}
