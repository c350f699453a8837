import PropertyBased
import Testing

/// The generator state every ``seededPropertyCheck(seed:count:input:body:)`` starts from unless told otherwise: a
/// fixed one, so that every run of the tests checks the same inputs.
public let defaultPropertySeed = "7UB/uhqCwfk6GvLOhb/DhQ3l5fBvwi2/lkz8E7oNXRY="

/// Checks `body` with `count` inputs made by `generators` from one generator started in state `seed` (base64, as
/// ``PropertyBased/Xoshiro`` reads it), in order: the property-based package's `propertyCheck`, but on a fixed seed,
/// so that every run checks the same inputs and a failure is a regression, never the luck of the draw. A failing
/// expectation in `body` is recorded as usual (write the input into its comment to see it); a seed that is not a
/// generator state records an issue and checks nothing. `body` runs in the caller's isolation, as with
/// `propertyCheck`.
public func seededPropertyCheck<each ResultValue, each Shrinks: SendableSequenceType>(
    seed: String = defaultPropertySeed,
    count: Int,
    input generators: repeat Generator<each ResultValue, each Shrinks>,
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation,
    body: (repeat each ResultValue) async throws -> Void
) async {
    guard var generator = Xoshiro(seed: seed) else {
        Issue.record(
            "the seed \"\(seed)\" is not a generator state (32 bytes in base64)", sourceLocation: sourceLocation)
        return
    }
    for _ in 0..<max(count, 0) {
        let values = (repeat (each generators).run(using: &generator))
        do {
            try await body(repeat each values)
        } catch {
            Issue.record(error, sourceLocation: sourceLocation)
        }
    }
}
