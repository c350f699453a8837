// MARK: - Internal API

extension EffectOutput {
    /// How the first of two combined effects' motions are arranged: grouped by target and property, the groups in
    /// order of first appearance, each group's motions by span (ties in the order given).
    struct Arrangement {
        /// The distinct keys, in order of first appearance.
        let keys: [MotionKey]
        /// The motions of each key of ``keys``, in the same order, as indexes into the motions, by span.
        let groups: [[Int]]
        /// The place of each key in ``keys`` when there are more than ``fewKeys``; empty otherwise, the keys being
        /// compared one by one rather than hashed (most effects give a few motions: a slide gives two).
        private let places: [MotionKey: Int]
        /// The targets the motions animate.
        let targets: TargetSet

        /// The most keys looked up by comparison rather than by hashing.
        private static let fewKeys = 8

        /// The arrangement of `motions`.
        init(_ motions: [Motion]) {
            var keys: [MotionKey] = []
            var groups: [[Int]] = []
            var places: [MotionKey: Int] = [:]
            for index in motions.indices {
                let key = MotionKey(motions[index])
                if let place = Self.place(of: key, keys: keys, places: places) {
                    groups[place].append(index)
                    continue
                }
                keys.append(key)
                groups.append([index])
                if keys.count > Self.fewKeys {
                    if places.isEmpty {
                        for place in keys.indices { places[keys[place]] = place }
                    } else {
                        places[key] = keys.count - 1
                    }
                }
            }
            for place in groups.indices where groups[place].count > 1 {
                groups[place].sort { Motion.spanOrder(motions[$0], motions[$1]) }
            }
            self.keys = keys
            self.groups = groups
            self.places = places
            targets = TargetSet(keys.map(\.target))
        }

        /// The place of `key` in `keys`, looked up in `places` when it holds them, or `nil` when `key` is not one.
        private static func place(of key: MotionKey, keys: [MotionKey], places: [MotionKey: Int]) -> Int? {
            places.isEmpty ? keys.firstIndex(of: key) : places[key]
        }

        /// Whether `key` is one of the keys.
        func contains(_ key: MotionKey) -> Bool {
            Self.place(of: key, keys: keys, places: places) != nil
        }

        /// Key `key`'s motions of `motions` (the motions arranged), by span.
        func group(_ key: MotionKey, of motions: [Motion]) -> [Motion] {
            guard let place = Self.place(of: key, keys: keys, places: places) else { return [] }
            return groups[place].map { motions[$0] }
        }

        /// `motions` (the motions arranged) in their arranged order: what the combined output starts with when the
        /// other effect shares none of their keys.
        func unshared(_ motions: [Motion]) -> [Motion] {
            var arranged: [Motion] = []
            arranged.reserveCapacity(motions.count)
            for group in groups {
                for index in group {
                    arranged.append(motions[index])
                }
            }
            return arranged
        }

        /// The indexes, from `start` on, of the motions of `motions` whose target and property are one of the keys.
        func shared(in motions: [Motion], from start: Int = 0) -> [Int] {
            var shared: [Int] = []
            // An effect gives a target's motions one after another: a motion of the same target as the motion before
            // it is not looked up again. The motions are read in place: a copy of each would be made for nothing.
            motions.withUnsafeBufferPointer { motions in
                var isArranged = false
                for index in start..<motions.count {
                    let motion = motions.baseAddress! + index
                    if index == start || (motion - 1).pointee.target != motion.pointee.target {
                        isArranged = targets.contains(motion.pointee.target)
                    }
                    if isArranged, contains(MotionKey(motion.pointee)) {
                        shared.append(index)
                    }
                }
            }
            return shared
        }
    }
}
