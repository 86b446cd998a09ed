import AssetCatalog

/// One color's change: its identity on both sides, how each appearance resolves on each, and
/// which slots came or went.
public struct ColorChange: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case modified, renamed, added, removed, unchanged
    }

    public var kind: Kind
    /// The qualified name: the new one, or the old one for a removed color.
    public var name: String
    /// The catalog key: the new side's, or the old side's for a removed color.
    public var catalog: String
    /// The old name and catalog of a renamed (or moved) color; `nil` otherwise.
    public var oldName: String?
    public var oldCatalog: String?
    /// Every appearance (per device where the slots differ) that resolves on either side, in
    /// device order then `Appearance.allCases` order, including those that did not change.
    public var rows: [AppearanceChange]
    /// Slots the new version has and the old one lacks, and the reverse; empty for an added or
    /// removed color.
    public var slotsAdded: [SlotTraits]
    public var slotsRemoved: [SlotTraits]
    /// Errors in the color's file (the new one, or the old one for a removed color), which
    /// explain an appearance that no longer resolves.
    public var problems: [Diagnostic]

    public init(kind: Kind, name: String, catalog: String, oldName: String? = nil, oldCatalog: String? = nil,
                rows: [AppearanceChange], slotsAdded: [SlotTraits] = [], slotsRemoved: [SlotTraits] = [],
                problems: [Diagnostic] = []) {
        self.kind = kind
        self.name = name
        self.catalog = catalog
        self.oldName = oldName
        self.oldCatalog = oldCatalog
        self.rows = rows
        self.slotsAdded = slotsAdded
        self.slotsRemoved = slotsRemoved
        self.problems = problems
    }

    /// True when every appearance shows the same color on both sides, some written differently
    /// (`"0x43"` to `"67"`), and no slot came or went.
    public var isNotationOnly: Bool {
        rows.contains { $0.status == .notation } && rows.allSatisfy { $0.status == .same || $0.status == .notation }
            && slotsAdded.isEmpty && slotsRemoved.isEmpty
    }

    /// The rows a reader needs (those that differ, or all of them with `all`), with rows that
    /// show the same thing grouped: same device, and the same slot and color on each side (Light
    /// and HC Light when both fall back to Any). Groups keep the order of their first rows.
    public func rowGroups(all: Bool) -> [[AppearanceChange]] {
        var groups: [[AppearanceChange]] = []
        for row in rows where all || row.status != .same {
            if let index = groups.firstIndex(where: { $0[0].showsSame(as: row) }) {
                groups[index].append(row)
            } else {
                groups.append([row])
            }
        }
        return groups
    }
}
