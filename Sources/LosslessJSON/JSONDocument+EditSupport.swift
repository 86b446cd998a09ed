/// Shared steps of the edits: resolving containers, placing members, laying out children.
extension JSONDocument {
    /// The container of `kind` at `path`, or the matching error.
    func container(at path: JSONPath, kind: JSONKind) throws(JSONEditError) -> Int {
        guard let index = nodeIndex(at: path) else { throw .noSuchPath(path) }
        guard nodes[index].kind == kind else { throw kind == .object ? .notAnObject(path) : .notAnArray(path) }
        return index
    }

    /// Inserts a rendered member at its sorted position when the object is sorted, else at the end.
    mutating func insertMemberText(_ text: [UInt8], key: String, into object: Int, style: JSONStyle) throws(JSONEditError) {
        let members = children(of: object)
        let keyBytes = Array(key.utf8)
        let position = objectIsSorted(object)
            ? members.filter { !keyBytes.lexicographicallyPrecedes(self.keyBytes(of: $0)) }.count
            : members.count
        try apply(insertionSplice(text, at: position, in: object, style: style))
    }

    /// A sorted object takes new keys at their sorted position: one with two or more members when
    /// its keys are sorted, a smaller one when the document's objects are.
    func objectIsSorted(_ object: Int) -> Bool {
        nodes[object].childCount >= 2 ? hasSortedKeys(object) : sortsKeys
    }

    /// The indentation a new child of `container` starts at, and whether it goes on one line.
    func childLayout(of container: Int, style: JSONStyle) -> (indentation: [UInt8], inline: Bool) {
        if layoutIsInline(container, style: style) { return (lineIndentation(at: Int(nodes[container].start)), true) }
        let indentation = childIndentation(of: container)
            ?? lineIndentation(at: Int(nodes[container].start)) + style.indentUnit
        return (indentation, false)
    }

    /// How many containers enclose the node.
    func depth(of index: Int) -> Int {
        var depth = 0
        var current = Int(nodes[index].parent)
        while current >= 0 {
            depth += 1
            current = Int(nodes[current].parent)
        }
        return depth
    }

    func renderer(style: JSONStyle, roles: [String]) -> JSONRenderer {
        JSONRenderer(style: style) { role, kind in self.prefersInline(role: role, kind: kind, roles: roles) }
    }
}
