import Choreograph

extension LayoutDirection {
    /// The core's layout direction for a view's ``UserInterfaceLayoutDirection``, as the bridge's initializer from
    /// UIKit's: right to left for ``UserInterfaceLayoutDirection/rightToLeft``, left to right otherwise.
    public init(_ direction: UserInterfaceLayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
