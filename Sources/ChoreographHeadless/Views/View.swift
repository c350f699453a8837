import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A rectangular area on screen, shaped like `UIView`: geometry, appearance, a hierarchy, hit testing and a
/// presentation state that animations drive.
///
/// Every animatable property has a *model* value — what the property reads and writes — and a *presentation* value,
/// the one on screen (``presentation``). Outside animations the two are equal. Setting a property inside an
/// animation block records the change so the animation system can animate the presentation value from the old value
/// to the new one.
///
/// The anchor point is always the center: ``transform`` applies about ``center``, as with `UIView`'s default
/// `anchorPoint` of (0.5, 0.5).
@MainActor
open class View {
    /// What a capture reads of the view — the model state, identifier, content, hidden flag, clipping and subviews —
    /// in one stored value.
    ///
    /// Its accesses are not checked for exclusivity at run time: every access is on the main actor, none of them
    /// overlaps another (a check would trap), and a capture reads it once for every view of a screen, where the
    /// check — a call that records the access in a per-thread set — cost more than the reading.
    @exclusivity(unchecked) var stored = ViewStorage()
    // The view's own flags follow ``stored`` at once, whose last fields are flags too: together they fill one word
    // instead of leaving padding after each (stored properties are laid out in the order they are declared).
    /// Whether the view receives touches; when `false` touches pass to the views behind it. Default `true`.
    public var isUserInteractionEnabled = true
    /// Whether ``layoutSubviews()`` should run at the next ``layoutIfNeeded()``. Setting it to `true` asks every
    /// host for a layout pass at its next frame.
    var needsLayout = true {
        didSet { if needsLayout { HostEnvironment.layoutMarks &+= 1 } }
    }
    /// Whether a layout pass has run on the view: a snapshot taken before that is empty in UIKit
    /// (<doc:TransitionAudit>).
    var hasBeenLaidOut = false
    /// Whether the view says it is opaque, as `UIView.isOpaque`: a drawing hint UIKit may use to skip blending; the
    /// host draws the same either way. Default `true`.
    public var isOpaque = true

    /// A stable name for the view, used by transitions to match elements and by previews and tests to find it; the
    /// same value as ``accessibilityIdentifier``. Default `nil`.
    public var identifier: String? {
        get { stored.identifier }
        set { stored.identifier = newValue }
    }
    /// The view's identifier for tests and assistive tools, as `UIView.accessibilityIdentifier`: the same value as
    /// ``identifier``. Default `nil`.
    public var accessibilityIdentifier: String? {
        get { identifier }
        set { identifier = newValue }
    }
    /// A number that names the view within its hierarchy (``viewWithTag(_:)``). Default 0.
    public var tag: Int {
        get { extrasStorage?.tag ?? 0 }
        set { if newValue != 0 || extrasStorage != nil { extras.tag = newValue } }
    }
    /// The layer behind the view: corner radius, border, shadow, 3D transform and depth; made when first read.
    public var layer: Layer {
        if let layerStorage { return layerStorage }
        let made = Layer(view: self)
        layerStorage = made
        return made
    }
    /// The layer ``layer`` reads, `nil` until it is first read.
    private var layerStorage: Layer?
    /// For a snapshot, the identifier of the view it copies (``snapshotView()``); `nil` otherwise. Kept in the view
    /// itself, not with its rarely set state: a transition's snapshots of named views are many.
    public internal(set) var snapshotOf: String?
    /// What the view draws besides its background, border and subviews. Default ``ViewContent/none``.
    public var content: ViewContent {
        get { stored.content }
        set { stored.content = newValue }
    }
    /// Whether the view is hidden; a hidden view and its subviews are not drawn and receive no touches.
    /// Default `false`.
    public var isHidden: Bool {
        get { stored.isHidden }
        set {
            let changed = newValue != stored.isHidden
            stored.isHidden = newValue
            if changed { noteAppChange() }
        }
    }
    /// Whether subviews are clipped to the bounds (and the corner radii). Default `false`.
    public var clipsToBounds: Bool {
        get { stored.clipsToBounds }
        set { stored.clipsToBounds = newValue }
    }

    /// The model state every animatable property reads and writes.
    public internal(set) var model: ViewState {
        get { stored.model }
        _modify { yield &stored.model }
    }
    /// The animations running on the view, oldest first.
    var animations: [PropertyAnimation] = []

    /// The superview; `nil` for a root.
    public internal(set) var superview: View? {
        get { superviewReference }
        set { superviewReference = newValue }
    }
    /// The superview ``superview`` reads, held without a weak reference: a weakly referenced object keeps its
    /// reference counts in a side table, which makes every retain and release of it take the runtime's slow path.
    /// It never outlives the superview: a view leaving its superview clears it, and a superview going away clears its
    /// subviews' (its `deinit`), so reading it after the superview is gone gives `nil`, as a weak reference would.
    nonisolated(unsafe) unowned(unsafe) var superviewReference: View?
    /// The subviews, back to front.
    public internal(set) var subviews: [View] {
        get { stored.subviews }
        _modify { yield &stored.subviews }
    }

    /// What a plain view never sets (``ViewStorageExtras``); `nil` until one of it is first set to a non-default.
    private(set) var extrasStorage: ViewStorageExtras?
    /// The box ``extrasStorage`` holds, made when first asked for: ask for it only to write other than a default.
    var extras: ViewStorageExtras {
        if let extrasStorage { return extrasStorage }
        let made = ViewStorageExtras()
        extrasStorage = made
        return made
    }

    // MARK: - Initializers

    /// Creates a view with a frame, as `UIView(frame:)`.
    public init(frame: CGRect) {
        model.bounds = CGRect(origin: .zero, size: frame.size)
        model.center = CGPoint(x: frame.midX, y: frame.midY)
        HostEnvironment.layoutMarks &+= 1
    }

    /// A view decoded from an archive, as `UIView(coder:)`: the host has no archives, so this always fails
    /// (returns `nil`). It exists so that a subclass's `required init?(coder:)` compiles as in UIKit.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a view with a frame (default `.zero`) and an identifier (the host's addition).
    public convenience init(frame: CGRect = .zero, identifier: String?) {
        self.init(frame: frame)
        self.identifier = identifier
    }

    /// Creates a view with a zero frame, as `UIView()`.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// A view going away (on the main thread, as UIKit's must) stops being its subviews' superview, its layer's
    /// owner and its running animations' view (an animation a clock or an animator still holds outlives it): each
    /// then reads `nil`, as the weak references they replace did.
    deinit {
        layerStorage?.owner = nil
        for subview in stored.subviews { subview.superviewReference = nil }
        for animation in animations { animation.view = nil }
    }

    // MARK: - Presentation

    /// The state on screen now: the model state with every running animation applied.
    public var presentation: ViewState {
        animatedPresentation
    }

    /// Whether any animation is running on the view: a property animation, or a scroll view's animated offset.
    public var isAnimating: Bool {
        !animations.isEmpty || (self as? ScrollView)?.scrollAnimation != nil
    }

    /// Tells the transition audit of a change to what it pictures (hidden, alpha, transform) made to a view out of any
    /// window when no transition runs or ends: the app's own doing, which a screen the app changes while it is covered
    /// keeps. (On screen, the host's own presentation controllers change views too — a sheet's presenter recedes —
    /// and the audit's next picture of an on-screen screen is taken when a transition starts anyway.)
    private func noteAppChange() {
        // The host's checks first: they are the ones that fail while a transition runs, when most changes are made.
        // Host-wide on purpose: a view out of any window cannot be tied to one transition (an animator's "to" view
        // before it is added, a snapshot), so while any transition runs or ends a change is not taken as the app's.
        let host = HostEnvironment.current
        guard host.runningTransitions.isEmpty, host.auditBook.transitionsEnding == 0, window == nil else { return }
        host.auditBook.appChanged(self)
    }

    /// Sets a model value, telling the animation system about the change first.
    ///
    /// A value with a NaN or infinite number (a scale of width/0, say) is refused with a diagnostic and the property
    /// keeps its value, where Core Animation would raise.
    func setModel(_ property: AnimatableProperty, _ value: AnimatableValue) {
        guard value.isFinite else {
            HostEnvironment.current.diagnostics.report(
                .nonFiniteValue,
                "\(recordName).\(property.name) = \(value): a value must be finite; the property keeps its value"
            )
            return
        }
        guard let old = Self.replace(property, with: value, in: &stored.model) else { return }
        AnimationRecorder.current?.record(view: self, property: property, from: old, to: value)
        if property == .opacity || property == .transform { noteAppChange() }
        if property == .bounds, case .rect(let rect) = old, case .rect(let new) = value, rect.size != new.size {
            setNeedsLayout()
            if layout.autoresizesSubviews { autoresizeSubviews(from: rect.size, to: new.size) }
        }
        if property == .position || property == .bounds, let engine = extrasStorage?.layout.managingEngine {
            engine.frameDidChange(self)
        }
    }

    // MARK: - Animatable properties

    /// The center in the superview's coordinates (`UIView.center`).
    public var center: CGPoint {
        get { model.center }
        set { setModel(.position, .point(newValue)) }
    }

    /// The view's own coordinate space: its origin shifts the content, its size is the view's size.
    public var bounds: CGRect {
        get { model.bounds }
        set { setModel(.bounds, .rect(newValue)) }
    }

    /// The 2D transform applied about the center, as `UIView.transform`: the planar part of ``layer``'s 3D
    /// transform. Setting it replaces the layer's transform with this one. Default identity.
    public var transform: CGAffineTransform {
        get { model.transform.affineTransform }
        set { setModel(.transform, .transform(Transform3D(affine: newValue))) }
    }

    /// The opacity, 0…1; below 0.01 the view receives no touches. Default 1.
    public var alpha: CGFloat {
        get { model.alpha }
        set { setModel(.opacity, .scalar(newValue)) }
    }

    /// The background colour; `nil` is transparent. Default `nil`.
    public var backgroundColor: Color? {
        get { model.backgroundColor }
        set {
            setModel(.backgroundColor, .color(newValue ?? .clear))
            if newValue == nil { model.backgroundColor = nil }
        }
    }

    /// The frame in the superview's coordinates.
    ///
    /// Reading gives the bounding box of the transformed bounds. Setting places the center at the rect's middle and
    /// sets the bounds size; with a non-identity transform UIKit leaves the result undefined, and this sets the
    /// untransformed size. The middle is found as `minX + width / 2`, so a frame near the largest finite numbers
    /// (a 10³⁰⁸-point window) does not overflow to infinity on the way.
    public var frame: CGRect {
        get { model.frame }
        set {
            let standard = newValue.standardized
            center = CGPoint(x: standard.minX + standard.width / 2, y: standard.minY + standard.height / 2)
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
        }
    }

    // MARK: - Hit testing

    /// The deepest view at `point` (in this view's bounds) that receives touches, or `nil`.
    ///
    /// As `UIView.hitTest(_:with:)`: a view that is hidden, has an alpha below 0.01, has user interaction disabled
    /// or is being animated by a block without ``AnimationOptions/allowUserInteraction`` (or by a property animator
    /// whose ``PropertyAnimator/isUserInteractionEnabled`` is `false`) is skipped with its subviews; so is a point outside the view's bounds (``point(inside:with:)``), whether or
    /// not the view clips. Subviews are tried front to back, and the first hit wins. Model values are used. `event`
    /// is passed on to the subviews' hit tests; the host's touch dispatch passes the touch-down event, and `nil` is
    /// fine when calling it yourself.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, !animations.contains(where: \.blocksTouches),
            self.point(inside: point, with: event)
        else {
            return nil
        }
        for subview in subviews.reversed() {
            let local = View.fromSuperview(point, state: subview.model)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's bounds) is inside the bounds. Override to widen or narrow the touch area.
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    // MARK: - Intrinsic size

    /// The value of a dimension that has no intrinsic size, as `UIView.noIntrinsicMetric`: −1.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size the view's content asks for, which Auto Layout uses when the view has constraints. A dimension of
    /// ``noIntrinsicMetric`` asks for nothing. Default: no intrinsic size in either dimension.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Tells layout that ``intrinsicContentSize`` changed: the view and its superview lay out again at the next
    /// pass, and Auto Layout replaces the view's content-size constraints (and re-reads its baselines). Subclasses
    /// that override this call `super`.
    open func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
        layoutEngine?.enqueue(.intrinsic(self))
    }

    /// The size that best fits `size`, as `UIView.sizeThatFits(_:)`; subclasses with content (``Label``,
    /// ``ImageView``, ``Button``) measure it. The default returns the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current bounds size, keeping its frame's origin, as
    /// `UIView.sizeToFit()`.
    open func sizeToFit() {
        let origin = frame.origin
        frame = CGRect(origin: origin, size: sizeThatFits(bounds.size))
    }

    // MARK: - Baselines

    /// Where the view's first baseline lies, in points below its top edge, for ``firstBaselineAnchor``; `nil` puts
    /// it at the bottom edge, as for a view without text. Views that draw text override it. Default `nil`.
    ///
    /// Auto Layout reads it when a constraint on the baseline is solved, and again after
    /// ``invalidateIntrinsicContentSize()``.
    open var firstBaselineOffsetFromTop: CGFloat? { nil }

    /// Where the view's last baseline lies, in points above its bottom edge, for ``lastBaselineAnchor``. Views that
    /// draw text override it. Default 0: the bottom edge, as for a view without text.
    ///
    /// Auto Layout reads it when a constraint on the baseline is solved, and again after
    /// ``invalidateIntrinsicContentSize()``.
    open var lastBaselineOffsetFromBottom: CGFloat { 0 }

    // MARK: - Layout

    /// Lays out subviews; override to position them. Called by ``View/layoutIfNeeded()`` when the view needs layout.
    /// The default does nothing.
    open func layoutSubviews() {}

    // MARK: - Moving in the hierarchy

    /// Called before the view moves to `newSuperview` (`nil`: it is being removed), as `UIView`'s. Reordering among
    /// the same superview's subviews is not a move. The default does nothing.
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called after the view moved to a new superview, or was removed from its superview. The default does nothing.
    open func didMoveToSuperview() {}

    /// Called before the view's window becomes `newWindow` (`nil`: it leaves its window); every view of a moving
    /// subtree is told, top down. The default does nothing.
    open func willMove(toWindow newWindow: Window?) {}

    /// Called after the view's window changed; every view of a moving subtree is told, top down. The default does
    /// nothing.
    open func didMoveToWindow() {}

    // MARK: - Appearance hints

    /// The insets of the safe area, as `UIView.safeAreaInsets`: always zero on the host, whose screens have no
    /// notch, status bar or home indicator (<doc:HostRules#Safe-area-and-margins>).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The tint colour, as `UIView.tintColor`: the one set on this view, or else its superview's, or else the system
    /// blue. Setting `nil` goes back to inheriting. Default: inherited.
    open var tintColor: Color! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }
}
