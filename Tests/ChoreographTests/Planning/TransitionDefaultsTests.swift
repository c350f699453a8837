import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Transition defaults")
struct TransitionDefaultsTests {
    @Test("Every default is the documented value")
    func defaults() throws {
        #expect(TransitionDefaults.duration(for: .modal) == 0.4)
        #expect(TransitionDefaults.duration(for: .navigation) == 0.35)
        #expect(TransitionDefaults.duration(for: .tab) == 0.3)
        #expect(TransitionDefaults.curve == .bezier(CubicBezier.easeInOut))
        #expect(TransitionDefaults.maximumDuration == 60)
        #expect(TransitionDefaults.pushParallax == 0.3)
        #expect(TransitionDefaults.dimmingOpacity == 0.1)
        #expect(TransitionDefaults.dimmingColor == Color(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(TransitionDefaults.zoomScale == 0.8)
        #expect(TransitionDefaults.pageScale == 0.9)
        #expect(TransitionDefaults.perspectiveEyeDistance == 500)
        #expect(Transform3D.perspective(eyeDistance: TransitionDefaults.perspectiveEyeDistance).m34 == -1.0 / 500)
        #expect(TransitionDefaults.pathSampleCount == 24)
        #expect(TransitionDefaults.reducedMotionDuration == 0.2)
        #expect(TransitionDefaults.reducedMotionCurve == CubicBezier.easeInOut)
        #expect(TransitionDefaults.layoutDirection == .leftToRight)
        #expect(TransitionDefaults.automaticTransition(for: .modal).name == "fade")
        #expect(TransitionDefaults.automaticTransition(for: .navigation).name == "push(from: trailing)")
        #expect(TransitionDefaults.automaticTransition(for: .tab).name == "slide(from: trailing)")
        #expect(PlanningOptions().reducesMotion == false)
        let transition = Transition.fade
        #expect(transition.dismissing == nil)
        #expect(transition.timing == TransitionTiming(duration: nil, curve: nil))
        #expect(transition.presentingTiming == TransitionTiming() && transition.dismissingTiming == TransitionTiming())
        let untimed = try plan(.fade, .present)
        #expect(untimed.duration == 0.4 && untimed.timing == .curve(.easeInOut))
        #expect(Scene.maximumCoordinate == 1_000_000_000)
        let element = Scene.Element(center: .zero, size: .zero)
        #expect(element.identifier == nil && element.transform == .identity && element.opacity == 1)
        #expect(element.cornerRadii == .zero && element.backgroundColor == nil && element.borderWidth == 0)
        #expect(element.borderColor == nil && element.shadow == Scene.Shadow.none && element.zPosition == 0)
        #expect(!element.clipsToBounds && !element.isHidden && element.content == .none && element.parent == nil)
    }
}
