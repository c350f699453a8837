import Choreograph
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The coverage sample's one pass over the container (`CoverScan`) against the rule it replaces, written here over
/// the views' public properties, each view's ancestors walked again for every view (<doc:TransitionAudit#Covered-views>):
/// on a hierarchy with overlapping, transformed, hidden, transparent and clipped views, some of them half way
/// through an animation, every view's cover rect and every view's visibility are the same, to the last bit.
@MainActor
@Suite("Coverage samples' one pass")
struct CoverScanTests {
    /// The rule as the audit stated it: an opaque cover is shown, fully opaque with its ancestors, has an opaque
    /// background and no rotation, skew or perspective on it or its ancestors; it covers its visible rect clipped by
    /// the ancestors that clip.
    private static func referenceRect(of view: View) -> CGRect? {
        var hidden = false
        var current: View? = view
        while let ancestor = current {
            hidden = hidden || ancestor.isHidden
            current = ancestor.superview
        }
        guard !hidden, let background = view.presentation.backgroundColor, background.alpha >= 0.99,
            view.visibleOpacity >= 0.99
        else { return nil }
        current = view
        while let ancestor = current {
            let transform = ancestor.presentation.transform
            guard transform.isAffine, abs(transform.m12) < 1e-9, abs(transform.m21) < 1e-9 else { return nil }
            current = ancestor.superview
        }
        var rect = view.visibleRect
        current = view.superview
        while let ancestor = current {
            if ancestor.clipsToBounds { rect = rect.intersection(ancestor.visibleRect) }
            current = ancestor.superview
        }
        return rect.isNull || rect.isEmpty ? nil : rect
    }

    /// Whether `view` is seen, by the rule: nothing opaque drawn after its subtree covers what it shows in the window.
    private static func referenceVisibility(of view: View, in container: View) -> CoverageSamples.Visibility {
        let order = container.subtree
        var hidden = false
        var current: View? = view
        while let ancestor = current {
            hidden = hidden || ancestor.isHidden
            current = ancestor.superview
        }
        guard let window = view.window, !hidden, view.visibleOpacity >= 0.01,
            let index = order.firstIndex(where: { $0 === view })
        else { return .notShown }
        let shown = view.visibleRect.intersection(window.bounds)
        guard !shown.isNull, shown.width > 0, shown.height > 0 else { return .notShown }
        let slack = (x: min(0.5, shown.width / 100), y: min(0.5, shown.height / 100))
        for cover in order[(index + view.subtree.count)...] {
            if let rect = referenceRect(of: cover), rect.insetBy(dx: -slack.x, dy: -slack.y).contains(shown) {
                return .covered
            }
        }
        return .seen
    }

    /// A window with a container of 15 views: opaque cards overlapping, one scaled, one rotated, one in perspective,
    /// a hidden one with a child, transparent ones (one whose product of alphas is 0.99 exactly), clipped ones, one with a
    /// translucent background and one with none; half of them moving, read half way through.
    private static func hierarchy() -> (container: View, clock: ManualClock, keep: [View]) {
        let clock = ManualClock()
        _ = HostEnvironment.install(clock: clock)
        let window = Window(size: CGSize(width: 390, height: 844))
        let container = View(frame: window.bounds, identifier: "container")
        window.addSubview(container)
        func card(_ name: String, _ frame: CGRect, in parent: View, alpha: CGFloat = 1) -> View {
            let view = View(frame: frame, identifier: name)
            view.backgroundColor = Color(white: 0.5, alpha: alpha)
            parent.addSubview(view)
            return view
        }
        let back = card("back", CGRect(x: 0, y: 0, width: 390, height: 844), in: container)
        let small = card("small", CGRect(x: 20, y: 40, width: 100, height: 100), in: back)
        let over = card("over", CGRect(x: 10, y: 30, width: 200, height: 200), in: container)
        let scaled = card("scaled", CGRect(x: 0, y: 0, width: 390, height: 844), in: container)
        scaled.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        let rotated = card("rotated", CGRect(x: 0, y: 0, width: 390, height: 844), in: container)
        rotated.transform = CGAffineTransform(rotationAngle: 0.1)
        let perspective = card("perspective", CGRect(x: 0, y: 0, width: 390, height: 844), in: container)
        var transform = Transform3D.identity
        transform.m34 = -1.0 / 500
        perspective.layer.transform = transform
        let hidden = card("hidden", CGRect(x: 0, y: 0, width: 390, height: 844), in: container)
        hidden.isHidden = true
        let hiddenChild = card("hidden child", CGRect(x: 0, y: 0, width: 390, height: 844), in: hidden)
        let faint = card("faint", CGRect(x: 0, y: 0, width: 390, height: 844), in: container)
        faint.alpha = 0.99
        let faintChild = card("faint child", CGRect(x: 0, y: 0, width: 390, height: 844), in: faint)
        let translucent = card("translucent", CGRect(x: 0, y: 0, width: 390, height: 844), in: container, alpha: 0.5)
        let bare = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), identifier: "bare")
        container.addSubview(bare)
        let clip = card("clip", CGRect(x: 50, y: 50, width: 100, height: 100), in: container)
        clip.clipsToBounds = true
        let spill = card("spill", CGRect(x: -50, y: -50, width: 400, height: 400), in: clip)
        // Alphas whose product is just under 0.99 multiplied from the view up (the rule's order) and 0.99 from the root
        // down; and alphas outside 0…1 whose product underflows from the root down and overflows from the view up.
        let near = card("near", CGRect(x: 200, y: 600, width: 100, height: 100), in: container)
        near.alpha = 0.996_515_929_727_227_6
        let nearer = card("nearer", CGRect(x: 0, y: 0, width: 90, height: 90), in: near)
        nearer.alpha = 0.997_887_233_511_355_1
        let nearest = card("nearest", CGRect(x: 0, y: 0, width: 80, height: 80), in: nearer)
        nearest.alpha = 0.995_564_684_646_960_1
        var extremes: [View] = []
        var parent = container
        for (index, alpha) in [1e-200, 1e-200, 1e300, 1e100].enumerated() {
            let origin = index == 0 ? CGPoint(x: 10, y: 700) : .zero
            parent = card("extreme \(index)", CGRect(origin: origin, size: CGSize(width: 50, height: 50)), in: parent)
            parent.alpha = CGFloat(alpha)
            extremes.append(parent)
        }
        let slider = card("slider", CGRect(x: 0, y: 0, width: 390, height: 844), in: container)
        View.animate(withDuration: 1) {
            slider.center.x += 390
            over.alpha = 0.5
            scaled.transform = CGAffineTransform(scaleX: 0.8, y: 0.8).translatedBy(x: 3.3, y: -7.1)
            clip.center.y += 100
            small.center.x += 33.3
        }
        clock.advance(by: 0.5)
        let keep = [window, back, small, over, scaled, rotated, perspective, hidden, hiddenChild, faint, faintChild]
        return (container, clock, keep + [translucent, bare, clip, spill, near, nearer, nearest, slider] + extremes)
    }

    @Test("Every view's cover rect is the rule's, to the last bit")
    func coverRects() {
        let (container, clock, keep) = Self.hierarchy()
        var scan = CoverScan(container: container)
        let order = container.subtree
        #expect(order.count == 23)
        var opaque = 0
        for (offset, view) in order.enumerated() {
            let reference = Self.referenceRect(of: view)
            if reference != nil { opaque += 1 }
            #expect(scan.opaqueRect(at: scan.containerIndex + offset) == reference, "\(view.auditName)")
            let subtree = scan.subtree(of: view).map { scan.views[$0].map(ObjectIdentifier.init) }
            #expect(subtree == view.subtree.map(ObjectIdentifier.init), "\(view.auditName)")
        }
        // Opaque covers: back, small, scaled, faint (alpha 0.99), faint child (0.99 × 1), clip, spill and the slider
        // half way out; not: the container and bare (no background), over (alpha 0.75 half way), rotated,
        // perspective, hidden, the hidden one's child and translucent. Near and nearer are opaque, nearest (just under
        // 0.99 in the rule's order) is not; of the extremes the last is (its product overflows to infinity in the
        // rule's order).
        #expect(opaque == 11)
        withExtendedLifetime((clock, keep)) {}
    }

    @Test("Every view's visibility is the rule's")
    func visibilities() {
        let (container, clock, keep) = Self.hierarchy()
        var scan = CoverScan(container: container)
        var covered = 0
        for view in container.subtree {
            let visibility = CoverageSamples.visibility(of: view, subtreeCount: view.subtree.count, in: &scan)
            #expect(visibility == Self.referenceVisibility(of: view, in: container), "\(view.auditName)")
            if visibility == .covered { covered += 1 }
        }
        #expect(covered > 0)
        withExtendedLifetime((clock, keep)) {}
    }
}
