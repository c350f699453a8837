import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A planned timeline keeps its tracks as rows (`TrackTable`) and makes `Track` values only when they are read: the
/// queries that do not read them must answer as the tracks do, and the tracks once made must be kept and shared.
@Suite("Track tables")
struct TrackTableTests {
    /// A slide with matched geometry between two screens sharing six elements that move, resize and recolour alike,
    /// so that many tracks share their keyframes.
    func planned() throws -> TransitionPlan {
        func elements(_ side: CGFloat) -> [Scene.Element] {
            (0..<6).map { index in
                var element = Scene.Element(
                    identifier: "card-\(index)",
                    frame: CGRect(x: 10 + side * 30, y: 60 * CGFloat(index), width: 80 + side * 20, height: 50))
                element.backgroundColor = Color(red: side, green: 0.5, blue: 1 - side)
                element.cornerRadii = .uniform(4 + side * 8)
                return element
            }
        }
        return try plan(
            Transition.slide(from: .right).combined(with: .matchedGeometry()).duration(0.5), .push,
            from: screen(elements(0)), to: screen(elements(1)))
    }

    @Test("Every query a planned timeline answers without its tracks agrees with the tracks, forwards and reversed")
    func queriesAgreeWithTracks() throws {
        let forward = try planned().timeline
        for timeline in [forward, forward.reversed()] {
            let tracks = timeline.tracks
            #expect(timeline.trackCount == tracks.count)
            #expect(tracks.count > 30)
            // The targets in order of first appearance, and each one's tracks, found from the tracks here.
            var names: [String] = []
            for track in tracks where !names.contains(track.target) { names.append(track.target) }
            #expect(timeline.targets == names)
            for name in names {
                #expect(timeline.trackIndexes(for: name) == tracks.indices.filter { tracks[$0].target == name })
            }
            let starts = tracks.map { timeline.isReversed ? timeline.duration - $0.endTime : $0.delay }
            #expect(timeline.startTime == starts.min())
            for time in [0, 0.1, 0.25, 0.4, 0.5] {
                let read = timeline.isReversed ? timeline.duration - time : time
                for (index, track) in tracks.enumerated() {
                    #expect(timeline.value(ofTrack: index, at: time) == track.value(at: read))
                    let first = tracks.first { $0.target == track.target && $0.property == track.property }
                    #expect(timeline.value(of: track.target, track.property, at: time) == first?.value(at: read))
                }
            }
            #expect(timeline.value(ofTrack: tracks.count, at: 0) == nil)
            #expect(timeline.value(of: "ghost:nothing", .position, at: 0) == nil)
        }
    }

    @Test("The tracks are made once: later reads, copies, the reversed timeline and other threads get the same array")
    func tracksAreMadeOnce() async throws {
        let timeline = try planned().timeline
        func storage(_ tracks: [Track]) -> Int { tracks.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } }
        // Read first from many tasks at once: one array is made, whichever task makes it.
        let read = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 { group.addTask { storage(timeline.tracks) } }
            return await group.reduce(into: Set<Int>()) { $0.insert($1) }
        }
        #expect(read.count == 1)
        #expect(read == [storage(timeline.tracks)])
        let copy = timeline
        #expect(storage(copy.tracks) == storage(timeline.tracks))
        #expect(storage(timeline.reversed().tracks) == storage(timeline.tracks))
        #expect(timeline.reversed().reversed() == timeline)
    }

    @Test("A timeline made from tracks keeps the very array it was given")
    func givenTracksAreKept() throws {
        let tracks = try planned().timeline.tracks
        let timeline = Timeline(tracks: tracks)
        #expect(timeline.tracks == tracks)
        #expect(
            timeline.tracks.withUnsafeBufferPointer { $0.baseAddress }
                == tracks.withUnsafeBufferPointer { $0.baseAddress })
        #expect(timeline.trackCount == tracks.count)
    }

    @Test("Rows of identical motions name one keyframe array, which their tracks share; a rebuilt timeline is equal")
    func sharedKeyframes() throws {
        let timeline = try planned().timeline
        let table = timeline.table
        #expect(table.keyframeSetCount < table.rows.count)
        #expect(table.setStarts.first == 0 && table.setStarts.last == table.keyframes.count)
        let tracks = timeline.tracks
        // The tracks of rows naming one array share one array, holding that array's keyframes.
        var storageOfSet: [Int32: UnsafePointer<Keyframe>?] = [:]
        for (index, row) in table.rows.enumerated() {
            let storage = tracks[index].keyframes.withUnsafeBufferPointer { $0.baseAddress }
            #expect(storageOfSet[row.keyframes, default: storage] == storage)
            storageOfSet[row.keyframes] = storage
            #expect(tracks[index].keyframes == Array(table.keyframeSet(Int(row.keyframes))))
            #expect(tracks[index].transitionTarget == table.targets[Int(row.target)])
        }
        #expect(Set(storageOfSet.values).count == storageOfSet.count)
        // The same tracks compiled from values sample the same frames as the table they were made from.
        let rebuilt = Timeline(tracks: tracks)
        #expect(rebuilt == timeline)
        var a = timeline.makeFrame()
        var b = rebuilt.makeFrame()
        for time in stride(from: 0.0, through: 0.5, by: 0.05) {
            timeline.sample(at: time, into: &a)
            rebuilt.sample(at: time, into: &b)
            #expect(a.components == b.components)
        }
    }
}

/// One keyframe array shared by tracks of many delays (a cascade made from one keyframe list) compiles once per delay,
/// its entries spread over the table of compiled arrays rather than piled on one slot.
@Suite("One keyframe array in a cascade")
struct SharedArrayCascadeTests {
    @Test("The entries of one array with 4,000 delays start at thousands of slots, not one; -0 and +0 start alike")
    func homesSpread() {
        let storage = 0x7F00_1234_5000
        let mask = 16_383
        let homes = Set(
            (0..<4000).map { CompiledTimeline.CompiledArrays.home(storage, Double($0) * 0.001, 0.3, mask) })
        #expect(homes.count > 3000)
        let durations = Set(
            (0..<4000).map { CompiledTimeline.CompiledArrays.home(storage, 0, 0.3 + Double($0) * 0.001, mask) })
        #expect(durations.count > 3000)
        #expect(
            CompiledTimeline.CompiledArrays.home(storage, -0.0, 0.3, mask)
                == CompiledTimeline.CompiledArrays.home(storage, 0, 0.3, mask))
    }

    @Test("A cascade of 5,000 tracks of one shared array samples each track's own value")
    func cascadeSamples() throws {
        let keyframes = [Keyframe(time: 0, value: .scalar(0)), Keyframe(time: 1, value: .scalar(1))]
        let tracks = try (0..<5000).map { index in
            try Track(
                target: "row-\(index)", property: .opacity, keyframes: keyframes, delay: Double(index) * 0.001,
                duration: 0.3)
        }
        let timeline = Timeline(tracks: tracks)
        #expect(timeline.laneCount == 5000)
        var frame = timeline.makeFrame()
        for time in [0.0, 0.15, 2.5, 5.3] {
            timeline.sample(at: time, into: &frame)
            for index in stride(from: 0, to: 5000, by: 97) {
                // Linear from 0 to 1 over 0.3 s after the track's delay.
                let expected = min(max((time - Double(index) * 0.001) / 0.3, 0), 1)
                #expect(abs(frame.components[index] - expected) < 1e-9, "track \(index) at \(time)")
            }
        }
    }

    @Test("A table of tracks keeps an array shared by several tracks once, and equal arrays kept apart each once")
    func tableOfTracksKeepsSharedArraysOnce() throws {
        let shared = [Keyframe(time: 0, value: .scalar(0)), Keyframe(time: 1, value: .scalar(1))]
        var copy = shared
        copy.append(Keyframe(time: 1, value: .scalar(1)))
        copy.removeLast()
        #expect(copy == shared)
        let tracks = try [shared, copy, shared, [Keyframe(time: 0, value: .scalar(0.5))], copy].enumerated().map {
            try Track(target: "t\($0.offset)", property: .opacity, keyframes: $0.element, duration: 0.3)
        }
        let table = TrackTable(tracks: tracks)
        #expect(table.rows.map(\.keyframes) == [0, 1, 0, 2, 1])
        #expect(table.setStarts == [0, 2, 4, 5])
        #expect(table.keyframes == shared + shared + [Keyframe(time: 0, value: .scalar(0.5))])
        #expect(table.tracks() == tracks)
        #expect((0..<tracks.count).map(table.track(at:)) == tracks)
        #expect(TrackTable(tracks: []).keyframeSetCount == 0)
    }
}
