import Foundation

/// The cases of `choreo bench render`: `render.gallery`, everything `choreo gallery` does — recording every demo's
/// operations and scripted drags, every preset and every classic mistake at 60 frames per second on fresh hosts, and
/// writing the index, a player page per run and its still frames — into a temporary folder that is removed after
/// each run.
enum RenderBenchmarks {
    /// The `render.gallery` case. Must be called on the main thread; renders the gallery once before timing so that
    /// a failure is reported rather than timed.
    ///
    /// - Throws: What rendering the gallery throws.
    static func all() throws -> [BenchmarkCase] {
        let contents = try MainActor.assumeIsolated { try GalleryContents() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "choreo-bench-gallery-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        let render = { () throws -> Int in
            defer { try? FileManager.default.removeItem(at: folder) }
            return try MainActor.assumeIsolated { try contents.write(to: folder) }
        }
        _ = try render()
        return [
            BenchmarkCase(name: "render.gallery", operationsPerRun: 1) {
                blackHole((try? render()) ?? -1)
            }
        ]
    }
}
