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
        #expect(TransitionDefaults.springMass == 1)
        #expect(TransitionDefaults.springInitialVelocity == 0)
        #expect(TransitionDefaults.springDampingFraction == 0.825)
        #expect(TransitionDefaults.springPerceptualDuration == 0.5)
        #expect(TransitionDefaults.springBounce == 0)
        #expect(TransitionDefaults.matchedFade == .cross)
        #expect(TransitionDefaults.matchedFit == .auto)
        #expect(TransitionDefaults.matching == .morph(fade: .cross, fit: .auto))
        #expect(TransitionDefaults.elementCoordinateSpace == .local)
        #expect(TransitionDefaults.cascadeDelta == 0.02)
        #expect(TransitionDefaults.cascadeDirection == .topToBottom)
        #expect(TransitionDefaults.arcIntensity == 1)
        #expect(TransitionDefaults.smallestScale == 0.001)
        #expect(TransitionDefaults.automaticDurationBase == 0.2)
        #expect(TransitionDefaults.automaticDurationSpeed == 2500)
        #expect(TransitionDefaults.automaticDurationMaximum == 0.5)
        // The parameter defaults that read them.
        #expect(ElementModifier.cascade() == ElementModifier(.cascade(delta: 0.02, direction: .topToBottom)))
        #expect(ElementModifier.arc() == ElementModifier(.arc(intensity: 1)))
        #expect(ElementModifier.perspective() == ElementModifier(.perspective(eyeDistance: 500)))
        #expect(ElementModifier.scale(x: 2) == ElementModifier(.scale(x: 2, y: 1, z: 1)))
        #expect(ElementModifier.translate(y: 4) == ElementModifier(.translate(x: 0, y: 4, z: 0)))
        #expect(ElementModifier.rotate(z: 1) == ElementModifier(.rotate(x: 0, y: 0, z: 1)))
        #expect(ElementModifier.fade == ElementModifier(.opacity(0)))
        #expect(ElementModifier.useGlobalCoordinateSpace == ElementModifier(.coordinateSpace(.global)))
        #expect(
            ElementModifier.spring(stiffness: 100, damping: 10)
                == ElementModifier(.timing(.springConstants(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))))
        #expect(
            Transition.fade.spring(response: 0.3).timing.curve
                == .springResponse(0.3, dampingFraction: 0.825, initialVelocity: 0))
        #expect(Transition.fade.spring().timing.curve == .springDuration(0.5, bounce: 0, initialVelocity: 0))
        #expect(Transition.matchedGeometry().name == "matchedGeometry(fade: cross, fit: auto)")
        #expect(Transition.fade.presentingElementRules.isEmpty && Transition.fade.dismissingElementRules.isEmpty)
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
