import AssetCatalog
import PaletteConfig

/// Which color plays which part in the browser's specimen (issue 13): the screen, a surface on it,
/// three levels of text, a separator, a button in each of its states with its title, and the error
/// and success colors.
///
/// A part comes from `palette.yml`'s `specimen` section when it names one; else from the contrast
/// pairs (the background most text sits on is the screen, a state group used as a background is the
/// button and its foreground the title); else from names (`separator`, `error`, `success`, words
/// such as `primary`, `elevated`, `tertiary`).
public struct SpecimenCast: Equatable, Sendable {
    public typealias Role = SpecimenSection.Role

    /// Where a part's color came from.
    public enum Source: String, Equatable, Sendable {
        case declared = "palette.yml", pairs = "pairs", names = "names"
    }

    /// One part: a colorset, or a state group's members by state.
    public struct Part: Equatable, Sendable {
        public var name: String
        public var members: [Member]
        public var source: Source

        public struct Member: Equatable, Sendable {
            public var location: ColorSetLocation
            public var state: ViewState?
        }

        /// The member for `state`, else the normal one, else the first.
        public func location(in state: ViewState? = nil) -> ColorSetLocation? {
            (members.first { $0.state == state } ?? members.first { $0.state == .normal } ?? members.first)?.location
        }

        /// The states of a group part, in order; `[nil]` for a single colorset.
        public var states: [ViewState?] { members.count > 1 ? members.map(\.state) : [nil] }

        public func contains(_ location: ColorSetLocation) -> Bool { members.contains { $0.location == location } }
    }

    public var parts: [Role: Part] = [:]
    /// Names the `specimen` section gives that match no color.
    public var unmatched: [Unmatched] = []

    public struct Unmatched: Equatable, Sendable {
        public var role: Role
        public var name: ConfigName
    }

    public init(parts: [Role: Part] = [:]) {
        self.parts = parts
    }

    /// The cast of `workspace`: `section` first, then `pairs`, then names.
    public init(workspace: Workspace, pairs: PairList, section: SpecimenSection?) {
        let names = NameIndex(workspace)
        let subjects = names.everySubject
        var owner: [ColorSetLocation: Int] = [:]
        for (index, entry) in subjects.enumerated() {
            for member in entry.subject.members where entry.subject.isGroup || owner[member.location] == nil {
                owner[member.location] = index
            }
        }
        func part(_ index: Int, _ source: Source) -> Part {
            Part(name: subjects[index].name,
                 members: subjects[index].subject.members.map { Part.Member(location: $0.location, state: $0.state) }, source: source)
        }
        for (role, name) in section?.roles ?? [:] {
            if let subject = names.subjects(named: name.text).first {
                parts[role] = Part(name: name.text, members: subject.members.map { Part.Member(location: $0.location, state: $0.state) },
                                   source: .declared)
            } else {
                unmatched.append(Unmatched(role: role, name: name))
            }
        }
        unmatched.sort { $0.role.rawValue < $1.role.rawValue }
        var used = Set(parts.values.map(\.name))
        func assign(_ role: Role, _ index: Int?, _ source: Source) {
            guard parts[role] == nil, let index, !used.contains(subjects[index].name) else { return }
            parts[role] = part(index, source)
            used.insert(subjects[index].name)
        }
        let wordsOf = subjects.map { $0.name.split(separator: "/").flatMap { PairInference.words(of: $0) } }
        func words(_ index: Int) -> [String] { wordsOf[index] }
        func best(_ candidates: [Int], _ score: (Int) -> Int) -> Int? {
            let fresh = candidates.filter { !used.contains(subjects[$0].name) }
            guard let top = fresh.map(score).max(), top > 0 else { return nil }
            return fresh.first { score($0) == top }
        }
        func keywordScore(_ table: [String: Int]) -> (Int) -> Int {
            { index in words(index).reduce(0) { $0 + (table[$1] ?? 0) } }
        }

        // From the pairs: backgrounds by how much text sits on them, the group used as a background.
        var backgroundUses: [Int: Int] = [:], foregroundsOf: [Int: Set<Int>] = [:]
        for pair in pairs.pairs {
            guard let background = owner[pair.background], let foreground = owner[pair.foreground] else { continue }
            backgroundUses[background, default: 0] += 1
            foregroundsOf[background, default: []].insert(foreground)
        }
        let plainBackgrounds = backgroundUses.keys.filter { !subjects[$0].subject.isGroup }.sorted()
        if let group = backgroundUses.keys.sorted().first(where: { subjects[$0].subject.isGroup }) {
            assign(.button, group, .pairs)
            let titles = (foregroundsOf[group] ?? []).sorted()
            assign(.buttonTitle, titles.first { subjects[$0].subject.isGroup } ?? titles.first, .pairs)
        }
        let screenWords = ["primary": 3, "screen": 3, "page": 3, "canvas": 3, "base": 2, "system": 1,
                           "elevated": -3, "secondary": -2, "grouped": -2, "tertiary": -2, "surface": -1, "card": -3]
        let screenScore = keywordScore(screenWords)
        assign(.screen, best(plainBackgrounds) { 10 + screenScore($0) * 10 + (backgroundUses[$0] ?? 0) }, .pairs)
        let surfaceScore = keywordScore(["elevated": 3, "card": 3, "surface": 2, "grouped": 2, "secondary": 1])
        assign(.surface, best(plainBackgrounds, surfaceScore), .pairs)
        if let screen = parts[.screen].flatMap({ part in subjects.indices.first { subjects[$0].name == part.name } }) {
            let texts = (foregroundsOf[screen] ?? []).filter { !subjects[$0].subject.isGroup }.sorted()
            assign(.textPrimary, best(texts, keywordScore(["primary": 3, "label": 1, "body": 1])), .pairs)
            assign(.textSecondary, best(texts, keywordScore(["secondary": 3])), .pairs)
            assign(.textTertiary, best(texts, keywordScore(["tertiary": 3, "placeholder": 2, "muted": 1])), .pairs)
        }

        // From names.
        let all = Array(subjects.indices)
        let singles = all.filter { !subjects[$0].subject.isGroup }
        func named(_ index: Int) -> PairInference.Role? { PairInference.role(of: subjects[index].name) }
        let backgrounds = singles.filter { named($0) == .background }
        let foregrounds = singles.filter { named($0) == .foreground }
        assign(.screen, best(backgrounds) { 10 + screenScore($0) * 10 }, .names)
        assign(.surface, best(backgrounds, surfaceScore), .names)
        assign(.textPrimary, best(foregrounds, keywordScore(["primary": 3, "label": 1, "text": 1])), .names)
        assign(.textSecondary, best(foregrounds, keywordScore(["secondary": 3])), .names)
        assign(.textTertiary, best(foregrounds, keywordScore(["tertiary": 3, "placeholder": 2, "muted": 1])), .names)
        assign(.separator, best(singles, keywordScore(["separator": 4, "divider": 3, "border": 1, "default": 1])), .names)
        assign(.button, best(all.filter { subjects[$0].subject.isGroup }, keywordScore(["button": 3, "primary": 1])), .names)
        assign(.button, best(singles, keywordScore(["accent": 3, "tint": 3, "brand": 1])), .names)
        assign(.buttonTitle, best(all, keywordScore(["title": 3, "on": 1])), .names)
        assign(.error, best(singles, keywordScore(["error": 3, "danger": 2, "destructive": 2, "critical": 1])), .names)
        assign(.success, best(singles, keywordScore(["success": 3, "positive": 2, "valid": 1])), .names)
    }

    /// The roles that have a color, in `Role.allCases` order.
    public var castRoles: [Role] { Role.allCases.filter { parts[$0] != nil } }
}
