import Choreograph
import Foundation
import Testing

/// The sheet's and the zoom's pure functions fed extreme numbers: every answer is a finite number in its documented
/// range (or `nil` where documented), never NaN, whatever the height, velocity, translation or settings.
@Suite("Sheet and zoom physics under extreme numbers")
struct SheetLayoutHostileTests {
    static let extremes: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, -1, 0, 1e-300, 422]

    let detents = [
        SheetLayout.ResolvedDetent(identifier: .medium, height: 422),
        SheetLayout.ResolvedDetent(identifier: .large, height: 788),
    ]

    @Test("Release, stretch, dimming and recession stay finite and in range for any height and velocity")
    func sheetFunctions() {
        for height in Self.extremes {
            let stretched = SheetLayout.stretchedHeight(height, detents: detents, containerHeight: 844)
            #expect(stretched.isFinite && stretched >= 0, "stretched \(height) = \(stretched)")
            if height.isFinite, height > 788 {
                #expect(stretched <= 788 + 844, "the rubber band never passes the container's height")
            }
            let dimming = SheetLayout.dimmingFraction(height: height, detents: detents)
            #expect(dimming >= 0 && dimming <= 1, "dimming at \(height) = \(dimming)")
            let recession = SheetLayout.recessionFraction(height: height, detents: detents)
            #expect(recession >= 0 && recession <= 1, "recession at \(height) = \(recession)")
            let presenter = SheetLayout.presenterRecession(fraction: height)
            #expect(presenter.scale >= 0.92 && presenter.scale <= 1 && presenter.cornerRadius.isFinite)
            for velocity in Self.extremes {
                let release = SheetLayout.release(height: height, velocity: velocity, detents: detents)
                #expect(release != nil)
                #expect(release?.projectedHeight.isNaN == false, "release at \(height), \(velocity)")
            }
        }
    }

    @Test("A release flung up at any finite speed settles at large; flung down, it dismisses; an infinite one is 0")
    func hugeFlings() throws {
        for speed in [1e5, 1e200, 1e308, .greatestFiniteMagnitude] {
            let up = try #require(SheetLayout.release(height: 422, velocity: speed, detents: detents))
            let down = try #require(SheetLayout.release(height: 422, velocity: -speed, detents: detents))
            #expect(up.target == .detent(detents[1]), "up at \(speed)")
            #expect(down.target == .dismiss, "down at \(speed)")
        }
        // Documented: a velocity that is not finite counts as 0, so the height alone decides.
        for speed in [Double.infinity, -.infinity, .nan] {
            let release = try #require(SheetLayout.release(height: 422, velocity: speed, detents: detents))
            #expect(release.target == .detent(detents[0]) && !release.rewardsMomentum)
        }
    }

    @Test("A detent's height for any container height is nil or finite, greater than 0, at most the maximum")
    func detentHeights() {
        for container in Self.extremes {
            for answer in Self.extremes {
                let detent = SheetDetent.custom(identifier: .init("x")) { _ in answer }
                for candidate in [detent, .medium, .large] {
                    guard let height = candidate.height(inContainerHeight: container) else { continue }
                    let maximum = SheetLayout.maximumDetentValue(containerHeight: container)
                    #expect(height.isFinite && height > 0 && height <= maximum, "\(container), \(answer): \(height)")
                }
            }
        }
    }

    @Test("The zoom's progress and velocity stay finite for any translation, start and velocity")
    func zoomFunctions() throws {
        let zoom = try ZoomDismissal(containerHeight: 844)
        for translation in Self.extremes {
            for start in Self.extremes {
                let progress = zoom.progress(translation: translation, from: start)
                #expect(
                    progress.isFinite && progress >= 0 && progress <= 1, "\(translation) from \(start): \(progress)")
            }
            let velocity = zoom.progressVelocity(translation)
            #expect(!velocity.isNaN, "velocity \(translation): \(velocity)")
            _ = zoom.finishes(progress: translation, velocity: translation)
        }
        for height in Self.extremes where !(height.isFinite && height > 0) {
            #expect(throws: InteractionError.self) { try ZoomDismissal(containerHeight: height) }
        }
    }
}
