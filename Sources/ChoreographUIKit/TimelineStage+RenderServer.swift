#if canImport(UIKit)
    import Choreograph
    import Foundation
    import QuartzCore
    import UIKit

    /// Handing tracks to the render server and taking them back: the keyframe animations of a run that starts by
    /// itself.
    extension TimelineStage {
        /// Whether the render server plays some of the stage's tracks now.
        var isPlayingOnRenderServer: Bool { !playing.isEmpty }

        /// Adds a keyframe animation to its view's layer for every track the stage's ``renderServer`` plan hands to
        /// the render server, beginning at `startTime` (media time, as `CACurrentMediaTime()` gives it), and stops
        /// showing those tracks on the display link. Does nothing while the render server plays already, and for a
        /// transition that is interactive now.
        ///
        /// Each animation fills backwards and forwards and stays on the layer when it ends, so nothing snaps before a
        /// track's delay or after its end; the layer's own value is set to the track's last value, so the layer
        /// stays put when the animation is removed (and, for corner radii, its mask to the corners the animation
        /// rounds).
        func playOnRenderServer(startingAt startTime: TimeInterval) {
            guard playing.isEmpty, !context.isInteractive else { return }
            for index in renderServer.renderServerIndexes {
                guard let description = renderServer.placements[index].animation else { continue }
                let (view, property) = bindings[index]
                let layer = view.layer
                guard let animation = description.coreAnimation(startingAt: layer.convertTime(startTime, from: nil)),
                    let end = description.values.last
                else { continue }
                view.setChoreographValue(end, for: property)
                if let mask = description.cornerMask { layer.maskedCorners = CACornerMask(mask) }
                layer.add(animation, forKey: Self.animationKey(track: index))
                playing[index] = layer
            }
        }

        /// Removes every keyframe animation the stage added, so that the display link shows every track again; the
        /// caller then shows the time on screen (``show(time:)``), in the same transaction, so that each value is
        /// the same timeline sample before and after. Does nothing when the render server plays nothing.
        func takeBackFromRenderServer() {
            guard !playing.isEmpty else { return }
            let layers = playing
            playing = [:]
            for (index, layer) in layers { layer.removeAnimation(forKey: Self.animationKey(track: index)) }
        }

        /// The key of the keyframe animation of the track at `index`.
        static func animationKey(track index: Int) -> String {
            "choreograph.track.\(index)"
        }
    }
#endif
