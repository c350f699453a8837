import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The core's geometry hashing, which types holding `CGPoint`, `CGSize` or `CGRect` use because those are not
/// `Hashable` on Apple platforms.
@Suite("Geometry hashing")
struct GeometryHashingTests {
    private func hash(_ feed: (inout Hasher) -> Void) -> Int {
        var hasher = Hasher()
        feed(&hasher)
        return hasher.finalize()
    }

    @Test("A rectangle hashes as its standardized form, which Apple's == compares")
    func rectHashesStandardized() {
        let rects = [
            CGRect(x: 10, y: 20, width: -30, height: 40),
            CGRect(x: 10, y: 20, width: 30, height: -40),
            CGRect(x: 0, y: 0, width: -1e308, height: -1e308),
        ]
        for rect in rects {
            let standard = CGRect(
                x: min(rect.minX, rect.maxX), y: min(rect.minY, rect.maxY), width: abs(rect.width),
                height: abs(rect.height))
            #expect(hash { $0.combine(rect: rect) } == hash { $0.combine(rect: standard) }, "\(rect)")
        }
    }

    @Test("Every null rectangle hashes alike, as Apple's == finds them all equal")
    func nullRectsHashAlike() {
        let nulls = [
            CGRect.null, CGRect(x: CGFloat.infinity, y: 3, width: 4, height: 5),
            CGRect(x: 1, y: CGFloat.infinity, width: 0, height: 0),
        ]
        for rect in nulls {
            #expect(rect.isNull)
            #expect(hash { $0.combine(rect: rect) } == hash { $0.combine(rect: .null) }, "\(rect)")
        }
    }

    @Test("Points, sizes and rectangles that compare equal hash the same")
    func geometryLaw() async {
        await HashLaw.check(components: 2) { HashedPoint(point: CGPoint(x: $0[0], y: $0[1])) }
        await HashLaw.check(components: 2) { HashedSize(size: CGSize(width: $0[0], height: $0[1])) }
        await HashLaw.check(components: 4) {
            HashedRect(rect: CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]))
        }
    }

    @Test("Animatable values of every kind that compare equal hash the same", arguments: AnimatableValue.Kind.allCases)
    func animatableValueLaw(kind: AnimatableValue.Kind) async {
        await HashLaw.check(components: kind.componentCount) { AnimatableValue(kind: kind, components: $0)! }
    }
}

/// A point hashed only through `Hasher.combine(point:)`.
private struct HashedPoint: Hashable {
    var point: CGPoint
    func hash(into hasher: inout Hasher) { hasher.combine(point: point) }
}

/// A size hashed only through `Hasher.combine(size:)`.
private struct HashedSize: Hashable {
    var size: CGSize
    func hash(into hasher: inout Hasher) { hasher.combine(size: size) }
}

/// A rectangle hashed only through `Hasher.combine(rect:)`.
private struct HashedRect: Hashable {
    var rect: CGRect
    func hash(into hasher: inout Hasher) { hasher.combine(rect: rect) }
}
