/// Edits. Each one splices new bytes into the old ones and re-parses at once; bytes outside the
/// edited tokens and the separators the edit needs stay byte-identical. A throwing edit changes nothing.
extension JSONDocument {
    /// Replaces the value at `path`. A value equal to the current one changes nothing; a new
    /// container is written in the document's style.
    public mutating func setValue(_ value: JSONValue, at path: JSONPath) throws(JSONEditError) {
        guard let index = nodeIndex(at: path) else { throw .noSuchPath(path) }
        let node = JSONNode(document: self, index: index)
        if node.value == value { return }
        let parent = Int(nodes[index].parent)
        let style = inferredStyle(near: parent >= 0 ? parent : index)
        let roles = roles()
        let inline = (parent >= 0 && layoutIsInline(parent, style: style))
            || (nodes[index].kind == value.kind && nodes[index].childCount > 0 && !isMultiline(index))
        let text = try renderer(style: style, roles: roles).render(
            value, role: roles[index], indentation: lineIndentation(at: nodes[index].leadingStart),
            inline: inline, depth: depth(of: index))
        try apply(JSONSplice(range: node.span, replacement: text))
    }

    /// Replaces a scalar with an exact token, e.g. `"\"0xFF\""` or `"0.5"`; validated as one JSON scalar.
    public mutating func setRawToken(_ token: String, at path: JSONPath) throws(JSONEditError) {
        guard let index = nodeIndex(at: path) else { throw .noSuchPath(path) }
        guard !nodes[index].kind.isContainer else { throw .notAScalar(path) }
        let parsed: JSONDocument
        do throws(JSONSyntaxError) { parsed = try JSONDocument(text: token) } catch { throw .invalidToken(token) }
        guard !parsed.root.kind.isContainer, parsed.root.span == 0..<parsed.bytes.count else {
            throw .invalidToken(token)
        }
        try apply(JSONSplice(range: nodes[index].span, replacement: parsed.bytes))
    }

    /// Adds a member: at its sorted position when the object's keys are sorted, else appended.
    public mutating func insertMember(key: String, value: JSONValue, into objectPath: JSONPath) throws(JSONEditError) {
        let object = try container(at: objectPath, kind: .object)
        guard lastMember(of: object, named: key) == nil else { throw .keyExists(key: key, path: objectPath) }
        let style = inferredStyle(near: object)
        let (indentation, inline) = childLayout(of: object, style: style)
        let text = try renderer(style: style, roles: roles()).renderMember(
            key: key, value: value, indentation: indentation, inline: inline, depth: depth(of: object) + 1)
        try insertMemberText(text, key: key, into: object, style: style)
    }

    /// Inserts an element at `index` (`0...count`) of the array at `arrayPath`.
    public mutating func insertElement(_ value: JSONValue, at index: Int, into arrayPath: JSONPath) throws(JSONEditError) {
        let array = try container(at: arrayPath, kind: .array)
        let count = Int(nodes[array].childCount)
        guard (0...count).contains(index) else { throw .indexOutOfRange(index: index, count: count, path: arrayPath) }
        let style = inferredStyle(near: array)
        let roles = roles()
        let (indentation, inline) = childLayout(of: array, style: style)
        let text = try renderer(style: style, roles: roles).render(
            value, role: roles[array] + "[]", indentation: indentation, inline: inline, depth: depth(of: array) + 1)
        try apply(insertionSplice(text, at: index, in: array, style: style))
    }

    /// Removes an object member (every member with that key, when it repeats) or an array element.
    public mutating func removeValue(at path: JSONPath) throws(JSONEditError) {
        guard let last = path.last else { throw .cannotRemoveRoot }
        let parentPath = Array(path.dropLast())
        guard let target = nodeIndex(at: path) else { throw .noSuchPath(path) }
        var edited = self
        var member: Int? = target
        while let child = member {
            let parent = Int(edited.nodes[child].parent)
            let position = edited.children(of: parent).firstIndex(of: child) ?? 0
            try edited.apply(edited.removalSplice(at: position, in: parent, style: edited.inferredStyle(near: parent)))
            guard case .key(let key) = last, let object = edited.nodeIndex(at: parentPath) else { break }
            member = edited.lastMember(of: object, named: key)
        }
        self = edited
    }

    /// Renames the member at `path`. In a sorted object the member moves to its sorted position.
    public mutating func renameKey(at path: JSONPath, to newKey: String) throws(JSONEditError) {
        guard case .key(let oldKey) = path.last else { throw .notAMember(path) }
        let objectPath = Array(path.dropLast())
        guard let member = nodeIndex(at: path), let object = nodeIndex(at: objectPath) else { throw .noSuchPath(path) }
        if oldKey.utf8.elementsEqual(newKey.utf8) { return }
        guard lastMember(of: object, named: newKey) == nil else { throw .keyExists(key: newKey, path: objectPath) }
        let keyToken = JSONStringCoding.encoded(newKey)
        let siblings = children(of: object)
        let position = siblings.firstIndex(of: member) ?? 0
        let others = siblings.filter { $0 != member }
        let sortedPosition = others.filter { !Array(newKey.utf8).lexicographicallyPrecedes(keyBytes(of: $0)) }.count
        guard objectIsSorted(object), siblings.count >= 2, sortedPosition != position else {
            let record = nodes[member]
            try apply(JSONSplice(range: Int(record.keyStart)..<Int(record.keyEnd), replacement: keyToken))
            return
        }
        let record = nodes[member]
        let memberText = keyToken + storage[Int(record.keyEnd)..<Int(record.end)]
        var edited = self
        try edited.apply(removalSplice(at: position, in: object, style: inferredStyle(near: object)))
        try edited.insertMemberText(memberText, key: newKey, into: object, style: edited.inferredStyle(near: object))
        self = edited
    }
}
