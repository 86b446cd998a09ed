import AssetCatalog
import ColorScience
import Foundation
import LosslessJSON
import TerminalCore

/// `palette diff --textconv FILE`: a colorset `Contents.json` as one line per slot, for git's diff
/// driver, so `git diff` and `git log -p` show colors instead of floats.
///
/// Each line holds the slot's traits, its color space, its components as written, its display hex
/// (`#RRGGBBAA` when translucent) and its alpha as written, in file order. Git stops the whole diff
/// when a driver fails, so this never fails: a file that cannot be read or parsed gives a line
/// saying why, followed by its text as it is.
enum ColorSetTextconv {
    static func text(ofFileAt path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            return "palette: cannot read '\(SafeText.visible(path))'\n"
        }
        return text(of: [UInt8](data))
    }

    static func text(of bytes: [UInt8]) -> String {
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes: bytes)
        } catch {
            let position = "\(error.location.line):\(error.location.column): "
            var lines = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
                .split(separator: "\n", omittingEmptySubsequences: false)
            if lines.last == "" { lines.removeLast() }
            return "palette: not valid JSON: \(position)\(SafeText.visible(error.message))\n"
                + lines.map { SafeText.visible(String($0), keepingTabs: true) + "\n" }.joined()
        }
        let colorSet = ColorSet(name: "", qualifiedName: "", folderPath: "", document: document)
        var lines = colorSet.variants.map(line)
        if document.root["properties"]?["localizable"]?.boolValue == true { lines.append("localizable") }
        lines += colorSet.diagnostics.map { diagnostic in
            let position = diagnostic.line.map { "\($0):\(diagnostic.column ?? 1): " } ?? ""
            return "\(diagnostic.severity.rawValue): \(position)\(SafeText.visible(diagnostic.message))"
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `Dark     universal     srgb                 red 0x5B  green 0x4C  blue 0xF0  #5B4CF0  alpha 1.000`.
    private static func line(_ variant: ColorVariant) -> String {
        let traits = variant.traits
        let label = ([traits.appearanceLabel] + traits.unknownAppearances).joined(separator: " ")
        var line = SafeText.visible(label).padded(to: 9) + SafeText.visible(traits.deviceLabel).padded(to: 14)
        switch variant.color {
        case .components(let color)?:
            let display = color.spaceColor.display
            line += SafeText.visible(color.colorSpaceName ?? "srgb (unspecified)").padded(to: 21)
            line += color.channels.map { "\($0.key) " + written($0) }.joined(separator: "  ")
            line += "  " + display.hexWithAlpha + (display.clipped ? " (outside sRGB)" : "")
            line += "  alpha " + (color.alpha.map(written) ?? "(unspecified)")
        case .reference(let reference)?:
            line += "system".padded(to: 21) + SafeText.visible(reference.name)
            if let platform = reference.platform { line += " (\(SafeText.visible(platform)))" }
            line += "  " + (VariantColor.reference(reference).display(for: traits.appearance)?.hexWithAlpha ?? "unknown")
        case nil:
            line += "(empty slot)"
        }
        return line
    }

    private static func written(_ component: ColorComponent) -> String {
        component.isMissing ? "(missing)" : SafeText.visible(component.text)
    }
}
