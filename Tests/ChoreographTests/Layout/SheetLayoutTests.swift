import Choreograph
import Foundation
import Testing

/// The sheet's pure functions, checked against numbers worked out by hand from the rules (a 844-point container:
/// medium 422, large 844 − 56 = 788).
@Suite("Sheet layout")
struct SheetLayoutTests {
    static let container = 844.0
    static let detents = SheetLayout.resolve([.medium, .large], containerHeight: container)

    @Test("Every default of SheetSettings")
    func defaults() {
        let settings = SheetSettings()
        #expect(settings.topInset == 56)
        #expect(settings.mediumFraction == 0.5)
        #expect(settings.cornerRadius == 10)
        #expect(settings.dimmingAlpha == 0.2)
        #expect(settings.grabberWidth == 36)
        #expect(settings.grabberHeight == 5)
        #expect(settings.grabberTopInset == 5)
        #expect(settings.presenterScale == 0.92)
        #expect(settings.presenterCornerRadius == 10)
        #expect(settings.dismissalThreshold == 0.5)
        #expect(settings.projection == .normal)
        #expect(settings.projection.decelerationRate == 0.998)
        #expect(settings.rubberBand == .standard)
        #expect(settings.rubberBand.coefficient == 0.55)
        #expect(settings.settleDuration == 0.5)
        #expect(settings.settleDampingRatio == 1)
        #expect(settings.momentumDampingRatio == 0.8)
        #expect(SheetSettings.standard == settings)
    }

    @Test("Detents resolve against the container: medium half, large up to the top inset, custom from the maximum")
    func resolution() {
        #expect(Self.detents.map(\.height) == [422, 788])
        #expect(Self.detents.map(\.identifier) == [.medium, .large])
        let small = SheetDetent.custom(identifier: SheetDetent.Identifier("small")) { $0 / 4 }
        let off = SheetDetent.custom(identifier: SheetDetent.Identifier("off")) { _ in nil }
        let huge = SheetDetent.custom(identifier: SheetDetent.Identifier("huge")) { $0 * 3 }
        let bad = SheetDetent.custom(identifier: SheetDetent.Identifier("bad")) { _ in .nan }
        // Given in any order, with a duplicate: smallest first, inactive ones and the second duplicate left out.
        let resolved = SheetLayout.resolve([.large, small, off, .medium, bad, .medium, huge], containerHeight: 844)
        #expect(resolved.map(\.identifier.rawValue) == ["small", "medium", "large", "huge"])
        #expect(resolved.map(\.height) == [197, 422, 788, 788])
        #expect(SheetLayout.maximumDetentValue(containerHeight: 40) == 0)
        #expect(SheetLayout.resolve([.medium, .large], containerHeight: 40).isEmpty)
        #expect(SheetLayout.resolve([.large], containerHeight: .nan).isEmpty)
    }

    @Test("A slow release past half way settles at large; short of half way at medium")
    func slowReleases() throws {
        let past = try #require(SheetLayout.release(height: 610, velocity: 0, detents: Self.detents))
        #expect(past.target == .detent(Self.detents[1]))
        #expect(past.rewardsMomentum == false)
        let short = try #require(SheetLayout.release(height: 600, velocity: 0, detents: Self.detents))
        #expect(short.target == .detent(Self.detents[0]))
        // Exactly half way between the two: the smaller.
        let middle = try #require(SheetLayout.release(height: 605, velocity: 0, detents: Self.detents))
        #expect(middle.target == .detent(Self.detents[0]))
    }

    @Test("A fast flick short of half way goes on to large; a flick the wrong way comes back to medium")
    func flicks() throws {
        // 480 + 0.998/0.002 × 1000/1000 = 480 + 499 = 979: nearest large.
        let up = try #require(SheetLayout.release(height: 480, velocity: 1000, detents: Self.detents))
        #expect(abs(up.projectedHeight - 979) < 1e-9)
        #expect(up.target == .detent(Self.detents[1]))
        #expect(up.rewardsMomentum)
        // 650 − 0.499 × 600 = 350.6: above 211 (half of medium), nearest medium.
        let wrongWay = try #require(SheetLayout.release(height: 650, velocity: -600, detents: Self.detents))
        #expect(abs(wrongWay.projectedHeight - 350.6) < 1e-9)
        #expect(wrongWay.target == .detent(Self.detents[0]))
        #expect(wrongWay.rewardsMomentum)
        // 422 − 0.499 × 500 = 172.5 < 211: dismissed, unless dismissal is not allowed.
        let down = try #require(SheetLayout.release(height: 422, velocity: -500, detents: Self.detents))
        #expect(down.target == .dismiss)
        let kept = try #require(
            SheetLayout.release(height: 422, velocity: -500, detents: Self.detents, allowsDismissal: false))
        #expect(kept.target == .detent(Self.detents[0]))
        #expect(SheetLayout.release(height: 422, velocity: 0, detents: []) == nil)
        let resting = try #require(SheetLayout.release(height: 422, velocity: .nan, detents: Self.detents))
        #expect(resting.target == .detent(Self.detents[0]))
    }

    @Test("Past the largest detent the excess is rubber-banded along the container's height")
    func rubberBand() {
        let pulled = SheetLayout.stretchedHeight(900, detents: Self.detents, containerHeight: 844)
        // (1 − 1/(x·c/d + 1))·d with x = 112, c = 0.55, d = 844, worked out separately: x·c/d = 61.6/844.
        let ratio = 61.6 / 844
        let expected = 788 + (1 - 1 / (ratio + 1)) * 844
        #expect(abs(pulled - expected) < 1e-9)
        #expect(pulled < 900 && pulled > 788 + 112 * 0.5)
        #expect(SheetLayout.stretchedHeight(500, detents: Self.detents, containerHeight: 844) == 500)
        #expect(SheetLayout.stretchedHeight(-20, detents: Self.detents, containerHeight: 844) == 0)
        #expect(SheetLayout.stretchedHeight(.nan, detents: Self.detents, containerHeight: 844) == 0)
        #expect(SheetLayout.stretchedHeight(500, detents: [], containerHeight: 844) == 0)
    }

    @Test("Dimming: full at every detent by default, none at or below the largest undimmed detent")
    func dimming() {
        let detents = Self.detents
        #expect(SheetLayout.dimmingFraction(height: 422, detents: detents) == 1)
        #expect(SheetLayout.dimmingFraction(height: 211, detents: detents) == 0.5)
        #expect(SheetLayout.dimmingFraction(height: 0, detents: detents) == 0)
        #expect(SheetLayout.dimmingFraction(height: 422, detents: detents, largestUndimmed: .medium) == 0)
        #expect(SheetLayout.dimmingFraction(height: 300, detents: detents, largestUndimmed: .medium) == 0)
        #expect(SheetLayout.dimmingFraction(height: 605, detents: detents, largestUndimmed: .medium) == 0.5)
        #expect(SheetLayout.dimmingFraction(height: 788, detents: detents, largestUndimmed: .medium) == 1)
        #expect(SheetLayout.dimmingFraction(height: 788, detents: detents, largestUndimmed: .large) == 0)
        #expect(SheetLayout.dimmingFraction(height: .nan, detents: detents) == 0)
    }

    @Test("The screen behind recedes as the sheet rises to its largest detent: scale 0.92 and radius 10 at the top")
    func recession() {
        let detents = Self.detents
        #expect(SheetLayout.recessionFraction(height: 422, detents: detents) == 0)
        #expect(SheetLayout.recessionFraction(height: 605, detents: detents) == 0.5)
        #expect(SheetLayout.recessionFraction(height: 788, detents: detents) == 1)
        #expect(SheetLayout.recessionFraction(height: 788, detents: detents, largestUndimmed: .large) == 0)
        let single = SheetLayout.resolve([.large], containerHeight: 844)
        #expect(SheetLayout.recessionFraction(height: 394, detents: single) == 0.5)
        let full = SheetLayout.presenterRecession(fraction: 1)
        #expect(full.scale == 0.92 && full.cornerRadius == 10)
        let half = SheetLayout.presenterRecession(fraction: 0.5)
        #expect(abs(half.scale - 0.96) < 1e-12 && half.cornerRadius == 5)
        let none = SheetLayout.presenterRecession(fraction: .nan)
        #expect(none.scale == 1 && none.cornerRadius == 0)
    }
}
