import Foundation

#if !canImport(UIKit)
    /// The item and section of an index path, as UIKit adds them to `IndexPath`; defined here only where UIKit is
    /// missing.
    extension IndexPath {
        /// An index path of two indexes: `section`, then `item`.
        public init(item: Int, section: Int) {
            self.init(indexes: [section, item])
        }

        /// The second index: the item within its section.
        public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// The first index: the section.
        public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }
    }
#endif
