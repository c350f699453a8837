import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Sine and cosine of one angle in a single inlined computation, for the per-frame interpolation paths.
///
/// The angle is reduced to `r = x − k·π/2` with `|r| ≤ π/4` (Cody–Waite reduction with π/2 split into three
/// 33-bit parts, exact for the `k` that occur below the cut-off), then `sin r` and `cos r` come from their
/// Taylor series up to `r¹⁵` and `r¹⁶`, whose truncation error on that interval is below `5e-17`. The result
/// agrees with the C library to within a few units in the last place. Arguments with `|x| ≥ 1e5`, and NaN
/// or infinite ones, are passed to the C library instead.
enum FastTrigonometry {
    /// Beyond this magnitude the C library's reduction is used.
    static let reductionLimit: Double = 1e5

    /// `(sin x, cos x)`.
    @inline(__always)
    static func sineCosine(_ x: CGFloat) -> (sine: CGFloat, cosine: CGFloat) {
        let value = Double(x)
        guard abs(value) < reductionLimit else { return (sin(x), cos(x)) }
        // Round to the nearest integer with the 1.5·2⁵² trick (no library call).
        let magic = 6_755_399_441_055_744.0
        let k = (value * (2 / Double.pi) + magic) - magic
        let r =
            ((value - k * 1.570_796_326_734_125_614_17) - k * 6.077_100_506_303_965_976_60e-11)
            - k * 2.022_266_248_711_166_455_80e-21
        let r2 = r * r
        var sinePolynomial = -1.0 / 1_307_674_368_000  // −1/15!
        sinePolynomial = sinePolynomial * r2 + 1.0 / 6_227_020_800  // 1/13!
        sinePolynomial = sinePolynomial * r2 - 1.0 / 39_916_800  // −1/11!
        sinePolynomial = sinePolynomial * r2 + 1.0 / 362_880  // 1/9!
        sinePolynomial = sinePolynomial * r2 - 1.0 / 5_040  // −1/7!
        sinePolynomial = sinePolynomial * r2 + 1.0 / 120  // 1/5!
        sinePolynomial = sinePolynomial * r2 - 1.0 / 6  // −1/3!
        let sine = r + r * r2 * sinePolynomial
        var cosinePolynomial = 1.0 / 20_922_789_888_000  // 1/16!
        cosinePolynomial = cosinePolynomial * r2 - 1.0 / 87_178_291_200  // −1/14!
        cosinePolynomial = cosinePolynomial * r2 + 1.0 / 479_001_600  // 1/12!
        cosinePolynomial = cosinePolynomial * r2 - 1.0 / 3_628_800  // −1/10!
        cosinePolynomial = cosinePolynomial * r2 + 1.0 / 40_320  // 1/8!
        cosinePolynomial = cosinePolynomial * r2 - 1.0 / 720  // −1/6!
        cosinePolynomial = cosinePolynomial * r2 + 1.0 / 24  // 1/4!
        let cosine = 1 - 0.5 * r2 + r2 * r2 * cosinePolynomial
        switch Int(k) & 3 {
        case 0: return (CGFloat(sine), CGFloat(cosine))
        case 1: return (CGFloat(cosine), CGFloat(-sine))
        case 2: return (CGFloat(-sine), CGFloat(-cosine))
        default: return (CGFloat(-cosine), CGFloat(sine))
        }
    }
}
