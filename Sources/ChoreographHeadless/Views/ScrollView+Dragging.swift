import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How a drag scrolls the content (<doc:HostRules#Scroll-views>).
extension ScrollView {
    /// Whether a drag moves the content sideways: it is wider than the view with its insets, or
    /// ``alwaysBounceHorizontal`` is on.
    var scrollsHorizontally: Bool {
        let inset = adjustedContentInset
        return alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > bounds.width
    }

    /// Whether a drag moves the content up and down: it is taller than the view with its insets, or
    /// ``alwaysBounceVertical`` is on.
    var scrollsVertically: Bool {
        let inset = adjustedContentInset
        return alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > bounds.height
    }

    /// `offset` held to ``contentOffsetRange``.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = contentOffsetRange
        return CGPoint(
            x: min(max(offset.x, range.minX), ScrollView.finite(range.minX + range.width)),
            y: min(max(offset.y, range.minY), ScrollView.finite(range.minY + range.height)))
    }

    /// Follows the scroll view's pan: the content moves with the finger from where the pan began.
    func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopScrollAnimation()
            dragStart = (contentOffset, pan.translation(in: self))
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            let translation = pan.translation(in: self)
            let wanted = CGPoint(
                x: dragStart.offset.x - (translation.x - dragStart.translation.x),
                y: dragStart.offset.y - (translation.y - dragStart.translation.y))
            moveContent(to: dragged(to: wanted))
        case .ended, .cancelled:
            guard isDragging else { return }
            isDragging = false
            let target = clamped(contentOffset)
            let springsBack = target != contentOffset
            delegate?.scrollViewDidEndDragging(self, willDecelerate: springsBack)
            guard springsBack else { return }
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
            scrollAnimation = ScrollAnimation(scrollView: self, to: target, kind: .springBack)
        default:
            break
        }
    }

    /// Where a drag that wants `wanted` puts the content: axes that do not scroll stay where the drag began; the
    /// others are held to the range, beyond it against the standard rubber band while ``bounces`` is on.
    private func dragged(to wanted: CGPoint) -> CGPoint {
        let range = contentOffsetRange
        func axis(
            _ value: CGFloat, _ start: CGFloat, _ scrolls: Bool, _ lower: CGFloat, _ length: CGFloat, _ side: CGFloat
        )
            -> CGFloat
        {
            guard scrolls else { return start }
            let upper = ScrollView.finite(lower + length)
            let value = ScrollView.finite(value)
            guard bounces else { return min(max(value, lower), upper) }
            return CGFloat(
                RubberBand.standard.clamp(Double(value), to: Double(lower)...Double(upper), dimension: Double(side)))
        }
        return CGPoint(
            x: axis(wanted.x, dragStart.offset.x, scrollsHorizontally, range.minX, range.width, bounds.width),
            y: axis(wanted.y, dragStart.offset.y, scrollsVertically, range.minY, range.height, bounds.height))
    }

    /// An offset animation ended: the delegate hears of the end of a scrolling animation or of a spring back.
    func scrollAnimationDidFinish(_ animation: ScrollAnimation) {
        guard scrollAnimation === animation else { return }
        scrollAnimation = nil
        switch animation.kind {
        case .programmatic:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .springBack:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }
}
