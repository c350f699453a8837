import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The circular mask of a circular reveal: a mask view on the track's view for the run
/// (<doc:RunningTransitions#Circular-masks>).
extension TimelineStage {
    /// The identifier of the mask view a stage installs for a circular mask track: `transition.mask`.
    static let maskIdentifier = "transition.mask"

    /// Masks `view` with a mask view that follows the track: at each moment the mask's frame is the track's rect (in
    /// the view's bounds coordinates) and its corner radius half the rect's smaller side, so the view shows inside
    /// the rect's inscribed circle. The view's mask before is kept, and put back by ``restoreMasks()``.
    func applyCircularMask(_ track: Track, to view: View, host: HostEnvironment) {
        let origin = view.bounds.origin
        var rects: [CGRect] = []
        for keyframe in track.keyframes {
            guard case .rect(let rect) = keyframe.value else {
                reportIgnored(
                    track, "a circular mask's keyframes must be rects, not \(keyframe.value.kind)", host: host)
                return
            }
            rects.append(rect.standardized.offsetBy(dx: origin.x, dy: origin.y))
        }
        guard let first = rects.first else { return }
        let mask: View
        if let installed = masks.first(where: { $0.view === view })?.mask {
            mask = installed
        } else {
            mask = View(frame: first, identifier: Self.maskIdentifier)
            mask.backgroundColor = .black
            mask.isUserInteractionEnabled = false
            masks.append((view, view.mask, mask))
            view.mask = mask
        }
        let derived: [(AnimatableProperty, (CGRect) -> AnimatableValue)] = [
            (.position, { .point(CGPoint(x: $0.midX, y: $0.midY)) }),
            (.bounds, { .rect(CGRect(origin: .zero, size: $0.size)) }),
            (.cornerRadii, { .cornerRadii(.uniform(min($0.width, $0.height) / 2)) }),
        ]
        for (property, value) in derived {
            let keyframes = zip(track.keyframes, rects).map { keyframe, rect in
                Keyframe(time: keyframe.time, value: value(rect), timing: keyframe.timing)
            }
            guard
                let part = try? Track(
                    target: track.target, property: property, keyframes: keyframes, delay: track.delay,
                    duration: track.duration)
            else { continue }
            animate(mask, along: part)
        }
    }

    /// Ends the animations of the masks the stage installed and gives each masked view back the mask it had, unless
    /// something else replaced the stage's mask meanwhile. A mask the view had that has been added to a hierarchy
    /// since cannot be a mask again: the view is left without one, with the diagnostic ``View/mask`` reports.
    func restoreMasks() {
        for (view, previous, mask) in masks {
            mask.removeAnimations(ofAnimator: animator)
            guard view.mask === mask else { continue }
            // Off first, so that a mask the view cannot take back (one that has a superview now) leaves it unmasked.
            view.mask = nil
            view.mask = previous
        }
        masks = []
    }
}
