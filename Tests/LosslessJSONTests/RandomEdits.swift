import Foundation
import LosslessJSON
import TestSupport

/// One random edit, applied to a document and to a plain model alike.
enum RandomEdit: CustomStringConvertible {
    case set(JSONValue, JSONPath)
    case insertMember(String, JSONValue, JSONPath)
    case insertElement(JSONValue, Int, JSONPath)
    case remove(JSONPath)
    case rename(JSONPath, String)

    var description: String {
        switch self {
        case .set(let value, let path): return "set \(value) at \(path.pathDescription)"
        case .insertMember(let key, let value, let path): return "insert '\(key)': \(value) into \(path.pathDescription)"
        case .insertElement(let value, let index, let path): return "insert \(value) at \(index) of \(path.pathDescription)"
        case .remove(let path): return "remove \(path.pathDescription)"
        case .rename(let path, let key): return "rename \(path.pathDescription) to '\(key)'"
        }
    }

    /// The container (or, for `set`, the node) whose span may change.
    var editedPath: JSONPath {
        switch self {
        case .set(_, let path): return path
        case .insertMember(_, _, let path), .insertElement(_, _, let path): return path
        case .remove(let path), .rename(let path, _): return Array(path.dropLast())
        }
    }

    func apply(to document: inout JSONDocument) throws {
        switch self {
        case .set(let value, let path): try document.setValue(value, at: path)
        case .insertMember(let key, let value, let path): try document.insertMember(key: key, value: value, into: path)
        case .insertElement(let value, let index, let path): try document.insertElement(value, at: index, into: path)
        case .remove(let path): try document.removeValue(at: path)
        case .rename(let path, let key): try document.renameKey(at: path, to: key)
        }
    }

    /// A random edit valid for `model`; `canonical` keeps to values Foundation prints back unchanged.
    static func random(for model: JSONValue, canonical: Bool, using generator: inout SeededGenerator) -> RandomEdit {
        let paths = model.allPaths()
        let containers = paths.filter { model[$0]?.kind.isContainer == true }
        let members = paths.filter { if case .key = $0.last { return true } else { return false } }
        let nonRoot = paths.filter { !$0.isEmpty }
        let value = RandomValue.value(depth: 2, canonical: canonical, using: &generator)
        switch Int.random(in: 0..<5, using: &generator) {
        case 0 where !nonRoot.isEmpty:
            return .set(value, nonRoot.randomElement(using: &generator)!)
        case 1, 2:
            let path = containers.randomElement(using: &generator)!
            switch model[path]! {
            case .object(let existing):
                return .insertMember(RandomValue.freshKey(avoiding: existing.map(\.key), using: &generator), value, path)
            case .array(let elements):
                return .insertElement(value, Int.random(in: 0...elements.count, using: &generator), path)
            default: break
            }
        case 3 where !members.isEmpty:
            let path = members.randomElement(using: &generator)!
            guard case .object(let siblings) = model[Array(path.dropLast())]! else { break }
            return .rename(path, RandomValue.freshKey(avoiding: siblings.map(\.key), using: &generator))
        default: break
        }
        return nonRoot.isEmpty ? .insertMember("a", value, []) : .remove(nonRoot.randomElement(using: &generator)!)
    }

    /// The model after the edit.
    func applied(to model: JSONValue) -> JSONValue {
        switch self {
        case .set(let value, let path): return model.replacing(at: path) { _ in value }
        case .insertMember(let key, let value, let path):
            return model.replacing(at: path) {
                guard case .object(let members) = $0 else { return $0 }
                return .object(members + [JSONMember(key: key, value: value)])
            }
        case .insertElement(let value, let index, let path):
            return model.replacing(at: path) {
                guard case .array(var elements) = $0 else { return $0 }
                elements.insert(value, at: index)
                return .array(elements)
            }
        case .remove(let path):
            return model.replacing(at: Array(path.dropLast())) { parent in
                switch (parent, path.last!) {
                case (.object(let members), .key(let key)): return .object(members.filter { $0.key != key })
                case (.array(var elements), .index(let index)):
                    elements.remove(at: index)
                    return .array(elements)
                default: return parent
                }
            }
        case .rename(let path, let newKey):
            guard case .key(let oldKey) = path.last else { return model }
            return model.replacing(at: Array(path.dropLast())) {
                guard case .object(let members) = $0 else { return $0 }
                return .object(members.map { $0.key == oldKey ? JSONMember(key: newKey, value: $0.value) : $0 })
            }
        }
    }
}

/// Random values and keys.
enum RandomValue {
    static let canonicalNumbers = ["0", "1", "255", "-3", "0.5", "0.25", "1.5"]
    static let wildNumbers = canonicalNumbers + ["1e400", "-0.0", "1.000", "12345678901234567890123", "2E-3"]
    static let strings = ["", "srgb", "0xFF", "0.500", "é", "a/b", "q\"uote", "back\\slash", "line\nbreak", "\u{1}", "😀"]

    static func value(depth: Int, canonical: Bool, using generator: inout SeededGenerator) -> JSONValue {
        switch Int.random(in: 0..<(depth > 0 ? 7 : 5), using: &generator) {
        case 0: return .string(strings.randomElement(using: &generator)!)
        case 1: return .number((canonical ? canonicalNumbers : wildNumbers).randomElement(using: &generator)!)
        case 2: return .bool(Bool.random(using: &generator))
        case 3: return .null
        case 4: return .string("0x" + String(UInt8.random(in: 0...255, using: &generator), radix: 16, uppercase: true))
        case 5:
            var keys: [String] = []
            for _ in 0..<Int.random(in: 0...3, using: &generator) { keys.append(freshKey(avoiding: keys, using: &generator)) }
            return .object(keys.map { JSONMember(key: $0, value: value(depth: depth - 1, canonical: canonical, using: &generator)) })
        default:
            return .array((0..<Int.random(in: 0...3, using: &generator)).map { _ in
                value(depth: depth - 1, canonical: canonical, using: &generator)
            })
        }
    }

    /// One to three lowercase letters, not in `existing` (short keys sort the same in every collation).
    static func freshKey(avoiding existing: [String], using generator: inout SeededGenerator) -> String {
        while true {
            let length = Int.random(in: 1...3, using: &generator)
            let key = String((0..<length).map { _ in "abcdefghijklmnopqrstuvwxyz".randomElement(using: &generator)! })
            if !existing.contains(key) { return key }
        }
    }
}

extension JSONValue {
    subscript(path: JSONPath) -> JSONValue? {
        var current = self
        for component in path {
            switch (current, component) {
            case (.object(let members), .key(let key)):
                guard let member = members.last(where: { $0.key == key }) else { return nil }
                current = member.value
            case (.array(let elements), .index(let index)) where elements.indices.contains(index):
                current = elements[index]
            default: return nil
            }
        }
        return current
    }

    func replacing(at path: JSONPath, _ transform: (JSONValue) -> JSONValue) -> JSONValue {
        guard let first = path.first else { return transform(self) }
        let rest = Array(path.dropFirst())
        switch (self, first) {
        case (.object(let members), .key(let key)):
            return .object(members.map { $0.key == key ? JSONMember(key: key, value: $0.value.replacing(at: rest, transform)) : $0 })
        case (.array(var elements), .index(let index)):
            elements[index] = elements[index].replacing(at: rest, transform)
            return .array(elements)
        default: return self
        }
    }

    func allPaths() -> [JSONPath] {
        var paths: [JSONPath] = [[]]
        switch self {
        case .object(let members):
            for member in members { paths += member.value.allPaths().map { [.key(member.key)] + $0 } }
        case .array(let elements):
            for (index, element) in elements.enumerated() { paths += element.allPaths().map { [.index(index)] + $0 } }
        default: break
        }
        return paths
    }

    /// The value with every object's members sorted by key, for comparing regardless of member order.
    var normalized: JSONValue {
        switch self {
        case .object(let members):
            return .object(members.map { JSONMember(key: $0.key, value: $0.value.normalized) }
                .sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) })
        case .array(let elements): return .array(elements.map(\.normalized))
        default: return self
        }
    }
}
