import Testing
import TestSupport
import Yams
@testable import PaletteConfig

/// The composer against the one it replaced, Yams' own, over the same libyaml: on the config
/// sketch and on YAML of every kind, each mutated at random, both accept or both refuse, and
/// what both accept is the same tree (texts, types, positions). The differences are the
/// composer's on purpose: keys are repeats only when they are scalars of the same text and type.
/// Seeded; `PALETTE_SEED` replays a failure.
@Suite struct YAMLComposerAgreementTests {
    static let documents = [ConfigLoaderTests.sketch, """
        base: &words [hot, warm]
        states: {hovered: *words, pressed: !!str 12, "quoted": 'single', tagged: !!int "7", empty: }
        block: |
          two
          lines
        folded: >-
          one
          line
        ? complex
        : value
        list:
          - - nested
            - [a, {b: c}]
          - ~
          - 1.5e3
          - .inf
          - 0x1F
          - yes
        unicode: "é ü" # a comment
        'é': ü
        """]

    @Test func theComposerAgreesWithYamsOnMutatedYAML() {
        let seed = SeededGenerator.replaySeed ?? UInt64.random(in: 0...UInt64.max)
        var random = SeededGenerator(seed: seed)
        let alphabet = Array(":-[]{},&*!|>'\"#? \n\tab1~.é")
        var outcomes: [String: Int] = [:]
        for round in 0..<2_000 {
            var text = Array(Self.documents[round % Self.documents.count])
            for _ in 0..<Int.random(in: 1...3, using: &random) where !text.isEmpty {
                let at = Int.random(in: 0..<text.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: text.remove(at: at)
                case 1: text.insert(alphabet.randomElement(using: &random)!, at: at)
                default: text[at] = alphabet.randomElement(using: &random)!
                }
            }
            let yaml = String(text)
            let outcome = compare(yaml)
            outcomes[outcome.kind, default: 0] += 1
            if let problem = outcome.problem {
                Issue.record("seed \(seed), round \(round): \(problem)\n\(yaml)")
                return
            }
        }
        // Enough of both kinds to mean something.
        #expect(outcomes["both read it", default: 0] > 200, "\(outcomes)")
        #expect(outcomes["both refused it", default: 0] > 200, "\(outcomes)")
    }

    @Test func theUnmutatedDocumentsReadTheSame() {
        for document in Self.documents {
            #expect(compare(document).kind == "both read it", "\(document)")
        }
    }

    private func compare(_ yaml: String) -> (kind: String, problem: String?) {
        let ours = Result { () throws(YAMLReader.Failure) in try YAMLReader.read(Array(yaml.utf8)) }
        let theirs = Result { try Yams.compose(yaml: yaml, .basic) }
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        switch (ours, theirs) {
        case (.success(let value), .success(let node)):
            guard let value, let node else {
                return value == nil && node == nil ? ("both read it", nil) : ("", "one found a document, the other none")
            }
            return agree(value, node, lines) ? ("both read it", nil) : ("", "different trees:\n\(value)\n\(node)")
        case (.failure, .failure):
            return ("both refused it", nil)
        case (.failure(let failure), .success(let node)):
            // A key repeated with another tag (`!!int 1`, `1`): Yams' basic tags differ, the core schema's types do not.
            if case .duplicateKey = failure.finding, let node, repeatsAKey(node) {
                return ("a repeat only palette sees", nil)
            }
            return ("", "palette refused what Yams read: \(failure)")
        case (.success(let value), .failure(let error)):
            // Keys Yams calls repeats and palette does not: `'1'` and `1`, or lists and mappings.
            if case YamlError.duplicatedKeysInMapping = error, let value, repeatsAKeyIgnoringTypes(value) {
                return ("a repeat only Yams sees", nil)
            }
            return ("", "palette read what Yams refused: \(error)")
        }
    }

    /// Same text, type and position; a column compared where the line is ASCII (libyaml counts
    /// scalars there, palette bytes, as `YAMLComposerTests` checks).
    private func agree(_ value: ConfigValue, _ node: Node, _ lines: [Substring]) -> Bool {
        guard let mark = node.mark, value.line == mark.line else { return false }
        if mark.line <= lines.count, lines[mark.line - 1].utf8.allSatisfy({ $0 < 0x80 }), value.column != mark.column { return false }
        switch (value.kind, node) {
        case (.scalar(let text, let type), .scalar(let scalar)):
            let tag = scalar.tag.rawValue
            return text == scalar.string && type == YAMLReader.scalarType(scalar.string, tag: tag.isEmpty ? nil : tag,
                                                                           plain: scalar.style == .plain)
        case (.list(let items), .sequence(let sequence)):
            return items.count == sequence.count && zip(items, sequence).allSatisfy { agree($0, $1, lines) }
        case (.mapping(let entries), .mapping(let mapping)):
            return entries.count == mapping.count
                && zip(entries, mapping).allSatisfy { agree($0.key, $1.key, lines) && agree($0.value, $1.value, lines) }
        default:
            return false
        }
    }

    /// Whether a mapping in `node` has two keys of the same text.
    private func repeatsAKey(_ node: Node) -> Bool {
        switch node {
        case .mapping(let mapping):
            let texts = mapping.keys.compactMap(\.string)
            return Set(texts).count < texts.count || mapping.values.contains(where: repeatsAKey)
        case .sequence(let sequence):
            return sequence.contains(where: repeatsAKey)
        default:
            return false
        }
    }

    /// Whether a mapping in `value` has two keys alike but for their types and positions.
    private func repeatsAKeyIgnoringTypes(_ value: ConfigValue) -> Bool {
        switch value.kind {
        case .mapping(let entries):
            let keys = entries.map { shape($0.key) }
            return Set(keys).count < keys.count || entries.contains { repeatsAKeyIgnoringTypes($0.value) }
        case .list(let items):
            return items.contains(where: repeatsAKeyIgnoringTypes)
        case .scalar:
            return false
        }
    }

    /// `value` written out without types or positions.
    private func shape(_ value: ConfigValue) -> String {
        switch value.kind {
        case .scalar(let text, _): "'\(text)'"
        case .list(let items): "[" + items.map(shape).joined(separator: ",") + "]"
        case .mapping(let entries): "{" + entries.map { shape($0.key) + ":" + shape($0.value) }.joined(separator: ",") + "}"
        }
    }
}
