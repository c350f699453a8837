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

        @Test("TimelineAnimator: an animator for a push")
        func animator() {
            // example: Sources/ChoreographUIKit/TimelineAnimator.swift
            let animator = TimelineAnimator(.slide(from: .right), operation: .push)
            // end example
            #expect(animator.transitionDuration(using: nil) == 0.35)
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
