import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// The border, the shadow and the depth of a state, which almost no view sets, and the entries of its transform that
// only depth and perspective set: kept in one box that a state without any of them does without (``ViewState``'s
// `rareBox`).
extension ViewState {
    /// The border, the shadow, the depth and the transform's depth entries, with their defaults.
    struct RareFields {
        /// ``ViewState/borderWidth``. Default 0.
        var borderWidth: CGFloat = 0
        /// ``ViewState/borderColor``. Default black.
        var borderColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
        /// ``ViewState/shadowOpacity``. Default 0.
        var shadowOpacity: CGFloat = 0
        /// ``ViewState/shadowRadius``. Default 3.
        var shadowRadius: CGFloat = 3
        /// ``ViewState/shadowOffset``. Default (0, −3).
        var shadowOffset = CGSize(width: 0, height: -3)
        /// ``ViewState/shadowColor``. Default black.
        var shadowColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
        /// ``ViewState/zPosition``. Default 0.
        var zPosition: CGFloat = 0
        /// The entries of ``ViewState/transform`` that only depth and perspective set. Default the identity's.
        var transformDepth = DepthEntries()

        /// Whether every field holds its default bit for bit: a negative zero, which compares equal to zero, is not
        /// the default, so that a state keeps it.
        var holdsDefaults: Bool {
            let defaults = RareFields()
            func bits(_ value: CGFloat) -> UInt64 { Double(value).bitPattern }
            func bits(_ color: Color) -> UInt64 {
                bits(color.red) | bits(color.green) | bits(color.blue) | (bits(color.alpha) ^ bits(1))
            }
            let differences =
                bits(borderWidth) | bits(borderColor) | bits(shadowOpacity)
                | (bits(shadowRadius) ^ bits(defaults.shadowRadius)) | bits(shadowOffset.width)
                | (bits(shadowOffset.height) ^ bits(defaults.shadowOffset.height)) | bits(shadowColor)
                | bits(zPosition)
            return differences == 0 && transformDepth.hasSameBits(as: DepthEntries())
        }
    }

    /// A state's ``RareFields`` out of line. Immutable, so that states sharing one never see each other's changes.
    final class RareBox: Sendable {
        /// The fields.
        let fields: RareFields

        init(_ fields: RareFields) {
            self.fields = fields
        }
    }

    /// The border, the shadow, the depth and the transform's depth entries: the box's, or the defaults without one.
    @inline(__always)
    var rare: RareFields {
        rareBox?.fields ?? RareFields()
    }

    /// Changes the border, the shadow, the depth or the transform's depth entries by `change`, in a new box; a state whose fields then all hold
    /// their defaults, bit for bit, keeps none.
    mutating func changeRare(_ change: (inout RareFields) -> Void) {
        var fields = rare
        change(&fields)
        rareBox = fields.holdsDefaults ? nil : RareBox(fields)
    }
}
