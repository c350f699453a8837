#if canImport(UIKit)
    import Choreograph
    import Foundation
    import UIKit

    extension UISheetPresentationController.Detent {
        /// UIKit's detent for the core's `detent`, so one definition of a sheet's detents drives both the headless
        /// host's sheet and UIKit's own `UISheetPresentationController` (which is the library's sheet on UIKit).
        ///
        /// ```swift
        /// let peek = SheetDetent.custom(identifier: .init("peek")) { maximum in maximum * 0.25 }
        /// sheet.sheetPresentationController?.detents = [.library(peek), .library(.large)]
        /// ```
        ///
        /// ``/Choreograph/SheetDetent/medium`` and ``/Choreograph/SheetDetent/large`` become UIKit's `medium()` and
        /// `large()`. A custom detent becomes `custom(identifier:resolver:)` with the same identifier, its resolver
        /// given the context's `maximumDetentValue`; as the core resolves it, an answer that is not a finite number
        /// greater than 0 makes the detent inactive (`nil`) and one above the maximum counts as the maximum.
        ///
        /// - Parameter detent: The core's detent.
        /// - Returns: UIKit's detent.
        public static func library(_ detent: SheetDetent) -> UISheetPresentationController.Detent {
            switch detent.resolution {
            case .medium:
                return .medium()
            case .large:
                return .large()
            case .custom(let resolver):
                return .custom(identifier: Identifier(detent.identifier.rawValue)) { context in
                    let maximum = Double(context.maximumDetentValue)
                    guard let value = resolver(maximum), value.isFinite, value > 0 else { return nil }
                    return CGFloat(min(value, maximum))
                }
            }
        }
    }
#endif
