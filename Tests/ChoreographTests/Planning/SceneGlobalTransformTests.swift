import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// ``Scene/globalTransform(ofElementAt:)`` leaves out the products of a plain element's identity with plain
/// ancestors' identities: its results must be the products worked out, bit for bit, over every mix of plain and
/// other elements along a chain.
@Suite("Scene global transform")
struct SceneGlobalTransformTests {
    /// The transforms an element of the chain gets, with whether it keeps a border (so that an identity transform is
    /// kept by an element that is not plain).
    private static let kinds: [(name: String, transform: Transform3D, bordered: Bool)] = {
        var signed = Transform3D.identity
        signed.m21 = -0.0
        var moved = Transform3D.identity
        moved.m41 = 5
        moved.m42 = -0.0
        var scaled = Transform3D.identity
        scaled.m11 = 2
        scaled.m22 = 3
        scaled.m12 = 0.25
        return [
            ("plain", .identity, false), ("−0", signed, false), ("bordered identity", .identity, true),
            ("scaled", scaled, false), ("moved", moved, false),
        ]
    }()

    private func bits(_ t: Transform3D) -> [UInt64] {
        [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43,
            t.m44,
        ].map { Double($0).bitPattern }
    }

    @Test("Each element of a chain of four, of every mix of kinds, gets the products worked out, bit for bit")
    func sameAsEveryProduct() throws {
        let count = Self.kinds.count
        for combination in 0..<(count * count * count * count) {
            var elements: [Scene.Element] = []
            var names: [String] = []
            var rest = combination
            for depth in 0..<4 {
                let (name, transform, bordered) = Self.kinds[rest % count]
                rest /= count
                names.append(name)
                elements.append(
                    Scene.Element(
                        center: CGPoint(x: 50, y: 60), size: CGSize(width: 40, height: 30), transform: transform,
                        borderWidth: bordered ? 1 : 0, parent: depth == 0 ? nil : depth - 1))
            }
            let scene = try Scene(size: CGSize(width: 400, height: 800), elements: elements)
            for index in 0..<4 {
                #expect(
                    bits(scene.globalTransform(ofElementAt: index)) == bits(globalTransformWorkedOut(scene, index)),
                    "element \(index) of \(names)")
            }
        }
    }

    @Test("A −0 under plain ancestors is multiplied out: the identity's zero is positive, by hand")
    func negativeZeroMultipliedOut() throws {
        var signed = Transform3D.identity
        signed.m21 = -0.0
        let root = Scene.Element(center: CGPoint(x: 50, y: 60), size: CGSize(width: 40, height: 30))
        let child = Scene.Element(
            center: CGPoint(x: 50, y: 60), size: CGSize(width: 10, height: 10), transform: signed, parent: 0)
        let scene = try Scene(size: CGSize(width: 400, height: 800), elements: [root, child])
        // Row 2 times the identity's column 1: −0·1 + 1·0 + 0·0 + 0·0 = +0.
        let global = scene.globalTransform(ofElementAt: 1)
        #expect(global.m21 == 0 && global.m21.sign == .plus)
        #expect(bits(scene.globalTransform(ofElementAt: 0)) == bits(.identity))
    }
}
