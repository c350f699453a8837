import Choreograph

/// Collects the property changes made inside an animation block, so that the animation system can animate them.
///
/// Blocks nest: the innermost recorder gets the changes, as UIKit's innermost animation block does.
@MainActor
final class AnimationRecorder {
    /// One recorded change: a view's property going from one model value to another.
    struct Change {
        let view: View
        let property: AnimatableProperty
        let from: AnimatableValue
        let to: AnimatableValue
    }

    /// The recorder of the innermost running animation block, if any.
    private(set) static var current: AnimationRecorder?

    /// The changes recorded so far, in order; a property changed twice keeps its first `from` and last `to`.
    private(set) var changes: [Change] = []
    /// The index in ``changes`` of each view's first change. ``changes`` keeps the views alive, so an identifier is
    /// not reused while recording.
    private var firstChange: [ObjectIdentifier: Int] = [:]
    /// For each change, the index of the same view's next change, or `nil` for its last: the changes of one view
    /// form a chain from ``firstChange``, as long as the number of its properties that changed.
    private var nextChange: [Int?] = []

    /// Records that `view`'s `property` changes from `from` to `to`.
    ///
    /// Finding an earlier change of the same property costs a lookup of the view and a walk along its few changes,
    /// however many changes other views made before.
    func record(view: View, property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue) {
        let id = ObjectIdentifier(view)
        if var index = firstChange[id] {
            while changes[index].property != property {
                guard let next = nextChange[index] else {
                    nextChange[index] = changes.count
                    append(Change(view: view, property: property, from: from, to: to))
                    return
                }
                index = next
            }
            changes[index] = Change(view: view, property: property, from: changes[index].from, to: to)
        } else {
            firstChange[id] = changes.count
            append(Change(view: view, property: property, from: from, to: to))
        }
    }

    private func append(_ change: Change) {
        changes.append(change)
        nextChange.append(nil)
    }

    /// Runs `block` with a new recorder as the current one and returns the changes it made.
    static func record(_ block: () -> Void) -> [Change] {
        let recorder = AnimationRecorder()
        let outer = current
        current = recorder
        block()
        current = outer
        return recorder.changes
    }

    /// Runs `block` with no recorder, so that its changes are not animated, and returns its result.
    static func suspended<Result>(_ block: () -> Result) -> Result {
        let outer = current
        current = nil
        defer { current = outer }
        return block()
    }

    /// Runs `block` with `recorder` as the current one.
    static func recording(into recorder: AnimationRecorder, _ block: () -> Void) {
        let outer = current
        current = recorder
        block()
        current = outer
    }
}
