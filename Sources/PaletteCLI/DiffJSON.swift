import AssetCatalog
import CatalogDiff
import LosslessJSON

/// `palette diff --format json`: the schema the README documents (`schema` 1). Members keep
/// their order; a new member may be added, none is renamed or removed without a new schema number.
enum DiffJSON {
    static let schemaVersion = 1

    static func text(_ report: DiffReport) -> String {
        JSONText.tree([
            "schema": .number(String(schemaVersion)),
            "old": .string(report.oldLabel),
            "new": .string(report.newLabel),
            "catalogs": .array(report.catalogs.map { ["catalog": .string($0.catalog), "change": .string($0.kind.rawValue)] }),
            "colors": .array(report.colors.map { color(of: $0, in: report) }),
            "contrast": report.contrast.map { .array($0.map(pair)) } ?? .null,
            "regressions": .number(String(report.regressions.count)),
        ])
    }

    private static func color(of color: ColorChange, in report: DiffReport) -> JSONValue {
        [
            "name": .string(color.name),
            "catalog": .string(color.catalog),
            "change": .string(color.kind.rawValue),
            "oldName": color.oldName.map(JSONValue.string) ?? .null,
            "oldCatalog": color.oldCatalog.map(JSONValue.string) ?? .null,
            "notationOnly": .bool(color.isNotationOnly),
            "slotsAdded": .array(color.slotsAdded.map { .string(DiffWords.slotLabel($0)) }),
            "slotsRemoved": .array(color.slotsRemoved.map { .string(DiffWords.slotLabel($0)) }),
            "errors": .array(color.problems.map { .string($0.formatted) }),
            "appearances": .array(color.rows.map(row)),
            "contrast": .array(report.contrast(of: color).map(pair)),
        ]
    }

    private static func row(_ row: AppearanceChange) -> JSONValue {
        [
            "appearance": .string(row.appearance.rawValue),
            "idiom": .string(row.idiom),
            "gamut": .string(row.gamut.rawValue),
            "status": .string(row.status.rawValue),
            "old": row.old.map(value) ?? .null,
            "new": row.new.map(value) ?? .null,
            "deltaE": row.deltaE.map { .number(JSONText.number($0, decimals: 4)) } ?? .null,
            "difference": row.difference.map { .string($0.rawValue) } ?? .null,
        ]
    }

    private static func value(_ value: ColorValue) -> JSONValue {
        let components = value.components.map { JSONMember(key: $0.key, value: .string($0.isMissing ? "" : $0.text)) }
        return [
            "hex": value.hex.map(JSONValue.string) ?? .null,
            "alpha": value.color.map { .number(JSONText.number($0.alpha)) } ?? .null,
            "space": .string(value.space),
            "components": .object(components),
            "reference": value.reference.map { .string($0.name) } ?? .null,
            "slot": .string(DiffWords.slotLabel(value.slot)),
            "fallback": .bool(value.isFallback),
        ]
    }

    private static func pair(_ pair: ContrastPairChange) -> JSONValue {
        func measurement(_ measurement: ContrastMeasurement?) -> JSONValue {
            measurement.map { ["ratio": .number(JSONText.number($0.ratio, decimals: 2)), "passes": .bool($0.passes)] } ?? .null
        }
        return [
            "catalog": .string(pair.catalog),
            "foreground": .string(pair.foreground),
            "background": .string(pair.background),
            "appearance": .string(pair.appearance.rawValue),
            "context": pair.context.map(JSONValue.string) ?? .null,
            "requirement": .string(pair.requirement),
            "old": measurement(pair.old),
            "new": measurement(pair.new),
            "regression": .bool(pair.isRegression),
        ]
    }
}
