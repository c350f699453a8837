import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A scene checks each element with plain comparisons first and names the broken rule only when one fails: the quick
/// check must pass exactly the elements the detailed checks pass, and the errors stay the detailed checks' own.
@Suite("Scene validation")
struct SceneValidationTests {
    private func card() -> Scene.Element {
        Scene.Element(identifier: "card", frame: CGRect(x: 20, y: 100, width: 160, height: 90))
    }

    /// Numbers at and around every edge of the rules: ±0, ±1, ±1e9 and the next numbers beyond, ±1e308, the largest
    /// finite number, ±∞ and NaN.
    private static let edges: [CGFloat] = [
        0, -0.0, 1, -1, 0.5, 1e9, -1e9, CGFloat(1e9).nextUp, CGFloat(-1e9).nextDown, 1e308, -1e308,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
    ]

    /// Every number of an element, by the name its errors give it.
    private static var fields: [(name: String, set: (inout Scene.Element, CGFloat) -> Void)] {
        [
            ("center.x", { $0.center.x = $1 }), ("center.y", { $0.center.y = $1 }),
            ("size.width", { $0.size.width = $1 }), ("size.height", { $0.size.height = $1 }),
            ("transform.m11", { $0.transform.m11 = $1 }), ("transform.m23", { $0.transform.m23 = $1 }),
            ("transform.m34", { $0.transform.m34 = $1 }), ("transform.m42", { $0.transform.m42 = $1 }),
            ("transform.m44", { $0.transform.m44 = $1 }), ("opacity", { $0.opacity = $1 }),
            ("cornerRadii.topLeft", { $0.cornerRadii.topLeft = $1 }),
            ("cornerRadii.topRight", { $0.cornerRadii.topRight = $1 }),
            ("cornerRadii.bottomRight", { $0.cornerRadii.bottomRight = $1 }),
            ("cornerRadii.bottomLeft", { $0.cornerRadii.bottomLeft = $1 }),
            ("backgroundColor.red", { $0.backgroundColor = Color(red: $1, green: 0, blue: 0) }),
            ("borderWidth", { $0.borderWidth = $1 }),
            ("borderColor.alpha", { $0.borderColor = Color(red: 0, green: 0, blue: 0, alpha: $1) }),
            ("shadow.opacity", { $0.shadow.opacity = $1 }), ("shadow.radius", { $0.shadow.radius = $1 }),
            ("shadow.offset.width", { $0.shadow.offset.width = $1 }),
            ("shadow.offset.height", { $0.shadow.offset.height = $1 }),
            ("shadow.color.green", { $0.shadow.color.green = $1 }), ("zPosition", { $0.zPosition = $1 }),
        ]
    }

    @Test("The quick check passes exactly the elements the detailed checks pass, at every edge of every field")
    func quickCheckAgreesWithDetailedChecks() {
        for (name, set) in Self.fields {
            for value in Self.edges {
                var element = card()
                set(&element, value)
                var broken: SceneError?
                do { try element.validate(index: 0) } catch { broken = error }
                #expect(element.keepsRules(index: 0) == (broken == nil), "\(name) = \(value)")
                // A broken rule is named by the field that breaks it.
                if let broken { #expect(broken.field == name, "\(name) = \(value)") }
            }
        }
    }

    @Test("The quick check of parents agrees with the detailed one", arguments: [-1, 0, 1, 2, 3, Int.max, Int.min])
    func quickParentCheck(parent: Int) {
        var element = card()
        element.parent = parent
        let passes = (try? element.validate(index: 2)) != nil
        // By the rule: an earlier element, 0 or 1 for the element at index 2.
        #expect(passes == (parent == 0 || parent == 1))
        #expect(element.keepsRules(index: 2) == passes)
    }

    /// The numbers the quick comparisons could let through if they were written carelessly: NaN fails every
    /// comparison, ±∞ and 1e308 pass `>= 0` or `isFinite`-free tests, a negative size passes a range test.
    @Test("A scene names the same field, value and rule as before for the numbers a quick check could miss")
    func errorsForNumbersAQuickCheckCouldMiss() {
        let size = CGSize(width: 390, height: 844)
        let cases: [(set: (inout Scene.Element) -> Void, field: String, value: String, rule: SceneError.Rule)] = [
            ({ $0.opacity = .nan }, "opacity", "nan", .finite),
            ({ $0.zPosition = -.infinity }, "zPosition", "-inf", .finite),
            ({ $0.shadow.offset.height = 1e308 }, "shadow.offset.height", "1e+308", .withinMaximumCoordinate),
            ({ $0.size.width = -2 }, "size.width", "-2.0", .nonNegative),
            ({ $0.cornerRadii.bottomLeft = -0.5 }, "cornerRadii.bottomLeft", "-0.5", .nonNegative),
            ({ $0.shadow.radius = .infinity }, "shadow.radius", "inf", .finite),
            ({ $0.transform.m43 = -1e10 }, "transform.m43", "-10000000000.0", .withinMaximumCoordinate),
            ({ $0.borderColor = Color(red: .nan, green: 0, blue: 0) }, "borderColor.red", "nan", .finite),
            ({ $0.shadow.opacity = -.infinity }, "shadow.opacity", "-inf", .finite),
            ({ $0.center.y = .nan }, "center.y", "nan", .finite),
        ]
        for (set, field, value, rule) in cases {
            var element = card()
            set(&element)
            let expected = SceneError(elementIndex: 1, identifier: "card", field: field, value: value, rule: rule)
            #expect(throws: expected) { try Scene(size: size, elements: [self.card(), element]) }
        }
    }

    @Test("An opacity, the element's or its shadow's, must be from 0 to 1, as UIKit draws it")
    func opacitiesFromZeroToOne() throws {
        let size = CGSize(width: 390, height: 844)
        let refused: [(set: (inout Scene.Element) -> Void, field: String, value: String)] = [
            ({ $0.opacity = 5 }, "opacity", "5.0"), ({ $0.opacity = -1 }, "opacity", "-1.0"),
            ({ $0.opacity = CGFloat(1).nextUp }, "opacity", "\(CGFloat(1).nextUp)"),
            ({ $0.opacity = -.leastNonzeroMagnitude }, "opacity", "\(-CGFloat.leastNonzeroMagnitude)"),
            ({ $0.shadow.opacity = 2 }, "shadow.opacity", "2.0"),
            ({ $0.shadow.opacity = -0.5 }, "shadow.opacity", "-0.5"),
        ]
        for (set, field, value) in refused {
            var element = card()
            set(&element)
            let expected = SceneError(
                elementIndex: 1, identifier: "card", field: field, value: value, rule: .fromZeroToOne)
            #expect(throws: expected) { try Scene(size: size, elements: [self.card(), element]) }
            #expect(expected.description == "elements[1] (\"card\"): \(field) = \(value): must be from 0 to 1")
        }
        // The ends and what lies between are kept, −0 too.
        for value: CGFloat in [0, -0.0, .leastNonzeroMagnitude, 0.5, CGFloat(1).nextDown, 1] {
            var element = card()
            element.opacity = value
            element.shadow.opacity = value
            let scene = try Scene(size: size, elements: [element])
            #expect(scene.elements[0].opacity.bitPattern == value.bitPattern)
        }
    }

    @Test("The first broken field is named when several break a rule, as the detailed checks order them")
    func firstBrokenFieldIsNamed() {
        var element = card()
        element.zPosition = .nan
        element.opacity = .infinity
        element.size.height = -1
        let expected = SceneError(
            elementIndex: 0, identifier: "card", field: "size.height", value: "-1.0", rule: .nonNegative)
        #expect(throws: expected) { try Scene(size: CGSize(width: 10, height: 10), elements: [element]) }
    }
}
