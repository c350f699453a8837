import ChoreographHeadless

/// The cases of `choreo bench layout`: the cost of solving Auto Layout on the headless host.
enum LayoutBenchmarks {
    /// The grid sizes measured by default.
    static let defaultSizes = [100, 1_000]

    /// The cases for `sizes`, in output order: for each size a solve from scratch, then an incremental constant
    /// change.
    static func all(sizes: [Int] = defaultSizes) -> [BenchmarkCase] {
        sizes.flatMap { [solve(views: $0), constantChange(views: $0)] }
    }

    /// `layout.<views>`: one solve from scratch of ``LayoutWorkload`` — a fresh window, `views` views with four
    /// constraints each, activated and laid out (every frame set).
    static func solve(views: Int) -> BenchmarkCase {
        BenchmarkCase(name: "layout.\(views)", operationsPerRun: 1) {
            MainActor.assumeIsolated {
                let workload = LayoutWorkload(count: views)
                blackHole(workload.views.last?.frame)
            }
        }
    }

    /// `layout.<views>.constant`: one incremental re-solve of a solved ``LayoutWorkload`` after the first view's top
    /// constant changes, which moves every view, with every new frame set.
    static func constantChange(views: Int) -> BenchmarkCase {
        let workload = MainActor.assumeIsolated { LayoutWorkload(count: views) }
        var step = 0
        return BenchmarkCase(name: "layout.\(views).constant", operationsPerRun: 1) {
            MainActor.assumeIsolated {
                step += 1
                workload.firstTop.constant = 8 + Double(step % 2)
                workload.window.layoutIfNeeded()
                blackHole(workload.views.last?.frame)
            }
        }
    }
}
