import Choreograph
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a plain view never sets is kept out of line, in a box made when one of it is first set: a plain view added
/// to a window, laid out, animated and read has none, and each of those properties reads its default without one and
/// what was set with one.
@MainActor
@Suite("A view's rarely set state")
struct ViewStorageExtrasTests {
    @Test("A plain view in a window, laid out, animated to its end and read has no box of rarely set state")
    func plainViewHasNoBox() {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let window = Window()
        let views = (0..<3).map { View(frame: CGRect(x: 10 * CGFloat($0), y: 0, width: 10, height: 10)) }
        for view in views { window.addSubview(view) }
        window.layoutIfNeeded()
        var finished = false
        View.animate(
            withDuration: 0.5,
            animations: {
                for view in views {
                    view.center = CGPoint(x: 100, y: 100)
                    view.alpha = 0.5
                    view.transform = CGAffineTransform(rotationAngle: .pi / 8)
                    view.layer.cornerRadius = 4
                }
            },
            completion: { finished = $0 })
        clock.advance(to: 0.25)
        for view in views {
            _ = view.presentation
            _ = view.layer.presentation()
            _ = window.hitTest(view.center, with: nil)
        }
        clock.advance(to: 0.5)
        #expect(finished)
        for view in views {
            #expect(view.extrasStorage == nil)
            // Read without a box, each property gives its default.
            #expect(view.tag == 0)
            #expect(view.snapshotOf == nil)
            #expect(view.mask == nil)
            #expect(view.gestureRecognizers.isEmpty)
            #expect(view.translatesAutoresizingMaskIntoConstraints)
            #expect(view.autoresizesSubviews)
            #expect(view.tintColor == .systemBlue)
            #expect(view.extrasStorage == nil)
        }
    }

    @Test("Each rarely set property reads back what was set, and setting it makes the box")
    func setValuesReadBack() {
        _ = freshHost()
        let parent = View(identifier: "parent")
        let view = View(identifier: "view")
        parent.addSubview(view)
        view.tag = 7
        #expect(view.extrasStorage != nil)
        #expect(view.tag == 7)
        #expect(parent.viewWithTag(7) === view)

        let tinted = View()
        parent.tintColor = .systemRed
        parent.addSubview(tinted)
        #expect(tinted.extrasStorage == nil)
        // Inherited from the superview, which holds it in its box.
        #expect(tinted.tintColor == .systemRed)

        let masked = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let mask = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        masked.mask = mask
        #expect(masked.mask === mask)
        #expect(mask.maskedView === masked)
        masked.mask = nil
        #expect(mask.maskedView == nil)

        let laidOut = View()
        laidOut.translatesAutoresizingMaskIntoConstraints = false
        laidOut.autoresizesSubviews = false
        #expect(laidOut.translatesAutoresizingMaskIntoConstraints == false)
        #expect(laidOut.autoresizesSubviews == false)

        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        #expect(view.gestureRecognizers.count == 1)
        #expect(view.gestureRecognizers.first === pan)
        view.removeGestureRecognizer(pan)
        #expect(view.gestureRecognizers.isEmpty)

        let snapshot = view.snapshotView(afterScreenUpdates: false)
        #expect(snapshot?.snapshotOf == "view")
    }

    @Test("A controller's root view knows its controller, and forgets it when the controller goes")
    func owningControllerIsWeak() {
        _ = freshHost()
        var controller: ViewController? = ViewController()
        let root = controller!.view!
        #expect(root.owningController === controller)
        controller = nil
        #expect(root.owningController == nil)
    }

    @Test("A snapshot of an unnamed tree makes no box; a named view's copy keeps what it copies in one")
    func unnamedSnapshotHasNoBox() {
        _ = freshHost()
        let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let child = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(child)
        child.addSubview(View(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
        root.addSubview(View(frame: CGRect(x: 20, y: 0, width: 20, height: 20)))
        let copy = root.snapshotView()
        var copies = [copy]
        var index = 0
        while index < copies.count {
            copies += copies[index].subviews
            index += 1
        }
        // The root, its two subviews and the grandchild.
        #expect(copies.count == 4)
        for view in copies {
            #expect(view.extrasStorage == nil)
            #expect(view.snapshotOf == nil)
        }

        child.identifier = "child"
        // A copy of a named view names it, in the view itself: still no box.
        let named = root.snapshotView().subviews[0]
        #expect(named.extrasStorage == nil)
        #expect(named.snapshotOf == "child")
        #expect(named.subviews[0].extrasStorage == nil)
    }

    @Test("Writing each property's default to a view without a box leaves it without one")
    func defaultWritesMakeNoBox() {
        _ = freshHost()
        let writes: [(String, (View) -> Void)] = [
            ("tag", { $0.tag = 0 }),
            ("owningController", { $0.owningController = nil }),
            ("maskedView", { $0.maskedView = nil }),
            ("tintColor", { $0.tintColor = nil }),
            ("maskStorage", { $0.maskStorage = nil }),
            ("mask", { $0.mask = nil }),
            ("removeGestureRecognizer", { $0.removeGestureRecognizer(PanGestureRecognizer()) }),
            ("layout.engine", { $0.layout.engine = nil }),
            ("layout.managingEngine", { $0.layout.managingEngine = nil }),
            ("layout.held", { $0.layout.held = [] }),
            ("translatesAutoresizingMaskIntoConstraints", { $0.translatesAutoresizingMaskIntoConstraints = true }),
            ("autoresizesSubviews", { $0.autoresizesSubviews = true }),
            ("autoresizingMask", { $0.autoresizingMask = [] }),
        ]
        for (name, write) in writes {
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            write(view)
            #expect(view.extrasStorage == nil, "\(name)")
        }
    }

    @Test("A value other than the default makes the box and reads back, and a default written then is kept")
    func nonDefaultWritesRoundTrip() {
        _ = freshHost()
        let tagged = View()
        tagged.tag = 3
        #expect(tagged.extrasStorage != nil)
        #expect(tagged.tag == 3)
        tagged.tag = 0
        #expect(tagged.tag == 0)

        let tinted = View()
        tinted.tintColor = .systemRed
        #expect(tinted.extrasStorage != nil)
        #expect(tinted.tintColor == .systemRed)
        tinted.tintColor = nil
        #expect(tinted.tintColor == .systemBlue)

        let masked = View()
        let mask = View()
        mask.maskedView = masked
        #expect(mask.extrasStorage != nil)
        #expect(mask.maskedView === masked)

        let controller = ViewController()
        let root = View()
        root.owningController = controller
        #expect(root.extrasStorage != nil)
        #expect(root.owningController === controller)

        let laidOut = View()
        laidOut.autoresizingMask = [.flexibleWidth]
        #expect(laidOut.extrasStorage != nil)
        #expect(laidOut.autoresizingMask == [.flexibleWidth])
        laidOut.autoresizingMask = []
        #expect(laidOut.autoresizingMask.isEmpty)

        let recognizing = View()
        let pan = PanGestureRecognizer()
        recognizing.addGestureRecognizer(pan)
        #expect(recognizing.extrasStorage != nil)
        #expect(recognizing.gestureRecognizers.first === pan)
    }

    @Test(
        "Each Auto Layout field written on a view without a box to other than its default makes the box and reads back")
    func layoutFieldsRoundTrip() {
        _ = freshHost()
        let other = View()
        let engine = LayoutEngine(root: other)
        let constraint = other.widthAnchor.constraint(equalToConstant: 10)
        let guide = LayoutGuide(identifier: "guide", owningView: other, inset: 0)
        let checks: [(String, (View) -> Void, (View) -> Bool)] = [
            (
                "translatesAutoresizingMask", { $0.layout.translatesAutoresizingMask = false },
                { !$0.layout.translatesAutoresizingMask }
            ),
            (
                "autoresizingMask", { $0.layout.autoresizingMask = .flexibleWidth },
                { $0.layout.autoresizingMask == .flexibleWidth }
            ),
            ("autoresizesSubviews", { $0.layout.autoresizesSubviews = false }, { !$0.layout.autoresizesSubviews }),
            (
                "semanticContentAttribute", { $0.layout.semanticContentAttribute = .forceRightToLeft },
                { $0.layout.semanticContentAttribute == .forceRightToLeft }
            ),
            (
                "hugging", { $0.layout.hugging.vertical = .required },
                { $0.layout.hugging == (.defaultLow, .required) }
            ),
            (
                "compression", { $0.layout.compression.horizontal = .defaultLow },
                { $0.layout.compression == (.defaultLow, .defaultHigh) }
            ),
            ("held", { $0.layout.held.append(constraint) }, { $0.layout.held.first === constraint }),
            ("engine", { $0.layout.engine = engine }, { $0.layout.engine === engine }),
            ("managingEngine", { $0.layout.managingEngine = engine }, { $0.layout.managingEngine === engine }),
            (
                "variables", { $0.layout.variables = LayoutVariables(name: "v") },
                { $0.layout.variables?.width.name == "v.width" }
            ),
            ("safeAreaGuide", { $0.layout.safeAreaGuide = guide }, { $0.layout.safeAreaGuide === guide }),
            ("marginsGuide", { $0.layout.marginsGuide = guide }, { $0.layout.marginsGuide === guide }),
        ]
        for (name, write, readsBack) in checks {
            let view = View()
            write(view)
            #expect(view.extrasStorage != nil, "\(name)")
            #expect(readsBack(view), "\(name)")
        }
    }
}
