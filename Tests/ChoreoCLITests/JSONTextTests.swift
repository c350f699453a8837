import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

/// The number tokens of JSON `text` in order, strings left out.
///
/// Read as text because `JSONSerialization` does not round every number to the nearest `Double` on every platform;
/// Swift's `Double(_:)` does.
private func numberTokens(in text: String) -> [Substring] {
    var tokens: [Substring] = []
    var inString = false
    var escaped = false
    var start: String.Index?
    for index in text.indices {
        let character = text[index]
        if inString {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                inString = false
            }
            continue
        }
        // A number starts with a digit or a minus sign and goes on with digits, a point or an exponent.
        let isNumberCharacter = character.isNumber || "-+.eE".contains(character)
        if start == nil, character.isNumber || character == "-" { start = index }
        if !isNumberCharacter, let first = start {
            tokens.append(text[first..<index])
            start = nil
        }
        if character == "\"" { inString = true }
    }
    if let first = start { tokens.append(text[first...]) }
    return tokens
}

/// The JSON `curve`, `spring` and `bench` print: the documented layout, and every number at full precision.
@Suite("JSON text", .needsSubprocesses)
struct JSONTextTests {
    @Test("the layout is two-space indentation, sorted keys and `key : value`, as documented")
    func layout() throws {
        let result = try Choreo.run("curve", "linear", "--samples", "2")
        #expect(result.exitCode == 0)
        let expected = """
            {
              "controlPoints" : [
                0,
                0,
                1,
                1
              ],
              "name" : "linear",
              "samples" : [
                {
                  "x" : 0,
                  "y" : 0
                },
                {
                  "x" : 1,
                  "y" : 1
                }
              ]
            }

            """
        #expect(result.standardOutput == expected)
    }

    @Test("curve samples read back as exactly the core's values, small numbers in exponent form")
    func curveFullPrecision() throws {
        let result = try Choreo.run("curve", "0.1,0.00001,0.3,1", "--samples", "7")
        #expect(result.exitCode == 0)
        // The control points, then x and y of each sample, in key order.
        let values = numberTokens(in: result.standardOutput).compactMap { Double($0) }
        #expect(values.count == 4 + 2 * 7)
        #expect(Array(values.prefix(4)) == [0.1, 0.00001, 0.3, 1])
        #expect(result.standardOutput.contains("1e-05"), "JSON allows an exponent; 0.00001 is written 1e-05")
        let curve = try CubicBezier(x1: 0.1, y1: 0.00001, x2: 0.3, y2: 1)
        for index in 0..<7 {
            let x = Double(index) / 6
            #expect(values[4 + 2 * index] == x)
            #expect(values[5 + 2 * index] == curve.value(at: x), "x = \(x)")
        }
    }

    @Test("spring samples read back as exactly the core's values")
    func springFullPrecision() throws {
        let result = try Choreo.run(
            "spring", "--mass", "2", "--stiffness", "300", "--damping", "12", "--samples", "9")
        #expect(result.exitCode == 0)
        // damping, dampingRatio, mass, then t, value and velocity of each sample, settlingDuration, stiffness.
        let values = numberTokens(in: result.standardOutput).compactMap { Double($0) }
        #expect(values.count == 3 + 3 * 9 + 2)
        let spring = try Spring(mass: 2, stiffness: 300, damping: 12)
        #expect(Array(values.prefix(3)) == [12, spring.dampingRatio, 2])
        #expect(Array(values.suffix(2)) == [spring.settlingDuration, 300])
        for index in 0..<9 {
            let t = Double(index) / 8 * spring.settlingDuration
            #expect(values[3 + 3 * index] == t)
            #expect(values[4 + 3 * index] == spring.value(at: t), "t = \(t)")
            #expect(values[5 + 3 * index] == spring.velocity(at: t), "t = \(t)")
        }
    }

    @Test("no number is written as Foundation writes it on one platform only", arguments: ["curve", "spring", "bench"])
    func portableNumbers(command: String) throws {
        let arguments: [String] =
            switch command {
            case "curve": ["curve", "0.68,-0.55,0.265,1.55", "--samples", "33"]
            case "spring": ["spring", "--response", "0.4", "--damping-fraction", "0.3", "--samples", "33"]
            default: ["bench", "timing", "--format", "json", "--iterations", "1"]
            }
        let result = try CommandRunner(product: "choreo").run(arguments)
        #expect(result.exitCode == 0, "\(result.standardError)")
        // Every number token is an integer, or Swift's shortest round-trip text of the value it parses to.
        let numbers = numberTokens(in: result.standardOutput)
        #expect(!numbers.isEmpty)
        for token in numbers {
            let value = try #require(Double(token), "\(token)")
            let integral = value == value.rounded() && abs(value) < 1e15
            #expect(String(token) == (integral ? String(Int(value)) : "\(value)"), "\(token)")
        }
    }
}
