// MARK: - Internal API

/// The names and kinds of the known properties, by place.
extension AnimatableProperty {
    /// Whether the property's ``name`` is `other`'s, whatever their kinds: two known properties compare their places,
    /// without making their names.
    package func hasName(of other: AnimatableProperty) -> Bool {
        if place != Self.customPlace && other.place != Self.customPlace { return place == other.place }
        return name == other.name
    }

    /// How many places the known properties take: theirs run from 0 up to this, 14, exclusive.
    package static var knownPlaceCount: Int { 14 }

    /// The known property at `place`, below ``knownPlaceCount``: the static member whose ``place`` it is (``position``
    /// at 0, …, ``circularMask`` at 13), made from the names and kinds kept here.
    package static func known(place: UInt8) -> AnimatableProperty {
        precondition(Int(place) < knownPlaceCount, "no known property has place \(place)")
        return AnimatableProperty(known: place, kind: knownKind(place))
    }

    /// The name of the known property at `place`; empty for any other place (never asked: a property at another
    /// place keeps its own name).
    static func knownName(_ place: UInt8) -> String {
        switch place {
        case 0: "position"
        case 1: "bounds"
        case 2: "opacity"
        case 3: "transform"
        case 4: "cornerRadii"
        case 5: "backgroundColor"
        case 6: "borderWidth"
        case 7: "borderColor"
        case 8: "shadowOpacity"
        case 9: "shadowRadius"
        case 10: "shadowOffset"
        case 11: "shadowColor"
        case 12: "zPosition"
        case 13: "circularMask"
        default: ""
        }
    }

    /// The place of the known property named `name` (as strings compare) of `kind`, or ``customPlace`` when no known
    /// property has both.
    static func knownPlace(name: String, kind: AnimatableValue.Kind) -> UInt8 {
        let place: UInt8
        switch name {
        case "position": place = 0
        case "bounds": place = 1
        case "opacity": place = 2
        case "transform": place = 3
        case "cornerRadii": place = 4
        case "backgroundColor": place = 5
        case "borderWidth": place = 6
        case "borderColor": place = 7
        case "shadowOpacity": place = 8
        case "shadowRadius": place = 9
        case "shadowOffset": place = 10
        case "shadowColor": place = 11
        case "zPosition": place = 12
        case "circularMask": place = 13
        default: return customPlace
        }
        return knownKind(place) == kind ? place : customPlace
    }

    /// The kind of the known property at `place`.
    private static func knownKind(_ place: UInt8) -> AnimatableValue.Kind {
        switch place {
        case 0: .point
        case 1, 13: .rect
        case 3: .transform
        case 4: .cornerRadii
        case 5, 7, 11: .color
        case 10: .size
        default: .scalar
        }
    }
}
