/// A rectangle of an SVG document that shows data ranges, with its grid, ticks and axis labels.
struct PlotArea {
    /// Left edge in pixels.
    var left: Double
    /// Top edge in pixels.
    var top: Double
    /// Width in pixels.
    var width: Double
    /// Height in pixels.
    var height: Double
    /// Ticks along the horizontal axis; their range is the data shown.
    var xTicks: AxisTicks
    /// Ticks along the vertical axis; their range is the data shown.
    var yTicks: AxisTicks

    /// The pixel column of data value `x`.
    func x(_ x: Double) -> Double {
        let range = xTicks.range
        return left + (x - range.lowerBound) / (range.upperBound - range.lowerBound) * width
    }

    /// The pixel row of data value `y` (up is larger).
    func y(_ y: Double) -> Double {
        let range = yTicks.range
        return top + height - (y - range.lowerBound) / (range.upperBound - range.lowerBound) * height
    }

    /// "x,y" pixel pairs of data points, for `points` and `d` attributes.
    func points(_ data: [(x: Double, y: Double)]) -> String {
        data.map { "\(SVGValue.number(x($0.x)).text),\(SVGValue.number(y($0.y)).text)" }.joined(separator: " ")
    }

    /// Draws the grid, the frame, tick labels and the axis labels (`xLabel` may be nil for a panel without one).
    func drawAxes(in svg: inout SVGDocument, xLabel: String?, yLabel: String) {
        for value in xTicks.values {
            let px = SVGValue.number(x(value))
            svg.add("line", ["x1": px, "y1": .number(top), "x2": px, "y2": .number(top + height), "stroke": "#e6e6e6"])
            svg.add(
                "text", ["x": px, "y": .number(top + height + 16), "text-anchor": "middle", "fill": "#444444"],
                text: xTicks.label(value))
        }
        for value in yTicks.values {
            let py = SVGValue.number(y(value))
            svg.add(
                "line", ["x1": .number(left), "y1": py, "x2": .number(left + width), "y2": py, "stroke": "#e6e6e6"])
            svg.add(
                "text", ["x": .number(left - 8), "y": .number(y(value) + 4), "text-anchor": "end", "fill": "#444444"],
                text: yTicks.label(value))
        }
        svg.add(
            "rect",
            [
                "x": .number(left), "y": .number(top), "width": .number(width), "height": .number(height),
                "fill": "none", "stroke": "#888888",
            ])
        if let xLabel {
            svg.add(
                "text", ["x": .number(left + width / 2), "y": .number(top + height + 36), "text-anchor": "middle"],
                text: xLabel)
        }
        let labelX = SVGValue.number(left - 48)
        let labelY = SVGValue.number(top + height / 2)
        svg.add(
            "text",
            [
                "x": labelX, "y": labelY, "text-anchor": "middle",
                "transform": .string("rotate(-90 \(labelX.text) \(labelY.text))"),
            ],
            text: yLabel)
    }
}
