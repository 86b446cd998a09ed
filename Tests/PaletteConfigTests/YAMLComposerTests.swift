import Testing
@testable import PaletteConfig

/// libyaml's events composed into `ConfigValue`s: what Yams' composer did (aliases, one document,
/// repeated keys, libyaml's own errors), each problem at its line and column.
@Suite struct YAMLComposerTests {
    private func root(_ text: String) throws -> ConfigValue {
        try #require(try YAMLReader.read(Array(text.utf8)))
    }

    private func problems(_ text: String) -> [String] {
        ConfigLoaderTests.described(ConfigLoaderTests.parse(text))
    }

    @Test func valuesKeepTheirTextTypeAndPosition() throws {
        let value = try root("catalogs:\n  - A.xcassets\n  - {name: 'B', depth: 2}\n")
        let list = try #require(value["catalogs"])
        #expect((list.line, list.column) == (2, 3))
        guard case .list(let items) = list.kind, items.count == 2 else {
            Issue.record("\(list.kind)")
            return
        }
        #expect(items[0] == ConfigValue(.scalar("A.xcassets", .string), line: 2, column: 5))
        #expect(items[1]["name"] == ConfigValue(.scalar("B", .string), line: 3, column: 12))
        #expect(items[1]["depth"] == ConfigValue(.scalar("2", .integer), line: 3, column: 24))
    }

    @Test func anAliasIsTheAnchoredValueWhereItWasWritten() throws {
        let value = try root("base: &words [hot, warm]\nstates:\n  hovered: *words\n  pressed: &one down\n  held: *one\n")
        let anchored = try #require(value["base"])
        #expect(value["states"]?["hovered"] == anchored)
        #expect((anchored.line, anchored.column) == (1, 7))
        #expect(value["states"]?["held"] == ConfigValue(.scalar("down", .string), line: 4, column: 12))
    }

    @Test func nestedAliasesShareTheirValues() throws {
        // Ten to the sixth leaves if each alias were copied out in full.
        var text = "l0: &l0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...6 {
            text += "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let value = try root(text)
        guard case .list(let top) = try #require(value["l6"]).kind else {
            Issue.record("l6 is not a list")
            return
        }
        #expect(top.count == 10)
        #expect(top[9] == value["l5"])
    }

    @Test(arguments: [
        ("a: *nowhere\n", "1:4: error: config.malformed: malformed YAML: found undefined alias"),
        ("a: 1\n---\nb: 2\n", "2:1: error: config.malformed: malformed YAML: a second document starts here; palette.yml holds one"),
        // libyaml's reader refuses control characters: its byte offset becomes a line.
        ("a: 1\nb: \u{01}\n", "2:-: error: config.malformed: malformed YAML: control characters are not allowed"),
        ("states: {hovered: [hot}\n", "1:23: error: config.malformed: malformed YAML: did not find expected ',' or ']' "
            + "(while parsing a flow sequence at line 1)"),
    ])
    func aMalformedDocumentIsOneProblemAtItsPlace(_ text: String, _ expected: String) {
        #expect(problems(text) == [expected])
    }

    @Test func aRepeatedKeyIsReportedWhereItRepeats() throws {
        #expect(problems("states:\n  hovered: [hot]\n  hovered: [warm]\n")
            == ["3:3: error: config.duplicate-key: key 'hovered' appears more than once in the same mapping"])
        // A mapping too long to compare key by key is searched through a set.
        let line = "  modes: {" + ((0..<12).map { "k\($0): 1" } + ["k7: 2"]).joined(separator: ", ") + "}"
        let column = try #require(line.range(of: "k7: 2")).lowerBound.utf16Offset(in: line) + 1
        #expect(problems("tokens:\n\(line)\n").first?.hasPrefix("2:\(column): error: config.duplicate-key: key 'k7'") == true)
    }

    @Test func keysOfAnotherTypeOrNotScalarsAreNotRepeats() throws {
        #expect(try root("{'1': a, 1: b}")["1"]?.text == "a")
        guard case .mapping(let entries) = try root("? [a]\n: 1\n? [a]\n: 2\n").kind else {
            Issue.record("not a mapping")
            return
        }
        #expect(entries.map(\.value.text) == ["1", "2"])
        #expect(problems("{true: a, 'true': b, yes: c, true: d}")
            == ["1:30: error: config.duplicate-key: key 'true' appears more than once in the same mapping"])
    }

    @Test func nestingBeyondTheLimitIsRefusedNotFollowed() {
        let depth = YAMLComposer.maximumDepth + 50
        let text = "a: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        #expect(problems(text) == ["1:\(4 + YAMLComposer.maximumDepth - 1): error: config.malformed: malformed YAML: "
            + "values nest more than \(YAMLComposer.maximumDepth) levels deep"])
    }

    @Test func anEmptyDocumentHasNoRootAndAnEmptyOneIsNull() throws {
        #expect(try YAMLReader.read(Array("# nothing\n\n".utf8)) == nil)
        #expect(try root("---\n").isNull)
    }
}
