// HeadlessUIKit gives the headless host UIKit's own names, so that a file beginning with
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import HeadlessUIKit
//     #endif
//
// compiles unchanged in an iOS app and on Linux or macOS, where it runs on the headless host. Like UIKit, the module
// brings Foundation with it (and CoreGraphics where the platform has it), and the host and the core besides, so a
// test can drive the clock, touches and previews from the same file.

@_exported import Choreograph
@_exported import ChoreographHeadless
@_exported import Foundation

#if canImport(CoreGraphics)
    @_exported import CoreGraphics
#endif
