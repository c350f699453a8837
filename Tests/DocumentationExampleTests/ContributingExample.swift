// example: CONTRIBUTING.md
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif
// end example

/// Geometry members that come from the CoreGraphics overlay on Apple platforms (`minX`, `.zero`), in a file with
/// only the imports CONTRIBUTING.md asks for: this file compiles on every platform. `ContributingExampleTests`
/// checks the values.
func contributingExampleGeometry() -> (left: CGFloat, zeroWidth: CGFloat) {
    (CGRect(x: 10, y: 20, width: 30, height: 40).minX, CGRect.zero.width)
}
