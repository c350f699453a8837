/// Equality and hashing by identity, as `NSObject` gives UIKit's classes: two references are equal when they are
/// the same object.
///
/// Views, view controllers, layers, gesture recognizers and presentation controllers conform, so that UIKit code
/// comparing them with `==` (`touch.view == view`, `presented == self`) or keeping them in sets and dictionary keys
/// compiles and means what it means on iOS.
public protocol ReferenceIdentity: AnyObject, Hashable {}

extension ReferenceIdentity {
    /// Whether `lhs` and `rhs` are the same object.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension View: ReferenceIdentity {}
extension ViewController: ReferenceIdentity {}
extension Layer: ReferenceIdentity {}
extension GestureRecognizer: ReferenceIdentity {}
extension PresentationController: ReferenceIdentity {}
