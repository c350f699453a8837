import Choreograph
import ChoreographHeadless
import ChoreographPreview
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The clip geometry the HTML player reads from a recording's JSON (`clipPath`, `clippedBy`), against numbers worked
/// out by hand and against the SVG renderer's nested clips.
@MainActor
@Suite("Player clipping")
struct PlayerClippingTests {
    private func record(turn: CGFloat = 0) throws -> Recording {
        freshHost()
        return try FrameRecorder().record(ClippedCardScenario(turn: turn), operation: .present)
    }

    /// The JSON of every view of frame `index`, as the player parses it.
    private func jsonViews(_ recording: Recording, frame index: Int) throws -> [[String: Any]] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(recording.json.utf8)) as? [String: Any])
        let frames = try #require(root["frames"] as? [[String: Any]])
        return try #require(frames[index]["views"] as? [[String: Any]])
    }

    @Test("a child of a scaled card that clips is clipped by the card's rounded outline on screen, and the tray's")
    func scaledClippingAncestor() throws {
        let recording = try record()
        let last = try jsonViews(recording, frame: recording.frames.count - 1)
        #expect(last.map { $0["id"] as? String } == ["window", "tray", "card", "photo", "badge"])
        // At 0.5× about its center (100, 50), the 100-point card covers (75, 25)–(125, 75) and its radius of 10 is 5
        // on screen: each corner a Bézier with control points 5 · 0.5523 = 2.7614 from its ends.
        #expect(
            last[2]["clipPath"] as? String
                == "M80 25 L120 25 C122.7614 25 125 27.2386 125 30 L125 70 C125 72.7614 122.7614 75 120 75 "
                + "L80 75 C77.2386 75 75 72.7614 75 70 L75 30 C75 27.2386 77.2386 25 80 25 Z")
        // The tray is not transformed and has square corners: four sides.
        #expect(last[1]["clipPath"] as? String == "M10 5 L190 5 L190 95 L10 95 L10 5 Z")
        #expect(last[0]["clipPath"] == nil && last[3]["clipPath"] == nil && last[4]["clipPath"] == nil)
        // The photo spills out of the card on both sides: only the clips keep it inside.
        #expect(last[3]["visibleRect"] as? [Double] == [50, 25, 100, 50])
        #expect(last[2]["visibleRect"] as? [Double] == [75, 25, 50, 50])
        // Outermost first: the tray, then the card.
        #expect(last[0]["clippedBy"] == nil && last[1]["clippedBy"] == nil)
        #expect(last[2]["clippedBy"] as? [Int] == [1])
        #expect(last[3]["clippedBy"] as? [Int] == [1, 2])
        #expect(last[4]["clippedBy"] as? [Int] == [1, 2])
        // At 1×, the card covers (50, 0)–(150, 100) with its radius of 10: control points 5.5228 from the ends.
        let first = try jsonViews(recording, frame: 0)
        #expect(
            (first[2]["clipPath"] as? String)?.hasPrefix("M60 0 L140 0 C145.5228 0 150 4.4772 150 10 L150 90 ")
                == true)
    }

    @Test(
        "the player clips each view by the outlines of the ancestors the SVG renderer clips it by, every frame")
    func sameClipsAsTheSVGRenderer() throws {
        for turn in [0, CGFloat.pi / 6] {
            let recording = try record(turn: turn)
            for index in recording.frames.indices {
                let views = try jsonViews(recording, frame: index)
                let svg = try SVGClips(parsing: try SVGRenderer().render(recording, frameAt: index))
                try #require(!svg.chains.isEmpty)
                for (name, chain) in svg.chains {
                    let position = try #require(views.firstIndex { $0["id"] as? String == name })
                    let view = views[position]
                    let own = view["clips"] as? Bool == true ? [position] : []
                    // The SVG clips a view's own drawing by its own clip too; the player does that with overflow.
                    #expect((view["clippedBy"] as? [Int] ?? []) + own == chain, "\(name), frame \(index)")
                }
                for (position, clip) in svg.shapes {
                    let path = try #require(views[position]["clipPath"] as? String, "view \(position) clips")
                    let sides = try PathSides(parsing: path)
                    let expected = clip.sides
                    try #require(sides.lines.count == 4, "\(path)")
                    // The SVG writes its matrix with 4 decimals, which moves a point (x, y) of the bounds by up to
                    // 0.00005 · (x + y + 1): under 0.015 for these 200 × 100 views.
                    for (line, side) in zip(sides.lines, expected) {
                        for (point, target) in [(line.0, side.0), (line.1, side.1)] {
                            #expect(
                                abs(point.x - target.x) < 0.015 && abs(point.y - target.y) < 0.015,
                                "frame \(index), view \(position): \(point) against the SVG's \(target)")
                        }
                    }
                }
            }
        }
    }

    @Test("the page's script wraps each view in the outlines its JSON lists")
    func scriptReadsTheClips() throws {
        let page = HTMLPlayer().render(try record())
        #expect(page.contains("view.clippedBy"))
        #expect(page.contains(".clipPath"))
        #expect(page.contains("\"clippedBy\":[1,2]"))
    }
}

/// What an SVG frame says about clipping: for each drawn view, the ids of the views whose clips enclose it, outermost
/// first; for each clip, its rectangle and placing matrix.
private struct SVGClips {
    struct Clip {
        var size: CGSize
        var radius: CGFloat
        var matrix: [CGFloat]

        func map(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: matrix[0] * x + matrix[2] * y + matrix[4], y: matrix[1] * x + matrix[3] * y + matrix[5])
        }

        /// The straight parts of the rounded rectangle's sides on screen: top, right, bottom, left, each from its
        /// start to its end going clockwise.
        var sides: [(CGPoint, CGPoint)] {
            let (w, h, r) = (size.width, size.height, radius)
            return [
                (map(r, 0), map(w - r, 0)), (map(w, r), map(w, h - r)), (map(w - r, h), map(r, h)),
                (map(0, h - r), map(0, r)),
            ]
        }
    }

    var chains: [String: [Int]] = [:]
    var shapes: [Int: Clip] = [:]

    init(parsing svg: String) throws {
        var parents: [Int: Int] = [:]
        let clipPattern = try Regex(
            #"<clipPath id="clip(\d+)"(?: clip-path="url\(#clip(\d+)\)")?><rect x="0" y="0" width="([-\d.]+)" "#
                + #"height="([-\d.]+)"(?: rx="([-\d.]+)")? transform="matrix\(([-\d. ]+)\)"/></clipPath>"#)
        for match in svg.matches(of: clipPattern) {
            let output = match.output
            let id = try need(output[1].substring.flatMap { Int($0) }, "a clip id")
            if let parent = output[2].substring { parents[id] = Int(parent) }
            let number = { (index: Int) in output[index].substring.flatMap { Double($0) }.map { CGFloat($0) } }
            shapes[id] = Clip(
                size: CGSize(width: try need(number(3), "a width"), height: try need(number(4), "a height")),
                radius: number(5) ?? 0,
                matrix: try need(output[6].substring, "a matrix").split(separator: " ").compactMap { Double($0) }.map {
                    CGFloat($0)
                })
        }
        let groupPattern = try Regex(
            #"<g data-name="([^"]+)"(?: opacity="[^"]+")?(?: clip-path="url\(#clip(\d+)\)")?>"#)
        for match in svg.matches(of: groupPattern) {
            let name = String(try need(match.output[1].substring, "a view name"))
            var chain: [Int] = []
            var next = match.output[2].substring.flatMap { Int($0) }
            while let id = next {
                chain.insert(id, at: 0)
                next = parents[id]
            }
            chains[name] = chain
        }
    }
}

/// The `L` segments of an outline's path data, each from the point before it to its end.
private struct PathSides {
    var lines: [(CGPoint, CGPoint)] = []

    init(parsing path: String) throws {
        var current = CGPoint.zero
        var tokens = path.split(separator: " ").map(String.init)[...]
        func number() throws -> CGFloat {
            let token = try need(tokens.popFirst(), "a number after \(path)")
            return CGFloat(try need(Double(token.drop { $0.isLetter }), "a number, not \(token)"))
        }
        while let token = tokens.first {
            switch token.first {
            case "M":
                current = CGPoint(x: try number(), y: try number())
            case "L":
                let end = CGPoint(x: try number(), y: try number())
                lines.append((current, end))
                current = end
            case "C":
                _ = (try number(), try number(), try number(), try number())
                current = CGPoint(x: try number(), y: try number())
            default:
                tokens.removeFirst()
            }
        }
    }
}

/// Text that is not what the test reads.
private struct UnexpectedText: Error, CustomStringConvertible {
    var description: String
}

/// `value`, or an error saying `what` was missing.
private func need<T>(_ value: T?, _ what: String) throws -> T {
    guard let value else { throw UnexpectedText(description: "expected \(what)") }
    return value
}
