#if canImport(UIKit)
    import Choreograph
    import Foundation
    import QuartzCore

    /// The core's sets of rounded corners as a layer's corner mask.
    extension CACornerMask {
        /// The layer corners of the core's `corners`.
        init(_ corners: RoundedCorners) {
            self = []
            if corners.contains(.topLeft) { insert(.layerMinXMinYCorner) }
            if corners.contains(.topRight) { insert(.layerMaxXMinYCorner) }
            if corners.contains(.bottomRight) { insert(.layerMaxXMaxYCorner) }
            if corners.contains(.bottomLeft) { insert(.layerMinXMaxYCorner) }
        }
    }
#endif
