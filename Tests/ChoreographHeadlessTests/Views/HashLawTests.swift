import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The host's values that store geometry hash it by hand; equal values must hash the same.
@Suite("Hash law of the host's geometry values")
struct HostHashLawTests {
    @Test("Equal drag scripts hash the same")
    func dragScript() async {
        await HashLaw.check(components: 5) {
            DragScript(start: CGPoint(x: $0[0], y: $0[1]), end: CGPoint(x: $0[2], y: $0[3]), duration: $0[4])
        }
    }

    @Test("Equal image contents hash the same")
    func imageContent() async {
        await HashLaw.check(components: 2) { ImageContent(name: "basil", size: CGSize(width: $0[0], height: $0[1])) }
    }

    @Test("Equal view states hash the same")
    func viewState() async {
        await HashLaw.check(components: 16) { numbers in
            var state = ViewState()
            state.center = CGPoint(x: numbers[0], y: numbers[1])
            state.bounds = CGRect(x: numbers[2], y: numbers[3], width: numbers[4], height: numbers[5])
            state.transform = Transform3D(scaleX: numbers[6], y: numbers[7])
            state.alpha = numbers[8]
            state.backgroundColor = Color(white: numbers[9])
            state.cornerRadii = CornerRadii(all: numbers[10])
            state.borderWidth = numbers[11]
            state.shadowOffset = CGSize(width: numbers[12], height: numbers[13])
            state.shadowRadius = numbers[14]
            state.zPosition = numbers[15]
            return state
        }
    }
}
