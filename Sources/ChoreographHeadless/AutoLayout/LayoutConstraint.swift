import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A relation between two layout attributes, as `NSLayoutConstraint`:
/// `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant`.
///
/// Make constraints with the anchors of views and layout guides (``View/leadingAnchor``, ``View/widthAnchor``, …) or
/// with ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``, then activate them
/// (``isActive``, ``activate(_:)``). An active constraint is held by the nearest common ancestor of its items
/// (``View/constraints``) and solved in that hierarchy's layout pass; changing ``constant`` re-solves incrementally.
/// The rules are in <doc:HostRules#Auto-Layout>.
///
/// ```swift
/// let card = View(identifier: "card")
/// card.translatesAutoresizingMaskIntoConstraints = false
/// window.addSubview(card)
/// LayoutConstraint.activate([
///     card.centerXAnchor.constraint(equalTo: window.centerXAnchor),
///     card.centerYAnchor.constraint(equalTo: window.centerYAnchor),
///     card.widthAnchor.constraint(equalToConstant: 200),
///     card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
/// ])
/// window.layoutIfNeeded()
/// ```
@MainActor
public final class LayoutConstraint: CustomStringConvertible {
    /// The part of an item a constraint relates, as `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Hashable, Sendable, CaseIterable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge: left in a left-to-right layout, right in a right-to-left one.
        case leading
        /// The trailing edge: right in a left-to-right layout, left in a right-to-left one.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal center.
        case centerX
        /// The vertical center.
        case centerY
        /// The last baseline: the bottom edge for a view without text (``View/lastBaselineOffsetFromBottom``).
        case lastBaseline
        /// The first baseline: the bottom edge for a view without text (``View/firstBaselineOffsetFromTop``).
        case firstBaseline
        /// No attribute: the second attribute of a constraint to a constant.
        case notAnAttribute = 0

        /// The attribute's name as UIKit spells it, for descriptions.
        var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .notAnAttribute: "notAnAttribute"
            }
        }

        /// The axis the attribute measures along; `nil` for ``notAnAttribute``.
        var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline: .vertical
            case .notAnAttribute: nil
            }
        }

        /// Whether the attribute is a size rather than a position.
        var isDimension: Bool { self == .width || self == .height }

        /// Whether the attribute follows the layout direction.
        var isDirectional: Bool { self == .leading || self == .trailing }

        /// Whether the attribute is a fixed horizontal edge.
        var isAbsoluteHorizontalEdge: Bool { self == .left || self == .right }
    }

    /// How the first attribute relates to the second, as `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Hashable, Sendable, CaseIterable {
        /// At most.
        case lessThanOrEqual = -1
        /// Exactly.
        case equal = 0
        /// At least.
        case greaterThanOrEqual = 1

        /// `<=`, `==` or `>=`.
        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }

        /// The solver's relation.
        var solverRelation: SolverConstraint.Relation {
            switch self {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        }
    }

    /// A layout axis, as `NSLayoutConstraint.Axis`: for content hugging and compression resistance.
    public enum Axis: Int, Hashable, Sendable, CaseIterable {
        /// Along the x axis: widths.
        case horizontal
        /// Along the y axis: heights.
        case vertical
    }

    /// The first item: a ``View`` or a ``LayoutGuide``. Held weakly, as UIKit's.
    public private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the first attribute relates to the second.
    public let relation: Relation
    /// The second item, or `nil` for a constraint to a constant. Held weakly, as UIKit's.
    public private(set) weak var secondItem: AnyObject?
    /// The second item's attribute; ``Attribute/notAnAttribute`` for a constraint to a constant.
    public let secondAttribute: Attribute
    /// What the second attribute is multiplied by. Default 1.
    public let multiplier: CGFloat
    /// A name for diagnostics and descriptions. Default `nil`.
    public var identifier: String?

    /// What is added to the second attribute (or the value itself, for a constraint to a constant). Default 0.
    ///
    /// Changing it on an active constraint re-solves incrementally at the next layout pass, or at once with
    /// `layoutIfNeeded()` — inside an animation block to animate the new frames. A NaN or infinite value is refused
    /// with a diagnostic (`layout.nonFiniteNumber`) and the constant keeps its value.
    public var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue.isFinite else {
                HostEnvironment.current.diagnostics.report(
                    .layoutNonFiniteNumber,
                    "\(self).constant = \(newValue): a constant must be finite; it keeps its value")
                return
            }
            guard newValue != storedConstant else { return }
            storedConstant = newValue
            engine?.constraintDidChange(self)
        }
    }

    /// How much the constraint matters, 1…1000. Default ``LayoutPriority/required``.
    ///
    /// A priority outside 1…1000 is refused with a diagnostic (`layout.invalidPriority`), and so is a change of an
    /// active constraint from required to preferred or back (`layout.requiredPriorityChange`), which UIKit raises
    /// for; the priority keeps its value.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard newValue.isValid else {
                HostEnvironment.current.diagnostics.report(
                    .layoutInvalidPriority,
                    "\(self).priority = \(newValue): a priority must lie in 1…1000; it keeps its value")
                return
            }
            if isActive, newValue.isRequired != storedPriority.isRequired {
                HostEnvironment.current.diagnostics.report(
                    .layoutRequiredPriorityChange,
                    "\(self).priority = \(newValue): an active constraint cannot change between required and "
                        + "preferred; deactivate it first. It keeps its value")
                return
            }
            guard newValue != storedPriority else { return }
            storedPriority = newValue
            engine?.constraintDidChange(self)
        }
    }

    /// Whether the constraint takes part in layout. Default `false`.
    ///
    /// Setting `true` hands the constraint to the nearest common ancestor of its items; constraints between views
    /// without one (different windows, separate hierarchies) are refused with a diagnostic
    /// (`layout.noCommonAncestor`), as are constraints with a non-finite constant or multiplier or with attributes
    /// that cannot be related. Setting the value it already has does nothing.
    public var isActive: Bool {
        get { holder != nil }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// The constant as stored.
    var storedConstant: CGFloat
    /// The priority as stored.
    var storedPriority: LayoutPriority = .required
    /// The view that holds the constraint while it is active: the nearest common ancestor of its items.
    weak var holder: View?
    /// When the constraint was last activated: the solver takes constraints in this order, so the one activated
    /// last is the one broken when required constraints conflict.
    var activationOrder = 0
    /// Whether the constraint's break was reported since the solver last held it: each break is reported once.
    var reportedBroken = false
    /// The number of activations so far, across hosts.
    static var activations = 0

    /// Creates a constraint `item.attribute relation toItem.toAttribute × multiplier + constant`, as
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`. The constraint is
    /// inactive. Checks happen at activation.
    ///
    /// - Parameters:
    ///   - item: The first item: a ``View`` or a ``LayoutGuide``.
    ///   - attribute: The first item's attribute.
    ///   - relation: How it relates to the second.
    ///   - toItem: The second item, or `nil` to relate the first attribute to `constant`. Default `nil`.
    ///   - toAttribute: The second item's attribute; ``Attribute/notAnAttribute`` without a second item.
    ///   - multiplier: What the second attribute is multiplied by. Default 1.
    ///   - constant: What is added. Default 0.
    public init(
        item: AnyObject, attribute: Attribute, relatedBy relation: Relation, toItem: AnyObject? = nil,
        attribute toAttribute: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0
    ) {
        self.firstItem = item
        self.firstAttribute = attribute
        self.relation = relation
        self.secondItem = toItem
        self.secondAttribute = toAttribute
        self.multiplier = multiplier
        self.storedConstant = constant
    }

    /// Activates every constraint of `constraints`, in order, as `NSLayoutConstraint.activate(_:)`.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint of `constraints`, as `NSLayoutConstraint.deactivate(_:)`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// `identifier: first.attribute relation second.attribute × multiplier + constant @priority`, with the items'
    /// identifiers (or type names); the parts that are defaults (multiplier 1, constant 0, priority 1000) are left
    /// out, as in UIKit's descriptions.
    public nonisolated var description: String {
        MainActor.assumeIsolated { describe() }
    }
}
