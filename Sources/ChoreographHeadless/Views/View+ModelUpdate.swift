import Choreograph
import Foundation

/// Setting a model value in place: what ``View/setModel(_:_:)`` reads and writes of the view's stored values.
extension View {
    /// Sets `property` of `state` to `value` and returns the value it replaced; `nil` (and nothing changes) when the
    /// property has no value or already has this one.
    ///
    /// One `inout` access reads and writes the state (each reach into a class's stored property is checked at run
    /// time, and a read copies the whole state). Nothing else runs during that access: the caller tells the animation
    /// block of the change after it, so that recording may read the view.
    static func replace(_ property: AnimatableProperty, with value: AnimatableValue, in state: inout ViewState)
        -> AnimatableValue?
    {
        guard let slot = ViewState.Slot(property) else { return nil }
        let old = state[slot]
        guard old != value else { return nil }
        state[slot] = value
        return old
    }
}
