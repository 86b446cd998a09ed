import ColorScience
import LosslessJSON

/// Edits as splices of `Contents.json`: only the edited tokens change, each component keeps its
/// notation, and a new slot goes where Xcode would put it, in the file's own style.
extension ColorSet {
    /// Sets the channel values (in the slot's own color space) and optionally the alpha of an entry
    /// with explicit components. A value whose token would not change leaves the bytes alone; a
    /// component the file has replaces its token even when it is not a number (`"nan"`), and one
    /// it lacks is added. A non-finite value is refused and nothing changes.
    public mutating func setComponents(ofVariant index: Int, channels: [Double], alpha: Double? = nil) throws(ColorEditError) {
        guard var document else { throw .noDocument }
        guard let variant = variants.first(where: { $0.index == index }) else { throw .noSuchVariant(index) }
        guard case .components(let color)? = variant.color else { throw .notComponents(index) }
        guard channels.count == color.channels.count else {
            throw .wrongChannelCount(expected: color.channels.count, got: channels.count)
        }
        var targets = zip(color.channels, channels).map { ($0, $1) }
        if let alpha {
            targets.append((color.alpha ?? ColorComponent(key: "alpha", token: "", notation: .float(decimals: 3), value: 1), alpha))
        }
        if let (component, _) = targets.first(where: { !$0.1.isFinite }) { throw .nonFiniteComponent(component.key) }
        let componentsPath = variant.path + [.key("color"), .key("components")]
        do {
            for (component, value) in targets {
                // The same value keeps its token as written, whatever its notation would print.
                if value == component.value, !component.isMissing { continue }
                let token = component.notation.token(for: value)
                // Ask the document, not the model: a component that is not a number reads as
                // missing in the model, but its key is there to be replaced.
                if document[componentsPath + [.key(component.key)]] == nil {
                    try document.insertMember(key: component.key, value: Self.jsonValue(token: token), into: componentsPath)
                } else if token != component.token {
                    try document.setRawToken(token, at: componentsPath + [.key(component.key)])
                }
            }
        } catch {
            throw .document(error)
        }
        replaceDocument(with: document)
    }

    /// Adds a slot with `traits` and `color` (converted to `template`'s color space), written in the
    /// template's notation; returns the new entry's index. The entry goes at Xcode's position.
    @discardableResult
    public mutating func addVariant(traits: SlotTraits, color: SpaceColor, template: ComponentColor?) throws(ColorEditError) -> Int {
        guard var document else { throw .noDocument }
        if variants.contains(where: { $0.traits == traits }) { throw .slotExists(traits.appearanceLabel) }
        let entry = try NewEntry(traits: traits, color: color, template: template)
        let position = SlotOrder.insertionIndex(for: traits, among: variants.map(\.traits))
        do {
            if document.root["colors"] == nil {
                try document.insertMember(key: "colors", value: .array([entry.value]), into: [])
            } else {
                try document.insertElement(entry.value, at: position, into: [.key("colors")])
            }
        } catch {
            throw .document(error)
        }
        replaceDocument(with: document)
        return position
    }

    /// Gives an entry explicit components: replaces a system reference, or fills an empty slot.
    public mutating func setColor(ofVariant index: Int, to color: SpaceColor, template: ComponentColor?) throws(ColorEditError) {
        guard var document else { throw .noDocument }
        guard let variant = variants.first(where: { $0.index == index }) else { throw .noSuchVariant(index) }
        let value = try NewEntry.colorValue(color, template: template)
        do {
            if variant.color == nil || document[variant.path + [.key("color")]] == nil {
                try document.insertMember(key: "color", value: value, into: variant.path)
            } else {
                try document.setValue(value, at: variant.path + [.key("color")])
            }
        } catch {
            throw .document(error)
        }
        replaceDocument(with: document)
    }

    /// Removes an entry.
    public mutating func removeVariant(at index: Int) throws(ColorEditError) {
        guard var document else { throw .noDocument }
        guard variants.contains(where: { $0.index == index }) else { throw .noSuchVariant(index) }
        do {
            try document.removeValue(at: [.key("colors"), .index(index)])
        } catch {
            throw .document(error)
        }
        replaceDocument(with: document)
    }

    /// A JSON value for a component token: a string token without its quotes, or a raw number.
    static func jsonValue(token: String) -> JSONValue {
        token.hasPrefix("\"") ? .string(String(token.dropFirst().dropLast())) : .number(token)
    }
}
