import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// A state's transform in two parts: the entries a 2D transform sets, kept inline, and the ones only depth and
// perspective set, kept with the rarely set fields, where a 2D transform (the identity's depth entries) needs no box.
extension ViewState {
    /// The entries of a transform a 2D transform sets: `m11`, `m12`, `m21`, `m22`, `m41`, `m42`. Default the
    /// identity's.
    struct PlanarEntries {
        var m11: CGFloat = 1
        var m12: CGFloat = 0
        var m21: CGFloat = 0
        var m22: CGFloat = 1
        var m41: CGFloat = 0
        var m42: CGFloat = 0

        init() {}

        /// The entries of `transform`.
        init(_ transform: Transform3D) {
            (m11, m12, m21, m22) = (transform.m11, transform.m12, transform.m21, transform.m22)
            (m41, m42) = (transform.m41, transform.m42)
        }
    }

    /// The entries of a transform only depth and perspective set: `m13`, `m14`, `m23`, `m24`, `m31` … `m34`, `m43`,
    /// `m44`. Default the identity's: ones at `m33` and `m44`, positive zeros elsewhere.
    struct DepthEntries {
        var m13: CGFloat = 0
        var m14: CGFloat = 0
        var m23: CGFloat = 0
        var m24: CGFloat = 0
        var m31: CGFloat = 0
        var m32: CGFloat = 0
        var m33: CGFloat = 1
        var m34: CGFloat = 0
        var m43: CGFloat = 0
        var m44: CGFloat = 1

        init() {}

        /// The entries of `transform`.
        init(_ transform: Transform3D) {
            (m13, m14, m23, m24) = (transform.m13, transform.m14, transform.m23, transform.m24)
            (m31, m32, m33, m34) = (transform.m31, transform.m32, transform.m33, transform.m34)
            (m43, m44) = (transform.m43, transform.m44)
        }

        /// Whether every entry has `other`'s bits: a negative zero is not a zero here, and a NaN is the same as a
        /// NaN with its bits, so that a state keeps exactly the entries it was given.
        func hasSameBits(as other: DepthEntries) -> Bool {
            func bits(_ value: CGFloat) -> UInt64 { Double(value).bitPattern }
            let differences =
                (bits(m13) ^ bits(other.m13)) | (bits(m14) ^ bits(other.m14)) | (bits(m23) ^ bits(other.m23))
                | (bits(m24) ^ bits(other.m24)) | (bits(m31) ^ bits(other.m31)) | (bits(m32) ^ bits(other.m32))
                | (bits(m33) ^ bits(other.m33)) | (bits(m34) ^ bits(other.m34)) | (bits(m43) ^ bits(other.m43))
                | (bits(m44) ^ bits(other.m44))
            return differences == 0
        }
    }
}
