import Foundation

/// Every track's value at one moment of a ``Timeline``; made by ``Timeline/makeFrame()`` and refilled in place by
/// ``Timeline/sample(at:into:)``.
///
/// Values are stored flat, as their ``AnimatableValue/components`` one after another, so that sampling writes plain
/// numbers. Read one track's value with ``value(ofTrack:)``, which does not allocate, or all of them with ``values``,
/// which builds an array.
public struct TimelineFrame: Sendable {
    /// The time last sampled, in seconds, after clamping to the timeline's duration.
    public internal(set) var time: Double
    /// The components of every track's value, track after track, in the order of ``Timeline/tracks``.
    public internal(set) var components: [Double]

    /// Where each track's components start, and their kind; shared with the timeline.
    let layout: FrameLayout
    /// Scratch: where the last sample fell on each timing lane.
    var lanePositions: [TrackPosition]

    init(layout: FrameLayout, laneCount: Int) {
        time = 0
        self.layout = layout
        components = Array(repeating: 0, count: layout.componentCount)
        lanePositions = Array(repeating: TrackPosition.start, count: laneCount)
    }

    /// The number of tracks the frame holds.
    public var trackCount: Int { layout.kinds.count }

    /// The value of the track at `index`, or `nil` for an index out of range. Does not allocate.
    public func value(ofTrack index: Int) -> AnimatableValue? {
        guard layout.kinds.indices.contains(index) else { return nil }
        let start = Int(layout.offsets[index])
        let kind = layout.kinds[index]
        return AnimatableValue(kind: kind, components: components[start..<(start + kind.componentCount)])
    }

    /// Writes `value` as the value of the track at `index`, without allocating; a value of another kind than the
    /// track's, or an index out of range, is ignored.
    mutating func set(_ value: AnimatableValue, ofTrack index: Int) {
        guard layout.kinds.indices.contains(index), layout.kinds[index] == value.kind else { return }
        var offset = Int(layout.offsets[index])
        value.forEachComponent { component in
            components[offset] = component
            offset += 1
        }
    }

    /// Every track's value, in the order of ``Timeline/tracks``. Builds an array; prefer ``value(ofTrack:)`` in a
    /// frame loop.
    public var values: [AnimatableValue] {
        (0..<trackCount).compactMap(value(ofTrack:))
    }
}

/// Where each track's value sits in a frame's flat components; one instance per timeline, so a frame can tell cheaply
/// whether it was made for the timeline sampling it.
final class FrameLayout: Sendable {
    let kinds: [AnimatableValue.Kind]
    /// Where each track's components start: 32 bits wide, as a compiled timeline's indexes are. A frame has at most
    /// `Int32.max` components (one of 2³¹ would take 16 GB); a layout of more stops the program with a message
    /// saying so rather than wrapping an offset.
    let offsets: [Int32]
    let componentCount: Int

    /// The layout of tracks of `kinds` whose components start at `offsets` (each the sum of the component counts of
    /// the kinds before it, truncated to 32 bits) and number `componentCount` in all, worked out by the caller.
    /// Precondition: `componentCount` is at most `Int32.max`.
    init(kinds: [AnimatableValue.Kind], offsets: [Int32], componentCount: Int) {
        // Checked once: every offset is below the total, so none wrapped when the total fits 32 bits.
        precondition(
            componentCount <= Int(Int32.max),
            "a timeline frame of \(componentCount) components exceeds the \(Int32.max) its 32-bit offsets reach")
        self.kinds = kinds
        self.offsets = offsets
        self.componentCount = componentCount
    }

    /// The layout of a compiled timeline before its tracks are placed: no tracks.
    static let unplaced = FrameLayout(kinds: [], offsets: [], componentCount: 0)
}

extension AnimatableValue.Kind {
    /// How many numbers a value of this kind has (see ``AnimatableValue/components``).
    public var componentCount: Int {
        switch self {
        case .scalar: 1
        case .point, .size: 2
        case .rect, .color, .cornerRadii: 4
        case .transform: 16
        }
    }
}

extension AnimatableValue {
    /// Writes the value's ``components`` into `buffer` from its start, without making an array, and returns how many
    /// it wrote (the kind's ``Kind/componentCount``); `buffer` has room for 16. For the hosts of this package, which
    /// keep values as flat components as a frame does.
    package func writeComponents(into buffer: UnsafeMutableBufferPointer<Double>) -> Int {
        var count = 0
        forEachComponent { component in
            buffer[count] = component
            count += 1
        }
        return count
    }
}
