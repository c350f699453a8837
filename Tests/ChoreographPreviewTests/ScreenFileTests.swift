import Choreograph
import ChoreographHeadless
import ChoreographPreview
import ChoreographTestSupport
import Foundation
import PropertyBased
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A screen file using every key.
let fullScreen = """
    {
      "size": [390, 844],
      "views": [
        {"frame": [0, 0, 390, 844], "color": "#FFFFFF"},
        {"id": "photo-3", "frame": [20, 300, 100, 80], "image": "basil", "cornerRadius": 12, "alpha": 0.5,
         "color": "#ff000080",
         "children": [{"id": "caption", "frame": [10, 50, 80, 20], "text": "Basil", "color": "#0000FF"}]},
        {"frame": [-10.5, 1e2, 0, 0]}
      ]
    }
    """

@Suite("Screen files")
struct ScreenFileTests {
    @Test("a file with every key reads to the screen it describes; left-out keys take their defaults")
    func decodesEveryKey() throws {
        let screen = try ScreenFile(json: fullScreen, file: "FROM.json")
        let expected = ScreenFile(
            size: CGSize(width: 390, height: 844),
            views: [
                .init(frame: CGRect(x: 0, y: 0, width: 390, height: 844), color: Color(red: 1, green: 1, blue: 1)),
                .init(
                    identifier: "photo-3", frame: CGRect(x: 20, y: 300, width: 100, height: 80),
                    color: Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255), cornerRadius: 12,
                    content: .image("basil"), alpha: 0.5,
                    children: [
                        .init(
                            identifier: "caption", frame: CGRect(x: 10, y: 50, width: 80, height: 20),
                            color: Color(red: 0, green: 0, blue: 1), content: .text("Basil"))
                    ]),
                .init(frame: CGRect(x: -10.5, y: 100, width: 0, height: 0)),
            ])
        #expect(screen == expected)
        #expect(
            try ScreenFile(json: #"{"size": [1, 2]}"#, file: "a.json") == ScreenFile(size: CGSize(width: 1, height: 2)))
        #expect(
            try ScreenFile(json: "\u{FEFF}{\"size\": [1, 2], \"views\": []}", file: "a.json")
                == ScreenFile(size: CGSize(width: 1, height: 2)))
    }

    @Test("a text may hold control characters, read as they are; a screen of 1 × 1 point is the smallest")
    func textKeepsControlCharacters() throws {
        let text = #"{"size": [1, 1], "views": [{"id": "a b", "frame": [0, 0, 1, 1], "text": "a\u0000b\u001bc\n"}]}"#
        let expected = ScreenFile(
            size: CGSize(width: 1, height: 1),
            views: [
                .init(
                    identifier: "a b", frame: CGRect(x: 0, y: 0, width: 1, height: 1),
                    content: .text("a\u{0}b\u{1B}c\n"))
            ])
        #expect(try ScreenFile(json: text, file: "a.json") == expected)
    }

    @MainActor
    @Test("the root view has the screen's size and the views as subviews, with every property set")
    func buildsHostViews() throws {
        let root = try ScreenFile(json: fullScreen, file: "FROM.json").makeRootView()
        #expect(root.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.backgroundColor == nil && root.identifier == nil)
        #expect(root.subviews.count == 3)
        let background = root.subviews[0]
        #expect(type(of: background) == View.self)
        #expect(background.backgroundColor == Color(white: 1))
        let photo = try #require(root.subviews[1] as? ImageView)
        #expect(photo.identifier == "photo-3")
        #expect(photo.frame == CGRect(x: 20, y: 300, width: 100, height: 80))
        #expect(photo.image == Image(named: "basil"))
        #expect(photo.layer.cornerRadius == 12)
        #expect(photo.alpha == 0.5)
        #expect(photo.backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        let caption = try #require(photo.subviews.first as? Label)
        #expect(caption.text == "Basil" && caption.identifier == "caption")
        // A child's frame is in its parent's coordinates: in the root it sits at the parent's origin plus its own.
        #expect(caption.convert(caption.bounds, to: root) == CGRect(x: 30, y: 350, width: 80, height: 20))
        #expect(root.subviews[2].frame == CGRect(x: -10.5, y: 100, width: 0, height: 0))
        #expect(root.subviews[2].alpha == 1 && root.subviews[2].layer.cornerRadius == 0)
    }

    /// Wraps views in a document of a 390 × 844 screen.
    private static func document(views: String) -> String {
        #"{"size": [390, 844], "views": ["# + views + "]}"
    }

    /// Malformed files and the whole message, path included.
    static let malformed: [(String, String)] = [
        ("[]", "top level: expected an object, found an array"),
        ("{}", "size: missing; a screen needs its size [width, height]"),
        (#"{"size": [390]}"#, "size: expected 2 numbers [width, height], found 1"),
        (#"{"size": "390x844"}"#, "size: expected an array of 2 numbers [width, height], found a string"),
        (#"{"size": [390, -1]}"#, "size[1]: must be from 1 to 1000000000.0, found -1.0"),
        (#"{"size": [0, 844]}"#, "size[0]: must be from 1 to 1000000000.0, found 0.0"),
        // Sizes the recording would print as 0 (it writes 4 decimals), and any below a point.
        (#"{"size": [1e-308, 1e-308]}"#, "size[0]: must be from 1 to 1000000000.0, found 1e-308"),
        (#"{"size": [390, 0.00004]}"#, "size[1]: must be from 1 to 1000000000.0, found 4e-05"),
        (#"{"size": [0.999, 844]}"#, "size[0]: must be from 1 to 1000000000.0, found 0.999"),
        (#"{"size": [1e999, 844]}"#, "size[0]: must be a finite number, found inf"),
        (#"{"size": [390, "844"]}"#, "size[1]: expected a number, found a string"),
        (##"{"size": [390, 844], "colour": "#fff"}"##, "colour: unknown key; the keys here are size, views"),
        (#"{"size": [390, 844], "size": [1, 1]}"#, "size: the key appears more than once"),
        (#"{"size": [390, 844], "views": {}}"#, "views: expected an array of views, found an object"),
        (document(views: "3"), "views[0]: expected an object, found a number"),
        (document(views: "{}"), "views[0].frame: missing; a view needs a frame [x, y, width, height]"),
        (
            document(views: #"{"frame": [0, 0, 10]}"#),
            "views[0].frame: expected 4 numbers [x, y, width, height], found 3"
        ),
        (
            document(views: #"{"frame": "0 0 10 10"}"#),
            "views[0].frame: expected an array of 4 numbers [x, y, width, height], found a string"
        ),
        (document(views: #"{"frame": [0, 0, 10, null]}"#), "views[0].frame[3]: expected a number, found null"),
        (
            document(views: #"{"frame": [0, 0, -10, 10]}"#),
            "views[0].frame[2]: must be from 0 to 1000000000.0, found -10.0"
        ),
        (
            document(views: #"{"frame": [2e9, 0, 10, 10]}"#),
            "views[0].frame[0]: must be between -1000000000.0 and 1000000000.0, found 2000000000.0"
        ),
        (document(views: #"{"frame": [0, -1e400, 10, 10]}"#), "views[0].frame[1]: must be a finite number, found -inf"),
        (
            document(views: ##"{"frame": [0, 0, 1, 1], "colour": "#FFFFFF"}"##),
            "views[0].colour: unknown key; the keys here are id, frame, color, cornerRadius, image, text, alpha, "
                + "children"
        ),
        (
            document(views: #"{"frame": [0, 0, 1, 1], "frame": [0, 0, 1, 1]}"#),
            "views[0].frame: the key appears more than once"
        ),
        (
            document(views: #"{"frame": [0, 0, 1, 1], "cor\nner \"r\"\u0001": 1}"#),
            #"views[0]["cor\nner \"r\"\u0001"]: unknown key; the keys here are id, frame, color, cornerRadius, image, "#
                + "text, alpha, children"
        ),
        (
            document(views: #"{"frame": [0, 0, 1, 1], "corner_radius-2": 1}"#),
            "views[0].corner_radius-2: unknown key; the keys here are id, frame, color, cornerRadius, image, text, "
                + "alpha, children"
        ),
        (
            document(views: ##"{"frame": [0, 0, 1, 1], "color": "#12"}"##),
            ##"views[0].color: expected a colour "#RRGGBB" or "#RRGGBBAA", found "#12""##
        ),
        (
            document(views: ##"{"frame": [0, 0, 1, 1], "color": "#12\n\u001b"}"##),
            ##"views[0].color: expected a colour "#RRGGBB" or "#RRGGBBAA", found "#12\n\u001B""##
        ),
        (
            document(views: #"{"frame": [0, 0, 1, 1], "color": "red"}"#),
            ##"views[0].color: expected a colour "#RRGGBB" or "#RRGGBBAA", found "red""##
        ),
        (
            document(views: ##"{"frame": [0, 0, 1, 1], "color": "#GGGGGG"}"##),
            ##"views[0].color: expected a colour "#RRGGBB" or "#RRGGBBAA", found "#GGGGGG""##
        ),
        (
            document(views: ##"{"frame": [0, 0, 1, 1], "color": "#1234567"}"##),
            ##"views[0].color: expected a colour "#RRGGBB" or "#RRGGBBAA", found "#1234567""##
        ),
        (
            document(views: #"{"frame": [0, 0, 1, 1], "color": 255}"#),
            ##"views[0].color: expected a colour string "#RRGGBB" or "#RRGGBBAA", found a number"##
        ),
        (
            document(views: #"{"frame": [0, 0, 1, 1], "cornerRadius": -1}"#),
            "views[0].cornerRadius: must be from 0 to 1000000000.0, found -1.0"
        ),
        (
            document(views: #"{"frame": [0, 0, 1, 1], "cornerRadius": "12"}"#),
            "views[0].cornerRadius: expected a number, found a string"
        ),
        (document(views: #"{"frame": [0, 0, 1, 1], "alpha": 1.5}"#), "views[0].alpha: must be from 0 to 1, found 1.5"),
        (
            document(views: #"{"frame": [0, 0, 1, 1], "alpha": true}"#),
            "views[0].alpha: expected a number, found a boolean"
        ),
        (document(views: #"{"frame": [0, 0, 1, 1], "id": ""}"#), "views[0].id: must not be empty"),
        (document(views: #"{"frame": [0, 0, 1, 1], "id": 3}"#), "views[0].id: expected a string, found a number"),
        (document(views: #"{"frame": [0, 0, 1, 1], "image": ""}"#), "views[0].image: must not be empty"),
        // Names with control characters are mistakes; the error shows them escaped, on one line.
        (
            document(views: #"{"frame": [0, 0, 1, 1], "id": "q\u0001"}"#),
            #"views[0].id: must not hold a control character (U+0000 to U+001F, U+007F to U+009F), found "q\u0001""#
        ),
        (
            document(views: #"{"frame": [0, 0, 1, 1], "children": [{"frame": [0, 0, 1, 1], "id": "a\nb\u0000"}]}"#),
            #"views[0].children[0].id: must not hold a control character (U+0000 to U+001F, U+007F to U+009F), "#
                + #"found "a\nb\u0000""#
        ),
        (
            document(views: #"{"frame": [0, 0, 1, 1], "image": "photo\u0085"}"#),
            #"views[0].image: must not hold a control character (U+0000 to U+001F, U+007F to U+009F), "#
                + #"found "photo\u0085""#
        ),
        (
            document(views: #"{"frame": [0, 0, 1, 1], "image": "a", "text": "b"}"#),
            "views[0].text: a view shows an image or a text, not both"
        ),
        (document(views: #"{"frame": [0, 0, 1, 1], "text": null}"#), "views[0].text: expected a string, found null"),
        (
            document(
                views: #"{"frame": [0, 0, 1, 1]}, {"frame": [0, 0, 1, 1]}, "#
                    + #"{"frame": [0, 0, 1, 1], "children": [{"frame": [1, 2, 3]}]}"#),
            "views[2].children[0].frame: expected 4 numbers [x, y, width, height], found 3"
        ),
        (
            document(views: #"{"frame": [0, 0, 1, 1], "children": {}}"#),
            "views[0].children: expected an array of views, found an object"
        ),
        (
            document(views: #"{"frame": [0, 0, 1, 1], "children": [{"frame": [0, 0, 1, 1]}, 7]}"#),
            "views[0].children[1]: expected an object, found a number"
        ),
        // JSON syntax: line and column, the column counted in Unicode scalars.
        (#"{"size": [390, 844],}"#, "line 1, column 21: expected a member name in quotes, found '}'"),
        (
            "{\n  \"size\": [390, 844]\n  \"views\": []\n}",
            "line 3, column 3: expected ',' or '}' after an object member, found '\"'"
        ),
        (
            #"{"size": [390, 844]"#,
            "line 1, column 20: expected ',' or '}' after an object member, found the end of the file"
        ),
        (#"{"size": [390, 844]} x"#, "line 1, column 22: expected the end of the file, found 'x'"),
        (#"{"size": [01, 2]}"#, "line 1, column 12: expected ',' or ']' after an array element, found '1'"),
        (#"{"size": [1., 2]}"#, "line 1, column 13: expected a digit after '.', found ','"),
        (#"{"size": [1e, 2]}"#, "line 1, column 13: expected a digit in the exponent, found ','"),
        (#"{"size": [-, 2]}"#, "line 1, column 12: expected a digit, found ','"),
        (#"{"size": [NaN, 2]}"#, "line 1, column 11: expected a value, found 'N'"),
        (#"{"size": [tru, 2]}"#, "line 1, column 11: expected a value, found 't'"),
        (#"{"a": "\q"}"#, "line 1, column 8: invalid escape in a string"),
        (#"{"a": "\ud800"}"#, "line 1, column 8: invalid escape in a string"),
        (#"{"a": "\ud800\u0041"}"#, "line 1, column 8: invalid escape in a string"),
        (#"{"a": "x"#, "line 1, column 7: a string has no closing quote"),
        ("{\"a\": \"x\ty\"}", "line 1, column 9: a control character in a string must be escaped"),
        ("{\"é\": 1,}", "line 1, column 9: expected a member name in quotes, found '}'"),
        ("{\"size\" 1}", "line 1, column 9: expected ':' after a member name, found '1'"),
        ("", "line 1, column 1: expected a value, found the end of the file"),
        (String(repeating: "[", count: 200), "line 1, column 129: arrays and objects nest deeper than 128 levels"),
    ]

    @Test("every malformed file fails with its file, the JSON path (or line and column) and the rule")
    func malformedFiles() {
        for (text, message) in Self.malformed {
            #expect(throws: ScreenFileError.self) { try ScreenFile(json: text, file: "FROM.json") }
            do {
                let screen = try ScreenFile(json: text, file: "FROM.json")
                Issue.record("\(text) read as \(screen)")
            } catch {
                #expect(error.description == "FROM.json: " + message, "\(text)")
                #expect(error.file == "FROM.json")
            }
        }
    }

    @Test("errors are typed values: the location and the problem")
    func typedErrors() {
        #expect(
            throws: ScreenFileError(
                file: "TO.json", location: .value(path: "views[0].alpha"),
                problem: .outOfRange(2, rule: "must be from 0 to 1")
            )
        ) { try ScreenFile(json: Self.document(views: #"{"frame": [0, 0, 1, 1], "alpha": 2}"#), file: "TO.json") }
        #expect(
            throws: ScreenFileError(
                file: "TO.json", location: .text(line: 1, column: 2),
                problem: .syntax(.expected("a member name in quotes", found: "'x'")))
        ) { try ScreenFile(json: "{x}", file: "TO.json") }
    }

    @Test("views nest at most 32 levels deep")
    func depthLimit() throws {
        func nested(_ levels: Int) -> String {
            var view = #"{"frame": [0, 0, 1, 1]}"#
            for _ in 1..<levels { view = #"{"frame": [0, 0, 1, 1], "children": ["# + view + "]}" }
            return Self.document(views: view)
        }
        let screen = try ScreenFile(json: nested(32), file: "FROM.json")
        var depth = 0
        var level = screen.views
        while let first = level.first {
            depth += 1
            level = first.children
        }
        #expect(depth == 32)
        let path = "views[0]" + String(repeating: ".children[0]", count: 32)
        #expect(
            throws: ScreenFileError(file: "FROM.json", location: .value(path: path), problem: .tooDeep(limit: 32))
        ) { try ScreenFile(json: nested(33), file: "FROM.json") }
        // Nesting far deeper stops at the JSON reader's own limit, without exhausting the stack.
        #expect(throws: ScreenFileError.self) { try ScreenFile(json: nested(5_000), file: "FROM.json") }
    }

    @Test("a file describes at most 10,000 views")
    func viewCountLimit() throws {
        let view = #"{"frame": [0, 0, 1, 1]}"#
        let most = Array(repeating: view, count: 10_000).joined(separator: ",")
        #expect(try ScreenFile(json: Self.document(views: most), file: "FROM.json").views.count == 10_000)
        // Children count too: 9,999 top-level views and one with a child make 10,001.
        let nested = #"{"frame": [0, 0, 1, 1], "children": [{"frame": [0, 0, 1, 1]}]}"#
        let tooMany = Array(repeating: view, count: 9_999).joined(separator: ",") + "," + nested
        #expect(
            throws: ScreenFileError(
                file: "FROM.json", location: .value(path: "views[9999].children[0]"),
                problem: .tooManyViews(limit: 10_000))
        ) { try ScreenFile(json: Self.document(views: tooMany), file: "FROM.json") }
    }
}

@Suite("Screen files on disk")
struct ScreenFileDiskTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "screens-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a file is read by its path, and errors name the file as given")
    func readsFiles() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("FROM.json").path
        try Data(fullScreen.utf8).write(to: URL(fileURLWithPath: good))
        #expect(try ScreenFile(contentsOfFile: good) == ScreenFile(json: fullScreen, file: "x"))

        let bad = directory.appendingPathComponent("TO.json").path
        try Data(#"{"size": [1, 1], "views": [{"frame": [0, 0, 1]}]}"#.utf8).write(to: URL(fileURLWithPath: bad))
        do {
            _ = try ScreenFile(contentsOfFile: bad)
            Issue.record("read a bad file")
        } catch {
            #expect(error.description == "\(bad): views[0].frame: expected 4 numbers [x, y, width, height], found 3")
        }

        let missing = directory.appendingPathComponent("none.json").path
        #expect(throws: ScreenFileError(file: missing, location: .file, problem: .unreadable(.missing))) {
            try ScreenFile(contentsOfFile: missing)
        }
        #expect(throws: ScreenFileError(file: directory.path, location: .file, problem: .unreadable(.directory))) {
            try ScreenFile(contentsOfFile: directory.path)
        }
        let binary = directory.appendingPathComponent("binary.json").path
        try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: URL(fileURLWithPath: binary))
        #expect(throws: ScreenFileError(file: binary, location: .file, problem: .notUTF8)) {
            try ScreenFile(contentsOfFile: binary)
        }
        do {
            _ = try ScreenFile(contentsOfFile: missing)
        } catch {
            #expect(error.description == "\(missing): no such file")
        }
    }

    @Test("a file larger than 8 MiB is refused before it is parsed")
    func sizeLimit() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("huge.json").path
        // Valid JSON padded with spaces: only its size is wrong.
        let text = #"{"size": [1, 1]}"#
        var data = Data(text.utf8)
        data.append(Data(repeating: 0x20, count: ScreenFile.maximumFileSize - data.count))
        try data.write(to: URL(fileURLWithPath: path))
        #expect(try ScreenFile(contentsOfFile: path) == ScreenFile(size: CGSize(width: 1, height: 1)))
        data.append(0x20)
        try data.write(to: URL(fileURLWithPath: path))
        #expect(throws: ScreenFileError(file: path, location: .file, problem: .tooLarge(limit: 8_388_608))) {
            try ScreenFile(contentsOfFile: path)
        }
    }
}
