import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ViewSceneCapture {
    /// Captures `root` and every view under it as a scene in the coordinates of `container`: the same scene as
    /// ``/Choreograph/SceneCapturing/captureScene(of:in:maximumElementCount:)``, element for element, made in one
    /// walk on the main actor rather than entering it once per view.
    ///
    /// - Parameters:
    ///   - root: The screen's root view.
    ///   - container: The view whose coordinates the scene uses (a transition's container view).
    ///   - maximumElementCount: The most elements the walk collects before it gives up. Default 100,000.
    /// - Throws: ``/Choreograph/SceneError`` as
    ///   ``/Choreograph/SceneCapturing/captureScene(of:in:maximumElementCount:)`` throws it.
    public func captureScene(
        of root: View,
        in container: View,
        maximumElementCount: Int = 100_000
    ) throws(SceneError) -> Scene {
        let walked = MainActor.assumeIsolated {
            Self.walk(root, in: container, limit: maximumElementCount, keepingViews: false)
        }
        return try Self.scene(
            of: walked.elements, keepingRules: walked.elementsKeepRules, limitReached: walked.limitReached,
            limit: maximumElementCount)
    }

    // MARK: - Internal API

    /// The elements of `root` and the views behind them, index for index, in the walk's order (depth first, in
    /// drawing order); `limitReached` when the hierarchy has more than `limit` views (the first `limit` are kept).
    /// `views` is empty unless `keepingViews`. `elementsKeepRules` when every element was found, as it was made, to
    /// keep a scene's rules at its index (``/Choreograph/Scene/Element/keepsRules(index:)``).
    ///
    /// A plain view's stored state is read once (``CaptureReading``), and each view with subviews gets its space
    /// (``CaptureSpace``) from its superview's. Subviews are visited in subview order, which is the drawing order
    /// unless one of them has a z position: the first such subview found sorts the level
    /// (``ViewSceneCapture/drawingOrder(of:)``). The walk goes on from there when the subviews visited already stay
    /// first (no later one has a negative z position, the common case of an overlay above the rest); otherwise it
    /// goes back to where that level's elements began and visits the level again sorted. The z positions of a level
    /// whose subviews have none are read once, with the rest of each subview.
    @MainActor
    static func walk(_ root: View, in container: View, limit: Int, keepingViews: Bool = true) -> (
        elements: [Scene.Element], views: [View], limitReached: Bool, elementsKeepRules: Bool
    ) {
        var walk = CaptureWalk(limit: limit, keepingViews: keepingViews)
        let rootSpace = CaptureSpace(of: root.superview, in: container)
        guard walk.visit([root], at: 0, parent: nil, space: rootSpace, checkingOrder: false) == .added else {
            return (walk.elements, walk.views, true, false)
        }
        // The innermost level's subviews are visited in one loop, until one of them has subviews of its own.
        while let top = walk.levels.indices.last {
            let level = walk.levels[top]
            var position = level.position
            while position < level.views.count {
                // The level's array of views and its space are read from its copy: neither is retained per view.
                let outcome = walk.visit(
                    level.views, at: position, parent: level.parent, space: level.space,
                    checkingOrder: !level.isOrdered)
                guard outcome != .limitReached else { return (walk.elements, walk.views, true, false) }
                guard outcome == .added else {
                    walk.sortInnermostLevel(at: position)
                    break
                }
                position += 1
                if walk.levels.count > top + 1 { break }
            }
            if walk.levels[top].isOrdered != level.isOrdered {
                continue  // The level was sorted and starts again.
            } else if walk.levels.count > top + 1 {
                walk.levels[top].position = position
            } else {
                walk.levels.removeLast()
            }
        }
        return (walk.elements, walk.views, false, walk.elementsKeepRules)
    }

    /// The scene of walked elements, whose root is the first; the walk's error when it reached its limit. When the
    /// walk found every element to keep its rules (`keepingRules`), only the scene's own size and origin are checked;
    /// otherwise every element is, as `Scene(size:origin:elements:)` checks them — the same scene or error either way.
    static func scene(
        of elements: [Scene.Element], keepingRules: Bool, limitReached: Bool, limit: Int
    ) throws(SceneError) -> Scene {
        guard !limitReached else {
            throw SceneError(
                elementIndex: nil, identifier: nil, field: "elements.count", value: "more than \(limit)",
                rule: .withinElementLimit)
        }
        let root = elements[0]
        guard keepingRules else {
            return try Scene(size: root.size, origin: root.frame.origin, elements: elements)
        }
        return try Scene(size: root.size, origin: root.frame.origin, elementsKeepingRules: elements)
    }
}

/// The state of a capture's walk: the elements and views found so far and the subviews still to visit, each level
/// with the space of the view they are under.
private struct CaptureWalk {
    /// What visiting a view did.
    enum Visit {
        /// Its element was added.
        case added
        /// Nothing: the walk already holds its limit of elements.
        case limitReached
        /// Nothing: the view has a z position, so its level is not in drawing order and is to be sorted
        /// (``sortInnermostLevel(at:)``).
        case reordered
    }

    /// The elements, in walk order.
    private(set) var elements: [Scene.Element] = []
    /// Whether every element added so far kept a scene's rules at the index it was added at. Taking elements back
    /// (``sortInnermostLevel(at:)``) removes the last ones and leaves the others at their indexes, so it stays true
    /// of those left.
    private(set) var elementsKeepRules = true
    /// The views behind them, when the walk keeps them.
    private(set) var views: [View] = []
    /// The subviews still to visit, innermost last: depth first, in drawing order.
    var levels: [WalkLevel] = []
    /// The views whose subviews were found out of drawing order: visited again, their subviews are sorted at once.
    private var sortedOwners: Set<ObjectIdentifier> = []
    /// How many views are known (visited, or listed in `levels`), so that room for them is made at once.
    private var known = 1
    /// The most elements the walk collects.
    private let limit: Int
    /// Whether ``views`` is kept.
    private let keepingViews: Bool
    /// ``/Choreograph/Scene/Shadow/none``, another module's constant, read once for the walk rather than per view.
    private let plainShadow = Scene.Shadow.none

    init(limit: Int, keepingViews: Bool) {
        self.limit = limit
        self.keepingViews = keepingViews
    }

    /// Adds the element of the view at `position` in `views` (in `space`, child of the element at `parent`) and
    /// lists its subviews as the innermost level. Adds nothing when the walk already holds `limit` elements, or when
    /// `checkingOrder` and the view has a z position: its level (the innermost) is then to be sorted.
    @MainActor
    mutating func visit(
        _ views: [View], at position: Int, parent: Int?, space: CaptureSpace, checkingOrder: Bool
    ) -> Visit {
        guard elements.count < limit else { return .limitReached }
        // The view is used where `views` holds it, without a reference of its own: `views` outlives the visit and
        // nothing in it changes, so retaining and releasing the view (two atomic operations) would guard nothing.
        return Self.borrowing(views, at: position) { view in
            visit(view, parent: parent, space: space, checkingOrder: checkingOrder)
        }
    }

    /// `body` given the view at `position` in `views`, without a reference of its own (`views` keeps it alive).
    /// `body` is a parameter of a function on the main actor rather than a closure handed to the unmanaged reference
    /// directly, so that it is known to run there and checks nothing of its actor when called.
    @MainActor
    @inline(__always)
    private static func borrowing<Result>(_ views: [View], at position: Int, _ body: (View) -> Result) -> Result {
        Unmanaged.passUnretained(views[position])._withUnsafeGuaranteedRef(body)
    }

    /// ``visit(_:at:parent:space:checkingOrder:)`` of `view`, which the caller keeps alive.
    @MainActor
    @inline(__always)
    private mutating func visit(_ view: View, parent: Int?, space: CaptureSpace, checkingOrder: Bool) -> Visit {
        // The one access to the view's stored state for a plain view without subviews (``CaptureReading``).
        let (reading, identifier) = CaptureReading.read(&view.stored, plainShadow: plainShadow)
        guard !checkingOrder || reading.zPosition == 0 else { return .reordered }
        let index = elements.count
        if keepingViews { self.views.append(view) }
        if reading.subviewCount > 0 { listSubviews(of: view, parentIndex: index, space: space) }
        // Appended as it is made, rather than kept apart and copied in, and checked against a scene's rules from the
        // values it was made of.
        let keepsRules = ViewSceneCapture.appendElement(
            of: view, reading, identifier: identifier, space: space, parent: parent, to: &elements)
        elementsKeepRules = elementsKeepRules && keepsRules
        return .added
    }

    /// Lists the subviews of `view`, whose element is to be added at `parentIndex` and whose superview's space is
    /// `space`, as the innermost level, and makes room for their elements. Kept out of
    /// ``visit(_:at:parent:space:checkingOrder:)``, which most views (those without subviews) leave without this.
    @MainActor
    @inline(never)
    private mutating func listSubviews(of view: View, parentIndex: Int, space: CaptureSpace) {
        let subviews = view.subviews
        let owner = ObjectIdentifier(view)
        // A single subview is in order; one known to be out of order is sorted now.
        let sorted = subviews.count == 1 || sortedOwners.contains(owner)
        levels.append(
            WalkLevel(
                views: sorted ? ViewSceneCapture.drawingOrder(of: subviews) : subviews, owner: owner,
                isOrdered: sorted, parent: parentIndex, space: CaptureSpace(of: view, under: space),
                firstElement: parentIndex + 1, knownWhenListed: known + subviews.count))
        known += subviews.count
        Self.makeRoom(for: min(known, limit), in: &elements)
        if keepingViews { Self.makeRoom(for: min(known, limit), in: &self.views) }
    }

    /// Sorts the innermost level's subviews in drawing order, `position` being the first found with a z position.
    /// When the subviews visited before it come first in drawing order too (no later subview has a negative z
    /// position), the walk goes on from `position`; otherwise what they added is taken back and the level is visited
    /// again from its start.
    @MainActor
    mutating func sortInnermostLevel(at position: Int) {
        let top = levels.count - 1
        let level = levels[top]
        let sorted = ViewSceneCapture.drawingOrder(of: level.views)
        sortedOwners.insert(level.owner)
        levels[top].views = sorted
        levels[top].isOrdered = true
        let keepsVisited = (0..<position).allSatisfy { sorted[$0] === level.views[$0] }
        guard !keepsVisited else {
            levels[top].position = position
            return
        }
        elements.removeSubrange(level.firstElement...)
        if keepingViews { views.removeSubrange(level.firstElement...) }
        // The views listed since the level was made were all under subviews taken back.
        known = level.knownWhenListed
        levels[top].position = 0
    }

    /// Grows `array` to hold at least `count` items, doubling its capacity at least when it grows.
    private static func makeRoom<Item>(for count: Int, in array: inout [Item]) {
        guard count > array.capacity else { return }
        array.reserveCapacity(max(count, 2 * array.capacity))
    }
}

/// The subviews of one view that a capture's walk has still to visit.
private struct WalkLevel {
    /// The subviews: in drawing order when ``isOrdered``, otherwise in subview order.
    var views: [View]
    /// The view whose subviews these are.
    let owner: ObjectIdentifier
    /// Whether ``views`` is known to be in drawing order; otherwise a subview with a z position sorts them.
    var isOrdered: Bool
    /// The index of their superview's element.
    let parent: Int
    /// Their superview's space.
    let space: CaptureSpace
    /// The index of the first subview's element.
    let firstElement: Int
    /// How many views the walk knew once these were listed.
    let knownWhenListed: Int
    /// The position of the next subview to visit.
    var position = 0
}
