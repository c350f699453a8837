import Choreograph

extension HostEnvironment {
    /// Makes room in ``animationLog`` for `count` more records at once, so that a block that starts many animations
    /// grows the log once instead of doubling it step by step, copying every record each time.
    func reserveAnimationLog(for count: Int) {
        log.reserve(count)
    }

    /// Adds a record of `view`'s `property` going between the two values of `values`, with `times`, to
    /// ``animationLog``: kept compactly with the records before it that share its values' store and its times (a
    /// block's), and written out when the log is read.
    ///
    /// - Parameter view: The view's ``View/recordName`` now, which the record keeps.
    func logAnimation(view: String, property: AnimatableProperty, values: ValuePair, times: RecordTimes) {
        log.append(view: view, property: property, values: values, times: times)
    }

    /// Adds `record` to ``animationLog`` as it is: for a record whose values or times no other record shares.
    func logAnimation(_ record: AnimationRecord) {
        log.append(record)
    }

    /// How many records ``animationLog`` holds, without writing out the records kept compactly.
    package var animationLogCount: Int { log.count }

    /// The records of ``animationLog`` from `index` (at most ``animationLogCount``) on, in order, without writing out
    /// the records kept compactly before them.
    package func animationRecords(from index: Int) -> [AnimationRecord] {
        log.records(from: index)
    }
}
