import Choreograph
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A view whose values break a scene's rules makes the headless capture throw, and the scene and the error must be
/// those of `Scene(size:origin:elements:)` given the same elements, worked out here by the core's generic walk: a
/// plain view's element, made by the capture's own path, must be checked as any other.
@MainActor
@Suite("Scene capture of views that break a rule")
struct ViewSceneCaptureRulesTests {
    /// A value written into a view's model that breaks a rule, and the field the error names.
    private static let broken: [(name: String, field: String, rule: SceneError.Rule, change: (View) -> Void)] = [
        ("NaN center", "center.x", .finite, { $0.model.center.x = .nan }),
        ("far center", "center.y", .withinMaximumCoordinate, { $0.model.center.y = 2e9 }),
        ("negative width", "size.width", .nonNegative, { $0.model.bounds.size.width = -1 }),
        ("infinite height", "size.height", .finite, { $0.model.bounds.size.height = .infinity }),
        ("infinite alpha", "opacity", .finite, { $0.model.alpha = .infinity }),
        ("negative even corners", "cornerRadii.topLeft", .nonNegative, { $0.model.cornerRadii = CornerRadii(all: -2) }),
        (
            "NaN colour", "backgroundColor.green", .finite,
            { $0.model.backgroundColor = Color(red: 0.1, green: .nan, blue: 0.3) }
        ),
        // Above its sibling, so that drawing order keeps it fourth.
        ("far z position", "zPosition", .withinMaximumCoordinate, { $0.model.zPosition = 3e9 }),
        ("negative uneven corner", "cornerRadii.bottomLeft", .nonNegative, { $0.model.cornerRadii.bottomLeft = -1 }),
        ("NaN border", "borderWidth", .finite, { $0.model.borderWidth = .nan }),
        ("infinite shadow radius", "shadow.radius", .finite, { $0.model.shadowRadius = .infinity }),
    ]

    /// A screen of plain views in a window, one of them ("bad", the fourth element) nested in a plain parent and
    /// changed by `change`.
    private func screen(_ change: (View) -> Void = { _ in }) -> (window: Window, root: View) {
        HostEnvironment.install(clock: ManualClock())
        let window = Window()
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480), identifier: "root")
        window.addSubview(root)
        let parent = View(frame: CGRect(x: 10, y: 20, width: 200, height: 200), identifier: "parent")
        root.addSubview(parent)
        parent.addSubview(View(frame: CGRect(x: 1, y: 2, width: 30, height: 40), identifier: "first"))
        let bad = View(frame: CGRect(x: 5, y: 6, width: 50, height: 60), identifier: "bad")
        bad.backgroundColor = .systemBlue
        bad.layer.cornerRadius = 4
        parent.addSubview(bad)
        root.addSubview(View(frame: CGRect(x: 100, y: 300, width: 20, height: 20), identifier: "last"))
        change(bad)
        return (window, root)
    }

    /// The core's walk through the protocol's default implementation, element by element, and the public
    /// initializer's verdict on what it found.
    private func generic<Capture: SceneCapturing>(
        _ capture: Capture, of root: Capture.CapturedView, in container: Capture.CapturedView
    ) -> Result<Scene, SceneError> {
        do {
            return .success(try capture.captureScene(of: root, in: container, maximumElementCount: 100))
        } catch {
            return .failure(error)
        }
    }

    /// The headless capture's verdict.
    private func headless(of root: View, in container: View) -> Result<Scene, SceneError> {
        do {
            return .success(try ViewSceneCapture().captureScene(of: root, in: container))
        } catch {
            return .failure(error)
        }
    }

    @Test("Views that keep every rule give the scene the public initializer makes of the same elements")
    func keptRules() throws {
        let (window, root) = screen()
        let scene = try headless(of: root, in: window).get()
        #expect(scene.elements.map(\.identifier) == ["root", "parent", "first", "bad", "last"])
        #expect(scene == (try Scene(size: scene.size, origin: scene.origin, elements: scene.elements)))
        #expect(scene == (try generic(ViewSceneCapture(), of: root, in: window).get()))
    }

    @Test(
        "A view that breaks a rule makes the capture throw the public initializer's error",
        arguments: 0..<11)
    func brokenRule(_ index: Int) {
        #expect(Self.broken.count == 11)
        let (name, field, rule, change) = Self.broken[index]
        let (window, root) = screen(change)
        let found = headless(of: root, in: window)
        guard case .failure(let error) = found else {
            Issue.record("\(name): captured without an error")
            return
        }
        // The element and the rule, as the scene's rules name them.
        #expect(error.elementIndex == 3, "\(name)")
        #expect(error.identifier == "bad", "\(name)")
        #expect(error.field == field, "\(name)")
        #expect(error.rule == rule, "\(name)")
        // The same error, value printed alike, as the general path's.
        #expect(found == generic(ViewSceneCapture(), of: root, in: window), "\(name)")
        // The same through the screen capture the library's transitions use.
        #expect(throws: error) { try CapturedScreen<View>(root: root, container: window) }
    }
}
