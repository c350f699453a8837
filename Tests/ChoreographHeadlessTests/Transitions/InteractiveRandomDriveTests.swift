import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import PropertyBased
import Testing

/// A random sequence of calls on a percent-driven interactor, with the clock advancing between some of them.
struct RandomDrive: CustomStringConvertible {
    /// One call of a drive.
    enum Step: Int, CaseIterable {
        case update, updateNaN, finish, cancel, pause, wait, setSpeed
    }

    /// Speeds that read as 1, and real ones; a tiny real speed would legitimately take longer than the tests wait.
    static let speeds = [0, -1, .nan, .infinity, .leastNonzeroMagnitude, 0.5, 1, 3]

    /// Step numbers, each taken modulo the number of steps.
    let steps: [Int]
    /// One value per step: the progress of an update (every seventh one made subnormal), the seconds of a wait
    /// (half its size), the pick of a speed.
    let values: [Double]

    var description: String {
        "\(steps.map { Step(rawValue: $0 % Step.allCases.count)! }) with \(values.prefix(steps.count))"
    }

    /// The generator of steps and values.
    static let stepsGen = Gen.int(in: 0...(Step.allCases.count - 1)).array(of: 0...25)
    static let valuesGen = Gen.double(in: -0.5...1.5).array(of: 25)

    /// Makes the calls on `interactor`, then cancels (which does nothing once the interaction has ended) and waits
    /// long enough for any transition to end.
    @MainActor
    func run(on interactor: PercentDrivenInteractiveTransition, clock: ManualClock) {
        interactor.update(0)
        for (index, raw) in steps.enumerated() {
            let value = values[index % values.count]
            switch Step(rawValue: raw % Step.allCases.count)! {
            case .update: interactor.update(index.isMultiple(of: 7) ? value * .leastNonzeroMagnitude : value)
            case .updateNaN: interactor.update(.nan)
            case .finish: interactor.finish()
            case .cancel: interactor.cancel()
            case .pause: interactor.pause()
            case .wait: clock.advance(by: abs(value) / 2)
            case .setSpeed: interactor.completionSpeed = Self.speeds[Int(abs(value) * 1000) % Self.speeds.count]
            }
        }
        interactor.cancel()
        clock.advance(by: 30)
    }
}

@MainActor
@Suite("Random interactive drives")
struct InteractiveRandomDriveTests {
    @Test("Any drive of a dismissal ends it cleanly: over, nothing animating, the screen as completed or as it was")
    func randomDismissals() async {
        await seededPropertyCheck(
            count: 200, input: RandomDrive.stepsGen, RandomDrive.valuesGen, Gen.bool, Gen.bool, Gen.bool
        ) { steps, values, interruptible, outlasting, interactiveStart in
            let drive = RandomDrive(steps: steps, values: values)
            let (host, clock, window, first, second) = modalScene()
            defer { withExtendedLifetime(window) {} }
            let interactor = PercentDrivenInteractiveTransition()
            interactor.wantsInteractiveStart = interactiveStart
            let vendor = InteractiveVendor(
                animator: OutlastingFadeAnimator(
                    reported: 0.3, animated: outlasting ? 1.2 : 0.3, interruptible: interruptible),
                interactor: interactor)
            defer { withExtendedLifetime(vendor) {} }
            second.transitioningDelegate = vendor
            first.present(second, animated: true)
            drive.run(on: interactor, clock: clock)
            #expect(second.transitionCoordinator == nil, "\(drive)")
            #expect(!second.view.isAnimating, "\(drive)")
            #expect(!first.view.isAnimating, "\(drive)")
            #expect(host.diagnostics.codes.allSatisfy { $0 == .transitionInvalidProgress }, "\(drive)")
            if first.presentedViewController === second {
                #expect(second.view.alpha == 1, "\(drive)")
                #expect(second.view.presentation.alpha == 1, "\(drive)")
                #expect(second.view.window === window, "\(drive)")
            } else {
                #expect(second.viewIfLoaded?.window == nil, "\(drive)")
            }
        }
    }

    @Test("Any drive of a navigation pop ends it cleanly: one of the two stacks, its top on screen, nothing animating")
    func randomPops() async {
        await seededPropertyCheck(
            count: 200, input: RandomDrive.stepsGen, RandomDrive.valuesGen, Gen.bool, Gen.bool
        ) { steps, values, interruptible, outlasting in
            let drive = RandomDrive(steps: steps, values: values)
            let (host, clock, window, navigation, a) = navigationScene()
            defer { withExtendedLifetime(window) {} }
            let b = ViewController(identifier: "B")
            navigation.pushViewController(b, animated: false)
            let interactor = PercentDrivenInteractiveTransition()
            let vendor = NavigationVendor(
                animator: OutlastingFadeAnimator(
                    reported: 0.3, animated: outlasting ? 1.2 : 0.3, interruptible: interruptible),
                interactor: interactor)
            defer { withExtendedLifetime(vendor) {} }
            navigation.delegate = vendor
            navigation.popViewController(animated: true)
            drive.run(on: interactor, clock: clock)
            #expect(b.transitionCoordinator == nil, "\(drive)")
            #expect(!a.view.isAnimating && !b.view.isAnimating, "\(drive)")
            #expect(host.diagnostics.codes.allSatisfy { $0 == .transitionInvalidProgress }, "\(drive)")
            let top = navigation.topViewController
            #expect(top === a || top === b, "\(drive)")
            let hidden = top === a ? b : a
            #expect(top?.view.window === window, "\(drive)")
            #expect(top?.view.presentation.alpha == 1, "\(drive)")
            #expect(hidden.viewIfLoaded?.window == nil, "\(drive)")
        }
    }
}
