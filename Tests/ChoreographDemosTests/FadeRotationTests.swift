import Choreograph
import ChoreographDemos
import ChoreographHeadless
import ChoreographSeeds
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The fade demo after a rotation: the `.custom` presentation follows the window, as UIKit's autoresizing root view
/// makes it.
@MainActor
@Suite("fade, rotated")
struct FadeRotationTests {
    @Test("A second screen presented .custom follows a rotation, as its autoresizing root view does in UIKit")
    func secondFollowsRotation() throws {
        let (_, clock) = freshHost()
        let scenario = FadeScenario()
        scenario.perform(.present)
        clock.advance(by: 0.7)
        let second = try #require(scenario.firstController.secondController)
        scenario.window.resize(to: CGSize(width: 844, height: 390))
        #expect(second.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        // Its button is centred again: (844 / 2, 390 / 2).
        let button = try #require(second.view.view(withIdentifier: "second-button"))
        #expect(button.center == CGPoint(x: 422, y: 195))
        scenario.perform(.dismiss)
        clock.advance(by: 0.7)
        #expect(scenario.firstController.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }
}
