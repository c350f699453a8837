extension SpringReport {
    /// Two panels over time: the value with the 1.0 target line, and the velocity with its zero line; both mark
    /// the settling time.
    func svg() -> String {
        let settle = spring.settlingDuration
        let timeTicks = AxisTicks(covering: 0...settle, count: 6)
        let values = samples.map(\.value) + [0, 1]
        let velocities = samples.map(\.velocity) + [0]
        let valueArea = PlotArea(
            left: 88, top: 72, width: 600, height: 280,
            xTicks: timeTicks, yTicks: AxisTicks(covering: values.min()!...values.max()!))
        let velocityArea = PlotArea(
            left: 88, top: 392, width: 600, height: 180,
            xTicks: timeTicks, yTicks: AxisTicks(covering: velocities.min()!...velocities.max()!, count: 4))

        var svg = SVGDocument(width: 720, height: 640, title: summary)
        svg.add(
            "text", ["x": 360, "y": 30, "text-anchor": "middle", "font-size": 16, "font-weight": "bold"], text: "Spring"
        )
        svg.add("text", ["x": 360, "y": 52, "text-anchor": "middle", "fill": "#444444"], text: summary)
        valueArea.drawAxes(in: &svg, xLabel: nil, yLabel: "value")
        velocityArea.drawAxes(in: &svg, xLabel: "time (s)", yLabel: "velocity (distance/s)")

        horizontalLine(at: 1, in: valueArea, label: "target 1.0", svg: &svg)
        horizontalLine(at: 0, in: velocityArea, label: "at rest", svg: &svg)
        svg.add(
            "polyline",
            [
                "points": .string(valueArea.points(samples.map { ($0.t, $0.value) })),
                "fill": "none", "stroke": "#1f77b4", "stroke-width": 2,
            ])
        svg.add(
            "polyline",
            [
                "points": .string(velocityArea.points(samples.map { ($0.t, $0.velocity) })),
                "fill": "none", "stroke": "#ff7f0e", "stroke-width": 2,
            ])
        for area in [valueArea, velocityArea] {
            let x = SVGValue.number(area.x(settle))
            svg.add(
                "line",
                [
                    "x1": x, "y1": .number(area.top), "x2": x, "y2": .number(area.top + area.height),
                    "stroke": "#2ca02c", "stroke-width": 1.5, "stroke-dasharray": "6 4",
                ])
        }
        // The time axis ends at the first round tick after the settling time, so the label sits left of its line.
        svg.add(
            "text",
            [
                "x": .number(valueArea.x(settle) - 6), "y": .number(valueArea.top + 16), "text-anchor": "end",
                "fill": "#2ca02c",
            ],
            text: "settled at \(NumberText.trimmed(settle)) s")
        return svg.rendered()
    }

    private func horizontalLine(at value: Double, in area: PlotArea, label: String, svg: inout SVGDocument) {
        let y = SVGValue.number(area.y(value))
        svg.add(
            "line",
            [
                "x1": .number(area.left), "y1": y, "x2": .number(area.left + area.width), "y2": y,
                "stroke": "#555555", "stroke-dasharray": "4 4",
            ])
        svg.add(
            "text",
            [
                "x": .number(area.left + area.width - 4), "y": .number(area.y(value) - 5), "text-anchor": "end",
                "fill": "#555555",
            ],
            text: label)
    }
}
