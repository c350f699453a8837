import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A screen described in a JSON file, to preview a transition between screens of one's own (<doc:ScreenFiles>):
/// a size and a tree of plain views, image views and labels.
///
/// ```json
/// {"size": [390, 844],
///  "views": [{"frame": [0, 0, 390, 844], "color": "#FFFFFF"},
///            {"id": "photo-3", "frame": [20, 300, 100, 80], "image": "photo-3", "cornerRadius": 12}]}
/// ```
///
/// Reading a file checks every value against the schema and stops at the first thing wrong with a
/// ``ScreenFileError`` naming the file, the JSON path and the rule. ``makeRootView()`` builds the views.
public struct ScreenFile: Equatable, Sendable {
    /// The size of the screen's root view, in points.
    public var size: CGSize
    /// The root view's subviews, back to front.
    public var views: [ViewSpec]

    /// One view of a screen file.
    public struct ViewSpec: Equatable, Sendable {
        /// The view's identifier (``/ChoreographHeadless/View/identifier``), which transitions match elements by.
        /// Default `nil`.
        public var identifier: String?
        /// The view's frame in its parent's coordinates.
        public var frame: CGRect
        /// The background colour; `nil` draws none. Default `nil`.
        public var color: Color?
        /// The layer's corner radius. Default 0.
        public var cornerRadius: CGFloat
        /// What the view shows. Default ``Content/none``.
        public var content: Content
        /// The view's alpha, 0…1. Default 1.
        public var alpha: CGFloat
        /// The subviews, back to front, with frames in this view's coordinates. Default none.
        public var children: [ViewSpec]

        /// What a view of a screen file shows.
        public enum Content: Equatable, Sendable {
            /// Nothing: a plain ``/ChoreographHeadless/View``.
            case none
            /// An ``/ChoreographHeadless/ImageView`` showing the stand-in image with this name.
            case image(String)
            /// A ``/ChoreographHeadless/Label`` showing this text.
            case text(String)
        }

        /// Creates a view.
        ///
        /// - Parameters:
        ///   - identifier: The identifier. Default `nil`.
        ///   - frame: The frame in the parent's coordinates.
        ///   - color: The background colour. Default `nil`.
        ///   - cornerRadius: The corner radius. Default 0.
        ///   - content: What the view shows. Default ``Content/none``.
        ///   - alpha: The alpha. Default 1.
        ///   - children: The subviews. Default none.
        public init(
            identifier: String? = nil,
            frame: CGRect,
            color: Color? = nil,
            cornerRadius: CGFloat = 0,
            content: Content = .none,
            alpha: CGFloat = 1,
            children: [ViewSpec] = []
        ) {
            self.identifier = identifier
            self.frame = frame
            self.color = color
            self.cornerRadius = cornerRadius
            self.content = content
            self.alpha = alpha
            self.children = children
        }
    }

    /// Creates a screen from its parts, unchecked.
    ///
    /// - Parameters:
    ///   - size: The root view's size.
    ///   - views: The root view's subviews. Default none.
    public init(size: CGSize, views: [ViewSpec] = []) {
        self.size = size
        self.views = views
    }

    /// How deep views may nest: 32 levels, counting the views under the root as level 1.
    public static let maximumDepth = 32

    /// The smallest width and height a screen file gives a screen: 1 point. A smaller size would be recorded, with
    /// the recording's 4 decimals, as 0 or nearly so, and drawn as an empty picture.
    public static let minimumSide: CGFloat = 1
    /// How many views a screen file may describe in all: 10,000.
    public static let maximumViewCount = 10_000
    /// The largest screen file read, in bytes: 8 MiB (8,388,608).
    public static let maximumFileSize = 8 << 20

    /// Reads a screen from JSON text.
    ///
    /// - Parameters:
    ///   - text: The JSON text.
    ///   - file: The file's name, for errors.
    /// - Throws: ``ScreenFileError`` at the first thing wrong.
    public init(json text: String, file: String) throws(ScreenFileError) {
        var reader = JSONReader(text)
        let document: JSONValue
        do {
            document = try reader.document()
        } catch {
            let (line, column) = reader.position(of: error.offset)
            throw ScreenFileError(
                file: file, location: .text(line: line, column: column), problem: .syntax(error.problem))
        }
        var decoder = ScreenFileDecoder(file: file)
        self = try decoder.screen(document)
    }

    /// Reads a screen file.
    ///
    /// - Parameter path: The file's path; errors name the file by it.
    /// - Throws: ``ScreenFileError``: the file is missing, a directory, unreadable, larger than
    ///   ``maximumFileSize`` or not UTF-8, or its content breaks the schema.
    public init(contentsOfFile path: String) throws(ScreenFileError) {
        func failure(_ problem: ScreenFileError.Problem) -> ScreenFileError {
            ScreenFileError(file: path, location: .file, problem: problem)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw failure(.unreadable(.missing))
        }
        guard !isDirectory.boolValue else { throw failure(.unreadable(.directory)) }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            data = try handle.read(upToCount: Self.maximumFileSize + 1) ?? Data()
        } catch {
            throw failure(.unreadable(.failed))
        }
        guard data.count <= Self.maximumFileSize else { throw failure(.tooLarge(limit: Self.maximumFileSize)) }
        guard let text = String(data: data, encoding: .utf8) else { throw failure(.notUTF8) }
        try self.init(json: text, file: path)
    }
}
