import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Scenes in which every preset finds what it looks for: a "photo-3" element in both screens.
private func photoScenes() throws -> (from: Scene, to: Scene) {
    let from = try screen([Scene.Element(identifier: "photo-3", frame: CGRect(x: 20, y: 300, width: 100, height: 80))])
    let to = try screen([Scene.Element(identifier: "photo-3", frame: CGRect(x: 0, y: 0, width: 390, height: 300))])
    return (from, to)
}

/// Whether two transitions are the same value as far as anything can tell: the same names, the same timing on both
/// sides and equal plans for every operation.
func expectSameTransition(
    _ parsed: Transition, _ built: Transition, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    #expect(parsed.name == built.name, Comment(rawValue: comment), sourceLocation: sourceLocation)
    #expect(parsed.presenting.name == built.presenting.name, Comment(rawValue: comment), sourceLocation: sourceLocation)
    #expect(
        parsed.resolvedDismissing.name == built.resolvedDismissing.name, Comment(rawValue: comment),
        sourceLocation: sourceLocation)
    #expect(parsed.timing == built.timing, Comment(rawValue: comment), sourceLocation: sourceLocation)
    #expect(
        parsed.presentingTiming == built.presentingTiming, Comment(rawValue: comment), sourceLocation: sourceLocation)
    #expect(
        parsed.dismissingTiming == built.dismissingTiming, Comment(rawValue: comment), sourceLocation: sourceLocation)
    let (from, to) = try photoScenes()
    for operation in TransitionOperation.allCases {
        let a = try plan(parsed, operation, from: from, to: to)
        let b = try plan(built, operation, from: from, to: to)
        let samePlans = a == b
        #expect(samePlans, Comment(rawValue: "\(comment) \(operation)"), sourceLocation: sourceLocation)
    }
}

@Suite("Transition specs: parsing")
struct TransitionSpecParsingTests {
    /// Each spec's text, the spec value it must parse to, and the transition the same expression builds in Swift.
    static let presets: [(String, TransitionSpec.Preset, Transition)] = {
        var cases: [(String, TransitionSpec.Preset, Transition)] = [
            ("fade", .fade, .fade),
            ("zoom", .zoom(from: nil), .zoom),
            ("automatic", .automatic, .automatic),
            ("zoom(from: \"photo-3\")", .zoom(from: "photo-3"), .zoom(from: "photo-3")),
            (
                "zoom(from: \"photo-3\", fades: false)", .zoom(from: "photo-3", fades: false),
                .zoom(from: "photo-3", fades: false)
            ),
            ("zoom(from: \"photo-3\", fades: true)", .zoom(from: "photo-3"), .zoom(from: "photo-3", fades: true)),
            ("circularReveal(from: \"photo-3\")", .circularReveal(from: "photo-3"), .circularReveal(from: "photo-3")),
            ("matchedGeometry()", .matchedGeometry(fade: .cross, fit: .auto), .matchedGeometry()),
        ]
        for edge in TransitionEdge.allCases {
            let name = edge.rawValue
            cases += [
                ("slide(from: .\(name))", .slide(from: edge), .slide(from: edge)),
                ("push(from: .\(name))", .push(from: edge), .push(from: edge)),
                ("cover(from: .\(name))", .cover(from: edge), .cover(from: edge)),
                ("uncover(to: .\(name))", .uncover(to: edge), .uncover(to: edge)),
                ("pageIn(from: .\(name))", .pageIn(from: edge), .pageIn(from: edge)),
                ("pageOut(to: .\(name))", .pageOut(to: edge), .pageOut(to: edge)),
                ("flip(from: .\(name))", .flip(from: edge), .flip(from: edge)),
                ("cube(from: .\(name))", .cube(from: edge), .cube(from: edge)),
            ]
        }
        for fade in MatchedFade.allCases {
            for fit in MatchedFit.allCases {
                cases.append(
                    (
                        "matchedGeometry(fade: .\(fade.rawValue), fit: .\(fit.rawValue))",
                        .matchedGeometry(fade: fade, fit: fit), .matchedGeometry(fade: fade, fit: fit)
                    ))
            }
            cases.append(
                (
                    "matchedGeometry(fade: .\(fade.rawValue))", .matchedGeometry(fade: fade, fit: .auto),
                    .matchedGeometry(fade: fade)
                ))
        }
        for fit in MatchedFit.allCases {
            cases.append(
                (
                    "matchedGeometry(fit: .\(fit.rawValue))", .matchedGeometry(fade: .cross, fit: fit),
                    .matchedGeometry(fit: fit)
                ))
        }
        return cases
    }()

    @Test("every preset and every edge parses, with and without the leading dot, to the preset Swift builds")
    func everyPreset() throws {
        for (text, preset, built) in Self.presets {
            for spelling in [text, "." + text, "Transition." + text, ".Transition.\(text)"] {
                let spec = try TransitionSpec(parsing: spelling)
                #expect(spec == .preset(preset), "\(spelling)")
            }
            try expectSameTransition(try TransitionSpec(parsing: text).transition, built, text)
        }
    }

    /// Combinators and timing modifiers: the text, the spec and the transition Swift builds.
    static let modifiers: [(String, TransitionSpec, Transition)] = [
        (".fade.reversed", .reversed(.preset(.fade)), Transition.fade.reversed),
        (
            "cover(from: .bottom).reversed.reversed", .reversed(.reversed(.preset(.cover(from: .bottom)))),
            Transition.cover(from: .bottom).reversed.reversed
        ),
        (
            "slide(from: .trailing).combined(with: .fade)",
            .combined(.preset(.slide(from: .trailing)), with: .preset(.fade)),
            Transition.slide(from: .trailing).combined(with: .fade)
        ),
        (
            "fade.combined(with: matchedGeometry(fit: .width))",
            .combined(.preset(.fade), with: .preset(.matchedGeometry(fade: .cross, fit: .width))),
            Transition.fade.combined(with: .matchedGeometry(fit: .width))
        ),
        (
            ".asymmetric(presenting: .zoom(from: \"photo-3\"), dismissing: .fade)",
            .asymmetric(presenting: .preset(.zoom(from: "photo-3")), dismissing: .preset(.fade)),
            Transition.asymmetric(presenting: .zoom(from: "photo-3"), dismissing: .fade)
        ),
        (
            "asymmetric(presenting: cover(from: .bottom).spring(dampingRatio: 0.9), dismissing: fade.duration(0.2))",
            .asymmetric(
                presenting: .timing(.preset(.cover(from: .bottom)), .springDampingRatio(0.9, initialVelocity: 0)),
                dismissing: .duration(.preset(.fade), seconds: 0.2)),
            Transition.asymmetric(
                presenting: .cover(from: .bottom).spring(dampingRatio: 0.9), dismissing: .fade.duration(0.2))
        ),
        (
            "cover(from: .bottom).duration(0.5)", .duration(.preset(.cover(from: .bottom)), seconds: 0.5),
            Transition.cover(from: .bottom).duration(0.5)
        ),
        ("fade.duration(0)", .duration(.preset(.fade), seconds: 0), Transition.fade.duration(0)),
        ("fade.duration(60)", .duration(.preset(.fade), seconds: 60), Transition.fade.duration(60)),
        ("fade.duration(1_000e-3)", .duration(.preset(.fade), seconds: 1), Transition.fade.duration(1)),
        ("fade.curve(.linear)", .timing(.preset(.fade), .bezier(.linear)), Transition.fade.curve(.linear)),
        ("fade.curve(.easeIn)", .timing(.preset(.fade), .bezier(.easeIn)), Transition.fade.curve(.easeIn)),
        ("fade.curve(easeOut)", .timing(.preset(.fade), .bezier(.easeOut)), Transition.fade.curve(.easeOut)),
        (
            "fade.curve(CubicBezier.easeInOut)", .timing(.preset(.fade), .bezier(.easeInOut)),
            Transition.fade.curve(.easeInOut)
        ),
        (
            "fade.curve(.coreAnimationDefault)", .timing(.preset(.fade), .bezier(.coreAnimationDefault)),
            Transition.fade.curve(.coreAnimationDefault)
        ),
        (
            "fade.curve(CubicBezier(x1: 0.2, y1: -0.5, x2: 0, y2: 1.5))",
            .timing(.preset(.fade), .bezier(try! CubicBezier(x1: 0.2, y1: -0.5, x2: 0, y2: 1.5))),
            Transition.fade.curve(try! CubicBezier(x1: 0.2, y1: -0.5, x2: 0, y2: 1.5))
        ),
        (
            "fade.curve(try CubicBezier(x1: 1, y1: 0, x2: 0.5, y2: 1))",
            .timing(.preset(.fade), .bezier(try! CubicBezier(x1: 1, y1: 0, x2: 0.5, y2: 1))),
            Transition.fade.curve(try! CubicBezier(x1: 1, y1: 0, x2: 0.5, y2: 1))
        ),
        (
            "fade.curve(named: \"default\")", .timing(.preset(.fade), .named("default")),
            Transition.fade.curve(named: "default")
        ),
        (
            "fade.spring(mass: 2, stiffness: 300, damping: 20, initialVelocity: 1.5)",
            .timing(.preset(.fade), .springConstants(mass: 2, stiffness: 300, damping: 20, initialVelocity: 1.5)),
            Transition.fade.spring(mass: 2, stiffness: 300, damping: 20, initialVelocity: 1.5)
        ),
        (
            "fade.spring(stiffness: 300, damping: 0)",
            .timing(.preset(.fade), .springConstants(mass: 1, stiffness: 300, damping: 0, initialVelocity: 0)),
            Transition.fade.spring(stiffness: 300, damping: 0)
        ),
        (
            "fade.spring(dampingRatio: 0.8)", .timing(.preset(.fade), .springDampingRatio(0.8, initialVelocity: 0)),
            Transition.fade.spring(dampingRatio: 0.8)
        ),
        (
            "fade.spring(dampingRatio: 1.5, initialVelocity: -2)",
            .timing(.preset(.fade), .springDampingRatio(1.5, initialVelocity: -2)),
            Transition.fade.spring(dampingRatio: 1.5, initialVelocity: -2)
        ),
        (
            "fade.spring(response: 0.4, dampingFraction: 0.8)",
            .timing(.preset(.fade), .springResponse(0.4, dampingFraction: 0.8, initialVelocity: 0)),
            Transition.fade.spring(response: 0.4, dampingFraction: 0.8)
        ),
        (
            "fade.spring(response: 0.4, initialVelocity: 3)",
            .timing(.preset(.fade), .springResponse(0.4, dampingFraction: 0.825, initialVelocity: 3)),
            Transition.fade.spring(response: 0.4, initialVelocity: 3)
        ),
        (
            "fade.spring()", .timing(.preset(.fade), .springDuration(0.5, bounce: 0, initialVelocity: 0)),
            Transition.fade.spring()
        ),
        (
            "slide(from: .right).matching(.none)", .matching(.preset(.slide(from: .right)), .none),
            Transition.slide(from: .right).matching(.none)
        ),
        (
            "slide(from: .right).matching(morph())", .matching(.preset(.slide(from: .right)), .morph()),
            Transition.slide(from: .right).matching(.morph())
        ),
        (
            "fade.matching(.morph(fade: .through, fit: .width)).duration(0.3)",
            .duration(.matching(.preset(.fade), .morph(fade: .through, fit: .width)), seconds: 0.3),
            Transition.fade.matching(.morph(fade: .through, fit: .width)).duration(0.3)
        ),
        (
            "fade.matching(.morph(fit: .height))", .matching(.preset(.fade), .morph(fade: .cross, fit: .height)),
            Transition.fade.matching(.morph(fit: .height))
        ),
        (
            "fade.spring(bounce: -0.3)",
            .timing(.preset(.fade), .springDuration(0.5, bounce: -0.3, initialVelocity: 0)),
            Transition.fade.spring(bounce: -0.3)
        ),
        (
            "fade.spring(duration: 0.3, bounce: 1, initialVelocity: 0.5)",
            .timing(.preset(.fade), .springDuration(0.3, bounce: 1, initialVelocity: 0.5)),
            Transition.fade.spring(duration: 0.3, bounce: 1, initialVelocity: 0.5)
        ),
        (
            "fade.spring(initialVelocity: 2)",
            .timing(.preset(.fade), .springDuration(0.5, bounce: 0, initialVelocity: 2)),
            Transition.fade.spring(initialVelocity: 2)
        ),
        (
            "slide(from: .trailing).combined(with: .fade).duration(0.5).spring(dampingRatio: 0.8).reversed",
            .reversed(
                .timing(
                    .duration(.combined(.preset(.slide(from: .trailing)), with: .preset(.fade)), seconds: 0.5),
                    .springDampingRatio(0.8, initialVelocity: 0))),
            Transition.slide(from: .trailing).combined(with: .fade).duration(0.5).spring(dampingRatio: 0.8).reversed
        ),
        (
            "zoom.combined(with: fade.duration(1)).combined(with: slide(from: .left).reversed).curve(.easeIn)",
            .timing(
                .combined(
                    .combined(.preset(.zoom(from: nil)), with: .duration(.preset(.fade), seconds: 1)),
                    with: .reversed(.preset(.slide(from: .left)))), .bezier(.easeIn)),
            Transition.zoom.combined(with: .fade.duration(1)).combined(with: .slide(from: .left).reversed).curve(
                .easeIn)
        ),
    ]

    @Test("combinators and every timing form parse to the value Swift builds")
    func everyModifier() throws {
        for (text, expected, built) in Self.modifiers {
            let spec = try TransitionSpec(parsing: text)
            #expect(spec == expected, "\(text)")
            try expectSameTransition(spec.transition, built, text)
        }
    }

    @Test("matching(.none) in a spec leaves the shared element to its screen; without it, it flies as a ghost")
    func matchingChangesThePlan() throws {
        let (from, to) = try photoScenes()
        let plain = try plan(TransitionSpec(parsing: "slide(from: .right)").transition, .push, from: from, to: to)
        let none = try plan(
            TransitionSpec(parsing: "slide(from: .right).matching(.none)").transition, .push, from: from, to: to)
        let ghost = TransitionTarget.ghost("photo-3").name
        #expect(plain.timeline.targets.contains(ghost))
        #expect(!none.timeline.targets.contains(ghost))
    }

    @Test("white space, new lines and a Transition prefix in arguments are accepted")
    func layout() throws {
        let spec = try TransitionSpec(
            parsing: "  Transition.asymmetric(\n\tpresenting : Transition . cover ( from : bottom ) ,\r\n"
                + "dismissing:fade . reversed )  ")
        #expect(spec == .asymmetric(presenting: .preset(.cover(from: .bottom)), dismissing: .reversed(.preset(.fade))))
    }

    @Test("string literals resolve Swift's escapes")
    func escapes() throws {
        let spec = try TransitionSpec(parsing: #"zoom(from: "a\"b\\c\td\n\r\0\'\u{1F600}\u{e9}é")"#)
        #expect(spec == .preset(.zoom(from: "a\"b\\c\td\n\r\0'\u{1F600}\u{e9}é")))
        #expect(try TransitionSpec(parsing: #"zoom(from: "")"#) == .preset(.zoom(from: "")))
    }
}

@Suite("Transition specs: canonical description")
struct TransitionSpecDescriptionTests {
    @Test("the description is Swift's spelling with the leading dot and without default arguments")
    func canonical() throws {
        let expected: [(String, String)] = [
            ("fade", ".fade"),
            ("slide(from: right)", ".slide(from: .right)"),
            ("uncover(to:left)", ".uncover(to: .left)"),
            ("zoom(from: \"a\\\"b\")", ".zoom(from: \"a\\\"b\")"),
            ("matchedGeometry(fade: .cross, fit: .auto)", ".matchedGeometry()"),
            ("matchedGeometry(fade: .in, fit: .width)", ".matchedGeometry(fade: .in, fit: .width)"),
            ("fade.matching(none)", ".fade.matching(.none)"),
            ("fade.matching(.morph(fade: .cross, fit: .auto))", ".fade.matching(.morph())"),
            ("fade.matching(.morph(fade: .out))", ".fade.matching(.morph(fade: .out))"),
            ("fade.duration(1)", ".fade.duration(1.0)"),
            ("fade.duration(1e-5)", ".fade.duration(1e-05)"),
            ("fade.curve(CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))", ".fade.curve(.easeIn)"),
            (
                "fade.curve(CubicBezier(x1: 0.1, y1: 0, x2: 1, y2: 1))",
                ".fade.curve(CubicBezier(x1: 0.1, y1: 0.0, x2: 1.0, y2: 1.0))"
            ),
            ("fade.curve(named: \"easeIn\")", ".fade.curve(named: \"easeIn\")"),
            (
                "fade.spring(mass: 1, stiffness: 2, damping: 3, initialVelocity: 0)",
                ".fade.spring(stiffness: 2.0, damping: 3.0)"
            ),
            ("fade.spring(response: 0.5, dampingFraction: 0.825)", ".fade.spring(response: 0.5)"),
            ("fade.spring(duration: 0.5, bounce: 0, initialVelocity: 0)", ".fade.spring()"),
            ("fade.spring(bounce: 0.2)", ".fade.spring(bounce: 0.2)"),
            (
                "asymmetric(presenting: fade.reversed, dismissing: zoom.combined(with: cube(from: top)))",
                ".asymmetric(presenting: .fade.reversed, dismissing: .zoom.combined(with: .cube(from: .top)))"
            ),
        ]
        for (text, canonical) in expected {
            #expect(try TransitionSpec(parsing: text).description == canonical, "\(text)")
        }
        #expect(
            TransitionSpec.preset(.zoom(from: "tab\tquote\"\u{7}")).description == #".zoom(from: "tab\tquote\"\u{7}")"#)
    }

    @Test("every spec of the parsing tables reads back from its description to an equal spec")
    func roundTrip() throws {
        let specs =
            TransitionSpecParsingTests.presets.map { TransitionSpec.preset($0.1) }
            + TransitionSpecParsingTests.modifiers.map(\.1)
        for spec in specs {
            #expect(try TransitionSpec(parsing: spec.description) == spec, "\(spec)")
        }
    }
}
