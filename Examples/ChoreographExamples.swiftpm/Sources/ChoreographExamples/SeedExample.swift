import Choreograph
import ChoreographSeedTransitions
import ChoreographSeeds
import ChoreographUIKit
import UIKit

/// One of the five seed scenarios: its screens are the UIKit-written seed files of `ChoreographSeeds` — the same files
/// the headless tests run — shown once with the seed's own animators and once with a library one-liner.
///
/// The library transitions are `ChoreographSeedTransitions`' values, the ones `ChoreographDemos`' `*-library` demos
/// run headless.
enum SeedExample: CaseIterable {
    case herbsPop
    case pizzaPush
    case bikesCard
    case fade
    case redviewScale

    /// The seed's name.
    var name: String {
        switch self {
        case .herbsPop: "herbs-pop"
        case .pizzaPush: "pizza-push"
        case .bikesCard: "bikes-card"
        case .fade: "fade"
        case .redviewScale: "redview-scale"
        }
    }

    /// What the seed's own code does, as its screen shows it.
    var seedSummary: String {
        switch self {
        case .herbsPop: "Tap a herb: HerbPopAnimator"
        case .pizzaPush: "Tap a pizza: PizzaTransitionAnimator"
        case .bikesCard: "Tap the map: CardSlideAnimator"
        case .fade: "Tap the button: FadeAnimator"
        case .redviewScale: "Tap the red view: RedScaleAnimator"
        }
    }

    /// The library one-liner the Library button runs, as it reads in code.
    var libraryLine: String {
        switch self {
        case .herbsPop: "present(details, transition: .zoom(from: \"herb-2\", fades: false)…)"
        case .pizzaPush: "pushViewController(detail, transition: .matchedGeometry()…)"
        case .bikesCard: "present(stations, transition: .cover(from: .right))"
        case .fade: "present(second, transition: .fade.duration(0.7))"
        case .redviewScale: "present(detail, transition: .zoom(from: \"red-1\", fades: false))"
        }
    }

    /// The seed's first screen, as the seed builds it.
    @MainActor
    func makeRoot() -> UIViewController {
        switch self {
        case .herbsPop: HerbsViewController()
        case .pizzaPush: PizzaGridViewController()
        case .bikesCard: MapViewController()
        case .fade: FadeFirstViewController()
        case .redviewScale: RedSourceViewController()
        }
    }

    /// Runs the library one-liner from `root`, a screen ``makeRoot()`` made, as the `*-library` demo does.
    @MainActor
    func runLibrary(from root: UIViewController) {
        switch (self, root) {
        case (.herbsPop, let herbs as HerbsViewController):
            let index = 2
            guard herbs.herbs.indices.contains(index) else { return }
            let details = HerbDetailViewController(herb: herbs.herbs[index])
            details.modalPresentationStyle = .fullScreen
            details.view.clipsToBounds = true
            herbs.present(details, transition: SeedTransitions.herbsPop(forHerb: index))
        case (.pizzaPush, let grid as PizzaGridViewController):
            let index = 2
            guard grid.pizzas.indices.contains(index), let navigation = grid.navigationController,
                navigation.topViewController === grid
            else { return }
            navigation.pushViewController(
                PizzaDetailViewController(pizza: grid.pizzas[index]),
                transition: SeedTransitions.pizzaPush(forPizzaAt: index))
        case (.bikesCard, let map as MapViewController):
            let stations = StationsViewController()
            stations.modalPresentationStyle = .custom
            stations.transitioningDelegate = map.cardTransition
            map.present(stations, transition: SeedTransitions.bikesCard)
        case (.fade, let first as FadeFirstViewController):
            let second = FadeSecondViewController()
            second.modalPresentationStyle = .custom
            first.present(second, transition: SeedTransitions.fade)
        case (.redviewScale, let source as RedSourceViewController):
            let detail = RedDetailViewController()
            detail.modalPresentationStyle = .fullScreen
            source.present(detail, transition: SeedTransitions.redviewScale)
        default:
            break
        }
    }
}
