import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One screen as captured for a transition: its size and place in the container, and its elements in drawing order.
///
/// A scene is what a planner sees of a view hierarchy. A host captures the screen that leaves and the screen that
/// enters (see ``SceneCapturing``), and the ``Planner`` turns the two scenes, a ``Transition`` and the operation into
/// a ``Timeline``. Every element keeps its parent's index, so nesting survives; elements with an identifier can be
/// found with ``indexes(ofIdentifier:)``.
///
/// Building a scene validates it: every number must be finite and within ±``maximumCoordinate``, lengths 0 or
/// greater, opacities (an element's and its shadow's) from 0 to 1, and every parent an earlier element. A broken rule throws a ``SceneError`` naming the element, the field
/// and the rule; the elements are checked first, in order, then the scene's own size and origin.
public struct Scene: Sendable {
    /// The largest coordinate or length a scene accepts, in points: 1,000,000,000.
    ///
    /// Far beyond any screen, and far enough from the limits of `Double` that the planner's sums and ratios of
    /// geometry never overflow.
    public static let maximumCoordinate: CGFloat = 1_000_000_000

    /// The size of the screen's root view, in points.
    public let size: CGSize
    /// Where the screen's root view has its top-left corner, in the container's coordinates. Default `.zero`.
    public let origin: CGPoint
    /// The elements, in drawing order (back to front); a parent always comes before its children.
    public let elements: [Element]

    /// Creates a scene, checking every rule.
    ///
    /// - Parameters:
    ///   - size: The root view's size; finite, 0 or greater, at most ``maximumCoordinate``.
    ///   - origin: The root view's top-left corner in the container; finite, within ±``maximumCoordinate``.
    ///     Default `.zero`.
    ///   - elements: The elements in drawing order; see ``Element`` for each one's rules. Default none.
    /// - Throws: ``SceneError`` naming the first element and field that break a rule.
    public init(size: CGSize, origin: CGPoint = .zero, elements: [Element] = []) throws(SceneError) {
        // The plain comparisons first; the checks that name the field and build the error only for an element that
        // breaks a rule.
        let broken = elements.withUnsafeBufferPointer { buffer in
            buffer.indices.first { !buffer[$0].keepsRules(index: $0) }
        }
        if let broken {
            for index in broken..<elements.count where !elements[index].keepsRules(index: index) {
                try elements[index].validate(index: index)
            }
        }
        try self.init(size: size, origin: origin, elementsKeepingRules: elements)
    }

    /// Creates a scene of elements already known to keep their rules, checking only the scene's own size and origin:
    /// the same scene, or the same error, as ``init(size:origin:elements:)`` gives when every element at index `i`
    /// keeps ``Element/keepsRules(index:)`` (which a capture finds as it makes each element, rather than in a second
    /// pass over them all).
    ///
    /// - Precondition: Every element keeps its rules; checked in debug builds.
    package init(size: CGSize, origin: CGPoint, elementsKeepingRules elements: [Element]) throws(SceneError) {
        assert(elements.indices.allSatisfy { elements[$0].keepsRules(index: $0) }, "an element breaks a rule")
        let check = SceneValidation(index: nil, identifier: nil)
        try check.length(size.width, "size.width")
        try check.length(size.height, "size.height")
        try check.coordinate(origin.x, "origin.x")
        try check.coordinate(origin.y, "origin.y")
        self.size = size
        self.origin = origin
        self.elements = elements
    }

    /// The root view's frame in the container's coordinates: ``origin`` and ``size``.
    public var frame: CGRect {
        CGRect(origin: origin, size: size)
    }

    /// The indexes of the elements whose identifier is `identifier`, in drawing order.
    public func indexes(ofIdentifier identifier: String) -> [Int] {
        elements.indices.filter { elements[$0].identifier == identifier }
    }

    /// The first element, in drawing order, whose identifier is `identifier`, or `nil` when none has it.
    public func element(withIdentifier identifier: String) -> Element? {
        elements.first { $0.identifier == identifier }
    }

    /// The indexes of the children of the element at `index`, in drawing order (of the root's direct children
    /// when `index` is `nil`).
    public func children(of index: Int?) -> [Int] {
        elements.indices.filter { elements[$0].parent == index }
    }
}

extension Scene: Equatable {}
