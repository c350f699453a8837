import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A view's superview and a layer's view are held without weak references; these tests drop the view referred to
/// and read the reference, which must then be `nil` (a reference left behind would read freed memory, which the
/// address sanitizer reports).
@MainActor
@Suite("Back references to a view that goes away")
struct ViewBackReferenceTests {
    @Test("A subview kept after its superview goes away has no superview and no window")
    func superviewGoesAway() {
        var parent: View? = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), identifier: "parent")
        let child = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20), identifier: "child")
        let grandchild = View(identifier: "grandchild")
        parent?.addSubview(child)
        child.addSubview(grandchild)
        #expect(child.superview === parent)
        weak let gone = parent
        parent = nil
        #expect(gone == nil)
        #expect(child.superview == nil)
        #expect(child.window == nil)
        #expect(child.isDescendant(of: grandchild) == false)
        // The view that is still there keeps its own subview.
        #expect(grandchild.superview === child)
        // Converting climbs to the root, which is now the child itself: its frame's origin is window coordinates.
        #expect(child.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 11, y: 12))
        let other = View(identifier: "other")
        other.addSubview(child)
        #expect(child.superview === other)
        #expect(other.subviews.count == 1)
    }

    @Test("A view kept after the whole subtree above it goes away has no superview")
    func subtreeGoesAway() {
        let leaf = View(identifier: "leaf")
        var root: View? = View(identifier: "root")
        weak var middleGone: View?
        do {
            let middle = View(identifier: "middle")
            root?.addSubview(middle)
            middle.addSubview(leaf)
            middleGone = middle
        }
        #expect(leaf.superview?.identifier == "middle")
        #expect(leaf.superview?.superview === root)
        root = nil
        #expect(middleGone == nil)
        #expect(leaf.superview == nil)
        #expect(leaf.window == nil)
    }

    @Test("A view moved to another superview keeps it when its first superview goes away")
    func movedViewKeepsNewSuperview() {
        var first: View? = View(identifier: "first")
        let second = View(identifier: "second")
        let moved = View(identifier: "moved")
        let removed = View(identifier: "removed")
        first?.addSubview(moved)
        first?.addSubview(removed)
        second.addSubview(moved)
        removed.removeFromSuperview()
        #expect(first?.subviews.isEmpty == true)
        first = nil
        #expect(moved.superview === second)
        #expect(second.subviews.count == 1 && second.subviews.first === moved)
        #expect(removed.superview == nil)
    }

    @Test("A root view kept after its window goes away is in no window")
    func windowGoesAway() {
        var window: Window? = Window()
        let root = View(identifier: "root")
        window?.addSubview(root)
        #expect(root.window === window)
        window = nil
        #expect(root.superview == nil)
        #expect(root.window == nil)
    }

    @Test("The subviews of a snapshot kept after the snapshot goes away have no superview")
    func snapshotGoesAway() {
        let original = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40), identifier: "original")
        original.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: "inner"))
        var copy: View? = original.snapshotView()
        let copiedInner = copy?.subviews.first
        #expect(copiedInner?.superview === copy)
        copy = nil
        #expect(copiedInner?.superview == nil)
        #expect(copiedInner?.snapshotOf == "inner")
    }

    @Test("A layer kept after its view goes away has no view: no copies, default values, writes ignored")
    func layerOutlivesView() {
        var view: View? = View(frame: CGRect(x: 5, y: 5, width: 30, height: 20))
        view?.layer.cornerRadius = 4
        view?.alpha = 0.5
        guard let layer = view?.layer else {
            Issue.record("no layer")
            return
        }
        #expect(layer.bounds.size == CGSize(width: 30, height: 20))
        #expect(layer.model() != nil)
        weak let gone = view
        view = nil
        #expect(gone == nil)
        #expect(layer.presentation() == nil)
        #expect(layer.model() == nil)
        // A fresh view's state: zero bounds and position, opacity 1, no corner radius, not hidden.
        #expect(layer.bounds == .zero)
        #expect(layer.position == .zero)
        #expect(layer.opacity == 1)
        #expect(layer.cornerRadius == 0)
        #expect(layer.isHidden == false)
        layer.cornerRadius = 9
        layer.isHidden = true
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        layer.removeAllAnimations()
        #expect(layer.cornerRadius == 0)
        #expect(layer.isHidden == false)
        #expect(layer.frame == .zero)
    }

    @Test("A layer read before and after its view changes refers to the same view; the view goes when released")
    func layerDoesNotKeepItsView() {
        weak var gone: View?
        var layer: Layer?
        do {
            let view = View(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
            layer = view.layer
            #expect(view.layer === layer)
            view.layer.zPosition = 3
            #expect(layer?.zPosition == 3)
            gone = view
        }
        #expect(gone == nil)
        #expect(layer?.zPosition == 0)
        #expect(layer?.presentation() == nil)
    }
}
