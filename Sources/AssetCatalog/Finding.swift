import LosslessJSON

/// Every problem palette can report about catalogs, with its stable code, its severity and its
/// wording: the one place where diagnostic codes and messages are spelled (JSON syntax errors and
/// duplicate keys keep theirs in LosslessJSON, which has no catalog to report to).
///
/// Messages are lowercase, with values in single quotes and no trailing period. A new check adds a
/// case here; sites build a `Diagnostic` from a case and never spell a code themselves.
public enum Finding: Hashable, Sendable {
    // Paths and files.
    /// A path given on the command line is missing or not a folder.
    case pathNotFound(path: String, reason: String)
    /// A folder could not be searched for catalogs.
    case folderUnsearchable(reason: String)
    /// A folder inside a catalog could not be listed.
    case folderUnreadable(reason: String)
    /// A `Contents.json` could not be read.
    case fileUnreadable(reason: String)
    /// A colorset folder has no `Contents.json`.
    case missingContents

    // JSON.
    /// The file is not valid JSON.
    case syntax(JSONSyntaxError)
    /// A key repeats an earlier key of the same object.
    case duplicateKey(JSONDuplicateKey)

    // Colorsets and their entries.
    case noColors
    case entryNotObject(index: Int)
    case missingIdiom
    case unknownAppearance(kind: String, value: String)
    case unknownColorSpace(String)
    case missingComponents
    case missingComponent(String)
    case invalidComponent(key: String, token: String)
    /// A number too large for a double (`1e400`): it would turn into infinity.
    case nonFiniteComponent(key: String, token: String)
    /// A component token longer than any number palette reads (`ComponentNotation.maximumLength`);
    /// `excerpt` is its start (see `Excerpt`), `length` its size in bytes.
    case componentTooLong(key: String, excerpt: String, length: Int)
    case componentOutOfRange(key: String, token: String, space: String)
    case duplicateSlot(slot: String, firstEntry: Int)
    case appearanceTie

    // Catalogs.
    case duplicateName(name: String, otherFolder: String)

    /// A stable identifier such as `json.expected-value` or `color.unknown-color-space`.
    public var code: String {
        switch self {
        case .pathNotFound: "path.not-found"
        case .folderUnsearchable, .folderUnreadable, .fileUnreadable: "file.unreadable"
        case .missingContents: "colorset.missing-contents"
        case .syntax(let error): error.code
        case .duplicateKey(let duplicate): duplicate.code
        case .noColors: "colorset.no-colors"
        case .entryNotObject: "variant.not-object"
        case .missingIdiom: "variant.missing-idiom"
        case .unknownAppearance: "variant.unknown-appearance"
        case .unknownColorSpace: "color.unknown-color-space"
        case .missingComponents: "color.missing-components"
        case .missingComponent: "color.missing-component"
        case .invalidComponent: "color.invalid-component"
        case .nonFiniteComponent: "color.non-finite-component"
        case .componentTooLong: "color.component-too-long"
        case .componentOutOfRange: "color.component-out-of-range"
        case .duplicateSlot: "colorset.duplicate-slot"
        case .appearanceTie: "colorset.appearance-tie"
        case .duplicateName: "catalog.duplicate-name"
        }
    }

    public var severity: Diagnostic.Severity {
        switch self {
        case .duplicateKey, .missingIdiom, .unknownAppearance, .appearanceTie: .warning
        default: .error
        }
    }

    /// The wording, lowercase, values in single quotes. Values from a file are quoted through
    /// `Excerpt`, so a hostile 20 MB token makes a short message.
    public var message: String {
        func quoted(_ value: String) -> String { Excerpt.of(value) }
        return switch self {
        case .pathNotFound(let path, let reason): "cannot open '\(path)': \(reason)"
        case .folderUnsearchable(let reason): "cannot search folder: \(reason)"
        case .folderUnreadable(let reason): "cannot read folder: \(reason)"
        case .fileUnreadable(let reason): "cannot read file: \(reason)"
        case .missingContents: "colorset has no 'Contents.json'"
        case .syntax(let error): error.message
        case .duplicateKey(let duplicate): duplicate.message
        case .noColors: "colorset has no 'colors' array"
        case .entryNotObject(let index): "entry \(index) of 'colors' is not an object"
        case .missingIdiom: "entry has no 'idiom'; taken as 'universal'"
        case .unknownAppearance(let kind, let value):
            "unknown appearance '\(quoted(kind))' with value '\(quoted(value))'; kept but not used for resolution"
        case .unknownColorSpace(let name): "unknown color space '\(quoted(name))'; shown as sRGB"
        case .missingComponents: "color has neither 'components' nor 'reference'"
        case .missingComponent(let key): "missing component '\(key)'"
        case .invalidComponent(let key, let token): "component '\(key)' is \(quoted(token)), not a number"
        case .nonFiniteComponent(let key, let token):
            "component '\(key)' is \(quoted(token)), too large to be a number"
        case .componentTooLong(let key, let excerpt, let length):
            "component '\(key)' is \(length) bytes long (\(excerpt)); "
                + "palette reads components of at most \(ComponentNotation.maximumLength) bytes"
        case .componentOutOfRange(let key, let token, let space):
            "component '\(key)' is \(quoted(token)), outside 0...1 for '\(quoted(space))'"
        case .duplicateSlot(let slot, let firstEntry):
            "duplicate slot '\(quoted(slot))'; entry \(firstEntry) has the same traits"
        case .appearanceTie:
            "slots 'Dark' and 'HC' both match High Contrast Dark and there is no 'HC Dark' slot; "
                + "palette uses 'Dark' (add an 'HC Dark' slot to decide)"
        case .duplicateName(let name, let otherFolder): "color name '\(quoted(name))' is also used by '\(otherFolder)'"
        }
    }
}
