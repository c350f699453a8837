import Foundation

extension AnimatableProperty {
    /// The names of the properties outside the known ones, each kept once, as its exact characters, for the life of
    /// the process, so that a property holds a number rather than a string: it copies and goes away without touching
    /// a reference count, and a track or a motion that holds one is smaller.
    ///
    /// A name is found again by its UTF-8 bytes, so a property shows the very spelling it was made with (two names
    /// that are equal as strings but spelt apart, such as a precomposed accent and a combining one, are kept apart
    /// and compare equal by their names). The table only grows: a program that makes millions of distinct custom
    /// names keeps them all.
    final class CustomNames: @unchecked Sendable {
        /// The one table of the process.
        static let shared = CustomNames()

        /// Guards ``names`` and ``numbers``.
        private let lock = NSLock()
        /// The names, by number − 1.
        private var names: [String] = []
        /// Each name's number (1 + its index in ``names``), by its UTF-8 bytes.
        private var numbers: [[UInt8]: UInt32] = [:]

        /// The number of `name`, given to it now when it has none: 1 or greater.
        func number(of name: String) -> UInt32 {
            let bytes = Array(name.utf8)
            lock.lock()
            defer { lock.unlock() }
            if let number = numbers[bytes] { return number }
            precondition(
                names.count < Int(UInt32.max), "more than \(UInt32.max - 1) distinct custom property names")
            names.append(name)
            let number = UInt32(names.count)
            numbers[bytes] = number
            return number
        }

        /// The name of number `number`, given by ``number(of:)``.
        func name(_ number: UInt32) -> String {
            lock.lock()
            defer { lock.unlock() }
            return names[Int(number) - 1]
        }
    }
}
