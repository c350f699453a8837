import Choreograph
import Foundation

/// A library preset the app shows on a plain detail screen: presented (a SwiftUI view in a hosting controller) or
/// pushed (a UIKit screen).
struct PresetExample {
    /// How the detail screen is shown.
    enum Style {
        /// `present(_:transition:)` of a SwiftUI view.
        case present
        /// `pushViewController(_:transition:)` of a UIKit screen.
        case push
    }

    /// The preset as it reads in code.
    let title: String
    let transition: Transition
    let style: Style

    /// The presets the list shows.
    static let all: [PresetExample] = [
        PresetExample(title: ".push(from: .trailing)", transition: .push(from: .trailing), style: .push),
        PresetExample(title: ".slide(from: .right)", transition: .slide(from: .right), style: .push),
        PresetExample(title: ".cube(from: .right)", transition: .cube(from: .right), style: .push),
        PresetExample(title: ".flip(from: .left)", transition: .flip(from: .left), style: .push),
        PresetExample(title: ".fade", transition: .fade, style: .present),
        PresetExample(title: ".cover(from: .bottom)", transition: .cover(from: .bottom), style: .present),
        PresetExample(title: ".pageIn(from: .right)", transition: .pageIn(from: .right), style: .present),
        PresetExample(title: ".zoom", transition: .zoom, style: .present),
    ]
}
