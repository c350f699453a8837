import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A drag that starts on a scroll view inside the sheet: the sheet or the content moves, decided when the drag
/// begins (<doc:SheetPresentations#Scroll-views>).
extension SheetPresentationController: GestureRecognizerDelegate {
    /// Who a drag that started on a scroll view in the sheet moves.
    enum ScrollHandOff {
        /// The sheet moves; the scroll view's content is held at `pinned`.
        case sheet(ScrollView, pinned: CGPoint)
        /// The content scrolls; the sheet stays.
        case content
    }

    /// The sheet's pan recognizes together with the pan of a scroll view inside the sheet, so that each drag can be
    /// given to the sheet or to the content; `false` for any other recognizer.
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        guard recognizer === panGestureRecognizer, let scrollView = other.view as? ScrollView,
            other === scrollView.panGestureRecognizer, let presented = presentedView
        else { return false }
        return scrollView.isDescendant(of: presented)
    }

    /// Decides, as the sheet's pan begins, who a drag on a scrolling scroll view moves: the sheet for a drag down
    /// with the content at its top, and for a drag up while the sheet can grow past its selected detent and
    /// ``prefersScrollingExpandsWhenScrolledToEdge`` is on; the content otherwise. Returns whether the content takes
    /// the drag. A drag not on such a scroll view moves the sheet, as before.
    func contentTakesDrag(_ pan: PanGestureRecognizer) -> Bool {
        scrollHandOff = nil
        guard let presented = presentedView, let scrollView = Self.draggedScrollView(in: presented),
            scrollView.scrollsVertically
        else { return false }
        let down = pan.translation(in: nil).y > 0
        let offset = scrollView.contentOffset
        let sheetMoves: Bool
        if down {
            sheetMoves = offset.y <= scrollView.contentOffsetRange.minY
        } else {
            let largest = detentsInUse.last?.identifier
            sheetMoves = prefersScrollingExpandsWhenScrolledToEdge && restingDetent?.identifier != largest
        }
        scrollHandOff = sheetMoves ? .sheet(scrollView, pinned: offset) : .content
        return !sheetMoves
    }

    /// While the sheet takes a drag from a scroll view, puts the content back where the drag found it.
    func holdContent() {
        guard case .sheet(let scrollView, let pinned) = scrollHandOff, scrollView.contentOffset != pinned else {
            return
        }
        scrollView.contentOffset = pinned
    }

    /// The scroll view in `view`'s tree whose pan is dragging now, deepest first.
    private static func draggedScrollView(in view: View) -> ScrollView? {
        for subview in view.subviews.reversed() {
            if let found = draggedScrollView(in: subview) { return found }
        }
        guard let scrollView = view as? ScrollView, scrollView.panGestureRecognizer.state.isActive else { return nil }
        return scrollView
    }
}
