import Foundation
import Testing

@testable import Choreograph

/// Properties kept as a place for the known ones: compared, hashed, printed and dumped as a name and a kind would be.
@Suite("Animatable properties")
struct AnimatablePropertyTests {
    /// The known properties with the names and kinds the documentation gives them, written out by hand.
    static let known: [(AnimatableProperty, String, AnimatableValue.Kind)] = [
        (.position, "position", .point), (.bounds, "bounds", .rect), (.opacity, "opacity", .scalar),
        (.transform, "transform", .transform), (.cornerRadii, "cornerRadii", .cornerRadii),
        (.backgroundColor, "backgroundColor", .color), (.borderWidth, "borderWidth", .scalar),
        (.borderColor, "borderColor", .color), (.shadowOpacity, "shadowOpacity", .scalar),
        (.shadowRadius, "shadowRadius", .scalar), (.shadowOffset, "shadowOffset", .size),
        (.shadowColor, "shadowColor", .color), (.zPosition, "zPosition", .scalar),
        (.circularMask, "circularMask", .rect),
    ]

    /// A property as it was stored before: its name and kind, nothing else, shown by its name.
    struct NameAndKind: Hashable, CustomStringConvertible {
        let name: String
        let kind: AnimatableValue.Kind
        var description: String { name }
    }

    @Test("Each static member has its name and kind, and a property made from them is that member")
    func knownMembers() {
        for (property, name, kind) in Self.known {
            #expect(property.name == name)
            #expect(property.kind == kind)
            #expect(property.description == name)
            // The name built at run time, stored apart from the literal.
            let made = AnimatableProperty(name: String(name.reversed().reversed()), kind: kind)
            #expect(made == property, "\(name)")
            #expect(made.hashValue == property.hashValue, "\(name)")
            #expect(made.place == property.place, "\(name)")
            #expect(made.name == name)
        }
    }

    @Test("Properties are equal exactly when their names and kinds are, and equal ones hash alike")
    func equalityFollowsNameAndKind() {
        let kinds: [AnimatableValue.Kind] = [.scalar, .point, .rect, .color]
        let names = ["opacity", "position", "bounds", "blur", "", "Opacity", "caf\u{E9}", "cafe\u{301}"]
        let properties =
            names.flatMap { name in kinds.map { AnimatableProperty(name: name, kind: $0) } }
            + Self.known.map(\.0)
        for a in properties {
            for b in properties {
                let reference = NameAndKind(name: a.name, kind: a.kind) == NameAndKind(name: b.name, kind: b.kind)
                #expect((a == b) == reference, "\(a) \(a.kind) and \(b) \(b.kind)")
                if reference { #expect(a.hashValue == b.hashValue, "\(a) and \(b)") }
            }
        }
        // A known name with another kind is a property of its own, printed by the same name.
        let rectOpacity = AnimatableProperty(name: "opacity", kind: .rect)
        #expect(rectOpacity != .opacity)
        #expect(rectOpacity.description == "opacity")
        #expect(Set(properties.map { NameAndKind(name: $0.name, kind: $0.kind) }).count == Set(properties).count)
    }

    @Test("A property dumps and reflects as its name and kind")
    func dumpsAsNameAndKind() {
        for property in Self.known.map(\.0) + [AnimatableProperty(name: "blur", kind: .scalar)] {
            var dumped = ""
            dump(property, to: &dumped)
            var reference = ""
            dump(NameAndKind(name: property.name, kind: property.kind), to: &reference)
            #expect(dumped == reference)
            let children = Mirror(reflecting: property).children.map { $0.label }
            #expect(children == ["name", "kind"])
            #expect(String(reflecting: property) == property.name)
        }
    }

    @Test("The known places follow the order of a target's tracks: a view's properties, then the circular mask")
    func placesFollowTheOrder() throws {
        try #require(TrackAssembly.propertyOrder.count == Self.known.count)
        for (index, property) in TrackAssembly.propertyOrder.enumerated() {
            #expect(Int(property.place) == index)
            // The documented name of the member at that place, written out in `known`.
            #expect(AnimatableProperty.knownName(property.place) == Self.known[index].1)
        }
        #expect(AnimatableProperty(name: "blur", kind: .scalar).place == AnimatableProperty.customPlace)
    }

    @Test("Two properties have the same name exactly when their names compare equal, whatever their kinds")
    func sameName() {
        let names = Self.known.map(\.1) + ["custom", "Position", ""]
        let kinds = AnimatableValue.Kind.allCases
        for a in names {
            for b in names {
                for (kindA, kindB) in [(kinds[0], kinds[0]), (kinds[0], kinds[1]), (kinds[2], kinds[3])] {
                    let first = AnimatableProperty(name: a, kind: kindA)
                    let second = AnimatableProperty(name: b, kind: kindB)
                    #expect(first.hasName(of: second) == (a == b), "\(a) as \(kindA), \(b) as \(kindB)")
                }
            }
        }
        for (property, name, kind) in Self.known {
            let other = kinds.first { $0 != kind }!
            #expect(property.hasName(of: AnimatableProperty(name: name, kind: other)))
            #expect(AnimatableProperty(name: name, kind: other).hasName(of: property))
        }
    }
}

/// Custom names kept as numbers in the process's table: each property shows the very spelling it was made with, and
/// equality, hashing and printing are those of names and kinds, whichever thread made the property.
@Suite("Animatable properties: custom names")
struct AnimatablePropertyCustomNameTests {
    /// The UTF-8 bytes of `name`: what a spelling is, where strings compare by canonical equivalence.
    private func bytes(_ name: String) -> [UInt8] { Array(name.utf8) }

    @Test("A custom property shows the spelling it was made with, even after an equal name spelt apart")
    func spellingKept() {
        let composed = "caf\u{E9}-spelling"
        let combining = "cafe\u{301}-spelling"
        // Equal as strings, apart in bytes.
        #expect(composed == combining && bytes(composed) != bytes(combining))
        let first = AnimatableProperty(name: composed, kind: .scalar)
        let second = AnimatableProperty(name: combining, kind: .scalar)
        #expect(bytes(first.name) == bytes(composed))
        #expect(bytes(second.name) == bytes(combining))
        #expect(first == second && first.hashValue == second.hashValue)
        #expect(first != AnimatableProperty(name: combining, kind: .point))
        // Made again, each is the same property with the same spelling.
        #expect(bytes(AnimatableProperty(name: combining, kind: .rect).name) == bytes(combining))
        #expect(String(describing: second) == combining && bytes(String(describing: second)) == bytes(combining))
    }

    @Test("Custom properties made on many threads at once keep their names")
    func concurrentNames() async {
        let names = (0..<64).map { "threaded-\($0 % 24)-\(String(repeating: "x", count: $0 % 5 * 7))" }
        let made = await withTaskGroup(of: [(String, AnimatableProperty)].self) { group in
            for round in 0..<8 {
                group.addTask {
                    names.indices.map { index in
                        let name = names[(index + round * 5) % names.count]
                        return (name, AnimatableProperty(name: name, kind: .size))
                    }
                }
            }
            var all: [(String, AnimatableProperty)] = []
            for await part in group { all += part }
            return all
        }
        #expect(made.count == 8 * names.count)
        for (name, property) in made {
            #expect(bytes(property.name) == bytes(name))
            #expect(property == AnimatableProperty(name: name, kind: .size))
            #expect(property.place == AnimatableProperty.customPlace)
        }
    }

    @Test("A property holds no name: 6 bytes, whatever its name's length")
    func compactLayout() {
        #expect(MemoryLayout<AnimatableProperty>.size == 6)
        let long = AnimatableProperty(name: String(repeating: "a long custom name ", count: 20), kind: .rect)
        #expect(long.name == String(repeating: "a long custom name ", count: 20))
        #expect(long.name.utf8.count == 380)
    }
}
