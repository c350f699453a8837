/// Where the elements with each identifier are in a scene, found in one pass over its elements: the first element
/// of each identifier, and the later ones of identifiers several elements share (the rare case, so a scene of
/// distinct identifiers makes no list per identifier).
struct IdentifierIndexes {
    /// The identifiers in the order their first element is drawn.
    private(set) var order: [String] = []
    /// Each identifier's first element, in drawing order.
    private var first: [String: Int] = [:]
    /// The elements after the first of each identifier that several elements share, in drawing order.
    private var later: [String: [Int]] = [:]

    /// The identifiers of `scene`'s elements.
    init(_ scene: Scene) {
        order.reserveCapacity(scene.elements.count)
        first.reserveCapacity(scene.elements.count)
        for (index, element) in scene.elements.enumerated() {
            guard let identifier = element.identifier else { continue }
            if let earlier = first.updateValue(index, forKey: identifier) {
                first[identifier] = earlier
                later[identifier, default: []].append(index)
            } else {
                order.append(identifier)
            }
        }
    }

    /// Whether an element has `identifier`.
    func contains(_ identifier: String) -> Bool {
        first[identifier] != nil
    }

    /// The indexes of the elements with `identifier` in drawing order, as ``Scene/indexes(ofIdentifier:)`` gives
    /// them; empty when none has it.
    func indexes(of identifier: String) -> [Int] {
        guard let index = first[identifier] else { return [] }
        return [index] + later[identifier, default: []]
    }

    /// What `identifier` names in `scene` (the scene these indexes were found in), as
    /// ``Scene/resolution(ofIdentifier:)`` says.
    func resolution(of identifier: String, in scene: Scene) -> Scene.IdentifierResolution {
        guard let index = first[identifier] else { return .missing }
        guard later[identifier] != nil else { return .unique(index) }
        return scene.resolution(ofCandidates: indexes(of: identifier))
    }
}
