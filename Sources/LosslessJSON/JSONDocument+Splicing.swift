/// A replacement of `range` (in the document's current bytes) by `replacement`.
struct JSONSplice: Sendable {
    var range: Range<Int>
    var replacement: [UInt8]
}

/// The splices for inserting and removing children: they touch only the child and the separators
/// it needs (a comma and the line break plus indentation before it).
extension JSONDocument {
    /// Inserts `text` (a member or an element) as child `position` of `container`.
    func insertionSplice(_ text: [UInt8], at position: Int, in container: Int, style: JSONStyle) -> JSONSplice {
        let record = nodes[container]
        let children = children(of: container)
        if children.isEmpty {
            let interior = Int(record.start) + 1..<Int(record.end) - 1
            let outer = lineIndentation(at: Int(record.start))
            let replacement = layoutIsInline(container, style: style)
                ? style.inlinePadding + text + style.inlinePadding
                : style.lineEnding + outer + style.indentUnit + text + style.lineEnding + outer
            return JSONSplice(range: interior, replacement: replacement)
        }
        let separator = separatorGap(of: container, children: children, style: style)
        if position >= children.count {
            let end = Int(nodes[children[children.count - 1]].end)
            let gap = children.count >= 2 ? Array(leadingGap(ofChild: children[children.count - 1])) : separator
            return JSONSplice(range: end..<end, replacement: [UInt8(ascii: ",")] + gap + text)
        }
        let start = nodes[children[position]].leadingStart
        let gap = position >= 1 ? Array(leadingGap(ofChild: children[position])) : separator
        return JSONSplice(range: start..<start, replacement: text + [UInt8(ascii: ",")] + gap)
    }

    /// Removes child `position` of `container`; the last child leaves `[]`, or `[\n\n<indent>]` in
    /// a multiline container (how `JSONSerialization` writes an empty container).
    func removalSplice(at position: Int, in container: Int, style: JSONStyle) -> JSONSplice {
        let record = nodes[container]
        let children = children(of: container)
        if children.count == 1 {
            let interior = Int(record.start) + 1..<Int(record.end) - 1
            let replacement = isMultiline(container)
                ? style.lineEnding + style.lineEnding + lineIndentation(at: Int(record.start)) : []
            return JSONSplice(range: interior, replacement: replacement)
        }
        if position < children.count - 1 {
            return JSONSplice(
                range: nodes[children[position]].leadingStart..<nodes[children[position + 1]].leadingStart,
                replacement: [])
        }
        return JSONSplice(range: Int(nodes[children[position - 1]].end)..<Int(nodes[children[position]].end),
                          replacement: [])
    }

    /// Whether the container writes its children on one line (for empty ones: by example).
    func layoutIsInline(_ container: Int, style: JSONStyle) -> Bool {
        let record = nodes[container]
        if record.childCount > 0 || storage[Int(record.start) + 1..<Int(record.end) - 1].contains(0x0A) {
            return !isMultiline(container)
        }
        return container > 0 && prefersInline(role: roles()[container], kind: record.kind, roles: roles())
    }

    /// The whitespace after a comma between two children of this container.
    private func separatorGap(of container: Int, children: [Int], style: JSONStyle) -> [UInt8] {
        if children.count >= 2 { return Array(leadingGap(ofChild: children[1])) }
        if isMultiline(container) { return Array(leadingGap(ofChild: children[0])) }
        return style.inlineSeparator
    }

    /// Applies the splice and re-parses; the document is unchanged when this throws.
    mutating func apply(_ splice: JSONSplice) throws(JSONEditError) {
        var updated = storage
        updated.replaceSubrange(splice.range, with: splice.replacement)
        do throws(JSONSyntaxError) {
            self = try JSONDocument(bytes: updated)
        } catch {
            if case .depthLimitExceeded(let limit) = error.reason { throw .nestingTooDeep(limit: limit) }
            throw .invalidResult(error)
        }
    }
}
