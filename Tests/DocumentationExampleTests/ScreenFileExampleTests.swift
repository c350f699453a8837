import ChoreographHeadless
import ChoreographPreview
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The screen file examples, run as their documentation shows them.
@MainActor
@Suite("Documentation examples: screen files")
struct ScreenFileExampleTests {
    @Test("Screen files article: read a file and build its views")
    func article() throws {
        // The article's JSON example, word for word.
        let text = """
            {
              "size": [390, 844],
              "views": [
                {"frame": [0, 0, 390, 844], "color": "#F2F2F7"},
                {"id": "photo-3", "frame": [20, 300, 100, 80], "image": "photo-3", "cornerRadius": 12,
                 "children": [{"frame": [8, 56, 84, 20], "text": "Basil", "color": "#FFFFFFCC"}]}
              ]
            }
            """
        // example: Sources/ChoreographPreview/ChoreographPreview.docc/ScreenFiles.md
        let screen = try ScreenFile(json: text, file: "FROM.json")
        let root = screen.makeRootView()
        let photo = root.subviews[1]  // an ImageView with the identifier "photo-3"
        // end example
        #expect(root.bounds.size == CGSize(width: 390, height: 844))
        #expect(photo is ImageView && photo.identifier == "photo-3")
        #expect(photo.layer.cornerRadius == 12)
        #expect((photo.subviews.first as? Label)?.text == "Basil")
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let article = try String(
            contentsOf: repository.appendingPathComponent(
                "Sources/ChoreographPreview/ChoreographPreview.docc/ScreenFiles.md"),
            encoding: .utf8)
        #expect(article.contains(text))
    }
}
