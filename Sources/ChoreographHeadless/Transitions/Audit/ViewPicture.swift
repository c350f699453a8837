import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The state of the views of one subtree at one moment, kept by identity without keeping the views alive: what the
/// transition audit compares a screen with (<doc:TransitionAudit>).
@MainActor
struct ViewPicture {
    /// One view's recorded state.
    @MainActor
    struct Record {
        /// The view, held weakly: a record of a view that went away matches nothing.
        weak var view: View?
        /// Whether it was hidden.
        let isHidden: Bool
        /// Its model alpha.
        let alpha: CGFloat
        /// Its model transform.
        let transform: Transform3D
        /// Its model frame.
        let frame: CGRect

        init(_ view: View) {
            self.view = view
            isHidden = view.isHidden
            alpha = view.model.alpha
            transform = view.model.transform
            frame = view.model.frame
        }
    }

    /// The records by the views' identities, in the subtree's order (``View/subtree``).
    private(set) var records: [ObjectIdentifier: Record] = [:]
    /// The views' identities in the subtree's order.
    private(set) var order: [ObjectIdentifier] = []

    /// An empty picture.
    init() {}

    /// The picture of `root`'s subtree now; empty for `nil`.
    init(of root: View?) {
        guard let root else { return }
        let views = root.subtree
        records.reserveCapacity(views.count)
        order.reserveCapacity(views.count)
        for view in views {
            let id = ObjectIdentifier(view)
            records[id] = Record(view)
            order.append(id)
        }
    }

    /// The record of `view`, when the picture holds that very view (not another one at a reused address).
    func record(of view: View) -> Record? {
        guard let record = records[ObjectIdentifier(view)], record.view === view else { return nil }
        return record
    }

    /// Records `view` as it is now, when the picture holds that very view; otherwise changes nothing.
    mutating func refresh(_ view: View) {
        guard record(of: view) != nil else { return }
        records[ObjectIdentifier(view)] = Record(view)
    }

    /// The recorded views still alive, in the subtree's order.
    var liveViews: [View] {
        order.compactMap { records[$0]?.view }
    }
}

extension View {
    /// How the audit names a view in a message: its identifier, what it is a snapshot of, or its type.
    var auditName: String {
        if let identifier { return "'\(identifier)'" }
        if let snapshotOf { return "a snapshot of '\(snapshotOf)'" }
        return "a \(type(of: self))"
    }

    /// Whether the view or one of its ancestors is hidden.
    var isHiddenOnScreen: Bool {
        var view: View? = self
        while let current = view {
            if current.isHidden { return true }
            view = current.superview
        }
        return false
    }

    /// Whether the view is a snapshot made by ``snapshotView()``.
    var isSnapshot: Bool { self is SnapshotView || snapshotOf != nil }
}

extension Transform3D {
    /// Whether the two transforms are equal up to floating-point rounding (10⁻⁹ per entry).
    func isClose(to other: Transform3D) -> Bool {
        let a = [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
        let b = [
            other.m11, other.m12, other.m13, other.m14, other.m21, other.m22, other.m23, other.m24,
            other.m31, other.m32, other.m33, other.m34, other.m41, other.m42, other.m43, other.m44,
        ]
        return zip(a, b).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($0), abs($1)) }
    }
}
