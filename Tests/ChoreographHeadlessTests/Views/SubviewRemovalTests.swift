import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Removing a subview takes out its one place among the subviews and leaves the others in order, as in UIKit,
/// wherever it stands: front, back or middle, and when the view is moved to another superview instead.
@MainActor
@Suite("Removing subviews")
struct SubviewRemovalTests {
    /// A container with `count` subviews named "0", "1", … back to front.
    private func container(of count: Int) -> (View, [View]) {
        let container = View(identifier: "container")
        let views = (0..<count).map { View(identifier: "\($0)") }
        for view in views { container.addSubview(view) }
        return (container, views)
    }

    private func names(_ view: View) -> [String] {
        view.subviews.map { $0.identifier ?? "?" }
    }

    @Test("The front, back and a middle subview removed: the rest keep their order")
    func frontBackMiddle() {
        let (container, views) = container(of: 5)
        views[4].removeFromSuperview()
        #expect(names(container) == ["0", "1", "2", "3"])
        views[0].removeFromSuperview()
        #expect(names(container) == ["1", "2", "3"])
        views[2].removeFromSuperview()
        #expect(names(container) == ["1", "3"])
        #expect(views[2].superview == nil)
        #expect(views[1].superview === container && views[3].superview === container)
        // Removing a view that is not a subview any more changes nothing.
        views[2].removeFromSuperview()
        #expect(names(container) == ["1", "3"])
    }

    @Test("A subview moved to another superview leaves its one place in the first")
    func movedToAnotherSuperview() {
        let (container, views) = container(of: 4)
        let other = View(identifier: "other")
        other.addSubview(views[1])
        #expect(names(container) == ["0", "2", "3"])
        #expect(names(other) == ["1"])
        container.insertSubview(views[1], at: 0)
        #expect(names(container) == ["1", "0", "2", "3"])
        #expect(other.subviews.isEmpty)
    }

    @Test("Views removed in a scrambled order from 200: the subviews match a list the test keeps")
    func scrambledRemovals() {
        let count = 200
        let (container, views) = container(of: count)
        var expected = (0..<count).map { "\($0)" }
        // Every view once, in the order of the multiples of 7 modulo 200 (7 and 200 share no factor).
        for step in 0..<count {
            let index = step * 7 % count
            views[index].removeFromSuperview()
            expected.removeAll { $0 == "\(index)" }
            if step % 25 == 0 { #expect(names(container) == expected) }
        }
        #expect(container.subviews.isEmpty)
        #expect(views.allSatisfy { $0.superview == nil })
    }
}
