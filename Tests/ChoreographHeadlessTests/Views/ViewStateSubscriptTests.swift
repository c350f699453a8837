import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `ViewState`'s subscript finds a view's property by its name alone, whatever kind the property is given.
@Suite("View state by property")
struct ViewStateSubscriptTests {
    /// A state whose every property differs from its default and from the others.
    static let state: ViewState = {
        var state = ViewState()
        state.center = CGPoint(x: 3, y: 4)
        state.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
        state.transform = Transform3D(affine: CGAffineTransform(scaleX: 2, y: 3))
        state.alpha = 0.5
        state.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        state.cornerRadii = CornerRadii(all: 6)
        state.borderWidth = 2
        state.borderColor = Color(red: 0, green: 1, blue: 0, alpha: 1)
        state.shadowOpacity = 0.25
        state.shadowRadius = 7
        state.shadowOffset = CGSize(width: 1, height: 5)
        state.shadowColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
        state.zPosition = 9
        return state
    }()

    /// Each view property's name and the value `state` holds for it, written out field by field.
    static let expected: [String: AnimatableValue] = [
        "position": .point(state.center), "bounds": .rect(state.bounds), "opacity": .scalar(state.alpha),
        "transform": .transform(state.transform), "cornerRadii": .cornerRadii(state.cornerRadii),
        "backgroundColor": .color(Color(red: 1, green: 0, blue: 0, alpha: 1)), "borderWidth": .scalar(2),
        "borderColor": .color(state.borderColor), "shadowOpacity": .scalar(0.25), "shadowRadius": .scalar(7),
        "shadowOffset": .size(state.shadowOffset), "shadowColor": .color(state.shadowColor), "zPosition": .scalar(9),
    ]

    @Test("Every view property reads its own field, under its own kind and under every other kind")
    func reads() {
        #expect(Set(Self.expected.keys) == Set(AnimatableProperty.viewProperties.map(\.name)))
        for (name, value) in Self.expected {
            for kind in AnimatableValue.Kind.allCases {
                #expect(Self.state[AnimatableProperty(name: name, kind: kind)] == value, "\(name) as \(kind)")
            }
        }
        for kind in AnimatableValue.Kind.allCases {
            #expect(Self.state[AnimatableProperty(name: "circularMask", kind: kind)] == nil)
            #expect(Self.state[AnimatableProperty(name: "", kind: kind)] == nil)
        }
    }

    @Test("Writing a value of the field's kind sets it under any property kind; another value or name changes nothing")
    func writes() {
        for property in AnimatableProperty.viewProperties {
            for kind in AnimatableValue.Kind.allCases {
                let named = AnimatableProperty(name: property.name, kind: kind)
                var state = ViewState()
                state[named] = Self.expected[property.name]
                #expect(state[property] == Self.expected[property.name], "\(property.name) as \(kind)")
                var untouched = ViewState()
                untouched[named] = wrongKind(property)
                #expect(untouched == ViewState(), "\(property.name) as \(kind)")
            }
        }
        var state = ViewState()
        state[AnimatableProperty(name: "circularMask", kind: .rect)] = .rect(CGRect(x: 0, y: 0, width: 5, height: 5))
        state[.opacity] = nil
        #expect(state == ViewState())
    }

    /// A value of another kind than `property`'s field takes.
    private func wrongKind(_ property: AnimatableProperty) -> AnimatableValue {
        property.kind == .scalar ? .point(CGPoint(x: 1, y: 1)) : .scalar(3)
    }
}
