import ChoreographMistakes
import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The classic mistakes of interaction controllers and of references kept, each caught with its code, and each fix
/// caught with none.
@MainActor
@Suite("Mistakes: interaction and leaks")
struct InteractionAndLeakMistakes {
    @Test("An interaction controller whose cancel does not put the screen back is named", arguments: [false, true])
    func cancelDoesNotRestore(fixed: Bool) {
        let stage = MistakeStage()
        let delegate = MistakeTransitioning(
            presenting: CorrectSlide(presenting: true), dismissing: CorrectSlide(presenting: false))
        let detail = DetailViewController()
        stage.present(detail, style: .custom, delegate: delegate)
        #expect(stage.takeCodes() == [])
        let drag = DragDownDismissal(fixed: fixed)
        delegate.dismissalInteraction = drag
        stage.source.dismiss(animated: true)
        drag.update(0.4)
        stage.clock.advance(by: 0.1)
        drag.cancel()
        stage.clock.advance(by: 2)
        #expect(stage.source.presentedViewController === detail)
        #expect(stage.takeCodes() == (fixed ? [] : [.auditCancelNotRestored]))
    }

    @Test(
        "A dismissed controller kept alive by its animator is named when leaks are checked", arguments: [false, true])
    func leakedController(fixed: Bool) {
        let stage = MistakeStage()
        let delegate = MistakeTransitioning(
            presenting: RememberingFade(presenting: true, fixed: fixed),
            dismissing: RememberingFade(presenting: false, fixed: fixed))
        weak var dismissed: UIViewController?
        do {
            let detail = DetailViewController()
            dismissed = detail
            stage.present(detail, style: .custom, delegate: delegate)
            stage.dismiss()
            // The test still holds the detail here: checking now would name it, so the check waits.
        }
        #expect(stage.takeCodes() == [])
        #expect((dismissed != nil) == !fixed)
        stage.host.reportLeaks()
        #expect(stage.takeCodes() == (fixed ? [] : [.auditLeakedController]))
    }

    @Test("A controller a test still holds is not a leak until the check, and one back on screen never is")
    func heldControllerIsNotChecked() {
        let stage = MistakeStage(inNavigation: true)
        let delegate = MistakeTransitioning(
            presenting: CorrectSlide(presenting: true), dismissing: CorrectSlide(presenting: false))
        let detail = DetailViewController()
        stage.push(detail, delegate: delegate)
        stage.pop()
        #expect(stage.takeCodes() == [])
        stage.push(detail, delegate: delegate)
        #expect(stage.host.reportLeaks().isEmpty)
        stage.pop()
        // Held by the test after its pop: the check names it, which is why it runs only when asked.
        #expect(stage.host.reportLeaks().map(\.code) == [.auditLeakedController])
    }
}
