// swift-tools-version: 6.0
import PackageDescription

/// Randomized (property-based) checks in the test targets.
let propertyBased: Target.Dependency = .product(name: "PropertyBased", package: "swift-property-based")
/// Snapshot references (ChoreographTesting's strategies are built on it).
let snapshotTesting: Target.Dependency = .product(name: "SnapshotTesting", package: "swift-snapshot-testing")

let package = Package(
    name: "Choreograph",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "Choreograph", targets: ["Choreograph"]),
        .library(name: "ChoreographHeadless", targets: ["ChoreographHeadless"]),
        .library(name: "ChoreographPreview", targets: ["ChoreographPreview"]),
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        .library(name: "ChoreographUIKit", targets: ["ChoreographUIKit"]),
        .library(name: "ChoreographSeeds", targets: ["ChoreographSeeds"]),
        .library(name: "ChoreographSeedTransitions", targets: ["ChoreographSeedTransitions"]),
        .library(name: "ChoreographDemos", targets: ["ChoreographDemos"]),
        .library(name: "ChoreographMistakes", targets: ["ChoreographMistakes"]),
        .library(name: "ChoreographTesting", targets: ["ChoreographTesting"]),
        .executable(name: "choreo", targets: ["choreo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        // The headless host's clocks: a heap of scheduled actions and observers kept in order by token.
        .package(url: "https://github.com/apple/swift-collections.git", from: "1.1.0"),
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
        // `swift package generate-documentation`: builds the DocC catalogs (continuous integration treats warnings as
        // errors).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // ChoreographTesting's snapshot strategies (only its SnapshotTesting library is built).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: [
        // Core: values and math, Foundation only.
        .target(name: "Choreograph"),
        // A UIKit-shaped runtime on a virtual clock: views, animations, controllers, transitions, gestures.
        .target(
            name: "ChoreographHeadless",
            dependencies: [
                "Choreograph",
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "HeapModule", package: "swift-collections"),
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        // The core hosted on UIKit: capture of UIView hierarchies, the timeline run by a display link, the UIKit
        // delegates and the one-line calls. Every file is inside `#if canImport(UIKit)`: elsewhere the module is empty,
        // and scripts/apple-typecheck.py checks it against Interfaces/iOS.
        .target(name: "ChoreographUIKit", dependencies: ["Choreograph"]),
        // UIKit's names over the headless host, so that UIKit transition code runs unchanged in `swift test`.
        .target(name: "HeadlessUIKit", dependencies: ["Choreograph", "ChoreographHeadless"]),
        // The seed scenarios as UIKit code, compiled against UIKit on iOS and against HeadlessUIKit elsewhere.
        .target(name: "ChoreographSeeds", dependencies: ["HeadlessUIKit"]),
        // The seeds' animations as library values, for the headless `*-library` demos and the example iOS app.
        .target(name: "ChoreographSeedTransitions", dependencies: ["Choreograph", "ChoreographSeeds"]),
        // The classic transition mistakes as small UIKit animators, each with its fix, compiled like the seeds.
        .target(name: "ChoreographMistakes", dependencies: ["HeadlessUIKit"]),
        // Previews of headless runs: recorded frames as JSON, SVG frames and filmstrips, an HTML player, a gallery.
        .target(name: "ChoreographPreview", dependencies: ["ChoreographHeadless"]),
        // The seed scenarios as named demos: the UIKit-written seeds, driven and recorded on the headless host.
        .target(
            name: "ChoreographDemos",
            dependencies: [
                "Choreograph", "ChoreographHeadless", "ChoreographSeeds", "ChoreographSeedTransitions",
                "ChoreographMistakes",
            ]
        ),
        // For users' test targets: run a transition in one call, validate it, snapshot it with swift-snapshot-testing.
        .target(
            name: "ChoreographTesting",
            dependencies: [
                "ChoreographHeadless",
                "ChoreographPreview",
                snapshotTesting,
            ]
        ),
        // The command-line tool.
        .executableTarget(
            name: "choreo",
            dependencies: [
                "Choreograph",
                "ChoreographHeadless",
                "ChoreographPreview",
                "ChoreographDemos",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ]
        ),
        // Helpers shared by the test targets; not a product.
        .target(name: "ChoreographTestSupport", dependencies: ["Choreograph", propertyBased]),
        .testTarget(name: "ChoreographTests", dependencies: ["Choreograph", "ChoreographTestSupport", propertyBased]),
        .testTarget(
            name: "ChoreographHeadlessTests",
            dependencies: ["ChoreographHeadless", "ChoreographTestSupport", propertyBased]
        ),
        .testTarget(
            name: "HeadlessUIKitTests",
            dependencies: ["HeadlessUIKit", "ChoreographMistakes", "ChoreographTestSupport"]
        ),
        .testTarget(
            name: "ChoreographPreviewTests",
            dependencies: [
                "ChoreographPreview", "ChoreographHeadless", "ChoreographTestSupport", "ChoreographTesting",
                propertyBased,
                snapshotTesting,
            ],
            exclude: ["__Snapshots__"]
        ),
        // Demos tests also snapshot each demo's filmstrip, so they render with the previews.
        .testTarget(
            name: "ChoreographDemosTests",
            dependencies: [
                "ChoreographDemos", "ChoreographHeadless", "ChoreographPreview", "ChoreographSeeds",
                "ChoreographTestSupport", "ChoreographTesting", propertyBased, snapshotTesting,
            ],
            exclude: ["__Snapshots__"]
        ),
        // The documentation's Swift examples, word for word (scripts/doc-examples.py keeps them equal).
        .testTarget(
            name: "DocumentationExampleTests",
            dependencies: [
                "choreo", "Choreograph", "ChoreographHeadless", "ChoreographPreview", "ChoreographDemos",
                "ChoreographTestSupport", "HeadlessUIKit", "ChoreographTesting", "ChoreographUIKit", snapshotTesting,
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ChoreographTestingTests",
            dependencies: [
                "ChoreographTesting", "ChoreographHeadless", "ChoreographPreview", "HeadlessUIKit", "ChoreographDemos",
                snapshotTesting,
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ChoreoCLITests",
            dependencies: [
                "choreo", "Choreograph", "ChoreographDemos", "ChoreographHeadless", "ChoreographTestSupport",
            ]
        ),
    ]
)
