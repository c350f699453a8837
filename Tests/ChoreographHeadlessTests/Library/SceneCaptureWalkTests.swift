import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The headless capture's own walk against the core's generic walk over the same two requirements.
@MainActor
@Suite("Scene capture walk")
struct SceneCaptureWalkTests {
    /// The core's walk: ``SceneCapturing/captureScene(of:in:maximumElementCount:)`` called through the protocol, so
    /// the default implementation runs with `subviews(of:)` and `element(for:in:)`.
    private func generic<Capture: SceneCapturing>(
        _ capture: Capture, of root: Capture.CapturedView, in container: Capture.CapturedView, limit: Int = 100_000
    ) throws(SceneError) -> Scene {
        try capture.captureScene(of: root, in: container, maximumElementCount: limit)
    }

    /// A nested hierarchy in a moved, turned container: views with z positions (so drawing order differs from
    /// subview order), a hidden branch, transforms, corners, colours and content.
    private func hierarchy() -> (window: Window, container: View, root: View) {
        HostEnvironment.install(clock: ManualClock())
        let window = Window()
        let container = View(frame: CGRect(x: 12, y: 30, width: 300, height: 500))
        container.transform = CGAffineTransform(rotationAngle: 0.2)
        window.addSubview(container)
        let root = View(frame: CGRect(x: 5, y: 8, width: 280, height: 460), identifier: "root")
        container.addSubview(root)
        for index in 0..<6 {
            let branch = View(frame: CGRect(x: CGFloat(index) * 20, y: 10, width: 60, height: 90))
            branch.identifier = index % 2 == 0 ? "branch-\(index)" : nil
            branch.layer.zPosition = CGFloat((index * 7) % 3) - 1
            branch.layer.cornerRadius = CGFloat(index)
            branch.backgroundColor = Color(red: 0.1 * Double(index), green: 0.5, blue: 0.2)
            branch.isHidden = index == 3
            if index == 4 { branch.transform = CGAffineTransform(scaleX: 1.5, y: 0.5) }
            root.addSubview(branch)
            for leaf in 0..<3 {
                let view = View(frame: CGRect(x: CGFloat(leaf) * 9, y: CGFloat(leaf) * 11, width: 8, height: 10))
                view.identifier = "leaf-\(index)-\(leaf)"
                view.layer.zPosition = CGFloat(2 - leaf)
                view.alpha = 0.5
                branch.addSubview(view)
            }
        }
        return (window, container, root)
    }

    @Test("The headless walk gives the scene the core's walk gives, element for element")
    func sameSceneAsTheGenericWalk() throws {
        let (window, container, root) = hierarchy()
        defer { withExtendedLifetime(window) {} }
        let capture = ViewSceneCapture()
        let fast = try capture.captureScene(of: root, in: container)
        let reference = try generic(capture, of: root, in: container)
        #expect(fast.elements.count == 1 + 6 + 18)
        #expect(fast == reference)
    }

    @Test(
        "A window captured as the root is the root's space itself, transformed or not, as in the core's walk",
        arguments: [false, true])
    func windowAsRoot(transformed: Bool) throws {
        HostEnvironment.install(clock: ManualClock())
        let window = Window()
        if transformed { window.transform = CGAffineTransform(scaleX: 2, y: 2) }
        let panel = View(frame: CGRect(x: 0.1, y: 0.1, width: 10, height: 10))
        panel.transform = CGAffineTransform(rotationAngle: 0.3)
        window.addSubview(panel)
        let leaf = View(frame: CGRect(x: 1.5, y: 2.5, width: 4, height: 3))
        panel.addSubview(leaf)
        let capture = ViewSceneCapture()
        let fast = try capture.captureScene(of: window, in: window)
        #expect(fast == (try generic(capture, of: window, in: window)))
        // The window's conversions stop at the window: the panel's centre is its frame's, whatever the window's
        // transform (worked by hand: 0.1 + 10 / 2 on each axis, before the panel's own rotation moves its frame).
        let unrotated = CGRect(x: 0.1, y: 0.1, width: 10, height: 10)
        #expect(fast.elements[1].center == CGPoint(x: unrotated.midX, y: unrotated.midY))
    }

    @Test("A z position found late sorts its level: the walk goes on where what it visited stays first, else goes back")
    func zPositionFoundLate() throws {
        HostEnvironment.install(clock: ManualClock())
        let window = Window()
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300), identifier: "root")
        window.addSubview(root)
        func add(_ identifier: String, to parent: View, z: CGFloat, x: CGFloat) -> View {
            let view = View(frame: CGRect(x: x, y: 10, width: 40, height: 40), identifier: identifier)
            view.layer.zPosition = z
            parent.addSubview(view)
            return view
        }
        let a = add("a", to: root, z: 0, x: 10)
        let a1 = add("a1", to: a, z: 0, x: 3)
        a1.transform = CGAffineTransform(rotationAngle: 0.4)
        _ = add("a1x", to: a1, z: 0, x: 5)
        _ = add("a2", to: a, z: 1, x: 7)
        _ = add("a3", to: a, z: 0, x: 9)
        _ = add("b", to: root, z: 0, x: 60)
        _ = add("c", to: root, z: -1, x: 110)
        let scene = try ViewSceneCapture().captureScene(of: root, in: window)
        // By hand: the root's subviews draw c (z −1) before a and b (z 0); a's draw a1 and a3 (z 0) before a2 (z 1);
        // each element's subtree follows it.
        #expect(scene.elements.map(\.identifier) == ["root", "c", "a", "a1", "a1x", "a3", "a2", "b"])
        #expect(scene.elements.map(\.parent) == [nil, 0, 0, 2, 3, 2, 2, 0])
        #expect(scene == (try generic(ViewSceneCapture(), of: root, in: window)))
        let walked = ViewSceneCapture.walk(root, in: window, limit: 100)
        #expect(walked.views.map(\.identifier) == scene.elements.map(\.identifier))
        #expect(walked.elements == scene.elements)
    }

    @Test("The walk's views line up with the scene's elements")
    func viewsLineUpWithElements() throws {
        let (window, container, root) = hierarchy()
        defer { withExtendedLifetime(window) {} }
        let walked = ViewSceneCapture.walk(root, in: container, limit: 100)
        let reference = try generic(ViewSceneCapture(), of: root, in: container)
        #expect(walked.views.count == reference.elements.count)
        for (index, view) in walked.views.enumerated() {
            #expect(ViewSceneCapture().element(for: view, in: container) == reference.elements[index].unparented)
        }
    }

    @Test("Past its limit the walk throws the core's error")
    func limitError() {
        let (window, container, root) = hierarchy()
        defer { withExtendedLifetime(window) {} }
        let fast = #expect(throws: SceneError.self) {
            try ViewSceneCapture().captureScene(of: root, in: container, maximumElementCount: 10)
        }
        let reference = #expect(throws: SceneError.self) {
            try generic(ViewSceneCapture(), of: root, in: container, limit: 10)
        }
        #expect(fast != nil && fast == reference)
    }

    @Test("A view's capture space converts points as the view's own conversion does, through turns and scales")
    func captureSpaceMatchesConversion() {
        let (window, container, root) = hierarchy()
        defer { withExtendedLifetime(window) {} }
        var views = [root]
        var index = 0
        while index < views.count {
            views += views[index].subviews
            index += 1
        }
        let points = [CGPoint.zero, CGPoint(x: 3.5, y: -7.25), CGPoint(x: 120, y: 44)]
        // Each view's space, the window's (nil) and the container's own, against `convert(_:to:)`/`convert(_:from:)`.
        for view in views + [container] {
            let space = CaptureSpace(of: view, in: container)
            #expect(space.linearPart == ViewSceneCapture.linearPart(from: view, to: container))
            for point in points {
                #expect(space.convert(point) == view.convert(point, to: container), "\(view.identifier ?? "?")")
            }
        }
        let windowSpace = CaptureSpace(of: nil, in: container)
        for point in points {
            #expect(windowSpace.convert(point) == container.convert(point, from: nil))
        }
    }

    @Test("Singular transforms and a transform with -0 entries convert bit for bit as the views' own conversions")
    func singularAndNegativeZeroTransforms() throws {
        HostEnvironment.install(clock: ManualClock())
        let window = Window()
        defer { withExtendedLifetime(window) {} }
        let container = View(frame: CGRect(x: 10, y: 20, width: 300, height: 500))
        window.addSubview(container)
        let root = View(frame: CGRect(x: 5, y: 8, width: 280, height: 460), identifier: "root")
        container.addSubview(root)
        // A branch squashed flat (no inverse), one with -0 entries, each with a leaf; the container itself squashed
        // in a second pass.
        let flat = View(frame: CGRect(x: 20, y: 30, width: 60, height: 90), identifier: "flat")
        flat.transform = CGAffineTransform(scaleX: 0, y: 1)
        let signed = View(frame: CGRect(x: 100, y: 30, width: 60, height: 90), identifier: "signed")
        signed.transform = CGAffineTransform(a: -0.0, b: 1, c: -1, d: -0.0, tx: -0.0, ty: 0)
        for branch in [flat, signed] {
            root.addSubview(branch)
            branch.addSubview(View(frame: CGRect(x: 3, y: 4, width: 8, height: 10), identifier: "leaf"))
        }
        let points = [CGPoint.zero, CGPoint(x: -0.0, y: 3.5), CGPoint(x: 120, y: -44)]
        func bits(_ point: CGPoint) -> [UInt64] { [Double(point.x).bitPattern, Double(point.y).bitPattern] }
        for containerTransform in [CGAffineTransform.identity, CGAffineTransform(scaleX: 1, y: 0)] {
            container.transform = containerTransform
            let capture = ViewSceneCapture()
            #expect(
                try capture.captureScene(of: root, in: container) == (try generic(capture, of: root, in: container)))
            for view in [root, flat, signed, flat.subviews[0], signed.subviews[0], container] {
                let space = CaptureSpace(of: view, in: container)
                for point in points {
                    #expect(bits(space.convert(point)) == bits(view.convert(point, to: container)))
                }
            }
        }
    }

    @Test("A space of one untransformed step converts bit for bit as the view's own conversion, in the step's order")
    func soleStepSpace() {
        HostEnvironment.install(clock: ManualClock())
        let window = Window()
        // A bounds' middle of 0.1 and a center of 0.001: climbing 0.1 subtracts the one, then adds the other —
        // (0.1 − 0.1) + 0.001 is 0.001 exactly, where 0.1 + (0.001 − 0.1) would be 0.0010000000000000009.
        let root = View(frame: .zero)
        root.bounds = CGRect(x: 0.05, y: 0.05, width: 0.1, height: 0.1)
        root.center = CGPoint(x: 0.001, y: -0.0)
        window.addSubview(root)
        let leaf = View(frame: CGRect(x: 3, y: 4, width: 8, height: 10))
        root.addSubview(leaf)
        let turned = View(frame: CGRect(x: 20.5, y: 30.25, width: 60, height: 90))
        turned.transform = CGAffineTransform(rotationAngle: 0.3)
        window.addSubview(turned)
        let points = [CGPoint(x: 0.1, y: 0.1), CGPoint(x: -0.0, y: 0), CGPoint(x: 1e15 + 0.5, y: -3.3)]
        func bits(_ point: CGPoint) -> [UInt64] { [Double(point.x).bitPattern, Double(point.y).bitPattern] }
        #expect(bits(CaptureSpace(of: root, in: window).convert(points[0])) == bits(CGPoint(x: 0.001, y: 0)))
        // One untransformed step (the root), two steps (the leaf) and one turned step, in the window and made from
        // the window's space.
        for view in [root, leaf, turned] {
            for space in [
                CaptureSpace(of: view, in: window),
                CaptureSpace(of: view, under: CaptureSpace(of: view.superview, in: window)),
            ] {
                for point in points {
                    #expect(bits(space.convert(point)) == bits(view.convert(point, to: window)))
                }
            }
        }
    }

    @Test("A space made from its superview's converts and measures as one made by climbing the hierarchy")
    func spaceUnderSuperviewSpace() {
        let (window, container, root) = hierarchy()
        defer { withExtendedLifetime(window) {} }
        let points = [CGPoint.zero, CGPoint(x: 3.5, y: -7.25), CGPoint(x: 120, y: 44)]
        var pending = [root]
        while let view = pending.popLast() {
            pending += view.subviews
            guard let superview = view.superview else { continue }
            let climbed = CaptureSpace(of: view, in: container)
            let made = CaptureSpace(of: view, under: CaptureSpace(of: superview, in: container))
            #expect(made.linearPart == climbed.linearPart && made.linearPartIsIdentity == climbed.linearPartIsIdentity)
            for point in points {
                #expect(made.convert(point) == climbed.convert(point), "\(view.identifier ?? "?")")
            }
        }
    }

    @Test("Only a transformed window still counts as a transform between a space and the container")
    func transformedWindowOnly() {
        HostEnvironment.install(clock: ManualClock())
        let window = Window()
        let container = View(frame: CGRect(x: 10, y: 20, width: 200, height: 300))
        window.addSubview(container)
        let view = View(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        container.addSubview(view)
        #expect(CaptureSpace(of: view, in: container).linearPartIsIdentity)
        window.transform = CGAffineTransform(scaleX: 2, y: 2)
        let space = CaptureSpace(of: view, in: container)
        // Conversions stop below a window that has no superview, so its transform cancels out; the space still
        // measures its linear part, as the conversion through the views does.
        #expect(!space.linearPartIsIdentity)
        #expect(space.linearPart == ViewSceneCapture.linearPart(from: view, to: container))
        #expect(CaptureSpace(of: view, under: CaptureSpace(of: container, in: container)).linearPartIsIdentity == false)
    }

    @Test("An identity transform is captured as the identity; a negative zero is multiplied out as before")
    func identityTransformBitForBit() throws {
        HostEnvironment.install(clock: ManualClock())
        let window = Window()
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(root)
        let plain = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20), identifier: "plain")
        let signed = View(frame: CGRect(x: 40, y: 10, width: 20, height: 20), identifier: "signed")
        var transform = Transform3D.identity
        transform.m21 = -0.0
        signed.layer.transform = transform
        root.addSubview(plain)
        root.addSubview(signed)
        let scene = try ViewSceneCapture().captureScene(of: root, in: window)
        let captured = try #require(scene.element(withIdentifier: "signed")?.transform)
        // By hand, row 2 times the identity's column 1: −0·1 + 1·0 + 0·0 + 0·0 = +0.
        #expect(captured.m21 == 0 && captured.m21.sign == .plus)
        #expect(captured == transform.concatenating(.identity))
        let identity = try #require(scene.element(withIdentifier: "plain")?.transform)
        let entries = AnimatableValue.transform(identity).components
        #expect(entries.map(\.bitPattern) == AnimatableValue.transform(.identity).components.map(\.bitPattern))
    }
}

extension Scene.Element {
    /// The element with no parent, as ``/Choreograph/SceneCapturing/element(for:in:)`` reads it.
    fileprivate var unparented: Scene.Element {
        var element = self
        element.parent = nil
        return element
    }
}
