#if canImport(UIKit)
    import Foundation
    import ObjectiveC
    import UIKit

    extension UIView {
        /// The identifier library transitions know this view by: elements with the same identifier on both screens
        /// morph into each other, and `.zoom(from:)` and `source(_:)` name elements by it. Default `nil`.
        ///
        /// ```swift
        /// let photo = UIImageView(image: UIImage(named: "basil"))
        /// photo.choreographID = "herb-2"
        /// ```
        ///
        /// Stored as an associated object, so any view can carry one. When it is `nil`, the view's
        /// `accessibilityIdentifier` is used instead (see ``sceneIdentifier``).
        public var choreographID: String? {
            get { objc_getAssociatedObject(self, AssociationKey.choreographID) as? String }
            set {
                objc_setAssociatedObject(self, AssociationKey.choreographID, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC)
            }
        }

        /// The identifier a capture gives this view's element: ``choreographID``, else `accessibilityIdentifier`;
        /// an empty string counts as none.
        ///
        /// ```swift
        /// let cell = UIView()
        /// cell.accessibilityIdentifier = "herb-2"
        /// let identifier = cell.sceneIdentifier
        /// ```
        public var sceneIdentifier: String? {
            if let identifier = choreographID, !identifier.isEmpty { return identifier }
            if let identifier = accessibilityIdentifier, !identifier.isEmpty { return identifier }
            return nil
        }
    }
#endif
