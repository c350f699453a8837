import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The values an animation block changed, kept as their components in one buffer that the block's changes, its
/// animations and its entries in the animation log share.
///
/// An ``/Choreograph/AnimatableValue`` takes 129 bytes whatever its kind, as large as a transform's sixteen numbers;
/// kept here, an alpha takes one number, a point two, and a transform that neither tilts nor has depth (one of a
/// `CGAffineTransform`) six. A block of a thousand views animating four properties each
/// used to copy two such values into each of its changes, its animations and its log records; each of those now
/// keeps where its two values start in the buffer. A change whose value before (or after) is the same, bit for bit,
/// as the last one recorded before (or after) a change of the same property refers to those numbers instead of
/// adding them again: a block that moves many views alike keeps what they share once. The buffer is written while the block records and never after.
final class AnimationValues: Sendable {
    /// The values' components, one value after another, each in ``/Choreograph/AnimatableValue/components`` order.
    let components: [Double]

    /// Values whose components `components` holds.
    init(components: [Double]) {
        self.components = components
    }

    /// The value kept as `layout` whose numbers start at `offset`.
    func value(at offset: Int32, layout: StoredLayout) -> AnimatableValue {
        components.withUnsafeBufferPointer { buffer in
            let start = Int(offset)
            if layout.isAffine {
                func at(_ index: Int) -> CGFloat { CGFloat(buffer[start + index]) }
                return .transform(
                    Transform3D(
                        m11: at(0), m12: at(1), m13: 0, m14: 0,
                        m21: at(2), m22: at(3), m23: 0, m24: 0,
                        m31: 0, m32: 0, m33: 1, m34: 0,
                        m41: at(4), m42: at(5), m43: 0, m44: 1))
            }
            let slice = UnsafeBufferPointer(rebasing: buffer[start..<start + layout.count])
            guard let value = AnimatableValue(kind: layout.kind, components: slice) else {
                preconditionFailure("\(layout.count) numbers make no \(layout.kind) value: a layout counts its kind's")
            }
            return value
        }
    }

    /// Appends the numbers that keep `value` to `components`, then zeros up to `width` numbers in all, and returns
    /// where they start and how they are kept.
    ///
    /// An offset is 32 bits wide: a block would need more than 2³¹ numbers (16 GiB) to outgrow it.
    ///
    /// - Parameters:
    ///   - value: The value to keep.
    ///   - components: The numbers to append to.
    ///   - width: How many numbers to take at least, so that a value of up to as many can be written over it later
    ///     (``overwrite(at:width:with:in:)``). Default 0: as many as keep `value`.
    static func append(_ value: AnimatableValue, to components: inout [Double], width: Int = 0) -> (Int32, StoredLayout)
    {
        let start = Int32(components.count)
        withNumbers(of: value) { numbers in
            components.append(contentsOf: numbers)
            if numbers.count < width { components.append(contentsOf: repeatElement(0, count: width - numbers.count)) }
        }
        return (start, StoredLayout(of: value))
    }

    /// Where `value` is kept in `components`: in the numbers of `candidate` when they, read as its layout, make
    /// `value` bit for bit (`held` is then `true`), or else in numbers appended now.
    ///
    /// - Parameters:
    ///   - value: The value to keep.
    ///   - candidate: Numbers kept already that may hold `value`: where they start and how they are kept; `nil` for
    ///     none.
    ///   - components: The numbers to look in and append to.
    static func keep(
        _ value: AnimatableValue, orAt candidate: (offset: Int32, layout: StoredLayout)?, in components: inout [Double]
    ) -> (offset: Int32, layout: StoredLayout, held: Bool) {
        let layout = StoredLayout(of: value)
        return withNumbers(of: value, layout: layout) { numbers in
            if let candidate, candidate.layout == layout, holds(numbers, at: Int(candidate.offset), in: components) {
                return (candidate.offset, layout, true)
            }
            let start = Int32(components.count)
            components.append(contentsOf: numbers)
            return (start, layout, false)
        }
    }

    /// Whether `components` holds `numbers` from `start` on, bit for bit.
    private static func holds(_ numbers: UnsafeBufferPointer<Double>, at start: Int, in components: [Double]) -> Bool {
        components.withUnsafeBufferPointer { kept in
            guard start >= 0, start + numbers.count <= kept.count, let first = numbers.baseAddress,
                let from = kept.baseAddress
            else { return false }
            return memcmp(first, from + start, numbers.count * MemoryLayout<Double>.stride) == 0
        }
    }

    /// Writes the numbers that keep `value` over those that start at `offset`, when they are at most `width`, and
    /// returns how `value` is kept; `nil` (and nothing is written) when they are more.
    static func overwrite(
        at offset: Int32, width: Int, with value: AnimatableValue, in components: inout [Double]
    ) -> StoredLayout? {
        withNumbers(of: value) { numbers -> StoredLayout? in
            guard numbers.count <= width else { return nil }
            let start = Int(offset)
            for index in numbers.indices { components[start + index] = numbers[index] }
            return StoredLayout(of: value)
        }
    }

    /// Calls `body` with the numbers that keep `value` (``StoredLayout``), kept as `layout` when that is given, and
    /// returns its result.
    private static func withNumbers<Result>(
        of value: AnimatableValue, layout: StoredLayout? = nil, _ body: (UnsafeBufferPointer<Double>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 16) { buffer in
            var count = value.writeComponents(into: buffer)
            if (layout ?? StoredLayout(of: value)).isAffine {
                // m11, m12, m21, m22, m41 and m42 of the sixteen, row by row.
                buffer[2] = buffer[4]
                buffer[3] = buffer[5]
                buffer[4] = buffer[12]
                buffer[5] = buffer[13]
                count = 6
            }
            return body(UnsafeBufferPointer(rebasing: buffer[0..<count]))
        }
    }
}

/// How an ``AnimationValues`` keeps a value: its kind's ``/Choreograph/AnimatableValue/components``, or for a
/// transform that neither tilts nor has depth only the six numbers that can differ from the identity's.
struct StoredLayout: Hashable {
    /// The value's kind.
    let kind: AnimatableValue.Kind
    /// Whether the value is a transform kept as its six affine numbers: every other number is the identity's, bit for
    /// bit (+0 or 1), so the transform is made again exactly.
    let isAffine: Bool

    /// How `value` is kept.
    init(of value: AnimatableValue) {
        kind = value.kind
        guard case .transform(let t) = value else {
            isAffine = false
            return
        }
        func isZero(_ number: CGFloat) -> Bool { Double(number).bitPattern == Double(0).bitPattern }
        func isOne(_ number: CGFloat) -> Bool { Double(number).bitPattern == Double(1).bitPattern }
        isAffine =
            isZero(t.m13) && isZero(t.m14) && isZero(t.m23) && isZero(t.m24) && isZero(t.m31) && isZero(t.m32)
            && isZero(t.m34) && isZero(t.m43) && isOne(t.m33) && isOne(t.m44)
    }

    /// How many numbers keep the value.
    var count: Int { isAffine ? 6 : kind.componentCount }
}

/// Where an animation's two values are kept in an ``AnimationValues``: the offset and layout of each.
struct ValueSlots: Hashable {
    /// Where the first value's numbers start.
    var from: Int32
    /// Where the second value's numbers start.
    var to: Int32
    /// How the first value is kept.
    var fromLayout: StoredLayout
    /// How the second value is kept.
    var toLayout: StoredLayout
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
        slots = Self.append(from, to, to: &components)
        values = AnimationValues(components: components)
    }

    /// `count` pairs, the one at each index made of the two values `pair` gives for it, kept in one
    /// ``AnimationValues`` that they share.
    static func shared(count: Int, _ pair: (Int) -> (from: AnimatableValue, to: AnimatableValue)) -> [ValuePair] {
        var components: [Double] = []
        var slots: [ValueSlots] = []
        slots.reserveCapacity(count)
        for index in 0..<count {
            let (from, to) = pair(index)
            if index == 0 { components.reserveCapacity(count * (from.kind.componentCount + to.kind.componentCount)) }
            slots.append(append(from, to, to: &components))
        }
        let values = AnimationValues(components: components)
        return slots.map { ValuePair(values: values, slots: $0) }
    }

    /// Appends the numbers that keep `from`, then those that keep `to`, to `components` and returns where they are.
    static func append(_ from: AnimatableValue, _ to: AnimatableValue, to components: inout [Double])
        -> ValueSlots
    {
        let (fromOffset, fromLayout) = AnimationValues.append(from, to: &components)
        let (toOffset, toLayout) = AnimationValues.append(to, to: &components)
        return ValueSlots(from: fromOffset, to: toOffset, fromLayout: fromLayout, toLayout: toLayout)
    }

    /// The first value.
    var from: AnimatableValue { values.value(at: slots.from, layout: slots.fromLayout) }
    /// The second value.
    var to: AnimatableValue { values.value(at: slots.to, layout: slots.toLayout) }
}
