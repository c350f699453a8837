import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
    isClose(Double(a.x), Double(b.x), within: tolerance) && isClose(Double(a.y), Double(b.y), within: tolerance)
}

private func close(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-9) -> Bool {
    close(a.origin, b.origin, tolerance) && isClose(Double(a.width), Double(b.width), within: tolerance)
        && isClose(Double(a.height), Double(b.height), within: tolerance)
}

@MainActor
@Suite("View geometry")
struct ViewGeometryTests {
    @Test("Frame, center and bounds agree as in UIKit")
    func frameCenterBounds() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.center == CGPoint(x: 20, y: 20))
        #expect(view.bounds == CGRect(x: 5, y: 5, width: 40, height: 40))
        // A scale of 2 about the center doubles the frame around the same center.
        view.layer.transform = Transform3D(scaleX: 2, y: 2)
        #expect(close(view.frame, CGRect(x: -20, y: -20, width: 80, height: 80)))
        // A quarter turn swaps width and height of the bounding box.
        let wide = View(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        wide.layer.transform = Transform3D(rotationAngle: .pi / 2)
        #expect(close(wide.frame, CGRect(x: 40, y: -40, width: 20, height: 100)))
    }

    @Test("Points convert through bounds origins and transforms, both ways")
    func pointConversion() {
        let window = Window(size: CGSize(width: 400, height: 800))
        let parent = View(frame: CGRect(x: 100, y: 200, width: 200, height: 200))
        parent.bounds.origin = CGPoint(x: 10, y: 20)  // content scrolled by (10, 20)
        let child = View(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        child.layer.transform = Transform3D(scaleX: 2, y: 2)
        window.addSubview(parent)
        parent.addSubview(child)
        // Child's (0,0): 20 left/up of its center (70,70) in parent bounds, scaled by 2 → (30,30) in parent bounds,
        // which is (30−10, 30−20) = (20, 10) from the parent's frame origin → (120, 210) in the window.
        #expect(close(child.convert(CGPoint.zero, to: nil), CGPoint(x: 120, y: 210)))
        #expect(close(child.convert(CGPoint(x: 120, y: 210), from: nil), .zero))
        #expect(close(child.convert(CGPoint(x: 20, y: 20), to: parent), CGPoint(x: 70, y: 70)))
        #expect(close(parent.convert(CGPoint(x: 70, y: 70), to: child), CGPoint(x: 20, y: 20)))
        #expect(close(window.convert(CGPoint(x: 5, y: 6), to: nil), CGPoint(x: 5, y: 6)))
        // A rect converts as the box of its corners.
        #expect(close(child.convert(child.bounds, to: window), CGRect(x: 120, y: 210, width: 80, height: 80)))
    }

    @Test("A rotated view's corner lands where the rotation puts it")
    func rotatedConversion() {
        let window = Window()
        let view = View(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        view.layer.transform = Transform3D(rotationAngle: .pi / 2)
        window.addSubview(view)
        // The top-left corner is (−50, −25) from the center; a quarter turn in screen coordinates (y down) maps
        // (x, y) to (−y, x): (25, −50), so the corner lands at (150 + 25, 125 − 50).
        #expect(close(view.convert(CGPoint.zero, to: nil), CGPoint(x: 175, y: 75)))
        #expect(close(view.convert(CGPoint(x: 175, y: 75), from: nil), .zero))
    }

    @Test("Visible rect and opacity use presentation values through every ancestor")
    func visibleRectAndOpacity() {
        let window = Window()
        let parent = View(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        parent.alpha = 0.5
        parent.layer.transform = Transform3D(translationX: 10, y: 0)
        let child = View(frame: CGRect(x: 20, y: 30, width: 50, height: 60))
        child.alpha = 0.5
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(close(child.visibleRect, CGRect(x: 30, y: 130, width: 50, height: 60)))
        #expect(child.visibleOpacity == 0.25)
    }
}
