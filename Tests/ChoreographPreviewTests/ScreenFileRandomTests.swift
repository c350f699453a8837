import Choreograph
import ChoreographHeadless
import ChoreographPreview
import ChoreographTestSupport
import Foundation
import PropertyBased
import Testing

@Suite("Screen files: random input")
struct ScreenFileRandomTests {
    /// Pieces inserted into a valid file.
    static let fragments = [
        "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "d800", "null", "true", "-", "1e999", "0", "1.5", "#FF",
        "frame", "children", "views", "size", " ", "\n", "é", "\u{0}", "😀",
    ]

    @Test("a valid file with random edits never crashes the reader, and every error is one line")
    func randomEdits() async {
        let edits = Gen.int(in: 0...1_000_000).array(of: 1...8)
        await seededPropertyCheck(count: 1_000, input: edits) { codes in
            var scalars = Array(fullScreen.unicodeScalars)
            for code in codes {
                let position = code % (scalars.count + 1)
                switch code / 7 % 3 {
                case 0 where position < scalars.count:
                    scalars.remove(at: position)
                case 1:
                    let fragment = Self.fragments[code / 21 % Self.fragments.count]
                    scalars.insert(contentsOf: fragment.unicodeScalars, at: position)
                default:
                    scalars = Array(scalars.prefix(position))
                }
            }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            let text = String(view)
            do {
                _ = try ScreenFile(json: text, file: "FROM.json")
            } catch let error as ScreenFileError {
                #expect(!error.description.contains("\n"), "\(text)")
                #expect(error.description.hasPrefix("FROM.json: "))
            } catch {
                Issue.record("\(text): \(error)")
            }
        }
    }
}
