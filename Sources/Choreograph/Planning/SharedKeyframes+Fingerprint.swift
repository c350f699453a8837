import Foundation

// MARK: - Internal API

extension SharedKeyframes {
    /// A fingerprint of a straight motion's bits: its rank and start for a motion holding one value (`constant`),
    /// else its rank, values, span and timing (a linear timing or a curve). Identical motions have the same one.
    ///
    /// Each piece's bits are multiplied by a constant of their own and the products summed, so that the
    /// multiplications do not wait on one another, and the sum is mixed once at the end (its high bits folded into the
    /// low ones that pick a slot).
    static func fingerprint(
        _ values: MotionValues,
        _ span: ClosedRange<Double>,
        _ timing: TimingParameters,
        _ rank: Int,
        constant: Bool
    ) -> UInt64 {
        var sum = UInt64(truncatingIfNeeded: rank) &* 0xD6E8_FEB8_6659_FD93 &+ (constant ? 0x51 : 0xA3)
        sum &+= weighed(
            values.from, values.fromKind,
            (
                0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x27D4_EB2F_1656_67C5,
                0x94D0_49BB_1331_11EB
            ))
        if !constant {
            sum &+= weighed(
                values.to, values.toKind,
                (
                    0xFF51_AFD7_ED55_8CCD, 0xC4CE_B9FE_1A85_EC53, 0x8764_1D05_8EF8_D3C7, 0xA076_1D64_78BD_642F,
                    0xE703_7ED1_A0B4_28DB
                ))
            sum &+= span.lowerBound.bitPattern &* 0x8EBC_6AF0_9C88_C6E3
            sum &+= span.upperBound.bitPattern &* 0x5899_65CC_7537_4CC3
            if case .curve(let curve) = timing {
                sum &+= curve.x1.bitPattern &* 0x1D8E_4E27_C47D_124F
                sum &+= curve.y1.bitPattern &* 0xD1B5_4A32_D192_ED03
                sum &+= curve.x2.bitPattern &* 0xAEF1_7502_108E_F2D9
                sum &+= curve.y2.bitPattern &* 0xDB4F_0B91_75AE_2165
            }
        }
        let mixed = (sum ^ (sum >> 32)) &* 0xBF58_476D_1CE4_E5B9
        return mixed ^ (mixed >> 29)
    }

    /// A value's kind and the bits of each number a value of that kind uses, each times its weight (odd constants
    /// with their bits spread), summed.
    @inline(__always)
    private static func weighed(
        _ numbers: MotionValues.Numbers,
        _ kind: MotionValues.Kind,
        _ weights: (UInt64, UInt64, UInt64, UInt64, UInt64)
    ) -> UInt64 {
        var sum = UInt64(kind.rawValue) &* weights.0 &+ Double(numbers.a).bitPattern &* weights.1
        guard kind != .scalar else { return sum }
        sum &+= Double(numbers.b).bitPattern &* weights.2
        guard kind != .point, kind != .size else { return sum }
        sum &+= Double(numbers.c).bitPattern &* weights.3
        return sum &+ Double(numbers.d).bitPattern &* weights.4
    }
}
