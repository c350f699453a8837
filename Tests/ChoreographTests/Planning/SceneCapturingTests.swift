import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A tree of boxes in the coordinates of their parents, with the capture a host would write for it.
private final class Box: Sendable {
    let name: String
    let frame: CGRect
    let children: [Box]
    let isHidden: Bool

    init(_ name: String, _ frame: CGRect, isHidden: Bool = false, _ children: [Box] = []) {
        self.name = name
        self.frame = frame
        self.isHidden = isHidden
        self.children = children
    }
}

/// Captures boxes: the origin of each box's frame is relative to its parent's, so the capture adds up the offsets
/// found by walking down from the container.
private struct BoxCapture: SceneCapturing {
    /// The offset of each box's parent from the container, by name.
    let offsets: [String: CGPoint]

    init(root: Box, at origin: CGPoint) {
        var offsets: [String: CGPoint] = [:]
        func walk(_ box: Box, _ parentOrigin: CGPoint) {
            offsets[box.name] = parentOrigin
            let own = CGPoint(x: parentOrigin.x + box.frame.minX, y: parentOrigin.y + box.frame.minY)
            for child in box.children { walk(child, own) }
        }
        walk(root, origin)
        self.offsets = offsets
    }

    func subviews(of view: Box) -> [Box] { view.children }

    func element(for view: Box, in container: Box) -> Scene.Element {
        let offset = offsets[view.name] ?? .zero
        var element = Scene.Element(identifier: view.name, frame: view.frame.offsetBy(dx: offset.x, dy: offset.y))
        element.isHidden = view.isHidden
        return element
    }
}

/// A capture whose hierarchy loops: every box is its own subview.
private struct LoopingCapture: SceneCapturing {
    func subviews(of view: Box) -> [Box] { [view] }
    func element(for view: Box, in container: Box) -> Scene.Element {
        Scene.Element(identifier: view.name, frame: view.frame)
    }
}

@Suite("Scene capturing")
struct SceneCapturingTests {
    @Test("Depth first in drawing order, parents before children, geometry in the container's coordinates")
    func order() throws {
        let root = Box(
            "root", CGRect(x: 0, y: 50, width: 390, height: 794),
            [
                Box(
                    "header", CGRect(x: 0, y: 0, width: 390, height: 100),
                    [Box("title", CGRect(x: 16, y: 40, width: 200, height: 30))]),
                Box(
                    "card", CGRect(x: 20, y: 120, width: 350, height: 200), isHidden: true,
                    [Box("photo", CGRect(x: 10, y: 10, width: 100, height: 100))]),
            ])
        let container = Box("container", CGRect(x: 0, y: 0, width: 390, height: 844), [root])
        let scene = try BoxCapture(root: root, at: .zero).captureScene(of: root, in: container)
        #expect(scene.elements.map(\.identifier) == ["root", "header", "title", "card", "photo"])
        #expect(scene.elements.map(\.parent) == [nil, 0, 1, 0, 3])
        #expect(scene.size == CGSize(width: 390, height: 794))
        #expect(scene.origin == CGPoint(x: 0, y: 50))
        // photo: root (0, 50) + card (20, 120) + photo (10, 10), written out.
        #expect(scene.elements[4].frame == CGRect(x: 30, y: 180, width: 100, height: 100))
        #expect(scene.elements[2].frame == CGRect(x: 16, y: 90, width: 200, height: 30))
        #expect(!scene.isVisible(4))
    }

    @Test("With the views: each view comes back at its element's index, in the same walk")
    func views() throws {
        let root = Box(
            "root", CGRect(x: 0, y: 0, width: 390, height: 844),
            [
                Box(
                    "a", CGRect(x: 0, y: 0, width: 10, height: 10), [Box("a1", CGRect(x: 1, y: 1, width: 2, height: 2))]
                ),
                Box("b", CGRect(x: 20, y: 0, width: 10, height: 10)),
            ])
        let (scene, views) = try BoxCapture(root: root, at: .zero).captureSceneAndViews(of: root, in: root)
        #expect(views.map(\.name) == ["root", "a", "a1", "b"])
        #expect(scene.elements.map(\.identifier) == ["root", "a", "a1", "b"])
        #expect(scene.elements.map(\.parent) == [nil, 0, 1, 0])
        let looping = Box("self", CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(throws: SceneError.self) {
            try LoopingCapture().captureSceneAndViews(of: looping, in: looping, maximumElementCount: 5)
        }
    }

    @Test("A hierarchy that loops stops at the element limit with a clear error")
    func loop() {
        let box = Box("self", CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(
            throws: SceneError(
                elementIndex: nil, identifier: nil, field: "elements.count", value: "more than 50",
                rule: .withinElementLimit)
        ) {
            try LoopingCapture().captureScene(of: box, in: box, maximumElementCount: 50)
        }
    }

    @Test("A captured element that breaks a rule is refused by its index")
    func invalid() {
        let root = Box(
            "root", CGRect(x: 0, y: 0, width: 10, height: 10),
            [Box("bad", CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))])
        #expect(throws: SceneError.self) {
            try BoxCapture(root: root, at: .zero).captureScene(of: root, in: root)
        }
        do {
            _ = try BoxCapture(root: root, at: .zero).captureScene(of: root, in: root)
        } catch {
            #expect(error.elementIndex == 1 && error.identifier == "bad" && error.rule == .finite)
        }
    }
}
