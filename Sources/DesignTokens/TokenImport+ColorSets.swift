import AssetCatalog
import ColorScience
import Foundation
import LosslessJSON

extension TokenImport {
    /// Writes each appearance's token into `colorSet` through `ColorSet.set`, skipping those it
    /// already shows. A value the slot's space does not hold is converted, with a note.
    static func update(_ colorSet: inout ColorSet, with values: PerAppearance<ColorToken>, files: [TokenFile],
                       notes: inout [Diagnostic]) {
        for appearance in Appearance.allCases {
            guard let token = values[appearance] else { continue }
            let request = TraitRequest(appearance: appearance)
            let variant = colorSet.resolvedSlot(request).flatMap { colorSet.variants[$0.position].color }
            if let variant, token.color.matches(variant, in: appearance) { continue }
            let current = variant?.spaceColor(for: appearance)
            let space = colorSet.templateColor(for: request)?.colorSpace ?? token.color.catalogSpace
            let value = token.color.color
            let input: ColorInput
            if token.color.isHeld(by: space) {
                input = .inSpace(space, channels: value.channels, alpha: nil)
            } else {
                input = .inSpace(value.space, channels: value.channels, alpha: nil)
                let file = files[token.token.fileIndex]
                notes.append(file.diagnostic(token.token.value, .tokenConverted(
                    token: token.names.joined(separator: "."), from: token.color.spaceName, to: space.rawValue)))
            }
            let alpha: Double? = current.map { abs($0.alpha - value.alpha) <= 1e-9 } == true ? nil : value.alpha
            do {
                try colorSet.set(input.with(alpha: alpha), appearance: appearance)
            } catch {
                notes.append(Diagnostic(file: colorSet.contentsPath, .tokenInvalidColor(
                    token: token.names.joined(separator: "."), reason: error.message)))
            }
        }
    }

    /// A new colorset's `Contents.json`: from `com.palette.colorset` when it shows every token's
    /// value, else from the values (a value its space does not hold converted, with a note, as
    /// `update` does).
    static func newColorSet(names: [String], values: PerAppearance<ColorToken>, path: String, files: [TokenFile],
                            notes: inout [Diagnostic]) -> String {
        let name = TokenName.decode(names.last ?? "")
        let folder = String(path.dropLast("/Contents.json".count))
        func colorSet(_ text: String) -> ColorSet? {
            guard let document = try? JSONDocument(text: text) else { return nil }
            return ColorSet(name: name, qualifiedName: name, folderPath: folder, document: document)
        }
        let carrier = Appearance.allCases.lazy.compactMap { values[$0] }.first
        let carried = carrier?.token.extensions?["com.palette.colorset"]?.unskipped()
        let properties = carried?["properties"].flatMap { $0.kind == .object ? $0 : nil }
        if let colors = carried?["colors"], colors.kind == .array {
            let text = colorSetContents(colors: colors.value, properties: properties)
            if let made = colorSet(text), Appearance.allCases.allSatisfy({ appearance in
                values[appearance].map { token in
                    made.resolve(TraitRequest(appearance: appearance))?.variant.color.map { token.color.matches($0, in: appearance) } ?? false
                } ?? true
            }) {
                return text
            }
        }
        guard let base = values[.light] ?? carrier else { return "" }
        let value = base.color.color
        let space = base.color.catalogSpace
        let channels = base.color.isHeld(by: space) ? value.channels
            : SpaceColor(linearSRGB: value.linearSRGB, alpha: value.alpha, in: space).channels
        let conversion = base.color.isHeld(by: space) ? nil : files[base.token.fileIndex].diagnostic(base.token.value, .tokenConverted(
            token: base.names.joined(separator: "."), from: base.color.spaceName, to: space.rawValue))
        let isByte = !space.isExtended && channels.allSatisfy { abs(($0 * 255).rounded() - $0 * 255) < 1e-9 }
        var components = zip(space.channelNames, channels).map { key, channel in
            JSONMember(key: key, value: .string(isByte ? ComponentNotation.hex.text(for: channel) : String(format: "%.3f", channel)))
        }
        components.append(JSONMember(key: "alpha", value: .string(String(format: "%.3f", value.alpha))))
        let entry: JSONValue = .object([
            JSONMember(key: "color", value: .object([JSONMember(key: "color-space", value: .string(space.rawValue)),
                                                     JSONMember(key: "components", value: .object(components))])),
            JSONMember(key: "idiom", value: "universal"),
        ])
        let text = colorSetContents(colors: .array([entry]), properties: properties)
        // `update` notes the conversion itself when it writes the value again (rounded components
        // no longer match it); otherwise the note is this one.
        let before = notes.count
        defer { if let conversion, !notes[before...].contains(conversion) { notes.insert(conversion, at: before) } }
        guard var made = colorSet(text) else { return text }
        update(&made, with: values, files: files, notes: &notes)
        return made.document?.text ?? text
    }
}

extension TokenImport {
    /// A new colorset's `Contents.json` as Xcode writes it, with the `properties` export carried
    /// in `com.palette.colorset` or `com.palette.empty` (`{"localizable": true}`).
    static func colorSetContents(colors: JSONValue, properties: JSONNode?) -> String {
        var members = [JSONMember(key: "colors", value: colors), JSONMember(key: "info", value: xcodeInfo)]
        if let properties { members.append(JSONMember(key: "properties", value: properties.value)) }
        return XcodeJSONText.xcode(.object(members))
    }
}

extension ComponentNotation {
    /// The token without its quotes.
    func text(for value: Double) -> String {
        let token = token(for: value)
        return token.hasPrefix("\"") ? String(token.dropFirst().dropLast()) : token
    }
}

extension ColorInput {
    /// The same color with `alpha` (`nil`: keep the slot's).
    func with(alpha: Double?) -> ColorInput {
        switch self {
        case .hex(let rgb, _): .hex(rgb, alpha: alpha)
        case .oklch(let oklch, _): .oklch(oklch, alpha: alpha)
        case .inSpace(let space, let channels, _): .inSpace(space, channels: channels, alpha: alpha)
        }
    }
}
