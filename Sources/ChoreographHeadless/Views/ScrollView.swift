import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A view that shows a larger content through its bounds and scrolls it with a pan, as `UIScrollView`.
///
/// The ``contentOffset`` is the bounds' origin: subviews placed in content coordinates appear shifted by it, and hit
/// testing, conversions and previews follow. A drag scrolls the content with the finger, held to the scrollable
/// range, rubber-banded beyond it while ``bounces`` is on, and springs back when the finger lifts
/// (<doc:HostRules#Scroll-views>). The view clips to its bounds by default, as UIKit's does.
@MainActor
open class ScrollView: View {
    /// How long ``setContentOffset(_:animated:)`` and the spring back after a drag take: 0.3 seconds, a host
    /// choice (UIKit documents none).
    public static let scrollAnimationDuration: TimeInterval = 0.3

    /// The size of the content; a negative or non-finite dimension is reported
    /// (``Diagnostic/Code/scrollViewInvalidContentSize``) and read as 0. Default `.zero`.
    public var contentSize: CGSize = .zero {
        didSet {
            let valid = ScrollView.validated(contentSize, name: "contentSize")
            if valid != contentSize { contentSize = valid }
        }
    }

    /// Extra space around the content, inside the scrollable range; a non-finite inset is reported
    /// (``Diagnostic/Code/scrollViewInvalidContentSize``) and read as zero. Default ``EdgeInsets/zero``.
    public var contentInset: EdgeInsets = .zero {
        didSet {
            guard !contentInset.isFinite else { return }
            HostEnvironment.current.diagnostics.report(
                .scrollViewInvalidContentSize,
                "\(recordName).contentInset = \(contentInset): insets must be finite; read as zero")
            contentInset = .zero
        }
    }

    /// The insets the scrollable range uses: ``contentInset`` (the host has no safe area).
    public var adjustedContentInset: EdgeInsets { contentInset }

    /// Whether a drag scrolls; turning it off disables ``panGestureRecognizer``. Default `true`.
    public var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }

    /// Whether a drag may pull the content beyond its range, against a rubber band. Default `true`.
    public var bounces = true
    /// Whether a drag scrolls vertically even when the content is not taller than the view. Default `false`.
    public var alwaysBounceVertical = false
    /// Whether a drag scrolls horizontally even when the content is not wider than the view. Default `false`.
    public var alwaysBounceHorizontal = false
    /// Whether a vertical scroll indicator would show; the host draws none. Default `true`.
    public var showsVerticalScrollIndicator = true
    /// Whether a horizontal scroll indicator would show; the host draws none. Default `true`.
    public var showsHorizontalScrollIndicator = true

    /// Told about scrolling; held weakly, as in UIKit. Default `nil`.
    public weak var delegate: (any ScrollViewDelegate)?

    /// The pan that scrolls the content, attached to the scroll view.
    public let panGestureRecognizer = PanGestureRecognizer()

    /// Whether a finger is dragging the content.
    public internal(set) var isDragging = false
    /// Whether a finger is down on the content and has started to drag it.
    public var isTracking: Bool { isDragging }
    /// Whether the content is moving by itself after a drag (springing back).
    public internal(set) var isDecelerating = false

    /// The running offset animation, if any.
    var scrollAnimation: ScrollAnimation?
    /// The offset when the drag began, and the pan's translation then.
    var dragStart: (offset: CGPoint, translation: CGPoint) = (.zero, .zero)

    /// Creates a scroll view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.name = "scrollView.pan"
        panGestureRecognizer.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        addGestureRecognizer(panGestureRecognizer)
    }

    /// Always fails: the host has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Offset

    /// The point of the content at the view's top-left corner: the bounds' origin. Setting it scrolls at once,
    /// without limits, stops any offset animation and tells the delegate.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Scrolls to `contentOffset`, at once or over ``scrollAnimationDuration`` seconds (ease in, ease out), telling
    /// the delegate at each frame and, for an animation, when it ends. The offset is not limited to the scrollable
    /// range, as in UIKit. A non-finite offset is reported (`view.nonFiniteValue`) and ignored.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopScrollAnimation()
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            moveContent(to: contentOffset)
            return
        }
        guard animated, contentOffset != self.contentOffset else {
            moveContent(to: contentOffset)
            return
        }
        scrollAnimation = ScrollAnimation(scrollView: self, to: contentOffset, kind: .programmatic)
    }

    /// The offsets the content may be dragged to without a rubber band: from (−left inset, −top inset) to the
    /// content's far edges plus the insets, less the view's size (never below the start).
    public var contentOffsetRange: CGRect {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maxX = ScrollView.finite(contentSize.width + inset.right - bounds.width)
        let maxY = ScrollView.finite(contentSize.height + inset.bottom - bounds.height)
        let width = ScrollView.finite(max(maxX, minimum.x) - minimum.x)
        let height = ScrollView.finite(max(maxY, minimum.y) - minimum.y)
        return CGRect(x: minimum.x, y: minimum.y, width: width, height: height)
    }

    // MARK: - Internal API

    /// Moves the bounds' origin, marks the view for layout and tells the delegate when it moved.
    func moveContent(to offset: CGPoint) {
        let old = bounds.origin
        bounds = CGRect(origin: offset, size: bounds.size)
        guard bounds.origin != old else { return }
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
    }

    /// Stops the running offset animation where it is, without telling the delegate it ended.
    func stopScrollAnimation() {
        scrollAnimation?.stop()
        scrollAnimation = nil
        isDecelerating = false
    }

    /// `size` with each negative or non-finite dimension reported and read as 0.
    static func validated(_ size: CGSize, name: String) -> CGSize {
        func valid(_ length: CGFloat) -> CGFloat { length.isFinite && length >= 0 ? length : 0 }
        let usable = CGSize(width: valid(size.width), height: valid(size.height))
        if usable != size {
            HostEnvironment.current.diagnostics.report(
                .scrollViewInvalidContentSize,
                "\(name) = \(size): a size must be finite and not negative; read as \(usable)")
        }
        return usable
    }

    /// `value`, with the infinities of an overflow read as the largest finite numbers.
    static func finite(_ value: CGFloat) -> CGFloat {
        if value.isNaN { return 0 }
        return min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }
}
