#if canImport(UIKit)
    import Choreograph
    import ChoreographUIKit
    import Foundation
    import SwiftUI
    import Testing
    import UIKit

    /// The UIKit bridge's examples, as its documentation shows them. They build only where UIKit exists: on Linux
    /// `scripts/apple-typecheck.py` type-checks them with the bridge against the Apple interfaces; on an Apple
    /// platform this target compiles and runs them.
    @MainActor
    @Suite("Documentation examples: the UIKit bridge")
    struct UIKitBridgeExampleTests {
        @Test("choreographID names a view for the planner")
        func choreographID() {
            // example: Sources/ChoreographUIKit/UIView+Choreograph.swift
            let photo = UIImageView(image: UIImage(named: "basil"))
            photo.choreographID = "herb-2"
            // end example
            #expect(photo.sceneIdentifier == "herb-2")
        }

        @Test("present(_:transition:) keeps its transitioning delegate alive")
        func present() {
            let list = UIViewController()
            let detail = UIViewController()
            // example: Sources/ChoreographUIKit/UIViewController+LibraryTransitions.swift
            list.present(detail, transition: .zoom(from: "herb-2"))
            // end example
            #expect(detail.transitioningDelegate is TimelineTransitioningDelegate)
            #expect(detail.modalPresentationStyle == .fullScreen)
        }

        @Test("present(_:transition:) of a SwiftUI view presents it in a hosting controller")
        func presentView() {
            let list = UIViewController()
            // example: Sources/ChoreographUIKit/UIViewController+SwiftUI.swift
            let host = list.present(Text("Basil"), transition: .cover(from: .bottom))
            host.view.choreographID = "detail"
            // end example
            #expect(host.transitioningDelegate is TimelineTransitioningDelegate)
            #expect(host.modalPresentationStyle == .fullScreen)
        }

        @Test("choreograph.transition gives a segue's destination the library transition")
        func segue() {
            let detail = UIViewController()
            // example: Sources/ChoreographUIKit/ControllerChoreography.swift
            detail.choreograph.transition = .zoom(from: "herb-2")
            // end example
            #expect(detail.choreograph.transition != nil)
            #expect(detail.transitioningDelegate is TimelineTransitioningDelegate)
            #expect(detail.modalPresentationStyle == .fullScreen)
            detail.choreograph.transition = nil
            #expect(detail.transitioningDelegate == nil)
        }

        @Test("pushViewController(_:transition:) installs the library navigation delegate")
        func push() {
            let navigation = UINavigationController(rootViewController: UIViewController())
            let detail = UIViewController()
            // example: Sources/ChoreographUIKit/UINavigationController+LibraryTransitions.swift
            navigation.pushViewController(detail, transition: .push(from: .trailing))
            // end example
            #expect(navigation.delegate is TimelineNavigationDelegate)
        }

        @Test("setSelectedIndex(_:transition:) installs the library tab bar delegate")
        func tabSwitch() {
            let tabs = UITabBarController()
            tabs.viewControllers = [UIViewController(), UIViewController(), UIViewController()]
            // example: Sources/ChoreographUIKit/TimelineTabBarDelegate.swift
            tabs.setSelectedIndex(2, transition: .slide(from: .right))
            // end example
            #expect(tabs.delegate is TimelineTabBarDelegate)
            #expect(tabs.selectedIndex == 2)
        }

        @Test("TimelineTabBarDelegate: every switch with one transition")
        func tabBarDelegate() {
            let tabs = UITabBarController()
            // example: Sources/ChoreographUIKit/TimelineTabBarDelegate.swift
            TimelineTabBarDelegate.installed(on: tabs).transition = .slide(from: .right)
            // end example
            #expect((tabs.delegate as? TimelineTabBarDelegate)?.transition != nil)
        }

        @Test("UIViewSceneCapture: a screen captured in its container")
        func capture() throws {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let screen = UIView(frame: container.bounds)
            let cell = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 100))
            cell.choreographID = "herb-2"
            screen.addSubview(cell)
            container.addSubview(screen)
            // example: Sources/ChoreographUIKit/UIViewSceneCapture.swift
            let scene = try UIViewSceneCapture().captureScene(of: screen, in: container)
            // end example
            #expect(scene.element(withIdentifier: "herb-2")?.center == CGPoint(x: 70, y: 350))
        }

        @Test("coreAnimation(startingAt:): a fade played by the render server")
        func keyframeAnimation() throws {
            // example: Sources/ChoreographUIKit/KeyframeAnimationDescription+CoreAnimation.swift
            let card = UIView()
            let fade = try Track(target: "card", property: .opacity, from: .scalar(0), to: .scalar(1), duration: 0.3)
            if let animation = fade.keyframeAnimation?.coreAnimation(startingAt: CACurrentMediaTime()) {
                card.layer.add(animation, forKey: "choreograph.opacity")
            }
            // end example
            let animation = try #require(card.layer.animation(forKey: "choreograph.opacity") as? CAKeyframeAnimation)
            #expect(animation.keyPath == "opacity")
            #expect(animation.keyTimes == [0, 1])
            #expect(animation.duration == 0.3)
        }

        @Test("TimelineAnimator: an animator for a push")
        func animator() {
            // example: Sources/ChoreographUIKit/TimelineAnimator.swift
            let animator = TimelineAnimator(.slide(from: .right), operation: .push)
            // end example
            #expect(animator.transitionDuration(using: nil) == 0.35)
        }

        @Test("PanDismissInteraction: a pan that dismisses a card, vended by the delegate only while it starts")
        func panDismiss() {
            let card = UIViewController()
            // example: Sources/ChoreographUIKit/PanDismissInteraction.swift
            let pan = PanDismissInteraction(dismissing: card, towards: .bottom)
            pan.attach(to: card.view)
            let delegate = TimelineTransitioningDelegate(.cover(from: .bottom))
            delegate.dismissalInteraction = pan
            // end example
            #expect(pan.recognizer.view === card.view)
            #expect(pan.recognizer.name == "pan-to-dismiss")
            // Not presented: the pan may not begin, and the delegate vends no interaction to a dismissal by code.
            #expect(!pan.canBegin)
            // No dismissal of its own is completing, so there is nothing to grab.
            #expect(!pan.isCompleting)
            let animator = TimelineAnimator(.cover(from: .bottom), operation: .dismiss)
            #expect(delegate.interactionControllerForDismissal(using: animator) == nil)
            #expect(pan.edge == .bottom)
            pan.detach()
            #expect(pan.recognizer.view == nil)
        }

        @Test("PinchDismissInteraction: a pinch that dismisses a photo")
        func pinchDismiss() {
            let photo = UIViewController()
            // example: Sources/ChoreographUIKit/PinchDismissInteraction.swift
            let pinch = PinchDismissInteraction(dismissing: photo)
            pinch.attach(to: photo.view)
            let delegate = TimelineTransitioningDelegate(.zoom(from: "herb-2"))
            delegate.dismissalInteraction = pinch
            // end example
            #expect(pinch.recognizer.view === photo.view)
            #expect(pinch.recognizer.name == "pinch-to-dismiss")
            #expect(pinch.closedScale == 0.5)
            #expect(!pinch.canBegin)
        }

        @Test("CardPresentationController: a dimmed card vended by the delegate")
        func cardDelegate() {
            let list = UIViewController()
            let bikes = UIViewController()
            // example: Sources/ChoreographUIKit/CardPresentationController.swift
            let delegate = TimelineTransitioningDelegate(.cover(from: .bottom))
            delegate.card = CardPresentationController.Configuration(height: 280, dimming: 0.2)
            // end example
            let vended = delegate.presentationController(forPresented: bikes, presenting: list, source: list)
            let card = vended as? CardPresentationController
            #expect(card?.configuration.height == 280)
            #expect(card?.configuration.effectiveDimming == 0.2)
            #expect(card?.configuration.edge == .bottom)
            // Fallbacks: a height of 0 reads as 320; a dimming of 3 is clamped to 1.
            #expect(CardPresentationController.Configuration(height: 0, dimming: 3).effectiveHeight == 320)
            #expect(CardPresentationController.Configuration(height: 0, dimming: 3).effectiveDimming == 1)
        }

        @Test("presentCard(_:transition:configuration:) presents through the card presentation controller")
        func presentCard() {
            let list = UIViewController()
            let bikes = UIViewController()
            // example: Sources/ChoreographUIKit/UIViewController+Card.swift
            list.presentCard(bikes, transition: .cover(from: .bottom), configuration: .init(height: 280))
            // end example
            #expect(bikes.modalPresentationStyle == .custom)
            #expect((bikes.transitioningDelegate as? TimelineTransitioningDelegate)?.card?.height == 280)
        }

        @Test("CardDecorationView hands the touches outside the card to the presenting screen")
        func cardDecoration() {
            let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let button = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
            screen.addSubview(button)
            let decoration = CardDecorationView(frame: screen.bounds)
            decoration.passthroughViews = [screen]
            #expect(decoration.hitTest(CGPoint(x: 30, y: 110), with: nil) === button)
            #expect(decoration.hitTest(CGPoint(x: 300, y: 700), with: nil) === screen)
            decoration.passthroughViews = []
            #expect(decoration.hitTest(CGPoint(x: 30, y: 110), with: nil) == nil)
        }

        @Test("UISheetPresentationController.Detent.library: the core's detents on UIKit's sheet")
        func sheetDetents() {
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .pageSheet
            // example: Sources/ChoreographUIKit/UISheetPresentationController+SheetDetent.swift
            let peek = SheetDetent.custom(identifier: .init("peek")) { maximum in maximum * 0.25 }
            sheet.sheetPresentationController?.detents = [.library(peek), .library(.large)]
            // end example
            let identifiers = sheet.sheetPresentationController?.detents.map(\.identifier)
            #expect(identifiers == [UISheetPresentationController.Detent.Identifier("peek"), .large])
        }

        @Test("DisplayLinkDriver: started and stopped")
        func driver() {
            var frames = 0
            // example: Sources/ChoreographUIKit/DisplayLinkDriver.swift
            let driver = DisplayLinkDriver { frames += 1 }
            driver.start()
            // end example
            #expect(driver.isRunning)
            driver.stop()
            #expect(!driver.isRunning)
        }
    }
#endif
