/// Style inference: the target container first, then the same role elsewhere, then the file's
/// majority, then Xcode's defaults.
extension JSONDocument {
    /// Whether every object with two or more members is sorted; true (Xcode's way) when none has.
    var sortsKeys: Bool {
        nodes.indices.allSatisfy { nodes[$0].kind != .object || nodes[$0].childCount < 2 || hasSortedKeys($0) }
    }

    /// The style for text inserted into, or replacing a child of, the container at `container`.
    func inferredStyle(near container: Int) -> JSONStyle {
        let roles = roles()
        let containers = nodes.indices.filter { nodes[$0].kind.isContainer }
        let sameRole = containers.filter { $0 != container && roles[$0] == roles[container] }
        let defaults = JSONStyle.xcode

        let indentUnit = JSONStyle.pick(
            local: indentUnit(of: container), role: sameRole.compactMap(indentUnit(of:)),
            file: containers.compactMap(indentUnit(of:)), default: defaults.indentUnit)

        // Sets, not arrays, for the membership tests below: a hostile file has 20,000 containers.
        let objects = Set(containers.filter { nodes[$0].kind == .object && nodes[$0].childCount > 0 })
        let firstColon = { (object: Int) in self.colonText(ofMember: object + 1) }
        let colon = JSONStyle.pick(
            local: nodes[container].kind == .object && nodes[container].childCount > 0 ? firstColon(container) : nil,
            role: sameRole.filter(objects.contains).compactMap(firstColon),
            file: nodes.indices.compactMap(colonText(ofMember:)), default: defaults.colon)

        let lineEnding = JSONStyle.pick(
            local: lineEnding(inside: container), role: [], file: fileLineEndings(), default: defaults.lineEnding)

        let inline = containers.filter { nodes[$0].childCount > 0 && !isMultiline($0) }
        let isInline = Set(inline)
        let padding = { (index: Int) in Array(self.leadingGap(ofChild: index + 1)) }
        let separator = { (index: Int) -> [UInt8]? in
            self.nodes[index].childCount >= 2 ? Array(self.leadingGap(ofChild: self.children(of: index)[1])) : nil
        }
        let localInline = isInline.contains(container) ? container : nil
        let inlinePadding = JSONStyle.pick(
            local: localInline.map(padding), role: sameRole.filter(isInline.contains).map(padding),
            file: inline.map(padding), default: defaults.inlinePadding)
        let inlineSeparator = JSONStyle.pick(
            local: localInline.flatMap(separator), role: sameRole.filter(isInline.contains).compactMap(separator),
            file: inline.compactMap(separator), default: defaults.inlineSeparator)

        return JSONStyle(
            indentUnit: indentUnit, colon: colon, lineEnding: lineEnding, sortsKeys: sortsKeys,
            inlinePadding: inlinePadding, inlineSeparator: inlineSeparator)
    }

    /// For a new container value of `kind` in `role`: one-line like the same role's examples,
    /// else like the file's non-root containers, else multiline.
    func prefersInline(role: String, kind: JSONKind, roles: [String]) -> Bool {
        let filled = nodes.indices.filter { $0 > 0 && nodes[$0].kind.isContainer && nodes[$0].childCount > 0 }
        let examples = filled.filter { nodes[$0].kind == kind && roles[$0] == role }
        let votes = (examples.isEmpty ? filled : examples).map { !isMultiline($0) }
        return JSONStyle.majority(votes) ?? false
    }

    /// One entry per line break in the file: LF or CRLF.
    private func fileLineEndings() -> [[UInt8]] {
        storage.indices.filter { storage[$0] == 0x0A }.map { $0 > 0 && storage[$0 - 1] == 0x0D ? [0x0D, 0x0A] : [0x0A] }
    }
}
