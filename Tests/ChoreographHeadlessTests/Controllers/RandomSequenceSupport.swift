import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ViewController {
    /// This controller and every controller presented above it, this one first and the top one last.
    var presentationChain: [ViewController] {
        var chain: [ViewController] = [self]
        while let next = chain[chain.count - 1].presentedViewController { chain.append(next) }
        return chain
    }
}

extension TouchSimulator {
    /// Drags from the left edge of `window`, halfway down, to `x` over 0.2 s, as a swipe back does; a drag the
    /// simulator refuses is ignored, as a random sequence may ask for one at any time.
    func swipeBack(in window: Window, to x: CGFloat) {
        let y = window.bounds.height / 2
        try? drag(from: CGPoint(x: 2, y: y), to: CGPoint(x: x, y: y), duration: 0.2)
    }
}
