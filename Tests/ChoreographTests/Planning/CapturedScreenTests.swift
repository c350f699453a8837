import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Captured screens")
struct CapturedScreenTests {
    /// A 390 × 844 screen: a root, "title", and two "cell"s of which only the second is shown (the first is hidden).
    private func screen() throws -> CapturedScreen<String> {
        var hidden = Scene.Element(identifier: "cell", frame: CGRect(x: 0, y: 100, width: 100, height: 100), parent: 0)
        hidden.isHidden = true
        let scene = try Scene(
            size: CGSize(width: 390, height: 844),
            elements: [
                Scene.Element(identifier: "root", frame: CGRect(x: 0, y: 0, width: 390, height: 844)),
                Scene.Element(identifier: "title", frame: CGRect(x: 16, y: 40, width: 200, height: 30), parent: 0),
                hidden,
                Scene.Element(identifier: "cell", frame: CGRect(x: 0, y: 300, width: 100, height: 100), parent: 0),
            ])
        return CapturedScreen(scene: scene, views: ["root view", "title view", "old cell view", "cell view"])
    }

    @Test("An identifier one element has names it and its view")
    func unique() throws {
        let found = try #require(try screen().resolve(identifier: "title"))
        #expect(found.view == "title view")
        #expect(found.element.frame == CGRect(x: 16, y: 40, width: 200, height: 30))
    }

    @Test("Of two cells the shown one wins, as the planner decides; an unknown identifier names nothing")
    func shared() throws {
        #expect(try screen().resolve(identifier: "cell")?.view == "cell view")
        #expect(try screen().resolve(identifier: "photo") == nil)
    }

    @Test("An index outside the views or the elements names nothing rather than trapping")
    func indexes() throws {
        let screen = try screen()
        #expect(screen.resolve(index: 3)?.view == "cell view")
        #expect(screen.resolve(index: 4) == nil)
        #expect(screen.resolve(index: -1) == nil)
        let short = CapturedScreen(scene: screen.scene, views: ["root view"])
        #expect(short.resolve(identifier: "title") == nil)
    }

    @Test("An empty screen has the container's size, or size zero for a size a scene refuses")
    func empty() {
        #expect(CapturedScreen<String>(emptyOfSize: CGSize(width: 390, height: 844)).scene.size.width == 390)
        #expect(CapturedScreen<String>(emptyOfSize: CGSize(width: -1, height: CGFloat.nan)).scene.size == .zero)
        #expect(CapturedScreen<String>(emptyOfSize: .zero).views.isEmpty)
    }

    @Test("Both screens: a reference resolves in the screen of its role")
    func pair() throws {
        let from = try screen()
        let to = CapturedScreen(scene: from.scene, views: ["root 2", "title 2", "old cell 2", "cell 2"])
        let screens = CapturedScreens(from: from, to: to, readOnly: [.from])
        let reference = ElementReference(role: .to, index: 1, identifier: "title", placement: .inPlace)
        #expect(screens.resolve(reference)?.view == "title 2")
        #expect(screens.screen(.from).views[1] == "title view")
        #expect(screens.readOnly == [.from])
        #expect(screens.resolve(ElementReference(role: .from, index: 9, placement: .inPlace)) == nil)
    }
}
