import Choreograph
import Foundation

/// The values an animation block changed, kept as their components in one buffer that the block's changes, its
/// animations and its entries in the animation log share.
///
/// An ``/Choreograph/AnimatableValue`` takes 129 bytes whatever its kind, as large as a transform's sixteen numbers;
/// kept here, an alpha takes one number and a point two. A block of a thousand views animating four properties each
/// used to copy two such values into each of its changes, its animations and its log records; each of those now
/// keeps where its two values start in the buffer. The buffer is written while the block records and never after.
final class AnimationValues: Sendable {
    /// The values' components, one value after another, each in ``/Choreograph/AnimatableValue/components`` order.
    let components: [Double]

    /// Values whose components `components` holds.
    init(components: [Double]) {
        self.components = components
    }

    /// The value of `kind` whose components start at `offset`.
    func value(at offset: Int32, kind: AnimatableValue.Kind) -> AnimatableValue {
        components.withUnsafeBufferPointer { buffer in
            let start = Int(offset)
            let slice = UnsafeBufferPointer(rebasing: buffer[start..<start + kind.componentCount])
            // The count is the kind's, so the value is always made.
            return AnimatableValue(kind: kind, components: slice) ?? .scalar(0)
        }
    }

    /// Appends `value`'s components to `components` and returns where they start.
    ///
    /// An offset is 32 bits wide: a block would need more than 2³¹ numbers (16 GiB) to outgrow it.
    static func append(_ value: AnimatableValue, to components: inout [Double]) -> Int32 {
        let start = Int32(components.count)
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 16) { buffer in
            let count = value.writeComponents(into: buffer)
            components.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<count]))
        }
        return start
    }

    /// Writes `value`'s components over those that start at `offset`; `value` has as many components as the value
    /// there.
    static func overwrite(at offset: Int32, with value: AnimatableValue, in components: inout [Double]) {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 16) { buffer in
            let count = value.writeComponents(into: buffer)
            let start = Int(offset)
            for index in 0..<count { components[start + index] = buffer[index] }
        }
    }
}

/// Where an animation's two values are kept in an ``AnimationValues``: the offset and kind of each.
struct ValueSlots: Hashable {
    /// Where the first value's components start.
    var from: Int32
    /// Where the second value's components start.
    var to: Int32
    /// The first value's kind.
    var fromKind: AnimatableValue.Kind
    /// The second value's kind.
    var toKind: AnimatableValue.Kind
}

/// Two values, from and to, kept in an ``AnimationValues`` that other pairs may share.
struct ValuePair: Sendable {
    /// Where the values are kept.
    let values: AnimationValues
    /// Where in ``values`` each value is.
    let slots: ValueSlots

    /// The pair of `slots` in `values`.
    init(values: AnimationValues, slots: ValueSlots) {
        self.values = values
        self.slots = slots
    }

    /// A pair of its own: `from` and `to` kept in values of their own.
    init(from: AnimatableValue, to: AnimatableValue) {
        var components: [Double] = []
        components.reserveCapacity(from.kind.componentCount + to.kind.componentCount)
        let fromOffset = AnimationValues.append(from, to: &components)
        let toOffset = AnimationValues.append(to, to: &components)
        values = AnimationValues(components: components)
        slots = ValueSlots(from: fromOffset, to: toOffset, fromKind: from.kind, toKind: to.kind)
    }

    /// The first value.
    var from: AnimatableValue { values.value(at: slots.from, kind: slots.fromKind) }
    /// The second value.
    var to: AnimatableValue { values.value(at: slots.to, kind: slots.toKind) }
}
