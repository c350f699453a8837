import PropertyBased
import Testing

/// Checks the law every hand-written `hash(into:)` must keep: values that compare equal hash the same.
///
/// Types that store `CGPoint`, `CGSize` or `CGRect` write their `hash(into:)` by hand (those types are not `Hashable`
/// on Apple platforms), and a hand-written hash can break the law where a synthesized one cannot. The check builds a
/// value from random numbers, then an equal twin from the same numbers with the sign of some zeros flipped (`0` and
/// `-0` compare equal but differ bit for bit), and expects both to compare equal and hash the same.
///
/// ```swift
/// @Test func hashLaw() async {
///     await HashLaw.check(components: 2) { ImageContent(name: "basil", size: CGSize(width: $0[0], height: $0[1])) }
/// }
/// ```
public enum HashLaw {
    /// The numbers values are built from: zeros often, so that twins differ, and extremes.
    public static let numbers: [Double] = [0, 0, 0, 1, -2.5, 0.5, 390, 1e308, -.infinity]

    /// `numbers` with the sign of the zero at each index `i` flipped when bit `i % 64` of `mask` is set.
    public static func twin(of numbers: [Double], mask: UInt64) -> [Double] {
        numbers.enumerated().map { index, number in
            number == 0 && mask & (1 << UInt64(index % 64)) != 0 ? -number : number
        }
    }

    /// Runs `count` random cases: builds a value from `components` random numbers and its twin, and expects them
    /// equal with equal hashes.
    public static func check<Value: Hashable>(
        count: Int = 200,
        components: Int,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ build: @escaping ([Double]) -> Value
    ) async {
        let picks = Gen.int(in: 0...(numbers.count - 1)).array(of: components)
        await propertyCheck(
            count: count, input: picks, Gen<UInt64>.bitSet,
            perform: { indices, mask in
                let values = indices.map { numbers[$0] }
                let original = build(values)
                let copy = build(twin(of: values, mask: mask))
                #expect(original == copy, "twins built from \(values)", sourceLocation: sourceLocation)
                #expect(original.hashValue == copy.hashValue, "hashes of \(original)", sourceLocation: sourceLocation)
            }, sourceLocation: sourceLocation)
    }
}
