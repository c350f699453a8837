import ChoreographMistakes
import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The classic mistakes around the presenting view, each caught with its code, and each fix caught with none.
@MainActor
@Suite("Mistakes: the presenting view")
struct PresentingViewMistakes {
    @Test(
        "Moving the presenting view view(forKey: .from) was nil for (.custom) is named, and the blank window after",
        arguments: [false, true])
    func touchesNilFromView(fixed: Bool) {
        let stage = MistakeStage()
        let delegate = MistakeTransitioning(
            presenting: TouchesPresenterFade(fixed: fixed), dismissing: CorrectSlide(presenting: false))
        stage.present(DetailViewController(), style: .custom, delegate: delegate)
        #expect(stage.takeCodes() == (fixed ? [] : [.auditNilViewTouched]))
        stage.dismiss()
        #expect(stage.takeCodes() == (fixed ? [] : [.auditPresenterRemoved]))
        #expect((stage.source.view.window != nil) == fixed)
    }

    @Test("A presenting view left at alpha 0 comes back transparent, and is named", arguments: [false, true])
    func presenterLeftTransparent(fixed: Bool) {
        let stage = MistakeStage()
        let delegate = MistakeTransitioning(
            presenting: FadeOutPresenter(fixed: fixed), dismissing: CorrectSlide(presenting: false))
        stage.present(DetailViewController(), style: .fullScreen, delegate: delegate)
        #expect(stage.takeCodes() == [])
        stage.dismiss()
        #expect(stage.takeCodes() == (fixed ? [] : [.auditViewLeftTransparent]))
        #expect(stage.source.view.alpha == (fixed ? 1 : 0))
    }

    @Test("What the app changes on the covered presenting screen is its own: the dismissal is not blamed for it")
    func appChangesWhileCovered() {
        let stage = MistakeStage()
        let delegate = MistakeTransitioning(
            presenting: CorrectSlide(presenting: true), dismissing: CorrectSlide(presenting: false))
        stage.present(DetailViewController(), style: .fullScreen, delegate: delegate)
        #expect(stage.takeCodes() == [])
        // Off screen under the full-screen presentation, with no transition running.
        #expect(stage.source.view.window == nil)
        stage.source.strip.isHidden = true
        stage.source.view.alpha = 0.5
        stage.source.view.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        stage.dismiss()
        #expect(stage.takeCodes() == [])
        #expect(stage.source.strip.isHidden && stage.source.view.alpha == 0.5)
    }

    @Test("A root left scaled 0.9 after the dismissal is named", arguments: [false, true])
    func rootLeftScaled(fixed: Bool) {
        let stage = MistakeStage()
        let delegate = MistakeTransitioning(
            presenting: ScaleBackRoot(presenting: true, fixed: fixed),
            dismissing: ScaleBackRoot(presenting: false, fixed: fixed))
        stage.present(DetailViewController(), style: .fullScreen, delegate: delegate)
        #expect(stage.takeCodes() == [])
        stage.dismiss()
        #expect(stage.takeCodes() == (fixed ? [] : [.auditViewLeftTransformed]))
    }

    @Test("A source view left hidden after the dismissal is named", arguments: [false, true])
    func sourceLeftHidden(fixed: Bool) {
        let stage = MistakeStage()
        let delegate = MistakeTransitioning(
            presenting: HideSourceStrip(presenting: true, fixed: fixed),
            dismissing: HideSourceStrip(presenting: false, fixed: fixed))
        stage.present(DetailViewController(), style: .custom, delegate: delegate)
        // The strip is hidden on the presenting screen while the new one shows: that is the effect, not a leftover.
        #expect(stage.takeCodes() == [])
        stage.dismiss()
        #expect(stage.takeCodes() == (fixed ? [] : [.auditViewLeftHidden]))
        #expect(stage.source.strip.isHidden == !fixed)
    }

    @Test(
        "On dismissal, addSubview(toView) over the dismissed view for the whole run is named", arguments: [false, true])
    func coveredDismissal(fixed: Bool) {
        let stage = MistakeStage()
        let delegate = MistakeTransitioning(
            presenting: CorrectSlide(presenting: true), dismissing: SlideDownDismissal(fixed: fixed))
        stage.present(DetailViewController(), style: .fullScreen, delegate: delegate)
        #expect(stage.takeCodes() == [])
        stage.dismiss()
        #expect(stage.takeCodes() == (fixed ? [] : [.auditViewCoveredThroughout]))
    }

    @Test("A cancelled dismissal that leaves the presenting view in the container is named", arguments: [false, true])
    func cancelledDismissalLeavesPresenter(fixed: Bool) {
        let stage = MistakeStage()
        let delegate = MistakeTransitioning(
            presenting: CorrectSlide(presenting: true), dismissing: CancellableSlideDismissal(fixed: fixed))
        let detail = DetailViewController()
        stage.present(detail, style: .fullScreen, delegate: delegate)
        #expect(stage.takeCodes() == [])
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissalInteraction = interaction
        stage.source.dismiss(animated: true)
        interaction.update(0.3)
        stage.clock.advance(by: 0.1)
        interaction.cancel()
        stage.clock.advance(by: 2)
        #expect(stage.source.presentedViewController === detail)
        #expect(stage.takeCodes() == (fixed ? [] : [.auditPresenterLeftInContainer]))
    }
}
