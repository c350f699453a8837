import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Element modifiers on the host: element targets resolved through the plan's references, placed in place, lifted
/// into the container or put in ghosts, checked frame by frame against values worked out here from the documented
/// rules, and every touched view put back exactly.
@MainActor
@Suite("Element targets")
struct ElementTargetTests {
    private let width = Double(Window.defaultSize.width)

    /// A pushing navigation controller running `transition`, with `build` adding views to `B`'s view before the push.
    private func pushing(
        _ transition: Transition,
        interactor: (any InteractiveTransitioning)? = nil,
        build: (View, View) -> Void
    ) -> (ManualClock, Window, NavigationController, ViewController, ViewController, NavigationVendor, TimelineAnimator)
    {
        let animator = TimelineAnimator(transition, operation: .push)
        let (clock, window, navigation, a, b, vendor) = libraryNavigation(animator: animator, interactor: interactor)
        build(a.view, b.view)
        return (clock, window, navigation, a, b, vendor, animator)
    }

    private func view(_ identifier: String, _ frame: CGRect, in parent: View) -> View {
        let view = View(frame: frame, identifier: identifier)
        view.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6)
        parent.addSubview(view)
        return view
    }

    @Test("fade + translate + delay on the pushed screen's title: animated in place, after its delay, then put back")
    func modifierListInPlace() throws {
        let transition = Transition.push(from: .right).modifying("title", .fade, .translate(x: 0, y: 40), .delay(0.05))
        var title: View?
        let (clock, window, navigation, _, b, vendor, animator) = pushing(transition) { _, b in
            let label = Label(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
            label.identifier = "title"
            label.text = "Basil"
            b.addSubview(label)
            title = label
        }
        defer { withExtendedLifetime((window, vendor)) {} }
        let label = try #require(title)
        let before = ModelTree(b.view)
        let start = clock.now
        navigation.pushViewController(b, animated: true)
        let plan = try #require(animator.plan)
        let reference = try #require(plan.references[.element("title", of: .to)])
        #expect(reference.placement == .inPlace && reference.role == .to)
        #expect(isClose(plan.duration, 0.4, within: 1e-12))
        for frame in 1...25 {
            let t = Double(frame) / 60
            clock.advance(to: start + t)
            // The title runs 0.05…0.40 s on the transition's ease-in-out; the screens keep their 0.35 s.
            let p = easeInOut(min(max((t - 0.05) / 0.35, 0), 1))
            #expect(isClose(Double(label.presentation.alpha), p, within: 1e-6), "frame \(frame)")
            let shown = label.presentation.transform
            #expect(isClose(Double(shown.m42), 40 * (1 - p), within: 1e-6), "frame \(frame)")
            #expect(isClose(Double(shown.m41), 0, within: 1e-9) && isClose(Double(shown.m11), 1, within: 1e-9))
            #expect(isClose(shownX(b.view), width * (1 - easeInOut(min(t / 0.35, 1))), within: 1e-6), "frame \(frame)")
            #expect(label.superview === b.view && !label.isHidden)
        }
        clock.advance(by: 0.5)
        #expect(navigation.topViewController === b)
        #expect(ModelTree(b.view) == before)
        #expect(!label.isAnimating)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("A cascade over rows starts them top to bottom, 0.03 s apart, whatever their order among the subviews")
    func cascadeOverRows() throws {
        let transition = Transition.fade.duration(0.3).curve(.linear)
            .modifying(elements: .prefix("row-"), .fade, .cascade(delta: 0.03))
        // Subview order row-0…row-3; top to bottom row-1, row-3, row-0, row-2.
        let ys: [CGFloat] = [300, 100, 400, 200]
        var rows: [View] = []
        let (clock, window, navigation, _, b, vendor, animator) = pushing(transition) { _, b in
            for (index, y) in ys.enumerated() {
                rows.append(self.view("row-\(index)", CGRect(x: 0, y: y, width: 390, height: 60), in: b))
            }
        }
        defer { withExtendedLifetime((window, vendor)) {} }
        let before = ModelTree(b.view)
        let start = clock.now
        navigation.pushViewController(b, animated: true)
        let delays = [0.06, 0.0, 0.09, 0.03]
        let plan = try #require(animator.plan)
        #expect(isClose(plan.duration, 0.39, within: 1e-12))
        for frame in 1...24 {
            let t = Double(frame) / 60
            clock.advance(to: start + t)
            for (row, delay) in zip(rows, delays) {
                let expected = min(max((t - delay) / 0.3, 0), 1)
                #expect(isClose(Double(row.presentation.alpha), expected, within: 1e-9), "\(row) frame \(frame)")
            }
            #expect(isClose(Double(b.view.presentation.alpha), min(t / 0.3, 1), within: 1e-9))
        }
        clock.advance(by: 0.5)
        #expect(ModelTree(b.view) == before)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("An arc lifts a snapshot into the container: half way its center is at (a + 2c + b)/4 = (95, 45)")
    func arcMidpoint() throws {
        let transition = Transition.fade.duration(0.4)
            .modifying("badge", .translate(x: -100, y: -100), .arc(), .useGlobalCoordinateSpace, .curve(.linear))
        var badge: View?
        let (clock, window, navigation, _, b, vendor, animator) = pushing(transition) { _, b in
            badge = self.view("badge", CGRect(x: 100, y: 100, width: 40, height: 40), in: b)
            badge?.addSubview(View(frame: CGRect(x: 5, y: 5, width: 10, height: 10), identifier: "dot"))
        }
        defer { withExtendedLifetime((window, vendor)) {} }
        let original = try #require(badge)
        let before = ModelTree(b.view)
        let start = clock.now
        navigation.pushViewController(b, animated: true)
        let plan = try #require(animator.plan)
        #expect(plan.references[.element("badge", of: .to)]?.placement == .container)
        let container = try #require(b.view.superview)
        #expect(container.bounds.origin == .zero && b.view.frame.origin == .zero)
        let lifted = try #require(container.subviews.first { $0.identifier == "element:to:badge" })
        #expect(lifted.snapshotOf == "badge" && lifted.subviews.first?.snapshotOf == "dot")
        #expect(container.subviews.last === lifted && original.isHidden)
        // The quadratic Bézier from a = (20, 20) through the control point c = (120, 20) to b = (120, 120).
        func bezier(_ s: Double) -> (Double, Double) {
            let (a, c, e) = ((20.0, 20.0), (120.0, 20.0), (120.0, 120.0))
            let u = 1 - s
            return (u * u * a.0 + 2 * u * s * c.0 + s * s * e.0, u * u * a.1 + 2 * u * s * c.1 + s * s * e.1)
        }
        for (time, expected) in [(0.1, (63.75, 26.25)), (0.2, (95.0, 45.0)), (0.3, bezier(0.75))] {
            clock.advance(to: start + time)
            let center = lifted.presentation.center
            #expect(isClose(Double(center.x), expected.0, within: 1e-6), "t = \(time)")
            #expect(isClose(Double(center.y), expected.1, within: 1e-6), "t = \(time)")
            #expect(lifted.presentation.bounds.size == CGSize(width: 40, height: 40))
        }
        clock.advance(by: 0.5)
        #expect(!container.subviews.contains { $0 === lifted } && lifted.superview == nil)
        #expect(ModelTree(b.view) == before)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("A rotation about y with perspective: R(π/3)·P(500) while delayed, R(π/6)·P(1000) half way, then at rest")
    func rotationWithPerspective() throws {
        let transition = Transition.fade.duration(0.4).curve(.linear)
            .modifying("card", .rotate(x: 0, y: .pi / 3, z: 0), .perspective(500), .delay(0.1), .duration(0.3))
        var card: View?
        let (clock, window, navigation, _, b, vendor, _) = pushing(transition) { _, b in
            card = self.view("card", CGRect(x: 50, y: 200, width: 290, height: 180), in: b)
        }
        defer { withExtendedLifetime((window, vendor)) {} }
        let view = try #require(card)
        let before = ModelTree(b.view)
        let start = clock.now
        navigation.pushViewController(b, animated: true)
        /// A turn by `angle` about y (UIKit's convention, m13 = −sin) followed by a perspective of eye distance `d`.
        func turned(_ angle: Double, eye d: Double) -> [Double] {
            let (c, s) = (cos(angle), sin(angle))
            return [c, 0, -s, s / d, 0, 1, 0, 0, s, 0, c, -c / d, 0, 0, 0, 1]
        }
        func entries(_ t: Transform3D) -> [Double] {
            [
                t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43,
                t.m44,
            ]
            .map(Double.init)
        }
        for (time, expected) in [
            (0.05, turned(.pi / 3, eye: 500)), (0.25, turned(.pi / 6, eye: 1000)),
        ] {
            clock.advance(to: start + time)
            let shown = entries(view.presentation.transform)
            for (index, (value, wanted)) in zip(shown, expected).enumerated() {
                #expect(isClose(value, wanted, within: 1e-9), "t = \(time), entry \(index)")
            }
        }
        clock.advance(to: start + 0.4)
        #expect(view.presentation.transform.isIdentity)
        clock.advance(by: 0.5)
        #expect(ModelTree(b.view) == before)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("In place inside a doubled parent, a quarter turn shows as the view's own R(π/4), then R(π/8), then none")
    func inPlaceUnderScaledParent() throws {
        let transition = Transition.fade.duration(0.4).curve(.linear)
            .modifying("badge", .rotate(.pi / 4), .delay(0.1), .duration(0.3))
        var badge: View?
        let (clock, window, navigation, _, b, vendor, _) = pushing(transition) { _, b in
            let parent = self.view("frame", CGRect(x: 100, y: 100, width: 100, height: 100), in: b)
            parent.transform = CGAffineTransform(scaleX: 2, y: 2)
            badge = self.view("badge", CGRect(x: 30, y: 30, width: 40, height: 40), in: parent)
        }
        defer { withExtendedLifetime((window, vendor)) {} }
        let view = try #require(badge)
        let before = ModelTree(b.view)
        let start = clock.now
        navigation.pushViewController(b, animated: true)
        // The planner turns the element as the container shows it, doubled; the view itself turns undoubled.
        for (time, angle) in [(0.05, Double.pi / 4), (0.25, .pi / 8)] {
            clock.advance(to: start + time)
            let shown = view.presentation.transform
            let (c, s) = (cos(angle), sin(angle))
            #expect(isClose(Double(shown.m11), c, within: 1e-9) && isClose(Double(shown.m12), s, within: 1e-9))
            #expect(isClose(Double(shown.m21), -s, within: 1e-9) && isClose(Double(shown.m22), c, within: 1e-9))
            #expect(isClose(Double(shown.m33), 1, within: 1e-9) && isClose(Double(shown.m41), 0, within: 1e-9))
        }
        clock.advance(by: 0.5)
        #expect(view.transform == .identity)
        #expect(ModelTree(b.view) == before)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test(
        "source(id) flies a ghost from the old screen's thumbnail to the new screen's hero, each snapshot the right one"
    )
    func sourceFlight() throws {
        let transition = Transition.fade.duration(0.4).curve(.linear).modifying("hero", .source("thumb"))
        var thumb: View?
        var hero: View?
        let (clock, window, navigation, a, b, vendor, animator) = pushing(transition) { a, b in
            thumb = self.view("thumb", CGRect(x: 20, y: 300, width: 100, height: 100), in: a)
            thumb?.layer.cornerRadius = 12
            hero = self.view("hero", CGRect(x: 0, y: 100, width: 390, height: 200), in: b)
        }
        defer { withExtendedLifetime((window, vendor)) {} }
        let (small, large) = (try #require(thumb), try #require(hero))
        let before = (a: ModelTree(a.view), b: ModelTree(b.view))
        let start = clock.now
        navigation.pushViewController(b, animated: true)
        let plan = try #require(animator.plan)
        #expect(plan.references[.snapshot("hero", of: .from)]?.identifier == "thumb")
        let container = try #require(b.view.superview)
        let ghost = try #require(container.subviews.last)
        #expect(ghost.identifier == "ghost:hero")
        #expect(ghost.subviews.map(\.snapshotOf) == ["thumb", "hero"])
        #expect(small.isHidden && large.isHidden)
        for (time, p) in [(0.1, 0.25), (0.2, 0.5), (0.3, 0.75)] {
            clock.advance(to: start + time)
            let frame = ghost.presentation.frame
            #expect(isClose(Double(frame.midX), 70 + (195 - 70) * p, within: 1e-6), "t = \(time)")
            #expect(isClose(Double(frame.midY), 350 + (200 - 350) * p, within: 1e-6), "t = \(time)")
            #expect(isClose(Double(frame.width), 100 + 290 * p, within: 1e-6), "t = \(time)")
            #expect(isClose(Double(frame.height), 100 + 100 * p, within: 1e-6), "t = \(time)")
            #expect(isClose(Double(ghost.presentation.cornerRadii.topLeft), 12 * (1 - p), within: 1e-6))
        }
        clock.advance(by: 0.5)
        #expect(libraryViews(in: container).isEmpty)
        #expect(ModelTree(a.view) == before.a && ModelTree(b.view) == before.b)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("A picture on a card, each flying on its own ghost, shows in its own ghost only, not in the card's too")
    func nestedSourcesShowOnce() throws {
        let transition = Transition.matchedGeometry().duration(0.4).modifying("panel", .source("card"))
            .modifying("photo", .source("picture"))
        var card: View?
        var picture: View?
        var caption: View?
        let (clock, window, navigation, a, b, vendor, _) = pushing(transition) { a, b in
            card = self.view("card", CGRect(x: 20, y: 300, width: 160, height: 200), in: a)
            picture = card.map { self.view("picture", CGRect(x: 15, y: 15, width: 130, height: 130), in: $0) }
            caption = card.map { self.view("caption", CGRect(x: 15, y: 160, width: 130, height: 30), in: $0) }
            _ = self.view("panel", CGRect(x: 0, y: 0, width: 390, height: 844), in: b)
            _ = self.view("photo", CGRect(x: 55, y: 140, width: 280, height: 280), in: b)
        }
        defer { withExtendedLifetime((window, vendor, caption)) {} }
        let (cardView, pictureView) = (try #require(card), try #require(picture))
        let before = (a: ModelTree(a.view), b: ModelTree(b.view))
        navigation.pushViewController(b, animated: true)
        let container = try #require(b.view.superview)
        let panelGhost = try #require(container.subviews.first { $0.identifier == "ghost:panel" })
        let cardCopy = try #require(panelGhost.subviews.first { $0.snapshotOf == "card" })
        // The card's copy keeps its caption and leaves out the picture, which flies in the photo's ghost.
        #expect(cardCopy.subviews.map(\.snapshotOf) == ["caption"])
        #expect(!cardCopy.isHidden)
        let photoGhost = try #require(container.subviews.first { $0.identifier == "ghost:photo" })
        #expect(photoGhost.subviews.map(\.snapshotOf) == ["picture", "photo"])
        #expect(cardView.isHidden && pictureView.isHidden)
        clock.advance(by: 1)
        #expect(libraryViews(in: container).isEmpty)
        #expect(ModelTree(a.view) == before.a && ModelTree(b.view) == before.b)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("Of two titles, the one scrolled out of its clipping list is left alone; the shown one is animated")
    func duplicateResolvedByShownElement() throws {
        let transition = Transition.fade.duration(0.4).curve(.linear)
            .modifying("title", .fade, .useGlobalCoordinateSpace)
        var titles: [View] = []
        let (clock, window, navigation, _, b, vendor, animator) = pushing(transition) { _, b in
            let list = self.view("list", CGRect(x: 0, y: 0, width: 390, height: 400), in: b)
            list.clipsToBounds = true
            titles.append(self.view("title", CGRect(x: 20, y: 100, width: 200, height: 30), in: list))
            titles.append(self.view("title", CGRect(x: 20, y: 900, width: 200, height: 30), in: list))
        }
        defer { withExtendedLifetime((window, vendor)) {} }
        let before = ModelTree(b.view)
        let start = clock.now
        navigation.pushViewController(b, animated: true)
        let plan = try #require(animator.plan)
        let reference = try #require(plan.references[.element("title", of: .to)])
        // Elements: 0 the screen, 1 the list, 2 the shown title, 3 the one scrolled out.
        #expect(reference.index == 2)
        let container = try #require(b.view.superview)
        let lifted = try #require(container.subviews.first { $0.identifier == "element:to:title" })
        #expect(titles[0].isHidden && !titles[1].isHidden)
        clock.advance(to: start + 0.2)
        #expect(lifted.presentation.center == CGPoint(x: 120, y: 115))
        #expect(isClose(Double(lifted.presentation.alpha), 0.5, within: 1e-9))
        #expect(!titles[1].isAnimating && titles[1].presentation.alpha == 1)
        clock.advance(by: 0.5)
        #expect(ModelTree(b.view) == before)
        #expect(HostEnvironment.current.diagnostics.codes == [.libraryPlanNote])
    }

    @Test("Of two shown herbs, neither is picked: no ghost, nothing hidden, and the plan's note is reported")
    func ambiguousDuplicatesGetNoGhost() throws {
        let transition = Transition.fade.combined(with: .matchedGeometry()).modifying("herb", .scale(0.5))
        var herbs: [View] = []
        let (clock, window, navigation, a, b, vendor, animator) = pushing(transition) { a, b in
            herbs.append(self.view("herb", CGRect(x: 20, y: 300, width: 100, height: 100), in: a))
            herbs.append(self.view("herb", CGRect(x: 0, y: 0, width: 390, height: 200), in: b))
            herbs.append(self.view("herb", CGRect(x: 0, y: 400, width: 390, height: 200), in: b))
        }
        defer { withExtendedLifetime((window, vendor)) {} }
        let before = (a: ModelTree(a.view), b: ModelTree(b.view))
        navigation.pushViewController(b, animated: true)
        let plan = try #require(animator.plan)
        #expect(plan.references.keys.filter { $0.name.hasSuffix("herb") && $0 != .element("herb", of: .from) }.isEmpty)
        clock.advance(by: 0.1)
        let container = try #require(b.view.superview)
        #expect(libraryViews(in: container).isEmpty)
        #expect(!herbs[0].isHidden && !herbs[1].isHidden && !herbs[2].isHidden)
        #expect(!herbs[1].isAnimating && !herbs[2].isAnimating)
        clock.advance(by: 1)
        #expect(ModelTree(a.view) == before.a && ModelTree(b.view) == before.b)
        let codes = HostEnvironment.current.diagnostics.codes
        #expect(codes.contains(.libraryPlanNote) && !codes.contains(.libraryTrackIgnored))
    }

    @Test("Interactive pop: the title and the lifted badge follow update(_:) linearly; a cancel puts every view back")
    func interactiveCancelRestores() throws {
        let interaction = TransitionInteraction()
        let transition = Transition.push(from: .right)
            .modifying("title", .fade, .translate(x: 0, y: 40), .delay(0.05))
            .modifying("badge", .scale(0), .useGlobalCoordinateSpace)
        let (clock, window, navigation, a, b, vendor) = libraryNavigation(
            animator: TimelineAnimator(transition, operation: .pop), interactor: interaction, pushed: true)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        let label = view("title", CGRect(x: 20, y: 100, width: 200, height: 30), in: a.view)
        let original = view("badge", CGRect(x: 300, y: 40, width: 40, height: 40), in: a.view)
        original.alpha = 0.8
        let before = (a: ModelTree(a.view), b: ModelTree(b.view), container: navigation.view.subviews[0].subviews)
        navigation.popViewController(animated: true)
        let container = try #require(a.view.superview)
        let lifted = try #require(container.subviews.first { $0.identifier == "element:to:badge" })
        for fraction in [0.1, 0.3, 0.6, 0.45] {
            interaction.update(CGFloat(fraction))
            clock.advance(by: 1.0 / 240)
            // Planned linearly over 0.4 s: the title from 0.05 s for 0.35 s, the badge and the screens over 0.35 s.
            let t = fraction * 0.4
            let title = min(max((t - 0.05) / 0.35, 0), 1)
            let screens = min(t / 0.35, 1)
            #expect(isClose(Double(label.presentation.alpha), title, within: 1e-9), "\(fraction)")
            #expect(isClose(Double(label.presentation.transform.m42), 40 * (1 - title), within: 1e-9))
            // scale(0) is taken at the smallest scale, 0.001.
            let scale = 0.001 + 0.999 * screens
            #expect(isClose(Double(lifted.presentation.transform.m11), scale, within: 1e-6), "\(fraction)")
            #expect(isClose(Double(lifted.presentation.alpha), 0.8, within: 1e-9))
            #expect(isClose(shownX(b.view), width * screens, within: 1e-9), "\(fraction)")
            #expect(isClose(shownX(a.view), -0.3 * width * (1 - screens), within: 1e-9), "\(fraction)")
            #expect(original.isHidden)
        }
        interaction.release(velocity: -0.5)
        #expect(interaction.lastRelease?.finishes == false)
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(ModelTree(a.view) == before.a && ModelTree(b.view) == before.b)
        #expect(navigation.view.subviews[0].subviews.elementsEqual(before.container, by: ===))
        #expect(a.view.superview == nil && lifted.superview == nil)
        #expect(!label.isAnimating && !original.isAnimating)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }
}

/// The whole model state of a view tree: for each view, depth first, its place (parent and index among its
/// siblings), its model values, hidden flag, clipping, touch flag, identifier and content.
struct ModelTree: Equatable, CustomStringConvertible {
    struct Node: Equatable {
        var view: ObjectIdentifier
        var parent: ObjectIdentifier?
        var index: Int
        var model: ViewState
        var isHidden: Bool
        var clipsToBounds: Bool
        var isUserInteractionEnabled: Bool
        var identifier: String?
        var content: String
    }

    var nodes: [Node] = []

    @MainActor
    init(_ root: View) {
        var pending: [(View, ObjectIdentifier?, Int)] = [(root, nil, 0)]
        while let (view, parent, index) = pending.popLast() {
            nodes.append(
                Node(
                    view: ObjectIdentifier(view), parent: parent, index: index, model: view.model,
                    isHidden: view.isHidden, clipsToBounds: view.clipsToBounds,
                    isUserInteractionEnabled: view.isUserInteractionEnabled, identifier: view.identifier,
                    content: "\(view.content)"))
            for (offset, subview) in view.subviews.enumerated().reversed() {
                pending.append((subview, ObjectIdentifier(view), offset))
            }
        }
    }

    var description: String {
        nodes.map { "\($0.identifier ?? "-") \($0.index) hidden=\($0.isHidden) \($0.model)" }.joined(separator: "\n")
    }
}
