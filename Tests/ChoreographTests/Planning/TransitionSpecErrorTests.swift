import Choreograph
import ChoreographTestSupport
import Foundation
import PropertyBased
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The presets as the grammar lists them when it needs a transition.
private let presetList =
    "fade, zoom, zoom(from:), zoom(from:fades:), slide(from:), push(from:), cover(from:), uncover(to:), pageIn(from:), pageOut(to:), "
    + "flip(from:), cube(from:), circularReveal(from:), matchedGeometry(fade:fit:), automatic, "
    + "asymmetric(presenting:dismissing:)"
private let modifierList =
    ".reversed, .combined(with:), .duration(_:), .curve(_:), .curve(named:), .spring(…), .matching(_:)"
private let springList = "mass:, stiffness:, dampingRatio:, response:, duration:, bounce:, initialVelocity:"
private let durationRule = "must be a finite number of seconds from 0 to 60.0"

@Suite("Transition specs: errors")
struct TransitionSpecErrorTests {
    /// Malformed specs, the column of the first thing wrong (counted by hand) and the whole message.
    static let malformed: [(String, Int, String)] = [
        ("", 1, "expected a transition (\(presetList)), found the end of the spec"),
        ("   ", 4, "expected a transition (\(presetList)), found the end of the spec"),
        ("slide(from: .up)", 14, "expected an edge (.left, .right, .top, .bottom, .leading, .trailing), found 'up'"),
        ("slide(to: .left)", 7, "expected 'from:', found 'to'"),
        ("uncover(from: .left)", 9, "expected 'to:', found 'from'"),
        ("slide", 6, "expected '(', found the end of the spec"),
        ("slide(from .left)", 12, "expected ':', found '.'"),
        ("cube(from: .left", 17, "expected ')', found the end of the spec"),
        ("fade.", 6, "expected a modifier (\(modifierList)), found the end of the spec"),
        ("fade.slide(from: .left)", 6, "expected a modifier (\(modifierList)), found 'slide'"),
        ("fade fade", 6, "expected a '.' and a modifier, or the end of the spec, found 'fade'"),
        ("fade.reversed(", 14, "expected a '.' and a modifier, or the end of the spec, found '('"),
        ("combined(with: fade)", 1, "expected a transition (\(presetList)), found 'combined'"),
        ("\"fade\"", 1, "expected a transition (\(presetList)), found '\"fade\"'"),
        ("Transition fade", 12, "expected '.', found 'fade'"),
        ("fade + slide", 6, "unexpected character '+'"),
        ("fade\u{1}", 5, "unexpected character '\\u{1}'"),
        ("fadé", 4, "unexpected character 'é'"),
        ("fade.combined(fade)", 15, "expected 'with:', found 'fade'"),
        ("fade.combined(with: fade", 25, "expected ')', found the end of the spec"),
        ("fade.combined(with: )", 21, "expected a transition (\(presetList)), found ')'"),
        ("asymmetric(presenting: fade)", 28, "expected ',', found ')'"),
        ("asymmetric(dismissing: fade, presenting: fade)", 12, "expected 'presenting:', found 'dismissing'"),
        ("matchedGeometry", 16, "expected '(', found the end of the spec"),
        ("matchedGeometry(fade: .sideways)", 24, "expected a fade (.in, .out, .cross, .through), found 'sideways'"),
        ("matchedGeometry(fit: .wide)", 23, "expected a fit (.width, .height, .auto), found 'wide'"),
        ("matchedGeometry(fit: .auto, fade: .in)", 27, "expected ')', found ','"),
        ("matchedGeometry(fade: .in fit: .auto)", 27, "expected ',' or ')', found 'fit'"),
        ("matchedGeometry(size: .auto)", 17, "expected 'fade:' or 'fit:', found 'size'"),
        ("fade.matching(.partial)", 16, "expected a matching (.morph(fade:fit:), .none), found 'partial'"),
        ("fade.matching(.morph)", 21, "expected '(', found ')'"),
        ("fade.matching(.none())", 20, "expected ')', found '('"),
        ("fade.matching()", 15, "expected a matching (.morph(fade:fit:), .none), found ')'"),
        ("fade.matching(.morph(fit: .wide))", 28, "expected a fit (.width, .height, .auto), found 'wide'"),
        ("zoom(from: photo)", 12, "expected a string literal, found 'photo'"),
        ("zoom(from: \"photo\", fades: maybe)", 28, "expected true or false, found 'maybe'"),
        ("zoom(from: \"photo\", fades: 0)", 28, "expected true or false, found '0'"),
        ("zoom(from: \"photo\" fades: false)", 20, "expected ',' or ')', found 'fades'"),
        ("zoom(from: \"photo\", fade: false)", 21, "expected 'fades:', found 'fade'"),
        ("zoom(from: \"photo\", fades: false", 33, "expected ')', found the end of the spec"),
        ("zoom(\"photo\")", 6, "expected 'from:', found '\"photo\"'"),
        ("zoom(from: \"photo)", 12, "unterminated string literal: expected a closing '\"' on the same line"),
        ("zoom(from: \"ph\noto\")", 12, "unterminated string literal: expected a closing '\"' on the same line"),
        ("zoom(from: \"a\\qb\")", 14, "invalid escape '\\q' in a string literal"),
        ("zoom(from: \"\\u{D800}\")", 13, "invalid escape '\\u{D800}' in a string literal"),
        ("zoom(from: \"\\u{}\")", 13, "invalid escape '\\u{}' in a string literal"),
        ("zoom(from: \"\\u{123456789}\")", 13, "invalid escape '\\u{123456789}' in a string literal"),
        // A control character after the backslash is shown escaped, so the message stays on one line.
        ("zoom(from: \"\\\n\")", 13, "invalid escape '\\\\u{A}' in a string literal"),
        ("circularReveal", 15, "expected '(', found the end of the spec"),
        ("fade.duration(.5)", 15, "expected a number, found '.'"),
        ("fade.duration(\"1\")", 15, "expected a number, found '\"1\"'"),
        ("fade.duration(-1)", 15, "duration = -1.0: \(durationRule)"),
        ("fade.duration(-0.5e-3)", 15, "duration = -0.0005: \(durationRule)"),
        ("fade.duration(61)", 15, "duration = 61.0: \(durationRule)"),
        ("fade.duration(1e999)", 15, "duration = inf: \(durationRule)"),
        ("fade.duration(1", 16, "expected ')', found the end of the spec"),
        ("fade.duration(1, 2)", 16, "expected ')', found ','"),
        ("fade.spring(dampingRatio: 0)", 27, "dampingRatio = 0.0: must be greater than 0"),
        ("fade.spring(dampingRatio: -1e999)", 27, "dampingRatio = -inf: must be a finite number"),
        ("fade.spring(response: 0.4, dampingFraction: -1)", 45, "dampingFraction = -1.0: must be 0 or greater"),
        ("fade.spring(bounce: 2)", 21, "bounce = 2.0: must be between -1.0 and 1.0"),
        ("fade.spring(mass: 0, stiffness: 1, damping: 1)", 19, "mass = 0.0: must be greater than 0"),
        ("fade.spring(duration: 1, initialVelocity: 1e400)", 43, "initialVelocity = inf: must be a finite number"),
        ("fade.spring(mass: 1)", 20, "expected 'stiffness:', found ')'"),
        ("fade.spring(stiffness: 1)", 25, "expected 'damping:', found ')'"),
        ("fade.spring(damping: 1, stiffness: 2)", 13, "expected a spring parameter (\(springList)), found 'damping'"),
        (
            "fade.spring(dampingRatio: 0.5, response: 1)", 32,
            "expected a spring parameter (initialVelocity:), found 'response'"
        ),
        (
            "fade.spring(stiffness: 1, damping: 1, mass: 2)", 39,
            "expected a spring parameter (initialVelocity:), found 'mass'"
        ),
        (
            "fade.spring(response: 0.4,)", 27,
            "expected a spring parameter (dampingFraction:, initialVelocity:), found ')'"
        ),
        ("fade.spring(response 0.4)", 22, "expected ':', found '0.4'"),
        ("fade.spring(0.4)", 13, "expected a spring parameter (\(springList)), found '0.4'"),
        ("fade.spring(response: fast)", 23, "expected a number, found 'fast'"),
        (
            "fade.curve(named: \"bouncy\")", 19,
            "curve \"bouncy\": must be one of linear, easeIn, easeOut, easeInOut, default"
        ),
        ("fade.curve(CubicBezier(x1: 1.5, y1: 0, x2: 1, y2: 1))", 28, "x1 = 1.5: must be between 0.0 and 1.0"),
        (
            "fade.curve(CubicBezier(x1: 0, y1: 2e6, x2: 1, y2: 1))", 35,
            "y1 = 2000000.0: must be between -1000000.0 and 1000000.0"
        ),
        ("fade.curve(CubicBezier(x1: 0, y1: 0, x2: 1))", 43, "expected ',', found ')'"),
        ("fade.curve(CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1, z: 0))", 50, "expected ')', found ','"),
        ("fade.curve(CubicBezier(y1: 0))", 24, "expected 'x1:', found 'y1'"),
        (
            "fade.curve(.bouncy)", 13,
            "expected a curve (.linear, .easeIn, .easeOut, .easeInOut, .coreAnimationDefault, "
                + "CubicBezier(x1:y1:x2:y2:)), found 'bouncy'"
        ),
        ("fade.curve(named: easeIn)", 19, "expected a string literal, found 'easeIn'"),
    ]

    @Test("every malformed spec fails at the right column with the right message")
    func malformedSpecs() {
        for (text, column, message) in Self.malformed {
            do {
                let spec = try TransitionSpec(parsing: text)
                Issue.record("\(text) parsed as \(spec)")
            } catch {
                #expect(error.column == column, "\(text)")
                #expect(error.problem.message == message, "\(text)")
                #expect(error.description == "column \(column): \(message)", "\(text)")
            }
        }
    }

    @Test("a number the planner refuses is the planner's own error")
    func reusesCoreErrors() {
        #expect(
            throws: TransitionSpecError(
                column: 15,
                problem: .rejected(
                    .invalidParameter(
                        parameter: "duration", value: -1, rule: durationRule)))
        ) {
            try TransitionSpec(parsing: "fade.duration(-1)")
        }
        #expect(
            throws: TransitionSpecError(
                column: 27,
                problem: .rejected(
                    .invalidTiming(
                        TimingError(parameter: "dampingRatio", value: 0, rule: "must be greater than 0"))))
        ) {
            try TransitionSpec(parsing: "fade.spring(dampingRatio: 0)")
        }
        #expect(throws: TransitionSpecError(column: 19, problem: .rejected(.unknownCurve(name: "bouncy")))) {
            try TransitionSpec(parsing: "fade.curve(named: \"bouncy\")")
        }
    }

    @Test("transitions nest at most 32 deep as arguments; deeper fails where the 33rd level starts")
    func depthLimit() throws {
        func nested(_ levels: Int) -> String {
            "fade" + String(repeating: ".combined(with: fade", count: levels - 1)
                + String(repeating: ")", count: levels - 1)
        }
        var spec = TransitionSpec.preset(.fade)
        for _ in 1..<32 { spec = .combined(.preset(.fade), with: spec) }
        #expect(try TransitionSpec(parsing: nested(32)) == spec)
        // Level k (k ≥ 2) starts after "fade" and k − 1 copies of ".combined(with: ", and k − 2 of "fade".
        let column = 4 + 32 * 16 + 31 * 4 + 1
        #expect(throws: TransitionSpecError(column: column, problem: .tooDeep(limit: 32))) {
            try TransitionSpec(parsing: nested(33))
        }
        #expect((try? TransitionSpec(parsing: nested(10_000))) == nil)
        let message = "column \(column): transitions nest deeper than 32 levels"
        #expect(throws: TransitionSpecError.self) { try TransitionSpec(parsing: nested(33)) }
        do {
            _ = try TransitionSpec(parsing: nested(33))
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("a spec holds at most 256 presets and modifiers")
    func termLimit() throws {
        let longest = "fade" + String(repeating: ".reversed", count: 255)
        var spec = TransitionSpec.preset(.fade)
        for _ in 0..<255 { spec = .reversed(spec) }
        #expect(try TransitionSpec(parsing: longest) == spec)
        // The 256th modifier's name: after "fade", 255 copies of ".reversed" and one dot.
        #expect(throws: TransitionSpecError(column: 4 + 255 * 9 + 2, problem: .tooManyTerms(limit: 256))) {
            try TransitionSpec(parsing: longest + ".reversed")
        }
        #expect(throws: TransitionSpecError.self) {
            try TransitionSpec(parsing: "fade" + String(repeating: ".duration(1)", count: 100_000))
        }
        // The deepest effect a spec can build still plans: 127 combinations, each a layer the planner calls through.
        let combined = try TransitionSpec(
            parsing: "fade" + String(repeating: ".combined(with: fade)", count: 127) + ".curve(.linear)")
        let plan = try Planner().plan(
            combined.transition, from: screen(), to: screen(), operation: .present, containerSize: container)
        for fraction in [0.0, 0.5, 1] {
            let expected = pow(fraction, 128)
            #expect(abs(opacity(plan, .toScreen, at: fraction * plan.duration) - expected) < 1e-9)
        }
    }
}

@Suite("Transition specs: random input")
struct TransitionSpecRandomTests {
    /// Pieces random specs are made of: the grammar's words and marks, near misses, and characters that are
    /// never valid.
    static let fragments = [
        "fade", "zoom", "slide", "push", "cover", "uncover", "pageIn", "pageOut", "flip", "cube", "circularReveal",
        "matchedGeometry", "automatic", "asymmetric", "Transition", "reversed", "combined", "duration", "curve",
        "spring", "from", "to", "with", "presenting", "dismissing", "fade", "fit", "named", "in", "width", "left",
        "right", "top", "bottom", "leading", "trailing", "up", "easeIn", "linear", "CubicBezier", "try", "x1", "y1",
        "x2", "y2", "mass", "stiffness", "damping", "dampingRatio", "response", "dampingFraction", "bounce",
        "initialVelocity", "matching", "morph", "none", "(", ")", ".", ",", ":", " ", "\n", "\"", "\\", "\\u{", "}",
        "0", "0.5", "-1", "1e999",
        "1_0", "e", "-", "+", "é", "\u{0}", "\u{301}", "😀", "\"photo-3\"",
    ]

    @Test("random text never crashes the parser; an error points inside the text or just past it")
    func randomText() async {
        let pieces = Gen.int(in: 0...(Self.fragments.count - 1)).array(of: 0...40)
        await seededPropertyCheck(count: 2_000, input: pieces) { indices in
            let text = indices.map { Self.fragments[$0] }.joined()
            let spec: TransitionSpec
            do {
                spec = try TransitionSpec(parsing: text)
            } catch let error as TransitionSpecError {
                #expect((1...(text.unicodeScalars.count + 1)).contains(error.column), "\(text): \(error)")
                #expect(!error.description.contains("\n"), "\(text)")
                return
            } catch {
                Issue.record("\(text): \(error)")
                return
            }
            #expect((try? TransitionSpec(parsing: spec.description)) == spec, "\(text)")
        }
    }

    /// Builds a spec from generated numbers: `codes` are consumed from the front.
    static func spec(from codes: inout [Int], depth: Int = 0) -> TransitionSpec {
        func take(_ count: Int) -> Int {
            guard let code = codes.first else { return 0 }
            codes.removeFirst()
            return abs(code) % count
        }
        func number(_ values: [Double]) -> Double { values[take(values.count)] }
        let edge = TransitionEdge.allCases[take(TransitionEdge.allCases.count)]
        let identifiers = ["photo-3", "", "missing", "quote\"back\\slash\ttab", "é😀"]
        let presets: [TransitionSpec.Preset] = [
            .fade, .automatic, .zoom(from: nil), .zoom(from: identifiers[take(5)]),
            .zoom(from: identifiers[take(5)], fades: take(2) == 0),
            .circularReveal(from: identifiers[take(5)]), .slide(from: edge), .push(from: edge), .cover(from: edge),
            .uncover(to: edge), .pageIn(from: edge), .pageOut(to: edge), .flip(from: edge), .cube(from: edge),
            .matchedGeometry(
                fade: MatchedFade.allCases[take(MatchedFade.allCases.count)],
                fit: MatchedFit.allCases[take(MatchedFit.allCases.count)]),
        ]
        var spec: TransitionSpec =
            depth < 3 && take(5) == 0
            ? .asymmetric(
                presenting: Self.spec(from: &codes, depth: depth + 1),
                dismissing: Self.spec(from: &codes, depth: depth + 1))
            : .preset(presets[take(presets.count)])
        let values = [0, 0.1, 0.25, 1.0 / 3, 0.825, 1, 1e-5, 2.5]
        for _ in 0..<take(4) {
            switch take(10) {
            case 0: spec = .reversed(spec)
            case 1 where depth < 3: spec = .combined(spec, with: Self.spec(from: &codes, depth: depth + 1))
            case 2: spec = .duration(spec, seconds: number(values))
            case 3:
                let bezier = try? CubicBezier(x1: number(values) / 3, y1: -number(values), x2: 1, y2: number(values))
                spec = .timing(spec, .bezier(bezier ?? .linear))
            case 4: spec = .timing(spec, .named(CubicBezier.presets[take(CubicBezier.presets.count)].name))
            case 5:
                spec = .timing(
                    spec,
                    .springConstants(
                        mass: number(values) + 0.5, stiffness: number(values) * 100 + 1, damping: number(values) * 10,
                        initialVelocity: -number(values)))
            case 6: spec = .timing(spec, .springDampingRatio(number(values) + 0.1, initialVelocity: number(values)))
            case 7:
                spec = .timing(
                    spec, .springResponse(number(values) + 0.2, dampingFraction: number(values), initialVelocity: 0))
            case 8:
                spec = .timing(
                    spec,
                    .springDuration(number(values) + 0.2, bounce: -number(values) / 3, initialVelocity: number(values)))
            default: spec = .reversed(spec)
            }
        }
        return spec
    }

    @Test("random specs read back from their descriptions and plan without error")
    func randomSpecs() async throws {
        let (from, to) = (
            try screen([Scene.Element(identifier: "photo-3", frame: CGRect(x: 10, y: 10, width: 50, height: 50))]),
            try screen()
        )
        let codes = Gen.int(in: 0...1_000).array(of: 1...60)
        await seededPropertyCheck(count: 500, input: codes) { codes in
            var remaining = codes
            let spec = Self.spec(from: &remaining)
            #expect((try? TransitionSpec(parsing: spec.description)) == spec, "\(spec)")
            for operation in [TransitionOperation.present, .dismiss] {
                #expect(throws: Never.self, "\(spec) \(operation)") {
                    _ = try Planner().plan(
                        spec.transition, from: from, to: to, operation: operation, containerSize: container)
                }
            }
        }
    }
}
