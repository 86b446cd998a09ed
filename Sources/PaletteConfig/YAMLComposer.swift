internal import CYaml

/// One YAML document read from libyaml's events straight into `ConfigValue`s.
///
/// libyaml is the parser Yams builds and wraps (its `CYaml` module). Yams' own composer made a
/// node per value, each with a tag object, hashed every mapping's keys into a dictionary to find
/// repeats, and `YAMLReader` then copied the tree into `ConfigValue`s: nearly four fifths of the
/// instructions of a long `palette.yml`'s read, libyaml's events the rest. Here each event becomes its
/// value once; aliases share the anchored value's storage (a nested alias bomb stays small).
final class YAMLComposer {
    /// Deeper nesting is refused rather than followed: each level is a frame of this recursion,
    /// which may run on a thread with a small stack. Configs nest a handful of levels.
    static let maximumDepth = 200

    private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    private let lines: YAMLReader.Lines
    private var anchors: [String: ConfigValue] = [:]

    /// A composer of `input`, which must stay valid while it reads; `lines` are its lines.
    init(input: UnsafeBufferPointer<UInt8>, lines: YAMLReader.Lines) {
        self.lines = lines
        parser.initialize(to: yaml_parser_t())
        yaml_parser_initialize(parser)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, input.baseAddress, input.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deinitialize(count: 1)
        parser.deallocate()
    }

    /// The stream's one document, `nil` when it has none (only comments or blank lines).
    func document() throws(YAMLReader.Failure) -> ConfigValue? {
        _ = try next()  // The stream's start.
        guard case .documentStart = try next().kind else { return nil }
        let root = try value(of: next(), depth: 0)
        _ = try next()  // The document's end.
        let after = try next()
        if case .documentStart = after.kind {
            throw failure(.malformed(problem: "a second document starts here; palette.yml holds one"), at: after)
        }
        return root
    }

    /// The value that starts with `event`, read to its end.
    private func value(of event: Event, depth: Int) throws(YAMLReader.Failure) -> ConfigValue {
        guard depth < Self.maximumDepth else {
            throw failure(.malformed(problem: "values nest more than \(Self.maximumDepth) levels deep"), at: event)
        }
        let kind: ConfigValue.Kind
        switch event.kind {
        case .alias(let anchor):
            // As Yams composes it: the anchored value, positioned at its anchor.
            guard let anchored = anchors[anchor] else { throw failure(.malformed(problem: "found undefined alias"), at: event) }
            return anchored
        case .scalar(let text, let tag, let plain):
            kind = .scalar(text, YAMLReader.scalarType(text, tag: tag, plain: plain))
        case .sequenceStart:
            var items: [ConfigValue] = []
            while true {
                let item = try next()
                if case .sequenceEnd = item.kind { break }
                items.append(try value(of: item, depth: depth + 1))
            }
            kind = .list(items)
        case .mappingStart:
            var entries: [ConfigEntry] = []
            while true {
                let key = try next()
                if case .mappingEnd = key.kind { break }
                entries.append(ConfigEntry(key: try value(of: key, depth: depth + 1), value: try value(of: next(), depth: depth + 1)))
            }
            if let repeated = Self.firstRepeatedKey(entries), case .scalar(let text, _) = repeated.kind {
                throw YAMLReader.Failure(finding: .duplicateKey(text), line: repeated.line, column: repeated.column)
            }
            kind = .mapping(entries)
        default:
            throw failure(.malformed(problem: "unexpected YAML event"), at: event)
        }
        let made = ConfigValue(kind, line: event.line, column: event.column)
        if let anchor = event.anchor { anchors[anchor] = made }
        return made
    }

    /// The first key that repeats a scalar key before it (same text, same type), `nil` if none.
    /// Keys that are lists or mappings are not compared: palette reports them as not names.
    static func firstRepeatedKey(_ entries: [ConfigEntry]) -> ConfigValue? {
        func scalar(_ key: ConfigValue) -> ConfigValue.Kind? {
            if case .scalar = key.kind { return key.kind }
            return nil
        }
        // A config's mappings hold a few keys: compared in place, without hashing them.
        if entries.count <= 8 {
            for index in entries.indices.dropFirst() {
                guard let key = scalar(entries[index].key) else { continue }
                if entries[..<index].contains(where: { scalar($0.key) == key }) { return entries[index].key }
            }
            return nil
        }
        var seen = Set<ConfigValue.Kind>()
        return entries.first { entry in scalar(entry.key).map { !seen.insert($0).inserted } ?? false }?.key
    }

    // MARK: - Events

    /// What palette reads of a libyaml event, copied out before the event is freed.
    private struct Event {
        enum Kind {
            case documentStart, sequenceStart, sequenceEnd, mappingStart, mappingEnd
            /// The stream's start and end and a document's end: read past, never looked into.
            case boundary
            case alias(String)
            /// The text, the tag as libyaml resolved it (`nil` when none was written; `str` for a
            /// quoted scalar without one), and whether it was written plain (unquoted).
            case scalar(String, tag: String?, plain: Bool)
        }
        var kind: Kind
        var anchor: String?
        var line: Int
        var column: Int
    }

    private func next() throws(YAMLReader.Failure) -> Event {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw parserFailure() }
        defer { yaml_event_delete(&event) }
        let (line, column) = lines.position(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        var anchor: UnsafeMutablePointer<yaml_char_t>?
        let kind: Event.Kind
        switch event.type {
        case YAML_DOCUMENT_START_EVENT: kind = .documentStart
        case YAML_ALIAS_EVENT: kind = .alias(Self.text(event.data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            anchor = scalar.anchor
            // Scalars may hold NUL characters: read by length, not as C strings. The input was
            // checked to be UTF-8 before the parse.
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let tag = scalar.quoted_implicit == 1 ? YAMLReader.stringTag : Self.text(scalar.tag)
            kind = .scalar(text, tag: tag, plain: scalar.style == YAML_PLAIN_SCALAR_STYLE)
        case YAML_SEQUENCE_START_EVENT:
            anchor = event.data.sequence_start.anchor
            kind = .sequenceStart
        case YAML_SEQUENCE_END_EVENT: kind = .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            anchor = event.data.mapping_start.anchor
            kind = .mappingStart
        case YAML_MAPPING_END_EVENT: kind = .mappingEnd
        default: kind = .boundary
        }
        return Event(kind: kind, anchor: Self.text(anchor), line: line, column: column)
    }

    private static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private func failure(_ finding: ConfigFinding, at event: Event) -> YAMLReader.Failure {
        YAMLReader.Failure(finding: finding, line: event.line, column: event.column)
    }

    /// libyaml's problem, where it found it, with its context (`while parsing a flow mapping`).
    private func parserFailure() -> YAMLReader.Failure {
        let state = parser.pointee
        guard state.error != YAML_MEMORY_ERROR, let problem = state.problem.map({ String(cString: $0) }) else {
            return YAMLReader.Failure(finding: .malformed(problem: "libyaml ran out of memory"))
        }
        if state.error == YAML_READER_ERROR {
            return YAMLReader.Failure(finding: .malformed(problem: problem), line: lines.line(ofOffset: state.problem_offset))
        }
        var text = problem
        if let context = state.context {
            text += " (\(String(cString: context)) at line \(state.context_mark.line + 1))"
        }
        let (line, column) = lines.position(line: Int(state.problem_mark.line) + 1, column: Int(state.problem_mark.column) + 1)
        return YAMLReader.Failure(finding: .malformed(problem: text), line: line, column: column)
    }
}
