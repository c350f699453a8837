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
