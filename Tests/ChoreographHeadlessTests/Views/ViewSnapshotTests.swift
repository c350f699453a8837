import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("View snapshots")
struct ViewSnapshotTests {
    @Test("A snapshot copies what is shown now and stays put when the original changes")
    func staticCopy() {
        let card = View(frame: CGRect(x: 10, y: 20, width: 100, height: 80), identifier: "card")
        card.backgroundColor = Color(red: 1, green: 0, blue: 0)
        card.layer.cornerRadius = 12
        card.content = .text(TextContent("Basil"))
        let image = View(frame: CGRect(x: 5, y: 5, width: 40, height: 40), identifier: "image")
        image.content = .image(ImageContent(name: "basil", size: CGSize(width: 120, height: 120)))
        let hidden = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: "hidden")
        hidden.isHidden = true
        card.addSubview(image)
        card.addSubview(hidden)

        let snapshot = card.snapshotView()
        #expect(snapshot.identifier == nil)
        #expect(snapshot.snapshotOf == "card")
        #expect(snapshot.frame == card.frame)
        #expect(snapshot.layer.cornerRadius == 12)
        #expect(snapshot.backgroundColor == card.backgroundColor)
        #expect(snapshot.content == card.content)
        #expect(snapshot.subviews.count == 1)
        #expect(snapshot.subviews.first?.snapshotOf == "image")
        #expect(snapshot.subviews.first?.superview === snapshot)
        #expect(!snapshot.isUserInteractionEnabled)

        card.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        card.backgroundColor = nil
        image.removeFromSuperview()
        #expect(snapshot.frame == CGRect(x: 10, y: 20, width: 100, height: 80))
        #expect(snapshot.backgroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(snapshot.subviews.count == 1)
    }

    @Test("A snapshot of a snapshot names the original")
    func snapshotOfSnapshot() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: "herb-2")
        #expect(view.snapshotView().snapshotView().snapshotOf == "herb-2")
    }
}
