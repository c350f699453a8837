extension CurveReport {
    /// A square plot of progress over time fraction: grid, axes, the curve, its samples, and the control points
    /// with their handles.
    func svg() -> String {
        let ys = samples.map(\.y) + [0, 1, curve.y1, curve.y2]
        let area = PlotArea(
            left: 80, top: 64, width: 440, height: 440,
            xTicks: AxisTicks(covering: 0...1), yTicks: AxisTicks(covering: ys.min()!...ys.max()!))
        var svg = SVGDocument(width: 560, height: 580, title: "Timing curve \(title)")
        svg.add(
            "text", ["x": 280, "y": 32, "text-anchor": "middle", "font-size": 16, "font-weight": "bold"], text: title)
        area.drawAxes(in: &svg, xLabel: "time fraction x", yLabel: "progress y")

        let start = (x: 0.0, y: 0.0)
        let end = (x: 1.0, y: 1.0)
        let control1 = (x: curve.x1, y: curve.y1)
        let control2 = (x: curve.x2, y: curve.y2)
        svg.add(
            "polyline",
            [
                "points": .string(area.points([start, end])), "fill": "none", "stroke": "#bbbbbb",
                "stroke-dasharray": "4 4",
            ])
        for (anchor, control) in [(start, control1), (end, control2)] {
            svg.add(
                "polyline",
                [
                    "points": .string(area.points([anchor, control])), "fill": "none", "stroke": "#d62728",
                    "stroke-width": 1.5,
                ])
        }
        // A cubic Bézier stays one under the affine map to pixels, so the path is the exact curve.
        let path = "M \(area.points([start])) C \(area.points([control1, control2, end]))"
        svg.add("path", ["d": .string(path), "fill": "none", "stroke": "#1f77b4", "stroke-width": 2.5])
        for sample in samples {
            svg.add(
                "circle", ["cx": .number(area.x(sample.x)), "cy": .number(area.y(sample.y)), "r": 2, "fill": "#1f77b4"])
        }
        for anchor in [start, end] {
            svg.add(
                "circle",
                ["cx": .number(area.x(anchor.x)), "cy": .number(area.y(anchor.y)), "r": 3.5, "fill": "#333333"])
        }
        for (label, control) in [("P1", control1), ("P2", control2)] {
            let cx = area.x(control.x)
            let cy = area.y(control.y)
            svg.add(
                "circle",
                [
                    "cx": .number(cx), "cy": .number(cy), "r": 5, "fill": "#ffffff", "stroke": "#d62728",
                    "stroke-width": 2,
                ])
            let coordinates = "\(NumberText.shortest(control.x)), \(NumberText.shortest(control.y))"
            svg.add(
                "text", ["x": .number(cx + 8), "y": .number(cy - 8), "fill": "#d62728"],
                text: "\(label) (\(coordinates))")
        }
        svg.add(
            "text", ["x": 280, "y": 566, "text-anchor": "middle", "fill": "#666666"],
            text: "blue: the curve and its \(samples.count) samples; red: control points and handles; dashed: linear")
        return svg.rendered()
    }
}
