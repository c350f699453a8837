import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The layout the `layout.*` benchmarks solve: a grid of views, ten to a row, in a 390-point-wide window.
///
/// Each view has four constraints, as a typical cell does: its width a tenth of the window's less the spacing
/// (`width == window.width × 0.1 − 8.8`), a height of 44, its leading edge 8 points after the view before it in the row
/// (or the window's leading edge), and its top 8 points below the view above it (or the window's top). Every view
/// therefore depends on the window and on its neighbours, so a change at the top-left moves the whole grid.
@MainActor
struct LayoutWorkload {
    /// Views per row.
    static let columns = 10

    /// The window the grid lies in.
    let window: Window
    /// The grid's views, row by row.
    let views: [View]
    /// The top constraint of the first view: changing its constant moves every view.
    let firstTop: LayoutConstraint

    /// A grid of `count` views on a fresh host, solved once.
    init(count: Int) {
        HostEnvironment.install(clock: ManualClock())
        window = Window()
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        views.reserveCapacity(count)
        constraints.reserveCapacity(4 * count)
        for index in 0..<count {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            let column = index % Self.columns
            constraints.append(
                view.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.1, constant: -8.8))
            constraints.append(view.heightAnchor.constraint(equalToConstant: 44))
            constraints.append(
                column == 0
                    ? view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8)
                    : view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor, constant: 8))
            constraints.append(
                index < Self.columns
                    ? view.topAnchor.constraint(equalTo: window.topAnchor, constant: 8)
                    : view.topAnchor.constraint(equalTo: views[index - Self.columns].bottomAnchor, constant: 8))
            views.append(view)
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        self.views = views
        firstTop = constraints[3]
    }
}
