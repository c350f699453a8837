import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The detents of a sheet, as `UISheetPresentationController.Detent` (<doc:SheetPresentations>).
extension SheetPresentationController {
    /// The context a custom detent's resolver is given, as `UISheetPresentationControllerDetentResolutionContext`.
    public struct DetentResolutionContext: Sendable {
        /// The height of the sheet at its tallest: the container's height less ``/Choreograph/SheetSettings/topInset``.
        public var maximumDetentValue: CGFloat
    }

    /// A height at which the sheet comes to rest, as `UISheetPresentationController.Detent`.
    @MainActor
    public final class Detent {
        /// A detent's name, as `UISheetPresentationController.Detent.Identifier`.
        public typealias Identifier = SheetDetent.Identifier

        /// The detent's identifier.
        public let identifier: Identifier
        private let kind: Kind

        private enum Kind {
            case system(SheetDetent)
            case custom((DetentResolutionContext) -> CGFloat?)
        }

        private init(identifier: Identifier, kind: Kind) {
            self.identifier = identifier
            self.kind = kind
        }

        /// The system's medium detent (``/Choreograph/SheetDetent/Identifier/medium``): half the container's height.
        public static func medium() -> Detent {
            Detent(identifier: .medium, kind: .system(.medium))
        }

        /// The system's large detent (``/Choreograph/SheetDetent/Identifier/large``): the sheet at its tallest.
        public static func large() -> Detent {
            Detent(identifier: .large, kind: .system(.large))
        }

        /// A detent whose height `resolver` returns from the context's maximum detent value; `nil` makes it
        /// inactive. Without an identifier one is made, `custom-1`, `custom-2`, … in the order of the calls.
        public static func custom(
            identifier: Identifier? = nil, resolver: @escaping (DetentResolutionContext) -> CGFloat?
        ) -> Detent {
            customCount += 1
            return Detent(identifier: identifier ?? Identifier("custom-\(customCount)"), kind: .custom(resolver))
        }

        /// The detent's height in `context`, or `nil` when it is inactive there.
        public func resolvedValue(in context: DetentResolutionContext) -> CGFloat? {
            let maximum = Double(context.maximumDetentValue)
            let settings = SheetSettings.standard
            // The container height that gives this maximum under the standard settings.
            let height = core(maximum: maximum).height(
                inContainerHeight: maximum + settings.topInset, settings: settings)
            return height.map { CGFloat($0) }
        }

        /// The core detent for a sheet whose maximum detent value is `maximum`: a custom resolver is asked now.
        func core(maximum: Double) -> SheetDetent {
            switch kind {
            case .system(let detent):
                return detent
            case .custom(let resolver):
                let value = resolver(DetentResolutionContext(maximumDetentValue: CGFloat(maximum))).map { Double($0) }
                return .custom(identifier: identifier) { _ in value }
            }
        }

        private static var customCount = 0
    }
}
