import Choreograph
import Foundation

/// Setting a model value in place: what ``View/setModel(_:_:)`` reads and writes of the view's stored values.
extension View {
    /// The engine managing a view's frame, read in place: reading the field of the stored value would copy all of it.
    static func managingEngine(_ layout: inout ViewLayoutState) -> LayoutEngine? { layout.managingEngine }

    /// Sets `property` of `state`, the model state of `view`, to `value` and returns the value it replaced, telling
    /// the current animation block of the change first; `nil` (and nothing changes) when the property has no value or
    /// already has this one.
    ///
    /// One `inout` access reads and writes the state (each reach into a class's stored property is checked at run
    /// time, and a read copies the whole state); recording the change reads nothing of the view's state.
    static func replace(
        _ property: AnimatableProperty, with value: AnimatableValue, in state: inout ViewState, of view: View
    ) -> AnimatableValue? {
        guard let slot = ViewState.Slot(property) else { return nil }
        let old = state[slot]
        guard old != value else { return nil }
        AnimationRecorder.current?.record(view: view, property: property, from: old, to: value)
        state[slot] = value
        return old
    }
}
