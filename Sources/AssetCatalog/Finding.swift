import ColorScience
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
    /// A `Contents.json` that is a folder, FIFO, socket or device: palette reads only regular files.
    case notRegularFile(FileKind)
    /// A `Contents.json` larger than palette reads (`limit`, in bytes).
    case fileTooLarge(size: Int64, limit: Int64)
    /// A symbolic link to a folder that the walk does not follow.
    case linkNotFollowed(LinkRefusal)

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
    /// An alpha written as an integer string between 0 and 255 (`"1"`): 8-bit, so nearly
    /// transparent, where Xcode always writes alpha as a decimal (`"1.000"` is opaque).
    case integerAlpha(token: String)
    case duplicateSlot(slot: String, firstEntry: Int)
    case appearanceTie
    /// No entry is the universal slot without appearances: nothing is left to fall back on.
    case noAnySlot

    // Catalogs.
    case duplicateName(name: String, otherFolder: String)

    /// Why a symbolic link to a folder is not followed.
    public enum LinkRefusal: Hashable, Sendable {
        /// It leads outside the folder palette was given (`tree`, links resolved).
        case outsideTree(tree: String)
        /// It leads back into its own catalog or to a folder holding it: a loop or a second copy.
        case intoCatalog
        /// It leads to a folder already read through another path.
        case alreadyRead
    }

    // The project config.
    /// A problem in `palette.yml`, spelled by PaletteConfig's `ConfigFinding` (which knows
    /// nothing of catalogs) and carried here so that one renderer prints every diagnostic.
    case config(code: String, severity: Diagnostic.Severity, message: String)

    // Contrast.
    /// A pair misses its target in an appearance. `measured` is the ratio and Lc (written
    /// `3.21:1 (Lc -45.2)`), `target` the target with its meaning (`AA (4.5:1)`). A pair inferred
    /// from names is a warning, a declared one an error. In these findings `backgroundCatalog` is
    /// the background's catalog (its label) when other catalogs have a color of that name too.
    case contrastFail(foreground: String, background: String, appearance: String, state: String?,
                      measured: ContrastReading, target: String, inferred: Bool, backgroundCatalog: String? = nil)
    /// A foreground without a Dark slot on a background that has one.
    case contrastMissingVariant(foreground: String, background: String, backgroundCatalog: String? = nil)
    /// A pair that passes in the normal appearance, has no High Contrast slot on either side, and
    /// misses the `increased` target the policy sets for `appearance`.
    case contrastNeedsHighContrast(foreground: String, background: String, appearance: String, normal: String,
                                   measured: ContrastReading, target: String, backgroundCatalog: String? = nil)
    /// A name in `palette.yml`'s `contrast.pairs` that matches no color.
    case contrastUnknownColor(name: String, role: String, suggestion: String?)
    /// A name in `palette.yml`'s `specimen` section that matches no color (issue 13).
    case specimenUnknownColor(name: String, role: String, suggestion: String?)
    /// Two colors that look alike in every appearance; `distance` is the largest OKLab difference.
    /// `otherCatalog`: the other color's catalog (its label) when it is not the same one.
    case nearDuplicate(name: String, other: String, otherCatalog: String? = nil, distance: String)

    // Issue 13: color vision.
    /// Two colors that must be told apart (a pair, or two states of a group) whose OKLab difference
    /// falls below `threshold` as `vision` sees them in `appearance`, while normal vision tells them apart.
    case visionIndistinct(first: String, second: String, kind: String, vision: String, appearance: String,
                          distance: String, normalDistance: String, threshold: String, secondCatalog: String? = nil)
    // Issue 17: where colors are used (SourceIndex).
    /// A storyboard or xib names a color no catalog in scope defines.
    case ibMissingColor(name: String, suggestion: String?)
    /// Swift or Objective-C code, a plist or an xcconfig names a color no catalog in scope defines.
    case codeMissingColor(name: String, suggestion: String?)
    /// Swift code names a color no catalog in scope defines, loading it from another module's
    /// bundle (`bundle:` as written): a dependency's catalog, outside the paths, not checked.
    case codeColorFromOtherBundle(name: String, bundle: String)
    /// A color nothing references; `possiblyUsedBy` is a name built at run time (an interpolated
    /// string) that could produce it, which makes the finding a note.
    case unusedColor(name: String, possiblyUsedBy: String?)
    /// A `<namedColor>` fallback that differs from the catalog's Any value (both as hex).
    case staleFallback(name: String, fallback: String, catalog: String)
    /// A `<namedColor>` fallback that holds the catalog's Dark value instead of its Any value.
    case darkFallback(name: String, fallback: String, catalog: String)
    /// A color literal in code equal to a catalog color (`appearance` says in which), or a light/dark
    /// pair equal to a colorset's Any and Dark (`appearance` is `nil`).
    case hardcodedColor(literal: String, name: String, appearance: String?)
    // Design tokens (issue 12): problems in token files given to `palette import`.
    /// A `$type` that is not one of the format's types.
    case tokenUnknownType(String)
    /// A token of a known type other than color; it is skipped.
    case tokenNotColor(token: String, type: String)
    /// A color value palette cannot read; `reason` says why.
    case tokenInvalidColor(token: String, reason: String)
    /// An alias (`{color.brand}` or `$ref`) that names no token.
    case tokenBrokenAlias(token: String, target: String)
    /// Aliases that lead back to where they started; `chain` lists them in order.
    case tokenAliasCycle(chain: String)
    /// A token or group name that cannot be a colorset or folder name (`/`, a control character).
    case tokenInvalidName(String)
    /// A resolver context no appearance is mapped to (`tokens.modes`, `--mode`); it is skipped.
    case tokenUnmappedMode(String)
    /// Two contexts of one resolver modifier mapped to one appearance by the same source (both
    /// in `tokens.modes`, or both by `--mode`): `chosen`, the first, is used and `mode` skipped.
    case tokenModeConflict(mode: String, chosen: String, appearance: String)
    /// A resolver document palette cannot follow (`reason`), such as a `$ref` to a missing file.
    case tokenInvalidResolver(reason: String)
    /// A value in a space the colorset does not hold, written converted.
    case tokenConverted(token: String, from: String, to: String)
    /// Two tokens that would be written to one colorset (`path`): their catalog groups are left
    /// out of the path, so two catalogs' exports with a name in common meet; nothing is written.
    case tokenSameColorSet(token: String, other: String, path: String)
    /// Two colors whose names become one CSS custom property (`property`, without `--`): the
    /// cascade would keep only the later one's values. `name` is this color, `other` the one it
    /// meets, at `otherPath`, in another catalog when `otherCatalog`; nothing is written.
    case exportNameCollision(property: String, name: String, other: String, otherPath: String, otherCatalog: Bool)
    // Code generation (issue 14).
    /// Two colors or namespaces whose names become one identifier in generated code (`name` is
    /// this one, `other` the one it meets, at `otherPath`); nothing is written.
    case generatedNameCollision(identifier: String, name: String, other: String, otherPath: String)

    /// A stable identifier such as `json.expected-value` or `color.unknown-color-space`.
    public var code: String {
        switch self {
        case .pathNotFound: "path.not-found"
        case .folderUnsearchable, .folderUnreadable, .fileUnreadable: "file.unreadable"
        case .missingContents: "colorset.missing-contents"
        case .notRegularFile: "file.not-regular"
        case .fileTooLarge: "file.too-large"
        case .linkNotFollowed: "folder.link-not-followed"
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
        case .integerAlpha: "color.integer-alpha"
        case .duplicateSlot: "colorset.duplicate-slot"
        case .appearanceTie: "colorset.appearance-tie"
        case .noAnySlot: "colorset.no-any-slot"
        case .duplicateName: "catalog.duplicate-name"
        case .config(let code, _, _): code
        // Contrast.
        case .contrastFail: "contrast.fail"
        case .contrastMissingVariant: "contrast.missing-variant"
        case .contrastNeedsHighContrast: "contrast.needs-high-contrast"
        case .contrastUnknownColor: "contrast.unknown-color"
        case .specimenUnknownColor: "specimen.unknown-color"
        case .nearDuplicate: "colorset.near-duplicate"
        // Issue 13.
        case .visionIndistinct: "contrast.vision-indistinct"
        // Issue 17.
        case .ibMissingColor: "ib.missing-color"
        case .codeMissingColor: "code.missing-color"
        case .codeColorFromOtherBundle: "code.other-bundle-color"
        case .unusedColor: "catalog.unused-color"
        case .staleFallback: "ib.stale-fallback"
        case .darkFallback: "ib.dark-fallback"
        case .hardcodedColor: "code.hardcoded-color"
        // Design tokens (issue 12).
        case .tokenUnknownType: "tokens.unknown-type"
        case .tokenNotColor: "tokens.not-color"
        case .tokenInvalidColor: "tokens.invalid-color"
        case .tokenBrokenAlias: "tokens.broken-alias"
        case .tokenAliasCycle: "tokens.alias-cycle"
        case .tokenInvalidName: "tokens.invalid-name"
        case .tokenSameColorSet: "tokens.same-colorset"
        case .tokenUnmappedMode: "tokens.unmapped-mode"
        case .tokenModeConflict: "tokens.mode-conflict"
        case .tokenInvalidResolver: "tokens.invalid-resolver"
        case .tokenConverted: "tokens.converted"
        case .exportNameCollision: "export.name-collision"
        // Code generation (issue 14).
        case .generatedNameCollision: "generate.name-collision"
        }
    }

    public var severity: Diagnostic.Severity {
        switch self {
        case .duplicateKey, .missingIdiom, .unknownAppearance, .appearanceTie, .linkNotFollowed, .noAnySlot, .integerAlpha: .warning
        case .config(_, let severity, _): severity
        // Contrast.
        case .contrastFail(_, _, _, _, _, _, let inferred, _): inferred ? .warning : .error
        case .contrastMissingVariant, .contrastNeedsHighContrast, .contrastUnknownColor, .specimenUnknownColor: .warning
        case .nearDuplicate: .note
        case .visionIndistinct: .warning
        // Issue 17.
        case .unusedColor(_, let possiblyUsedBy): possiblyUsedBy == nil ? .warning : .note
        case .staleFallback, .darkFallback: .warning
        case .hardcodedColor, .codeColorFromOtherBundle: .note
        // Design tokens (issue 12).
        case .tokenUnmappedMode, .tokenModeConflict: .warning
        case .tokenNotColor, .tokenConverted: .note
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
        case .notRegularFile(let kind): "is a \(kind.rawValue), not a regular file; palette reads only regular files"
        case .fileTooLarge(let size, let limit):
            "file is \(size) bytes, more than palette reads (\(limit >> 20) MiB); not read"
        case .linkNotFollowed(.outsideTree(let tree)):
            "symbolic link leads outside '\(tree)', the folder palette was given; not followed"
        case .linkNotFollowed(.intoCatalog):
            "symbolic link leads back into its catalog or to a folder holding it; not followed"
        case .linkNotFollowed(.alreadyRead):
            "symbolic link leads to a folder palette has already read; not followed"
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
        case .integerAlpha(let token):
            "alpha \(quoted(token)) is an 8-bit integer, so nearly transparent; Xcode writes alpha as a decimal "
                + "('1.000' is opaque)"
        case .duplicateSlot(let slot, let firstEntry):
            "duplicate slot '\(quoted(slot))'; entry \(firstEntry) has the same traits"
        case .appearanceTie:
            "slots 'Dark' and 'HC' both match High Contrast Dark and there is no 'HC Dark' slot; "
                + "palette uses 'Dark' (add an 'HC Dark' slot to decide)"
        case .noAnySlot:
            "colorset has no 'Any' slot (universal, no appearance); a device or appearance without a slot "
                + "of its own gets no color"
        case .duplicateName(let name, let otherFolder): "color name '\(quoted(name))' is also used by '\(otherFolder)'"
        case .config(_, _, let message): message
        // Contrast.
        case .contrastFail(let foreground, let background, let appearance, let state, let measured, let target, let inferred,
                           let backgroundCatalog):
            // Joined rather than interpolated, as the near duplicates: a catalog can have tens of thousands.
            MessageText.join("contrast of '", foreground, "' on '", background, "'", Self.of(backgroundCatalog), " in ", appearance,
                             state.map { MessageText.join(" (state '", $0, "')") } ?? "", " is ", measured.description, ", below ", target,
                             inferred ? " (pair inferred from the names)" : "")
        case .contrastMissingVariant(let foreground, let background, let backgroundCatalog):
            "foreground '\(foreground)' has no Dark slot while its background '\(background)'\(Self.of(backgroundCatalog)) has one "
                + "(add one: 'palette derive \(foreground) --dark')"
        case .contrastNeedsHighContrast(let foreground, let background, let appearance, let normal, let measured, let target,
                                        let backgroundCatalog):
            "pair '\(foreground)' on '\(background)'\(Self.of(backgroundCatalog)) passes in \(normal) but is \(measured) in \(appearance), below the "
                + "increased target \(target), and neither has a High Contrast slot "
                + "(add one: 'palette derive \(foreground) --high-contrast')"
        case .contrastUnknownColor(let name, let role, let suggestion):
            "\(role) '\(name)' in 'contrast.pairs' matches no color" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .specimenUnknownColor(let name, let role, let suggestion):
            "\(role) '\(name)' in 'specimen' matches no color" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .nearDuplicate(let name, let other, let otherCatalog, let distance):
            MessageText.join("color '", name, "' looks the same as '", other, "'", Self.of(otherCatalog),
                             " in every appearance (OKLab difference at most ", distance, ")")
        case .visionIndistinct(let first, let second, let kind, let vision, let appearance, let distance, let normalDistance, let threshold,
                               let secondCatalog):
            "\(kind) '\(first)' and '\(second)'\(Self.of(secondCatalog)) look alike with \(vision) in \(appearance): OKLab difference \(distance), "
                + "below \(threshold) (\(normalDistance) with normal vision); tell them apart by lightness, not hue alone"
        // Issue 17.
        case .ibMissingColor(let name, let suggestion):
            "named color '\(quoted(name))' is defined in no catalog" + (suggestion.map { "; did you mean '\(quoted($0))'?" } ?? "")
        case .codeMissingColor(let name, let suggestion):
            "color '\(quoted(name))' is defined in no catalog" + (suggestion.map { "; did you mean '\(quoted($0))'?" } ?? "")
        case .codeColorFromOtherBundle(let name, let bundle):
            "color '\(quoted(name))' is loaded from '\(quoted(bundle))', whose catalog is not among those found; not checked"
        case .unusedColor(let name, let possiblyUsedBy):
            possiblyUsedBy.map { "color '\(name)' is referenced only through a name built at run time ('\(quoted($0))')" }
                ?? "color '\(name)' is not referenced by any source, Interface Builder file, plist or xcconfig"
        case .staleFallback(let name, let fallback, let catalog):
            "fallback for '\(quoted(name))' is \(fallback) but the catalog's Any value is \(catalog) "
                + "(re-save the file in Xcode, or 'palette check --fix')"
        case .darkFallback(let name, let fallback, let catalog):
            "fallback for '\(quoted(name))' is the Dark value \(fallback), not the Any value \(catalog) "
                + "('palette check --fix' writes the Any value)"
        case .hardcodedColor(let literal, let name, let appearance):
            appearance.map { "hard-coded color \(quoted(literal)) equals catalog color '\(name)' (\($0)); use the token" }
                ?? "light/dark pair \(quoted(literal)) equals catalog color '\(name)' (Any and Dark); use the asset catalog color '\(name)'"
        // Design tokens (issue 12).
        case .tokenUnknownType(let type):
            "unknown '$type' '\(quoted(type))'; the format's types are color, dimension, fontFamily, fontWeight, duration, "
                + "cubicBezier, number, strokeStyle, border, transition, shadow, gradient and typography"
        case .tokenNotColor(let token, let type): "token '\(quoted(token))' is a '\(quoted(type))', not a color; skipped"
        case .tokenInvalidColor(let token, let reason): "token '\(quoted(token))' has no color palette can read: \(reason)"
        case .tokenBrokenAlias(let token, let target): "token '\(quoted(token))' refers to '\(quoted(target))', which is not a token"
        case .tokenAliasCycle(let chain): "aliases form a cycle: \(quoted(chain))"
        case .tokenSameColorSet(let token, let other, let path):
            "tokens '\(quoted(token))' and '\(quoted(other))' would both be written to '\(quoted(path))' (the catalog groups "
                + "are left out of the path); export and import each catalog on its own"
        case .tokenInvalidName(let name):
            "name '\(quoted(name))' cannot be a folder or colorset name (empty, '.', '..', '/' or a control character)"
        case .tokenUnmappedMode(let mode):
            "mode '\(quoted(mode))' is no appearance; map it in palette.yml's 'tokens.modes' or with --mode; skipped"
        case .tokenModeConflict(let mode, let chosen, let appearance):
            "modes '\(quoted(chosen))' and '\(quoted(mode))' are both mapped to \(appearance); '\(quoted(chosen))' is used and "
                + "'\(quoted(mode))' skipped; map only one of them in palette.yml's 'tokens.modes' or with --mode"
        case .tokenInvalidResolver(let reason): "resolver document: \(reason)"
        case .tokenConverted(let token, let from, let to): "token '\(quoted(token))' is in '\(from)', written converted to '\(to)'"
        case .exportNameCollision(let property, let name, let other, let otherPath, let otherCatalog):
            "'\(quoted(name))' and '\(quoted(other))' ('\(otherPath)') both become the CSS custom property '--\(quoted(property))'; "
                + (otherCatalog ? "export each catalog on its own (name its .xcassets path) or rename one of them" : "rename one of them")
        // Code generation (issue 14).
        case .generatedNameCollision(let identifier, let name, let other, let otherPath):
            "'\(quoted(name))' and '\(quoted(other))' ('\(otherPath)') both become '\(identifier)' in generated code; "
                + "rename one of them (colors of different catalogs: --per-catalog)"
        }
    }
}

extension Finding {
    /// ` of 'Catalog'` after a color's name, for a color named after its catalog's label; empty without one.
    static func of(_ catalog: String?) -> String { catalog.map { " of '\($0)'" } ?? "" }

    /// The finding with the entry numbers it names set to 0: the same problem after slots were
    /// added before its entry (`palette set` tells new problems from old ones by this).
    public var ignoringEntryNumbers: Finding {
        switch self {
        case .entryNotObject: .entryNotObject(index: 0)
        case .duplicateSlot(let slot, _): .duplicateSlot(slot: slot, firstEntry: 0)
        default: self
        }
    }
}
