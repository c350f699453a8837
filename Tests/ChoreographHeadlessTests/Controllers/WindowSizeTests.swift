import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import PropertyBased
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The host's own transitions in any window, down to 1×1 and 0×0: every settled frame stays inside the window, every
/// child fills its container, and the host's own animators trip none of its diagnostics.
@MainActor
@Suite("Windows of every size")
struct WindowSizeTests {
    /// Runs every standard transition the host has in a window of `size`, checking after each one settles.
    private func runStandardTransitions(in size: CGSize) -> [String] {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let window = Window(size: size)
        let first = ViewController(identifier: "first")
        let navigation = NavigationController(rootViewController: first, identifier: "navigation")
        let other = ViewController(identifier: "other")
        let tabs = TabBarController(identifier: "tabs")
        tabs.setViewControllers([navigation, other], animated: false)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        var problems: [String] = []
        func settle(_ step: String) {
            clock.advance(by: 3)
            problems += LayoutInvariants.problems(in: window).map { "\(size) after \(step): \($0)" }
            problems += host.diagnostics.entries.map { "\(size) after \(step): \($0)" }
            host.diagnostics.removeAll()
        }
        settle("start")
        let second = ViewController(identifier: "second")
        navigation.pushViewController(second, animated: true)
        settle("push")
        for style in [ModalPresentationStyle.pageSheet, .automatic, .formSheet, .fullScreen, .overFullScreen] {
            let presented = ViewController(identifier: "presented-\(style.rawValue)")
            presented.modalPresentationStyle = style
            second.present(presented, animated: true)
            settle("present \(style.rawValue)")
            let cover = ViewController(identifier: "cover")
            cover.modalPresentationStyle = .fullScreen
            presented.present(cover, animated: true)
            settle("cover over \(style.rawValue)")
            presented.dismiss(animated: true)
            settle("dismiss cover over \(style.rawValue)")
            second.dismiss(animated: true)
            settle("dismiss \(style.rawValue)")
        }
        navigation.popViewController(animated: true)
        settle("pop")
        tabs.selectedIndex = 1
        settle("tab switch")
        window.resize(to: CGSize(width: size.height, height: size.width))
        settle("rotation")
        return problems
    }

    @Test(
        "Standard transitions in tiny and extreme windows",
        arguments: [
            CGSize(width: 0, height: 0), CGSize(width: 1, height: 1), CGSize(width: 0, height: 844),
            CGSize(width: 390, height: 0), CGSize(width: 0.5, height: 0.25), CGSize(width: 1e6, height: 1e6),
            CGSize(width: 1e300, height: 1e300),
        ])
    func extremeSizes(size: CGSize) {
        let problems = runStandardTransitions(in: size)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    @Test("Standard transitions in random windows")
    func randomSizes() async {
        await seededPropertyCheck(count: 60, input: Gen.double(in: 0...3000), Gen.double(in: 0...3000)) {
            width, height in
            let problems = runStandardTransitions(in: CGSize(width: width, height: height))
            #expect(problems.isEmpty, "\(problems.prefix(5))")
        }
    }

    @Test("A window made with a negative or non-finite size is reported and made 0 in that dimension")
    func invalidWindowSize() {
        let host = HostEnvironment.install(clock: ManualClock())
        let window = Window(size: CGSize(width: CGFloat.nan, height: -5))
        #expect(window.bounds.size == .zero)
        #expect(host.diagnostics.codes == [.windowInvalidSize])
        let fine = Window(size: CGSize(width: 1e308, height: 0))
        #expect(fine.bounds.size == CGSize(width: 1e308, height: 0))
        #expect(host.diagnostics.codes == [.windowInvalidSize])
    }
}

/// Frames near the largest finite numbers.
@MainActor
@Suite("Frames near the largest numbers")
struct HugeFrameTests {
    @Test("Setting a frame 10³⁰⁸ wide keeps its middle finite: no non-finite value is refused")
    func hugeFrame() {
        let host = HostEnvironment.install(clock: ManualClock())
        let view = View()
        view.frame = CGRect(x: 0, y: 0, width: 1e308, height: 1.5e308)
        // (minX + maxX) / 2 would overflow: maxX is finite here, but the sum is not.
        #expect(view.center == CGPoint(x: 5e307, y: 7.5e307))
        #expect(view.bounds.size == CGSize(width: 1e308, height: 1.5e308))
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("Standard transitions in a 10³⁰⁸ window report nothing")
    func hugeWindow() {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let window = Window(size: CGSize(width: 1e308, height: 1e308))
        let navigation = NavigationController(rootViewController: ViewController(identifier: "first"))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(ViewController(identifier: "second"), animated: true)
        clock.advance(by: 2)
        let sheet = ViewController(identifier: "sheet")
        sheet.modalPresentationStyle = .pageSheet
        navigation.present(sheet, animated: true)
        clock.advance(by: 2)
        #expect(host.diagnostics.entries.isEmpty, "\(host.diagnostics.entries.prefix(3))")
        withExtendedLifetime(window) {}
    }
}
