import Choreograph
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Auto Layout on host views, against frames worked out by hand from the constraints.
@MainActor
@Suite("Auto Layout")
struct AutoLayoutTests {
    @Test("Centring: a 100 × 50 view centred in a 390 × 844 window sits at (145, 397)")
    func centring() {
        let scene = LayoutScene()
        let card = scene.constrained("card")
        LayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: scene.window.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: scene.window.centerYAnchor),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 50),
        ])
        scene.window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 145, y: 397, width: 100, height: 50))
        #expect(scene.host.diagnostics.entries.isEmpty)
        #expect(scene.window.constraints.count == 2)
        #expect(card.constraints.count == 2)
    }

    @Test("Pinning to the edges with constants: 16 in on the sides, 20 from the top, 30 from the bottom")
    func pinning() {
        let scene = LayoutScene()
        let panel = scene.constrained("panel")
        LayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 16),
            scene.window.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: 16),
            panel.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: 20),
            panel.bottomAnchor.constraint(equalTo: scene.window.bottomAnchor, constant: -30),
        ])
        scene.window.layoutIfNeeded()
        // 390 − 2·16 = 358 wide, 844 − 20 − 30 = 794 high.
        #expect(panel.frame == CGRect(x: 16, y: 20, width: 358, height: 794))
        #expect(scene.host.diagnostics.entries.isEmpty)
    }

    @Test("A chain A–B–C of equal widths with 8-point spacing and 10-point insets fills the width")
    func chain() {
        let scene = LayoutScene()
        let (a, b, c) = (scene.constrained("a"), scene.constrained("b"), scene.constrained("c"))
        var constraints = [
            a.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8),
            c.trailingAnchor.constraint(equalTo: scene.window.trailingAnchor, constant: -10),
            b.widthAnchor.constraint(equalTo: a.widthAnchor),
            c.widthAnchor.constraint(equalTo: a.widthAnchor),
        ]
        for view in [a, b, c] {
            constraints.append(view.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: 100))
            constraints.append(view.heightAnchor.constraint(equalToConstant: 44))
        }
        LayoutConstraint.activate(constraints)
        scene.window.layoutIfNeeded()
        // 3w + 2·10 + 2·8 = 390 → w = 118.
        #expect(a.frame == CGRect(x: 10, y: 100, width: 118, height: 44))
        #expect(b.frame == CGRect(x: 136, y: 100, width: 118, height: 44))
        #expect(c.frame == CGRect(x: 262, y: 100, width: 118, height: 44))
        #expect(scene.host.diagnostics.entries.isEmpty)
    }

    @Test("Inequalities with priorities: a required ≤ caps a preferred ==; a weaker ≤ gives way to a stronger ==")
    func inequalities() {
        let scene = LayoutScene()
        let bar = scene.constrained("bar")
        let cap = bar.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
        let wish = bar.widthAnchor.constraint(equalToConstant: 300)
        wish.priority = .defaultHigh
        LayoutConstraint.activate([
            cap, wish, bar.heightAnchor.constraint(equalToConstant: 10),
            bar.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
            bar.topAnchor.constraint(equalTo: scene.window.topAnchor),
        ])
        scene.window.layoutIfNeeded()
        #expect(bar.frame.width == 200)
        cap.isActive = false
        cap.priority = LayoutPriority(500)
        cap.isActive = true
        scene.window.layoutIfNeeded()
        #expect(bar.frame.width == 300)
        cap.priority = .defaultHigh + 1
        scene.window.layoutIfNeeded()
        #expect(bar.frame.width == 200)
        #expect(scene.host.diagnostics.entries.isEmpty)
    }

    @Test("Multipliers: half the window's width, a quarter of that high, centred at a quarter of the width")
    func multiplier() {
        let scene = LayoutScene()
        let box = scene.constrained("box")
        LayoutConstraint.activate([
            box.widthAnchor.constraint(equalTo: scene.window.widthAnchor, multiplier: 0.5),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.25, constant: 1),
            LayoutConstraint(
                item: box, attribute: .centerX, relatedBy: .equal, toItem: scene.window, attribute: .centerX,
                multiplier: 0.5, constant: 0),
            box.topAnchor.constraint(equalTo: scene.window.topAnchor),
        ])
        scene.window.layoutIfNeeded()
        // width 195, height 195/4 + 1 = 49.75, center x = 195/2 = 97.5 → minX = 0.
        #expect(box.frame == CGRect(x: 0, y: 0, width: 195, height: 49.75))
    }

    @Test("Intrinsic size: a lone view hugs it; between two, the one that hugs harder keeps it")
    func hugging() {
        let scene = LayoutScene()
        let tag = SizedView(identifier: "tag", size: CGSize(width: 120, height: 30))
        scene.window.addSubview(tag)
        LayoutConstraint.activate([
            tag.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 5),
            tag.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: 5),
        ])
        let (left, right) = (
            SizedView(identifier: "left", size: CGSize(width: 100, height: 20)),
            SizedView(identifier: "right", size: CGSize(width: 100, height: 20))
        )
        scene.window.addSubview(left)
        scene.window.addSubview(right)
        right.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: scene.window.trailingAnchor),
            left.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: 100),
            right.topAnchor.constraint(equalTo: left.topAnchor),
        ])
        scene.window.layoutIfNeeded()
        #expect(tag.frame == CGRect(x: 5, y: 5, width: 120, height: 30))
        // 390 wide: right (hugging 251) keeps 100, left stretches to 290.
        #expect(left.frame == CGRect(x: 0, y: 100, width: 290, height: 20))
        #expect(right.frame == CGRect(x: 290, y: 100, width: 100, height: 20))
        #expect(right.contentHuggingPriority(for: .horizontal) == LayoutPriority(251))
        #expect(left.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(scene.host.diagnostics.entries.isEmpty)
    }

    @Test("Compression resistance: in 150 points, the one that resists harder keeps its 100")
    func compression() {
        let scene = LayoutScene()
        let row = scene.constrained("row")
        let (left, right) = (
            SizedView(identifier: "left", size: CGSize(width: 100, height: 20)),
            SizedView(identifier: "right", size: CGSize(width: 100, height: 20))
        )
        row.addSubview(left)
        row.addSubview(right)
        left.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        #expect(right.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 20),
            row.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: 40),
            row.widthAnchor.constraint(equalToConstant: 150),
            row.heightAnchor.constraint(equalToConstant: 20),
            left.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            left.topAnchor.constraint(equalTo: row.topAnchor),
            right.topAnchor.constraint(equalTo: row.topAnchor),
        ])
        scene.window.layoutIfNeeded()
        // Frames are in the row's coordinates.
        #expect(left.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(right.frame == CGRect(x: 100, y: 0, width: 50, height: 20))
        #expect(row.frame == CGRect(x: 20, y: 40, width: 150, height: 20))
        // A new intrinsic size is picked up after invalidation.
        left.size = CGSize(width: 60, height: 20)
        left.invalidateIntrinsicContentSize()
        scene.window.layoutIfNeeded()
        // left resists at 751 below 60 and right at 750 below 100: left keeps 60, right gets the remaining 90.
        #expect(left.frame == CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(right.frame == CGRect(x: 60, y: 0, width: 90, height: 20))
        #expect(scene.host.diagnostics.entries.isEmpty)
    }

    @Test("Constraints across levels: a grandchild pinned to the window's trailing edge through a moved parent")
    func acrossLevels() {
        let scene = LayoutScene()
        let parent = View(frame: CGRect(x: 40, y: 60, width: 200, height: 200), identifier: "parent")
        scene.window.addSubview(parent)
        let child = scene.constrained("child", in: parent)
        LayoutConstraint.activate([
            child.trailingAnchor.constraint(equalTo: scene.window.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: 100),
            child.widthAnchor.constraint(equalToConstant: 30),
            child.heightAnchor.constraint(equalToConstant: 30),
        ])
        scene.window.layoutIfNeeded()
        // In the window: maxX 380, top 100; in the parent (origin 40, 60): x = 350 − 40 = 310, y = 40.
        #expect(child.frame == CGRect(x: 310, y: 40, width: 30, height: 30))
        #expect(scene.window.constraints.count == 2)
        #expect(scene.host.diagnostics.entries.isEmpty)
    }
}
