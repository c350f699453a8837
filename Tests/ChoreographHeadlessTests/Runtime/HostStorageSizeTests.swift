import Choreograph
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The sizes the changelog gives for what the host keeps per view and per animation, worked out by hand from the
/// fields, held as upper bounds: a field added or moved so that it opens a gap fails here.
@MainActor
@Suite("Host storage sizes")
struct HostStorageSizeTests {
    @Test("An animation record takes 64 bytes")
    func animationRecord() {
        // The view's name (16) at 0; the property, a name (16) and a kind (1), at 16…33; the two value slots, two
        // 4-byte offsets and two 2-byte layouts (12, aligned to 4), at 36…48; the values' store (8) at 48; the shared
        // times (8) at 56.
        #expect(MemoryLayout<ValueSlots>.size == 12)
        #expect(MemoryLayout<AnimationRecord>.stride <= 64)
    }

    @Test("A view's stored state takes 466 bytes, its flags last, where the view's own flags follow them")
    func viewStorage() {
        // The model state: a center (16), bounds (32), a transform (128), an alpha (8), an optional background colour
        // (33, then 7 of padding), corner radii (32), a border width (8) and colour (32), a shadow's opacity, radius,
        // offset and colour (8 + 8 + 16 + 32) and a depth (8): 368.
        #expect(MemoryLayout<ViewState>.size <= 368)
        // The largest content, a label's text (16), font size (8), weight (1, then 7 of padding), colour (32) and
        // alignment (1), with the case kept in bits the text leaves unused: 65.
        #expect(MemoryLayout<ViewContent>.size <= 65)
        // The model state at 0, the identifier (16) at 368, the content at 384…449, the subviews (8) at 456 and the
        // two flags at 464 and 465.
        #expect(MemoryLayout<ViewStorage>.size <= 466)
        #expect(MemoryLayout<ViewStorage>.stride <= 472)
    }

    @Test("A recorded change takes 40 bytes")
    func changeEntry() {
        // The view (8) at 0; the property (17) at 8…25; the width of the `to` slot (1) at 25; the slots (12, aligned
        // to 4) at 28…40.
        #expect(MemoryLayout<ChangeEntry>.stride <= 40)
    }
}
