import LosslessJSON
import Testing

/// Refused edits throw a precise error and leave the document as it was.
@Suite struct EditErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var edit: @Sendable (inout JSONDocument) throws -> Void
        var error: JSONEditError
        var message: String
    }

    static let cases: [Case] = [
        Case(testDescription: "missing path", edit: { try $0.setValue(1, at: ["nope"]) },
             error: .noSuchPath(["nope"]), message: "no value at 'nope'"),
        Case(testDescription: "insert member into array", edit: { try $0.insertMember(key: "a", value: 1, into: ["colors"]) },
             error: .notAnObject(["colors"]), message: "the value at 'colors' is not an object"),
        Case(testDescription: "insert element into object", edit: { try $0.insertElement(1, at: 0, into: ["info"]) },
             error: .notAnArray(["info"]), message: "the value at 'info' is not an array"),
        Case(testDescription: "index out of range", edit: { try $0.insertElement(1, at: 2, into: ["colors"]) },
             error: .indexOutOfRange(index: 2, count: 1, path: ["colors"]),
             message: "index '2' is out of range for 'colors' with 1 elements"),
        Case(testDescription: "key exists", edit: { try $0.insertMember(key: "author", value: 1, into: ["info"]) },
             error: .keyExists(key: "author", path: ["info"]), message: "key 'author' already exists in 'info'"),
        Case(testDescription: "rename onto existing key", edit: { try $0.renameKey(at: ["info", "author"], to: "version") },
             error: .keyExists(key: "version", path: ["info"]), message: "key 'version' already exists in 'info'"),
        Case(testDescription: "rename an element", edit: { try $0.renameKey(at: ["colors", 0], to: "x") },
             error: .notAMember(["colors", 0]), message: "'colors[0]' does not end in an object key"),
        Case(testDescription: "remove root", edit: { try $0.removeValue(at: []) },
             error: .cannotRemoveRoot, message: "the root value cannot be removed"),
        Case(testDescription: "invalid number", edit: { try $0.setValue(.number("1."), at: ["info", "version"]) },
             error: .invalidNumber("1."), message: "'1.' is not a JSON number literal"),
        Case(testDescription: "too deep", edit: { try $0.setValue(deep(600), at: ["info"]) },
             error: .nestingTooDeep(limit: 512), message: "the edit would nest values deeper than 512 levels"),
    ]

    @Test(arguments: cases)
    func refusedEditLeavesTheDocumentAlone(_ testCase: Case) throws {
        var document = try JSONDocument(text: EditTests.canonical)
        do {
            try testCase.edit(&document)
            Issue.record("edit succeeded")
        } catch {
            let error = try #require(error as? JSONEditError)
            #expect(error == testCase.error)
            #expect(error.message == testCase.message)
            #expect(error.code.hasPrefix("json.edit."))
        }
        #expect(document.text == EditTests.canonical)
    }

    static func deep(_ levels: Int) -> JSONValue {
        var value: JSONValue = .array([])
        for _ in 0..<levels { value = .array([value]) }
        return value
    }
}
