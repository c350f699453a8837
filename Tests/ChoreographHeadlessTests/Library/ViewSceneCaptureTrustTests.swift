import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A capture checks each element against a scene's rules as it makes it, and checks the scene again element by
/// element only when one of them may break a rule: on screens of hostile views — numbers that are not finite, too
/// far, negative, out of 0…1, on plain views and on others, in nested and reordered levels — the scene or the error
/// must be the one the validating initializer gives for the same elements, and the walk's verdict must be
/// ``/Choreograph/Scene/Element/keepsRules(index:)`` of every element it made.
@MainActor
@Suite("Scene capture checks its elements as it makes them")
struct ViewSceneCaptureTrustTests {
    /// Numbers a hostile view holds: the edges of every rule and past them.
    private static let hostile: [CGFloat] = [
        .nan, .infinity, -.infinity, 2e9, -2e9, 1e9, -1e9, 1e9.nextUp, -1, -0.0, 0, 0.5, 1, 1.0.nextUp, 3,
    ]

    /// A value from ``hostile`` most of the time, otherwise `plain`.
    private static func value(_ plain: CGFloat, _ random: inout SeededRandom, odds: Int) -> CGFloat {
        Int.random(in: 0..<odds, using: &random) == 0 ? hostile.randomElement(using: &random)! : plain
    }

    /// Changes one field of `view` to a hostile value, or leaves it plain.
    private static func spoil(_ view: View, _ random: inout SeededRandom) {
        switch Int.random(in: 0..<18, using: &random) {
        case 0: view.model.center.x = value(10, &random, odds: 1)
        case 1: view.model.center.y = value(10, &random, odds: 1)
        case 2: view.model.bounds.size.width = value(10, &random, odds: 1)
        case 3: view.model.bounds.size.height = value(10, &random, odds: 1)
        case 4: view.model.alpha = value(1, &random, odds: 1)
        case 5: view.model.cornerRadii = CornerRadii(all: value(4, &random, odds: 1))
        case 6: view.model.cornerRadii.bottomLeft = value(4, &random, odds: 1)
        case 7:
            view.model.backgroundColor = Color(
                red: value(0.2, &random, odds: 2), green: value(0.4, &random, odds: 2), blue: 0.6,
                alpha: value(1, &random, odds: 2))
        case 8: view.model.zPosition = value(0, &random, odds: 1)
        case 9: view.model.borderWidth = value(0, &random, odds: 1)
        case 10: view.model.shadowOpacity = value(0, &random, odds: 1)
        case 11: view.model.transform.m41 = value(0, &random, odds: 1)
        case 12: view.model.transform.m11 = value(1, &random, odds: 1)
        case 13: view.content = .text(TextContent("t"))
        case 14: view.model.bounds.origin.x = value(0, &random, odds: 1)
        default: break
        }
    }

    /// A screen in a window for `seed`: a root and a few levels of views, some of them hostile, some with z
    /// positions (negative ones make the walk take elements back and visit a level again).
    private static func screen(seed: UInt64) -> (window: Window, root: View) {
        HostEnvironment.install(clock: ManualClock())
        var random = SeededRandom(seed: seed)
        let window = Window()
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480), identifier: "root")
        if Int.random(in: 0..<8, using: &random) == 0 { spoil(root, &random) }
        window.addSubview(root)
        var parents = [root]
        for index in 0..<Int.random(in: 1..<24, using: &random) {
            let view = View(
                frame: CGRect(x: CGFloat(index), y: CGFloat(2 * index), width: 20, height: 30),
                identifier: "v\(index)")
            view.backgroundColor = .systemBlue
            if Int.random(in: 0..<4, using: &random) == 0 { view.layer.cornerRadius = 6 }
            if Int.random(in: 0..<6, using: &random) == 0 {
                view.layer.zPosition = [-2, -1, 1, 3].randomElement(using: &random)!
            }
            if Int.random(in: 0..<5, using: &random) == 0 { spoil(view, &random) }
            parents.randomElement(using: &random)!.addSubview(view)
            parents.append(view)
        }
        return (window, root)
    }

    /// The verdict of the validating initializer on `elements`, whose first is the root.
    private static func validated(_ elements: [Scene.Element]) -> Result<Scene, SceneError> {
        do {
            return .success(try Scene(size: elements[0].size, origin: elements[0].frame.origin, elements: elements))
        } catch {
            return .failure(error)
        }
    }

    /// The headless capture's verdict.
    private static func headless(of root: View, in container: View) -> Result<Scene, SceneError> {
        do {
            return .success(try ViewSceneCapture().captureScene(of: root, in: container))
        } catch {
            return .failure(error)
        }
    }

    /// The verdict of the screen capture the library's transitions use.
    private static func screenCapture(of root: View, in container: View) -> Result<Scene, SceneError> {
        do {
            return .success(try CapturedScreen<View>(root: root, container: container).scene)
        } catch {
            return .failure(error)
        }
    }

    /// The core's walk through the protocol's default implementation, element by element, and the public
    /// initializer's verdict on what it found.
    private static func generic<Capture: SceneCapturing>(
        _ capture: Capture, of root: Capture.CapturedView, in container: Capture.CapturedView
    ) -> Result<Scene, SceneError> {
        do {
            return .success(try capture.captureScene(of: root, in: container, maximumElementCount: 1000))
        } catch {
            return .failure(error)
        }
    }

    @Test("On hostile screens the capture gives the validating initializer's scene or error", arguments: 0..<400)
    func hostileScreens(_ seed: Int) {
        let (window, root) = Self.screen(seed: UInt64(seed))
        let walked = ViewSceneCapture.walk(root, in: window, limit: 1000)
        #expect(!walked.limitReached)
        // The walk's verdict is the elements' own.
        let keepRules = walked.elements.indices.allSatisfy { walked.elements[$0].keepsRules(index: $0) }
        #expect(walked.elementsKeepRules == keepRules, "seed \(seed)")
        let expected = Self.validated(walked.elements)
        #expect(Self.headless(of: root, in: window) == expected, "seed \(seed)")
        #expect(Self.screenCapture(of: root, in: window) == expected, "seed \(seed)")
        // And the core's element-by-element walk agrees.
        #expect(Self.generic(ViewSceneCapture(), of: root, in: window) == expected, "seed \(seed)")
    }

    @Test("Hostile screens are not all kept or all refused")
    func hostileScreensVary() {
        let verdicts = (0..<400).map { seed in
            let (window, root) = Self.screen(seed: UInt64(seed))
            return ViewSceneCapture.walk(root, in: window, limit: 1000).elementsKeepRules
        }
        #expect(verdicts.filter { $0 }.count > 40)
        #expect(verdicts.filter { !$0 }.count > 40)
    }

    @Test("A root whose element or place breaks a rule is refused as the initializer refuses it")
    func hostileRoot() {
        let changes: [(change: (View) -> Void, field: String)] = [
            ({ $0.model.center.x = 2e9 }, "center.x"),
            ({ $0.model.bounds.size.width = .nan }, "size.width"),
            // A root alone whose element keeps every rule, in a scene whose origin does not: −1e9 − 1e9 / 2.
            (
                {
                    for child in $0.subviews { child.removeFromSuperview() }
                    $0.model.center.x = -1e9
                    $0.model.bounds.size.width = 1e9
                }, "origin.x"
            ),
        ]
        for (change, field) in changes {
            HostEnvironment.install(clock: ManualClock())
            let window = Window()
            let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480), identifier: "root")
            window.addSubview(root)
            root.addSubview(View(frame: CGRect(x: 1, y: 2, width: 30, height: 40), identifier: "child"))
            change(root)
            let walked = ViewSceneCapture.walk(root, in: window, limit: 1000)
            let captured = Self.headless(of: root, in: window)
            #expect(captured == Self.validated(walked.elements))
            #expect(captured == Self.generic(ViewSceneCapture(), of: root, in: window))
            guard case .failure(let error) = captured else {
                Issue.record("\(field): captured without an error")
                continue
            }
            #expect(error.field == field)
        }
    }
}
