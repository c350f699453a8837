// MARK: - Internal API

extension Motion {
    /// The motion moved to another part of the timeline: every span end t becomes `map(t)` (an increasing affine
    /// map), the parts of a composite too; `timing`, when given, eases every motion it is made of. The moved motion is
    /// not marked as holding a new view's value (``holdsNewViewValue``): it is another motion, kept as planned.
    func remapped(_ map: (Double) -> Double, timing newTiming: TimingParameters? = nil) -> Motion {
        let lower = map(span.lowerBound)
        let upper = max(map(span.upperBound), lower)
        var copy = self
        copy.span = lower...upper
        copy.holdsNewViewValue = false
        if let newTiming { copy.timing = newTiming }
        if case .composite(var composite) = shape {
            composite.first = composite.first.map { $0.remapped(map, timing: newTiming) }
            composite.second = composite.second.map { $0.remapped(map, timing: newTiming) }
            copy.shape = .composite(composite)
        }
        return copy
    }
}
