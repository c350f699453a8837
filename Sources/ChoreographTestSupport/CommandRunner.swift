import Foundation

/// Runs a built executable of this package as a subprocess and captures its output, the way
/// swift-argument-parser's example tests run their binaries.
///
/// ```swift
/// let choreo = try CommandRunner(product: "choreo")
/// let result = try choreo.run(["curve", "easeInOut"])
/// ```
///
/// Subprocesses exist on macOS, Linux and Windows only (Foundation's `Process`). Elsewhere (iOS, tvOS, watchOS,
/// visionOS) ``isSupported`` is `false` and ``run(_:environment:)`` throws a ``CommandRunnerError`` saying so; tests
/// that run a binary are enabled with `.enabled(if: CommandRunner.isSupported)`.
public struct CommandRunner: Sendable {
    /// Whether this platform can run subprocesses: `true` on macOS, Linux and Windows.
    public static var isSupported: Bool {
        #if os(macOS) || os(Linux) || os(Windows)
            return true
        #else
            return false
        #endif
    }

    /// The executable to run.
    public var executableURL: URL
    /// How long a run may take, in seconds, before it is stopped and reported as an error.
    public var timeout: TimeInterval = 120

    /// Runs the executable at `executableURL`.
    public init(executableURL: URL) {
        self.executableURL = executableURL
    }

    /// Runs the product called `product` from the directory the test binary was built into.
    public init(product: String) throws(CommandRunnerError) {
        let url = Self.productsDirectory.appendingPathComponent(product)
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw CommandRunnerError(
                description: "\(product) not found in \(Self.productsDirectory.path); build it first (swift build)")
        }
        self.init(executableURL: url)
    }

    /// The directory holding the test binary and the package's other products.
    public static var productsDirectory: URL {
        #if os(Linux)
            // The test runner is an executable in the products directory; /proc/self/exe names it.
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                return URL(fileURLWithPath: path).deletingLastPathComponent()
            }
        #else
            if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return Bundle.main.bundleURL
    }

    /// Runs the executable with `arguments` and, if given, `environment` instead of this process's, and waits
    /// for it to finish.
    public func run(_ arguments: [String], environment: [String: String]? = nil) throws -> CommandResult {
        #if os(macOS) || os(Linux) || os(Windows)
            return try runProcess(arguments, environment: environment)
        #else
            throw CommandRunnerError(
                description: "cannot run \(executableURL.lastPathComponent): this platform has no subprocesses")
        #endif
    }

    #if os(macOS) || os(Linux) || os(Windows)
        /// Runs the executable as a `Process`, its output going to files that are read back when it ends.
        private func runProcess(_ arguments: [String], environment: [String: String]?) throws -> CommandResult {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("CommandRunner-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            // Files rather than pipes: a child writing more than a pipe holds cannot block on an unread pipe.
            let outputURL = directory.appendingPathComponent("stdout")
            let errorURL = directory.appendingPathComponent("stderr")
            try Data().write(to: outputURL)
            try Data().write(to: errorURL)
            let output = try FileHandle(forWritingTo: outputURL)
            let error = try FileHandle(forWritingTo: errorURL)
            defer {
                try? output.close()
                try? error.close()
            }

            let process = Process()
            process.executableURL = executableURL
            process.arguments = arguments
            if let environment { process.environment = environment }
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = output
            process.standardError = error
            let finished = DispatchSemaphore(value: 0)
            process.terminationHandler = { _ in finished.signal() }
            try process.run()
            guard finished.wait(timeout: .now() + timeout) == .success else {
                process.terminate()
                process.waitUntilExit()
                let command = ([executableURL.lastPathComponent] + arguments).joined(separator: " ")
                throw CommandRunnerError(description: "\(command) did not finish within \(timeout) s")
            }
            process.waitUntilExit()
            return CommandResult(
                exitCode: process.terminationStatus,
                standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
                standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
        }
    #endif
}
