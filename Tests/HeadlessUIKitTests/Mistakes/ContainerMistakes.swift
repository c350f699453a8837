import ChoreographMistakes
import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The classic mistakes with the container and the views in it, each caught with its code, and each fix caught with
/// none.
@MainActor
@Suite("Mistakes: the container")
struct ContainerMistakes {
    @Test(
        "A snapshot left in the container is named after the push, and again after the pop", arguments: [false, true])
    func snapshotLeft(fixed: Bool) {
        let stage = MistakeStage(inNavigation: true)
        let delegate = MistakeTransitioning(
            presenting: FlyingSnapshotPush(fixed: fixed), dismissing: CorrectSlide(presenting: false))
        stage.push(DetailViewController(), delegate: delegate)
        #expect(stage.takeCodes() == (fixed ? [] : [.auditSnapshotLeftInContainer]))
        stage.pop()
        #expect(stage.takeCodes() == (fixed ? [] : [.auditSnapshotLeftInContainer]))
    }

    @Test("A view of neither controller left in the container is named", arguments: [false, true])
    func foreignViewLeft(fixed: Bool) {
        let stage = MistakeStage(inNavigation: true)
        let delegate = MistakeTransitioning(
            presenting: DimmingPush(fixed: fixed), dismissing: CorrectSlide(presenting: false))
        stage.push(DetailViewController(), delegate: delegate)
        #expect(stage.takeCodes() == (fixed ? [] : [.auditForeignViewLeftInContainer]))
    }

    @Test("A view of the popped screen left on screen is named", arguments: [false, true])
    func dismissedViewOnScreen(fixed: Bool) {
        let stage = MistakeStage(inNavigation: true)
        let delegate = MistakeTransitioning(
            presenting: CorrectSlide(presenting: true), dismissing: PictureLandingPop(fixed: fixed))
        let detail = DetailViewController()
        stage.push(detail, delegate: delegate)
        #expect(stage.takeCodes() == [])
        stage.pop()
        #expect(stage.takeCodes() == (fixed ? [] : [.auditDismissedViewOnScreen]))
        #expect((detail.picture.window != nil) == !fixed)
    }

    @Test("A snapshot of a view never laid out is named", arguments: [false, true])
    func snapshotOfUnlaidView(fixed: Bool) {
        let stage = MistakeStage(inNavigation: true)
        let delegate = MistakeTransitioning(
            presenting: SnapshotFadePush(fixed: fixed), dismissing: CorrectSlide(presenting: false))
        stage.push(DetailViewController(), delegate: delegate)
        #expect(stage.takeCodes() == (fixed ? [] : [.auditSnapshotOfUnlaidView]))
    }

    @Test("Casting the from controller to your own type when it is a container is named", arguments: [false, true])
    func containerCast(fixed: Bool) {
        let stage = MistakeStage(inNavigation: true)
        let delegate = MistakeTransitioning(
            presenting: CastingGrow(fixed: fixed), dismissing: CorrectSlide(presenting: false))
        stage.present(DetailViewController(), style: .fullScreen, delegate: delegate)
        #expect(stage.takeCodes() == (fixed ? [] : [.auditContainerCast]))
    }
}
