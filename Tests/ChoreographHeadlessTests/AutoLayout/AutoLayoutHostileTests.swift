import Choreograph
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Constraints UIKit raises for, and extreme sizes: refused or broken with a diagnostic, never a crash or a hang.
@MainActor
@Suite("Auto Layout, hostile inputs")
struct AutoLayoutHostileTests {
    @Test("A NaN or infinite constant or multiplier is refused at activation, naming the value")
    func nonFiniteAtActivation() {
        let scene = LayoutScene()
        let card = scene.constrained("card")
        let nan = card.widthAnchor.constraint(equalToConstant: .nan)
        nan.isActive = true
        let infinite = card.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: -.infinity)
        infinite.isActive = true
        let multiplied = card.heightAnchor.constraint(equalTo: scene.window.heightAnchor, multiplier: .infinity)
        multiplied.isActive = true
        #expect(!nan.isActive && !infinite.isActive && !multiplied.isActive)
        #expect(scene.host.diagnostics.codes == Array(repeating: .layoutNonFiniteNumber, count: 3))
        let messages = scene.host.diagnostics.entries.map(\.message)
        #expect(messages[0].contains("constant = nan"), "\(messages[0])")
        #expect(messages[1].contains("constant = -inf"), "\(messages[1])")
        #expect(messages[2].contains("multiplier = inf"), "\(messages[2])")
        #expect(scene.window.constraints.isEmpty)
    }

    @Test("Setting a non-finite constant on an active constraint is refused; the layout keeps the old one")
    func nonFiniteConstantChange() {
        let scene = LayoutScene()
        let card = scene.constrained("card")
        let width = card.widthAnchor.constraint(equalToConstant: 80)
        LayoutConstraint.activate([
            width, card.heightAnchor.constraint(equalToConstant: 80),
            card.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
            card.topAnchor.constraint(equalTo: scene.window.topAnchor),
        ])
        width.constant = .nan
        width.constant = .infinity
        scene.window.layoutIfNeeded()
        #expect(width.constant == 80)
        #expect(card.frame.width == 80)
        #expect(scene.host.diagnostics.codes == [.layoutNonFiniteNumber, .layoutNonFiniteNumber])
        #expect(scene.host.diagnostics.entries[0].message.contains("= nan"))
    }

    @Test("Views in different windows, or in separate hierarchies, have no common ancestor: refused")
    func noCommonAncestor() {
        let scene = LayoutScene()
        let here = scene.constrained("here")
        let otherWindow = Window()
        let there = View(identifier: "there")
        otherWindow.addSubview(there)
        let across = here.topAnchor.constraint(equalTo: there.topAnchor)
        across.isActive = true
        let loose = View(identifier: "loose")
        let alone = View(identifier: "alone")
        let apart = loose.widthAnchor.constraint(equalTo: alone.widthAnchor)
        apart.isActive = true
        #expect(!across.isActive && !apart.isActive)
        #expect(scene.host.diagnostics.codes == [.layoutNoCommonAncestor, .layoutNoCommonAncestor])
        #expect(scene.host.diagnostics.entries[0].message.contains("different windows"))
        #expect(scene.host.diagnostics.entries[1].message.contains("separate hierarchies"))
        // addConstraint on a view that is not an ancestor of both items is refused too.
        let sibling = scene.constrained("sibling")
        here.addConstraint(here.widthAnchor.constraint(equalTo: sibling.widthAnchor))
        #expect(scene.host.diagnostics.codes.last == .layoutNotAnAncestor)
        #expect(here.constraints.isEmpty)
        scene.window.addConstraint(here.widthAnchor.constraint(equalTo: sibling.widthAnchor))
        #expect(scene.window.constraints.count == 1)
        scene.window.removeConstraints(scene.window.constraints)
        #expect(scene.window.constraints.isEmpty)
    }

    @Test("Activating twice and deactivating an inactive constraint do nothing")
    func redundantActivation() {
        let scene = LayoutScene()
        let card = scene.constrained("card")
        let width = card.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.isActive = true
        LayoutConstraint.activate([width])
        #expect(card.constraints.count == 1)
        let spare = card.heightAnchor.constraint(equalToConstant: 10)
        spare.isActive = false
        LayoutConstraint.deactivate([spare])
        LayoutConstraint.activate([
            spare, card.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
            card.topAnchor.constraint(equalTo: scene.window.topAnchor),
        ])
        scene.window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(
            scene.window.layout.engine?.solver.constraints.filter { $0.name?.contains("card.width") == true }.count == 1
        )
        #expect(scene.host.diagnostics.entries.isEmpty)
    }

    @Test("Attributes UIKit will not relate are refused, as are invalid priorities and required ⇄ preferred changes")
    func invalidAttributesAndPriorities() {
        let scene = LayoutScene()
        let (a, b) = (scene.constrained("a"), scene.constrained("b"))
        let pairs: [LayoutConstraint] = [
            LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left),
            LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .leading),
            LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .leading),
            LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, attribute: .notAnAttribute, constant: 5),
            LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 0),
        ]
        LayoutConstraint.activate(pairs)
        #expect(pairs.allSatisfy { !$0.isActive })
        #expect(scene.host.diagnostics.codes == Array(repeating: .layoutInvalidAttributes, count: 5))
        scene.host.diagnostics.removeAll()
        let width = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        width.priority = LayoutPriority(0)
        width.priority = LayoutPriority(1001)
        #expect(width.priority == .required)
        width.isActive = true
        width.priority = .defaultHigh
        #expect(width.priority == .required)
        a.setContentHuggingPriority(LayoutPriority(-1), for: .vertical)
        #expect(a.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(
            scene.host.diagnostics.codes == [
                .layoutInvalidPriority, .layoutInvalidPriority, .layoutRequiredPriorityChange, .layoutInvalidPriority,
            ])
    }

    @Test("A 0 × 0 window lays out constrained views at zero size without diagnostics")
    func zeroWindow() {
        let scene = LayoutScene(size: .zero)
        let card = scene.constrained("card")
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: scene.window.trailingAnchor),
            card.centerYAnchor.constraint(equalTo: scene.window.centerYAnchor),
            card.heightAnchor.constraint(equalTo: scene.window.heightAnchor, multiplier: 0.5),
        ])
        scene.clock.advance(frames: 1)
        #expect(card.frame == .zero)
        #expect(scene.host.diagnostics.entries.isEmpty)
    }

    @Test("Huge numbers: a 1e308 window lays out; a size overflowing to infinity is broken with a diagnostic")
    func hugeNumbers() {
        let scene = LayoutScene(size: CGSize(width: 1e308, height: 1e308))
        let card = scene.constrained("card")
        let fallback = card.widthAnchor.constraint(equalToConstant: 50)
        fallback.priority = .defaultLow
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
            card.topAnchor.constraint(equalTo: scene.window.topAnchor),
            card.heightAnchor.constraint(equalTo: scene.window.heightAnchor),
            fallback,
        ])
        let tenfold = card.widthAnchor.constraint(equalTo: scene.window.widthAnchor, multiplier: 10)
        tenfold.isActive = true
        scene.clock.advance(frames: 1)
        #expect(card.frame == CGRect(x: 0, y: 0, width: 50, height: 1e308))
        #expect(scene.host.diagnostics.codes == [.layoutOverflow])
        #expect(scene.host.diagnostics.entries.first?.message.contains("card.width == window.width × 10.0") == true)
    }
}

/// Directions, baselines, guides and hierarchy changes.
@MainActor
@Suite("Auto Layout, directions, baselines, guides and moves")
struct AutoLayoutAttributeTests {
    final class TextView: View {
        override var firstBaselineOffsetFromTop: CGFloat? { 12 }
        override var lastBaselineOffsetFromBottom: CGFloat { 5 }
    }

    @Test("Right to left: leading is the right edge, and positive constants point left")
    func rightToLeft() {
        let scene = LayoutScene()
        let (first, second) = (scene.constrained("first"), scene.constrained("second"))
        for view in [first, second] { view.semanticContentAttribute = .forceRightToLeft }
        #expect(first.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(scene.window.effectiveUserInterfaceLayoutDirection == .leftToRight)
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 20),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            first.widthAnchor.constraint(equalToConstant: 100),
            second.widthAnchor.constraint(equalToConstant: 50),
            first.topAnchor.constraint(equalTo: scene.window.topAnchor),
            second.topAnchor.constraint(equalTo: scene.window.topAnchor),
            first.heightAnchor.constraint(equalToConstant: 10),
            second.heightAnchor.constraint(equalToConstant: 10),
        ])
        scene.window.layoutIfNeeded()
        // The window is left to right, but the first item decides: leading and trailing are read right to left.
        // first: right edge at 390 − 20 = 370; second: right edge 8 left of first's left edge (270) = 262.
        #expect(first.frame == CGRect(x: 270, y: 0, width: 100, height: 10))
        #expect(second.frame == CGRect(x: 212, y: 0, width: 50, height: 10))
    }

    @Test("Baselines: the bottom edge for a plain view; a view with text places them by its offsets")
    func baselines() {
        let scene = LayoutScene()
        let plain = scene.constrained("plain")
        let text = TextView(identifier: "text")
        text.translatesAutoresizingMaskIntoConstraints = false
        scene.window.addSubview(text)
        let other = TextView(identifier: "other")
        other.translatesAutoresizingMaskIntoConstraints = false
        scene.window.addSubview(other)
        LayoutConstraint.activate([
            plain.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: 100),
            plain.heightAnchor.constraint(equalToConstant: 40),
            text.lastBaselineAnchor.constraint(equalTo: plain.lastBaselineAnchor),
            text.heightAnchor.constraint(equalToConstant: 30),
            other.firstBaselineAnchor.constraint(equalTo: text.firstBaselineAnchor),
            other.heightAnchor.constraint(equalToConstant: 50),
        ])
        for view in [plain, text, other] {
            view.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor).isActive = true
            view.widthAnchor.constraint(equalToConstant: 10).isActive = true
        }
        scene.window.layoutIfNeeded()
        // plain's baseline is its bottom, 140; text's last baseline 5 above its bottom → bottom 145, top 115.
        #expect(plain.frame.maxY == 140)
        #expect(text.frame == CGRect(x: 0, y: 115, width: 10, height: 30))
        // text's first baseline is 12 below its top (127) = other's, so other's top is 115.
        #expect(other.frame == CGRect(x: 0, y: 115, width: 10, height: 50))
    }

    @Test("Guides: the safe area is the bounds; the margins are 8 points in")
    func guides() {
        let scene = LayoutScene()
        let (inMargins, inSafeArea) = (scene.constrained("margins"), scene.constrained("safe"))
        let margins = scene.window.layoutMarginsGuide
        let safe = scene.window.safeAreaLayoutGuide
        #expect(margins === scene.window.layoutMarginsGuide)
        #expect(margins.owningView === scene.window)
        #expect(margins.layoutFrame == CGRect(x: 8, y: 8, width: 374, height: 828))
        #expect(safe.layoutFrame == scene.window.bounds)
        for (view, guide) in [(inMargins, margins), (inSafeArea, safe)] {
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                view.topAnchor.constraint(equalTo: guide.topAnchor),
                view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
        }
        scene.window.layoutIfNeeded()
        #expect(inMargins.frame == CGRect(x: 8, y: 8, width: 374, height: 828))
        #expect(inSafeArea.frame == scene.window.bounds)
        #expect(scene.host.diagnostics.entries.isEmpty)
    }

    @Test("A view leaving its superview takes its own constraints and drops those to views outside, as UIKit")
    func removalDropsOutsideConstraints() {
        let scene = LayoutScene()
        let box = scene.constrained("box")
        let inner = scene.constrained("inner", in: box)
        let outside = box.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 5)
        let own = inner.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5)
        let innerSize = inner.heightAnchor.constraint(equalToConstant: 7)
        LayoutConstraint.activate([
            outside, own, innerSize,
            box.topAnchor.constraint(equalTo: scene.window.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            inner.topAnchor.constraint(equalTo: box.topAnchor),
        ])
        scene.window.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 50, height: 7))
        box.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(own.isActive && innerSize.isActive)
        #expect(scene.window.constraints.isEmpty)
        // Moved into another view, the box brings its own constraints along and is solved there.
        let host = scene.constrained("host")
        LayoutConstraint.activate([
            host.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
            host.topAnchor.constraint(equalTo: scene.window.topAnchor),
            host.widthAnchor.constraint(equalToConstant: 300),
            host.heightAnchor.constraint(equalToConstant: 300),
        ])
        host.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: host.topAnchor, constant: 10),
        ])
        // The box's own width of 100 came along, so a second width conflicts and is broken.
        box.widthAnchor.constraint(equalToConstant: 200).isActive = true
        scene.window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 50, height: 7))
        #expect(scene.host.diagnostics.codes == [.layoutUnsatisfiable])
    }
}
