import AssetCatalog

/// Pairs guessed from naming conventions, for catalogs without declared pairs: a text color sits
/// on the backgrounds of its family, or on every background left when it has none, and `on<X>`
/// sits on `X`. Inferred pairs are held to AA in every appearance and reported as inferred.
///
/// A name's words are its components split at separators and camelCase, lowercased, without a
/// trailing `color`/`colour`. Its role, first rule that applies:
/// 1. `on<X>` (`onPrimary`, `textOnAccent`, `on-surface`): a foreground on the colors whose last
///    component has the words of `X`, when there are any.
/// 2. The last component's last word: `background`/`surface` is a background, `text`/`label`
///    a foreground (`systemGroupedBackground`, `linkText`, `secondaryLabel`).
/// 3. The last component's first word, then the first component's: `background*`/`surface*`,
///    `text*`/`label*` (`backgroundElevated`, `textPrimary`, `Text/primary`).
///
/// A family is the feature a name is about (`family(of:)`): `SidebarUnreadCountText` and
/// `SidebarUnreadCountBackground` are both `sidebar`. Apps name colors per screen, and a text color
/// of one screen on the backgrounds of every other is noise, not a pair: where a family has text
/// colors and backgrounds, they pair among themselves; the other text colors sit on the other backgrounds.
///
/// A catalog is often a target of its own (an app, its widget, a helper app), so a color pairs
/// with the backgrounds of its own catalog, and with other catalogs' only when its own has none
/// that it would sit on.
enum PairInference {
    enum Role: Equatable {
        case foreground, background
        /// On the colors whose last component has these words.
        case on([String])
    }

    static let foregroundWords: Set<String> = ["text", "label"]
    static let backgroundWords: Set<String> = ["background", "surface"]

    /// Every inferred pair, state by state for state groups.
    static func pairs(names: NameIndex) -> [ContrastPair] {
        let subjects = names.everySubject
        var foregrounds: [(name: String, subject: PairSubject)] = [], backgrounds: [(name: String, subject: PairSubject)] = []
        var onPairs: [(PairSubject, [String])] = []
        var byLastWords: [[String]: [PairSubject]] = [:]
        for (name, subject) in subjects {
            byLastWords[lastWords(name), default: []].append(subject)
        }
        for (name, subject) in subjects {
            switch role(of: name) {
            case .foreground?: foregrounds.append((name, subject))
            case .background?: backgrounds.append((name, subject))
            case .on(let target)?:
                if byLastWords[target] != nil {
                    onPairs.append((subject, target))
                } else if role(of: name, allowingOn: false) == .foreground {
                    foregrounds.append((name, subject))
                }
            case nil: break
            }
        }
        var pairs: [ContrastPair] = []
        func add(_ foreground: PairSubject, _ background: PairSubject) {
            for found in PairSubject.pairs(foreground: foreground, background: background) {
                pairs.append(ContrastPair(foreground: found.foreground, background: found.background, state: found.state,
                                          isExempt: found.state == .disabled))
            }
        }
        for (foreground, target) in onPairs {
            for background in sameCatalog(as: foreground, byLastWords[target] ?? []) { add(foreground, background) }
        }
        // Families with both sides pair among themselves; the rest (no family, or one with one
        // side only) with the rest, under the key `nil`.
        let foregroundFamilies = foregrounds.map { family(of: $0.name) }, backgroundFamilies = backgrounds.map { family(of: $0.name) }
        let paired = Set(foregroundFamilies.compactMap { $0 }).intersection(backgroundFamilies.compactMap { $0 })
        func key(_ family: String?) -> String? { family.flatMap { paired.contains($0) ? $0 : nil } }
        var backgroundsByKey: [String?: [PairSubject]] = [:]
        for (background, family) in zip(backgrounds, backgroundFamilies) {
            backgroundsByKey[key(family), default: []].append(background.subject)
        }
        for (foreground, family) in zip(foregrounds, foregroundFamilies) {
            for background in sameCatalog(as: foreground.subject, backgroundsByKey[key(family)] ?? []) {
                add(foreground.subject, background)
            }
        }
        return pairs
    }

    /// The backgrounds of `foreground`'s catalog among `backgrounds`, or all of them when none is.
    private static func sameCatalog(as foreground: PairSubject, _ backgrounds: [PairSubject]) -> [PairSubject] {
        guard let catalog = foreground.members.first?.location.catalog else { return backgrounds }
        let own = backgrounds.filter { $0.members.first?.location.catalog == catalog }
        return own.isEmpty ? backgrounds : own
    }

    /// Words that say how a color is used or styled, never what it is about: no family.
    static let styleWords: Set<String> = ["on", "primary", "secondary", "tertiary", "quaternary", "system", "color", "colors"]

    /// The feature `name` is about: the first word of its last component (`sidebar` in
    /// `SidebarUnreadCountText`), or when that is a role or style word (`textPrimary`,
    /// `secondaryLabel`), the first word of the folder above (`onboarding` in
    /// `Scene/Onboarding/background`), or else none.
    static func family(of name: String) -> String? {
        let components = name.split(separator: "/")
        for component in components.suffix(2).reversed() {
            guard let first = words(of: component).first else { continue }
            if role(ofWord: first) != nil || styleWords.contains(first) { continue }
            return first
        }
        return nil
    }

    /// Each inferred pair's foreground with its backgrounds, each once, in workspace order: what
    /// `backgrounds(of:)` looks up, worked out once for every colorset derived.
    static func backgroundsByForeground(names: NameIndex) -> [ColorSetLocation: [ColorSetLocation]] {
        Dictionary(grouping: pairs(names: names), by: \.foreground).mapValues { pairs in
            Array(Set(pairs.map(\.background))).sorted { ($0.catalog, $0.colorSet) < ($1.catalog, $1.colorSet) }
        }
    }

    /// The backgrounds `location` is inferred to sit on (`inferred`: `backgroundsByForeground`);
    /// for a color whose name says nothing, every color named as a background (`background*`,
    /// `surface*`), unless `pairedOnly`.
    static func backgrounds(of location: ColorSetLocation, inferred: [ColorSetLocation: [ColorSetLocation]], names: NameIndex,
                            pairedOnly: Bool = false) -> [ColorSetLocation] {
        if let backgrounds = inferred[location], !backgrounds.isEmpty { return backgrounds }
        if pairedOnly { return [] }
        return names.everySubject.filter { role(of: $0.name) == .background }
            .flatMap { $0.subject.members.map(\.location) }.filter { $0 != location }
    }

    /// The role `name` plays by convention, or `nil` when it names neither text nor a background.
    static func role(of name: String, allowingOn: Bool = true) -> Role? {
        let components = name.split(separator: "/")
        guard let last = components.last else { return nil }
        let words = words(of: last)
        if allowingOn, let on = words.firstIndex(of: "on"), on + 1 < words.count {
            return .on(Array(words[(on + 1)...]))
        }
        if let role = role(ofWord: words.last) ?? role(ofWord: words.first) { return role }
        return components.count > 1 ? role(ofWord: Self.words(of: components[0]).first) : nil
    }

    private static func role(ofWord word: String?) -> Role? {
        guard let word else { return nil }
        if backgroundWords.contains(word) { return .background }
        if foregroundWords.contains(word) { return .foreground }
        return nil
    }

    /// The words of a name's last component.
    static func lastWords(_ name: String) -> [String] {
        name.split(separator: "/").last.map { words(of: $0) } ?? []
    }

    /// Lowercased words split at non-alphanumerics and camelCase (`textOnAccentColor` is `text`,
    /// `on`, `accent`), without a trailing `color` or `colour`.
    static func words(of component: Substring) -> [String] {
        var words: [String] = [], current = ""
        var previous: Character?
        for character in component {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(contentsOf: character.lowercased())
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        if words.count > 1, let last = words.last, last == "color" || last == "colour" { words.removeLast() }
        return words
    }
}
