import ChoreographPreview

extension Recording {
    /// The line saying that the run was cut off before it settled: `fade drag: cut off before it settled, after
    /// 3 s (3000 frames at 1000 fps)`.
    var cutOffNote: String {
        "\(demo) \(operation): cut off before it settled, after \(NumberText.trimmed(duration)) s "
            + "(\(frames.count - 1) frames at \(framesPerSecond) fps)"
    }

    /// A line naming the run, then its animations in aligned columns: view, property, from → to, timing, start,
    /// delay and duration (seconds, at most three decimals).
    func animationTable() -> String {
        let cutOff = settled ? "" : ", cut off before it settled"
        let plural = animations.count == 1 ? "" : "s"
        let title =
            "\(demo) \(operation): \(animations.count) animation\(plural), \(frames.count) frames at "
            + "\(framesPerSecond) fps, \(NumberText.trimmed(duration)) s\(cutOff)\n"
        var table = TextTable(columns: [
            .init(title: "view", alignment: .left), .init(title: "property", alignment: .left),
            .init(title: "from → to", alignment: .left), .init(title: "timing", alignment: .left),
            .init(title: "start", alignment: .right), .init(title: "delay", alignment: .right),
            .init(title: "duration", alignment: .right),
        ])
        table.rows = animations.map { animation in
            [
                animation.view, animation.property, "\(animation.from) → \(animation.to)", animation.timing,
                "\(NumberText.trimmed(animation.start)) s", "\(NumberText.trimmed(animation.delay)) s",
                "\(NumberText.trimmed(animation.duration)) s",
            ]
        }
        return title + table.rendered()
    }
}
