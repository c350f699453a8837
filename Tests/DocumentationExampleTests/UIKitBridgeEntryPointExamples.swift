#if canImport(UIKit)
    import Choreograph
    import ChoreographUIKit
    import Foundation
    import QuartzCore
    import Testing
    import UIKit

    /// The examples of the UIKit bridge's delegates, interaction controllers and conversions, as their documentation
    /// shows them (the one-line calls are in `UIKitBridgeExamples.swift`). Like those, they build only where UIKit
    /// exists: on Linux `scripts/apple-typecheck.py` type-checks them with the bridge against the Apple interfaces;
    /// on an Apple platform this target compiles and runs them.
    @MainActor
    @Suite("Documentation examples: the UIKit bridge's delegates and conversions")
    struct UIKitBridgeEntryPointExampleTests {
        @Test("CardDecorationView: behind a card, handing the touches outside it to the screen underneath")
        func cardDecoration() {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let presentingView = UIView(frame: container.bounds)
            let button = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
            presentingView.addSubview(button)
            container.addSubview(presentingView)
            // example: Sources/ChoreographUIKit/CardDecorationView.swift
            let decoration = CardDecorationView(frame: container.bounds)
            decoration.passthroughViews = [presentingView]
            container.insertSubview(decoration, at: 0)
            // end example
            #expect(container.subviews.first === decoration)
            #expect(decoration.hitTest(CGPoint(x: 30, y: 110), with: nil) === button)
            #expect(decoration.hitTest(CGPoint(x: 300, y: 700), with: nil) === presentingView)
        }

        @Test("ControllerChoreography: a controller's transition set through its settings")
        func controllerChoreography() {
            let detail = UIViewController()
            // example: Sources/ChoreographUIKit/ControllerChoreography.swift
            let settings = detail.choreograph
            settings.transition = .cover(from: .bottom)
            // end example
            #expect(settings.controller === detail)
            #expect(detail.transitioningDelegate is TimelineTransitioningDelegate)
            #expect(detail.modalPresentationStyle == .fullScreen)
        }

        @Test("EdgeSwipeInteraction: a swipe's progress recorded, nothing released yet")
        func edgeSwipe() {
            // example: Sources/ChoreographUIKit/EdgeSwipeInteraction.swift
            let swipe = EdgeSwipeInteraction()
            swipe.begin(duration: 0.35, width: 390)
            swipe.track(progress: 0.25, at: 0.1)
            // end example
            #expect(swipe.lastRelease == nil)
        }

        @Test("GestureDismissInteraction: the pan and the pinch attached alike")
        func gestureDismiss() {
            let photo = UIViewController()
            // example: Sources/ChoreographUIKit/GestureDismissInteraction.swift
            let interactions: [GestureDismissInteraction] = [
                PanDismissInteraction(dismissing: photo, towards: .bottom),
                PinchDismissInteraction(dismissing: photo),
            ]
            for interaction in interactions { interaction.attach(to: photo.view) }
            // end example
            #expect(interactions.allSatisfy { $0.controller === photo && !$0.canBegin })
            #expect((interactions[0] as? PanDismissInteraction)?.recognizer.view === photo.view)
            #expect((interactions[1] as? PinchDismissInteraction)?.recognizer.view === photo.view)
        }

        @Test("TimelineNavigationDelegate: installed once, remembering what a controller was pushed with")
        func navigationDelegate() {
            let navigation = UINavigationController(rootViewController: UIViewController())
            let detail = UIViewController()
            // example: Sources/ChoreographUIKit/TimelineNavigationDelegate.swift
            let delegate = TimelineNavigationDelegate.installed(on: navigation)
            let pushedWith = delegate.transition(for: detail)
            // end example
            #expect(pushedWith == nil)
            #expect(navigation.delegate === delegate)
            #expect(TimelineNavigationDelegate.installed(on: navigation) === delegate)
        }

        @Test("TimelineTransitioningDelegate: set by hand, kept alive by its owner")
        func transitioningDelegate() {
            let list = UIViewController()
            let detail = UIViewController()
            // example: Sources/ChoreographUIKit/TimelineTransitioningDelegate.swift
            let delegate = TimelineTransitioningDelegate(.cover(from: .bottom))
            detail.transitioningDelegate = delegate
            detail.modalPresentationStyle = .fullScreen
            list.present(detail, animated: true)
            // end example
            let animator = delegate.animationController(forPresented: detail, presenting: list, source: list)
            #expect((animator as? TimelineAnimator)?.operation == .present)
            #expect(delegate.animationController(forDismissed: detail) is TimelineAnimator)
        }

        @Test("LayoutDirection from UIKit's")
        func layoutDirection() {
            let view = UIView()
            // example: Sources/ChoreographUIKit/TimelineTransitioningDelegate.swift
            let direction = LayoutDirection(view.effectiveUserInterfaceLayoutDirection)
            // end example
            #expect(direction == .leftToRight)
            #expect(LayoutDirection(.rightToLeft) == .rightToLeft)
        }

        @Test("Color from and to UIColor")
        func colors() {
            let card = UIView()
            // example: Sources/ChoreographUIKit/Color+UIColor.swift
            let tint = Color(UIColor(red: 0.2, green: 0.5, blue: 0.3, alpha: 1))
            // end example
            // example: Sources/ChoreographUIKit/Color+UIColor.swift
            card.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.3).uiColor
            // end example
            #expect(tint == Color(red: 0.2, green: 0.5, blue: 0.3))
            #expect(card.backgroundColor.flatMap { Color($0) } == tint)
        }

        @Test("layerKeyPath: the key path Core Animation animates for a track")
        func layerKeyPath() throws {
            // example: Sources/ChoreographUIKit/KeyframeAnimationDescription+CoreAnimation.swift
            let fade = try Track(target: "card", property: .opacity, from: .scalar(0), to: .scalar(1), duration: 0.3)
            let keyPath = fade.keyframeAnimation?.layerKeyPath
            // end example
            #expect(keyPath == "opacity")
        }

        @Test("timingCurveProvider: the core's timing on a property animator")
        func timingCurveProvider() {
            // example: Sources/ChoreographUIKit/TimingParameters+UIKit.swift
            let timing = TimingParameters.curve(.easeInOut)
            let animator = UIViewPropertyAnimator(duration: 0.35, timingParameters: timing.timingCurveProvider)
            // end example
            #expect(animator.duration == 0.35)
            #expect(timing.timingCurveProvider is UICubicTimingParameters)
        }

        @Test("Transform3D to and from CATransform3D, entry for entry")
        func transforms() {
            let card = UIView()
            // example: Sources/ChoreographUIKit/Transform3D+CATransform3D.swift
            card.layer.transform = CATransform3D(Transform3D(scaleX: 0.5, y: 0.5))
            // end example
            // example: Sources/ChoreographUIKit/Transform3D+CATransform3D.swift
            let shown = Transform3D(card.layer.transform)
            // end example
            #expect(shown == Transform3D(scaleX: 0.5, y: 0.5))
            #expect(card.layer.transform.m11 == 0.5 && card.layer.transform.m33 == 1)
        }

        @Test("popViewController(transition:) and setViewControllers(_:transition:) install the library delegate")
        func navigationChanges() {
            let list = UIViewController()
            let detail = UIViewController()
            let navigation = UINavigationController(rootViewController: list)
            navigation.pushViewController(detail, animated: false)
            // example: Sources/ChoreographUIKit/UINavigationController+LibraryTransitions.swift
            navigation.popViewController(transition: .push(from: .trailing))
            // end example
            #expect(navigation.delegate is TimelineNavigationDelegate)
            // example: Sources/ChoreographUIKit/UINavigationController+LibraryTransitions.swift
            navigation.setViewControllers([list, detail], transition: .fade)
            // end example
            #expect(navigation.viewControllers.last === detail)
        }

        @Test("sceneIdentifier falls back to the accessibility identifier")
        func sceneIdentifier() {
            // example: Sources/ChoreographUIKit/UIView+Choreograph.swift
            let cell = UIView()
            cell.accessibilityIdentifier = "herb-2"
            let identifier = cell.sceneIdentifier
            // end example
            #expect(identifier == "herb-2")
            cell.choreographID = "basil"
            #expect(cell.sceneIdentifier == "basil")
        }
    }
#endif
