/// A height at which a sheet comes to rest, as `UISheetPresentationController.Detent`
/// (<doc:SheetGeometry#Detents>).
///
/// A detent resolves to a height — the part of the sheet above the container's bottom edge — from the *maximum
/// detent value*, the height of the sheet at its tallest (``SheetLayout/maximumDetentValue(containerHeight:settings:)``):
/// ``medium`` is half the container's height, ``large`` the maximum, and a ``custom(identifier:resolver:)`` detent
/// whatever its resolver returns for the maximum.
public struct SheetDetent: Sendable {
    /// A detent's name, as `UISheetPresentationController.Detent.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The name.
        public var rawValue: String

        /// Creates an identifier with a name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an identifier with a name.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The ``SheetDetent/medium`` detent's identifier: `"medium"`.
        public static let medium = Identifier("medium")
        /// The ``SheetDetent/large`` detent's identifier: `"large"`.
        public static let large = Identifier("large")

        /// The name.
        public var description: String { rawValue }
    }

    /// How a detent finds its height.
    public enum Resolution: Sendable {
        /// ``SheetSettings/mediumFraction`` (one half) of the container's height, at most the maximum.
        case medium
        /// The maximum detent value.
        case large
        /// The resolver's answer for the maximum detent value; `nil` makes the detent inactive.
        case custom(@Sendable (Double) -> Double?)
    }

    /// The detent's identifier.
    public let identifier: Identifier
    /// How the detent finds its height.
    public let resolution: Resolution

    /// The system's medium detent: half the container's height.
    public static let medium = SheetDetent(identifier: .medium, resolution: .medium)
    /// The system's large detent: the sheet at its tallest, ``SheetSettings/topInset`` below the container's top.
    public static let large = SheetDetent(identifier: .large, resolution: .large)

    /// A detent whose height `resolver` computes from the maximum detent value, as
    /// `UISheetPresentationController.Detent.custom(identifier:resolver:)`.
    ///
    /// - Parameters:
    ///   - identifier: The detent's identifier.
    ///   - resolver: Given the maximum detent value in points, the detent's height, or `nil` when the detent is
    ///     inactive. A height that is not finite or not greater than 0 makes the detent inactive too; one above the
    ///     maximum counts as the maximum.
    public static func custom(identifier: Identifier, resolver: @escaping @Sendable (Double) -> Double?) -> SheetDetent
    {
        SheetDetent(identifier: identifier, resolution: .custom(resolver))
    }

    /// The detent's height in a container `containerHeight` points tall, or `nil` when it is inactive there.
    ///
    /// - Parameters:
    ///   - containerHeight: The container's height, in points; a value that is not finite or not greater than 0
    ///     leaves every detent inactive.
    ///   - settings: The numbers the system detents use. Default ``SheetSettings/standard``.
    public func height(inContainerHeight containerHeight: Double, settings: SheetSettings = .standard) -> Double? {
        let maximum = SheetLayout.maximumDetentValue(containerHeight: containerHeight, settings: settings)
        guard maximum > 0 else { return nil }
        let value: Double?
        switch resolution {
        case .medium: value = containerHeight * settings.mediumFraction
        case .large: value = maximum
        case .custom(let resolver): value = resolver(maximum)
        }
        guard let value, value.isFinite, value > 0 else { return nil }
        return min(value, maximum)
    }
}
