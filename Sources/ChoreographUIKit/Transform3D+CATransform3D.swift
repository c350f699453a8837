#if canImport(UIKit)
    import Choreograph
    import Foundation
    import QuartzCore

    extension CATransform3D {
        /// Core Animation's copy of a core transform, entry for entry (both are row-vector matrices).
        ///
        /// ```swift
        /// card.layer.transform = CATransform3D(Transform3D(scaleX: 0.5, y: 0.5))
        /// ```
        public init(_ transform: Transform3D) {
            self.init(
                m11: transform.m11, m12: transform.m12, m13: transform.m13, m14: transform.m14,
                m21: transform.m21, m22: transform.m22, m23: transform.m23, m24: transform.m24,
                m31: transform.m31, m32: transform.m32, m33: transform.m33, m34: transform.m34,
                m41: transform.m41, m42: transform.m42, m43: transform.m43, m44: transform.m44)
        }
    }

    extension Transform3D {
        /// The core's copy of a Core Animation transform, entry for entry.
        ///
        /// ```swift
        /// let shown = Transform3D(card.layer.transform)
        /// ```
        public init(_ transform: CATransform3D) {
            self.init(
                m11: transform.m11, m12: transform.m12, m13: transform.m13, m14: transform.m14,
                m21: transform.m21, m22: transform.m22, m23: transform.m23, m24: transform.m24,
                m31: transform.m31, m32: transform.m32, m33: transform.m33, m34: transform.m34,
                m41: transform.m41, m42: transform.m42, m43: transform.m43, m44: transform.m44)
        }
    }
#endif
