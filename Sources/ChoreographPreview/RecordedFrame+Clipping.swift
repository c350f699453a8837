import Foundation

extension RecordedFrame {
    /// For each view, the indices of the views that clip it, outermost first: every ancestor whose `clipsToBounds`
    /// is on. A view's own clipping is not listed (it clips its own content, not itself). A `parent` index that is
    /// not an earlier view of the frame ends the chain there.
    var clippingAncestors: [[Int]] {
        var result: [[Int]] = []
        result.reserveCapacity(views.count)
        for (index, view) in views.enumerated() {
            guard let parent = view.parent, parent >= 0, parent < index else {
                result.append([])
                continue
            }
            result.append(result[parent] + (views[parent].clipsToBounds ? [parent] : []))
        }
        return result
    }
}

extension RecordedFrame {
    /// For each view, the indices of the views whose ``RecordedView/mask`` masks it, outermost first: every ancestor
    /// with a mask, then the view itself when it has one. A `parent` index that is not an earlier view of the frame
    /// ends the chain there, as for ``clippingAncestors``.
    var maskingViews: [[Int]] {
        var result: [[Int]] = []
        result.reserveCapacity(views.count)
        for (index, view) in views.enumerated() {
            var chain: [Int] = []
            if let parent = view.parent, parent >= 0, parent < index {
                chain = result[parent]
            }
            if view.mask != nil { chain.append(index) }
            result.append(chain)
        }
        return result
    }

    /// For each view, the product of the opacities of the masks in its ``maskingViews``: 1 without masks.
    var maskOpacities: [Double] {
        maskingViews.map { chain in chain.reduce(1.0) { $0 * (views[$1].mask?.opacity ?? 1) } }
    }
}
