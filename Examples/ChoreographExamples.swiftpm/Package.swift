// swift-tools-version: 6.0
// An app package, as Swift Playgrounds and Xcode make them: Xcode opens this folder and builds the app for iOS.
// `AppleProductTypes` (and with it `.iOSApplication`) exists only in Xcode and Swift Playgrounds, so this manifest is
// not evaluated on Linux; there scripts/apple-typecheck.py type-checks the app's sources instead.
import AppleProductTypes
import PackageDescription

let package = Package(
    name: "ChoreographExamples",
    platforms: [.iOS("16.0")],
    products: [
        .iOSApplication(
            name: "ChoreographExamples",
            targets: ["ChoreographExamples"],
            bundleIdentifier: "org.choreograph.examples",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .sparkle),
            accentColor: .presetColor(.orange),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight]
        )
    ],
    dependencies: [
        // The repository's package: the bridge and the seeds, built for iOS.
        .package(path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "ChoreographExamples",
            dependencies: [
                .product(name: "Choreograph", package: "Choreograph"),
                .product(name: "ChoreographUIKit", package: "Choreograph"),
                .product(name: "ChoreographSeeds", package: "Choreograph"),
                .product(name: "ChoreographSeedTransitions", package: "Choreograph"),
            ],
            path: "Sources/ChoreographExamples"
        )
    ]
)
