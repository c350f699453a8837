import Foundation

/// What a host's transition audits remember between transitions (<doc:TransitionAudit>): how each screen looked
/// when a transition took it off screen, and the controllers that left, to check for leaks.
@MainActor
final class AuditBook {
    /// A controller's picture, taken when a transition started with it on screen.
    struct Shown {
        weak var controller: ViewController?
        var picture: ViewPicture
    }

    /// A controller a transition took away, watched for leaks.
    struct Departed {
        weak var controller: ViewController?
        weak var view: View?
        /// The controller's name, for the message once it is gone.
        let name: String
        /// What took it away: `dismissal`, `pop`, or `presentation` (a cancelled one).
        let kind: String
    }

    /// How many transitions have begun on the host: a transition that begins while another one ends (from a
    /// completion handler) changes the screen the ending one is audited on.
    var transitionsBegun = 0
    /// How many transitions are ending now: between leaving the host's running transitions and their audit, a change
    /// is still the transition's (its did-end callbacks, completion handler and `animationEnded`).
    var transitionsEnding = 0
    private var shown: [ObjectIdentifier: Shown] = [:]
    private(set) var departed: [Departed] = []

    /// Remembers `picture` as how `controller`'s screen looked when it was last on screen.
    func remember(_ picture: ViewPicture, of controller: ViewController) {
        shown = shown.filter { $0.value.controller != nil }
        shown[ObjectIdentifier(controller)] = Shown(controller: controller, picture: picture)
    }

    /// A change the app made to `view` (hidden, alpha or transform) out of any window while no transition runs or
    /// ends: the pictures that hold `view` take its new state, so that a screen the app changes while another covers
    /// it is compared, when it shows again, with what the app made of it rather than with what it was before it left
    /// (<doc:TransitionAudit#The-screen-now-showing>).
    func appChanged(_ view: View) {
        // A picture that does not hold `view` ignores the refresh.
        for key in shown.keys { shown[key]?.picture.refresh(view) }
    }

    /// How `controller`'s screen looked when a transition last took it off screen; `nil` when none did.
    func picture(of controller: ViewController) -> ViewPicture? {
        guard let entry = shown[ObjectIdentifier(controller)], entry.controller === controller else { return nil }
        return entry.picture
    }

    /// Watches `controller` (and its view) for leaks.
    func watch(_ controller: ViewController, kind: String) {
        departed.removeAll { $0.controller == nil && $0.view == nil }
        departed.append(
            Departed(controller: controller, view: controller.viewIfLoaded, name: controller.traceName, kind: kind))
    }

    /// Stops watching everything.
    func clearDeparted() {
        departed.removeAll()
    }
}
