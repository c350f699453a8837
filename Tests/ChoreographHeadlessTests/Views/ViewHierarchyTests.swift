import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("View hierarchy")
struct ViewHierarchyTests {
    private func ids(_ view: View) -> [String] {
        view.subviews.map { $0.identifier ?? "?" }
    }

    @Test("Adding, inserting, reordering and removing follow UIKit's rules")
    func reordering() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), identifier: "root")
        let a = View(identifier: "a")
        let b = View(identifier: "b")
        let c = View(identifier: "c")
        let d = View(identifier: "d")
        root.addSubview(a)
        root.addSubview(b)
        #expect(ids(root) == ["a", "b"])
        root.insertSubview(c, belowSubview: b)
        #expect(ids(root) == ["a", "c", "b"])
        root.insertSubview(d, aboveSubview: a)
        #expect(ids(root) == ["a", "d", "c", "b"])
        root.bringSubviewToFront(a)
        #expect(ids(root) == ["d", "c", "b", "a"])
        root.sendSubviewToBack(b)
        #expect(ids(root) == ["b", "d", "c", "a"])
        root.insertSubview(a, at: 0)
        #expect(ids(root) == ["a", "b", "d", "c"])
        root.insertSubview(b, at: 99)
        #expect(ids(root) == ["a", "d", "c", "b"])
        root.addSubview(d)
        #expect(ids(root) == ["a", "c", "b", "d"])
        c.removeFromSuperview()
        #expect(ids(root) == ["a", "b", "d"])
        #expect(c.superview == nil)
        #expect(b.superview === root)
    }

    @Test("Adding a view to another parent moves it; cycles are refused")
    func moving() {
        let first = View(identifier: "first")
        let second = View(identifier: "second")
        let child = View(identifier: "child")
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(child.superview === second)
        child.addSubview(second)
        #expect(child.subviews.isEmpty)
        child.addSubview(child)
        #expect(child.subviews.isEmpty)
        #expect(child.isDescendant(of: second))
        #expect(!second.isDescendant(of: child))
    }

    @Test("A view knows its window, and identifiers find views in a subtree")
    func windowAndLookup() {
        let window = Window()
        let container = View(identifier: "container")
        let leaf = View(identifier: "leaf")
        container.addSubview(leaf)
        #expect(leaf.window == nil)
        window.addSubview(container)
        #expect(leaf.window === window)
        #expect(window.view(withIdentifier: "leaf") === leaf)
        #expect(window.view(withIdentifier: "missing") == nil)
        #expect(window.subtree.count == 3)
    }

    @Test("Layout runs on demand, top down, and again after a size change")
    func layout() {
        final class Recording: View {
            var passes = 0
            override func layoutSubviews() { passes += 1 }
        }
        let view = Recording(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.passes == 1)
        view.center = CGPoint(x: 50, y: 50)
        view.layoutIfNeeded()
        #expect(view.passes == 1)
        view.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        view.layoutIfNeeded()
        #expect(view.passes == 2)
    }
}
