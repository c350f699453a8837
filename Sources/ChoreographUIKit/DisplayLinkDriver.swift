#if canImport(UIKit)
    import Foundation
    import QuartzCore
    import UIKit

    /// Calls a closure once per screen refresh while it runs: a `CADisplayLink` in the main run loop's common modes
    /// (so frames keep coming while a scroll view tracks a finger), asking for up to 120 frames per second.
    ///
    /// ```swift
    /// let driver = DisplayLinkDriver { frames += 1 }
    /// driver.start()
    /// ```
    ///
    /// The frame rate range is 60 to 120 Hz, preferring 120 (`preferredFrameRateRange`, iOS 15; the package's
    /// minimum is iOS 16). A ProMotion iPhone runs an app's display links above 60 Hz only when its Info.plist sets
    /// `CADisableMinimumFrameDurationOnPhone` to `true`; without it the link runs at 60 Hz, which the timeline
    /// samples just as well.
    @MainActor
    public final class DisplayLinkDriver {
        /// The highest frame rate the driver asks for: 120 Hz.
        public static let maximumFramesPerSecond: Float = 120
        /// The lowest frame rate the driver accepts: 60 Hz.
        public static let minimumFramesPerSecond: Float = 60

        /// Whether the display link is installed.
        public var isRunning: Bool { link != nil }

        private let onFrame: @MainActor () -> Void
        private var link: CADisplayLink?

        /// Creates a driver that calls `onFrame` on every refresh once started.
        ///
        /// - Parameter onFrame: What to do on each frame.
        public init(onFrame: @escaping @MainActor () -> Void) {
            self.onFrame = onFrame
        }

        /// Installs the display link; does nothing when it runs already.
        public func start() {
            guard link == nil else { return }
            // The link retains its target: a small object that calls back weakly, so a driver the animator lets go
            // of is not kept alive by its link.
            let target = DisplayLinkTarget(driver: self)
            let link = CADisplayLink(target: target, selector: #selector(DisplayLinkTarget.step(_:)))
            link.preferredFrameRateRange = CAFrameRateRange(
                minimum: Self.minimumFramesPerSecond, maximum: Self.maximumFramesPerSecond,
                preferred: Self.maximumFramesPerSecond)
            link.add(to: .main, forMode: .common)
            self.link = link
        }

        /// Removes the display link; does nothing when it is not running.
        public func stop() {
            link?.invalidate()
            link = nil
        }

        fileprivate func step() {
            onFrame()
        }
    }

    /// The display link's target: forwards each frame to its driver, which it holds weakly.
    @MainActor
    private final class DisplayLinkTarget: NSObject {
        private weak var driver: DisplayLinkDriver?

        init(driver: DisplayLinkDriver) {
            self.driver = driver
        }

        @objc func step(_ link: CADisplayLink) {
            guard let driver else {
                link.invalidate()
                return
            }
            driver.step()
        }
    }
#endif
