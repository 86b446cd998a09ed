import AssetCatalog
import PaletteConfig

/// The pairs a workspace is checked with: those `palette.yml` declares, and those inferred from
/// names when the config declares none (or says `infer: true`).
public struct PairList: Equatable, Sendable {
    public var pairs: [ContrastPair]
    /// Names in `contrast.pairs` that match no color.
    public var unmatched: [UnmatchedName]

    public init(pairs: [ContrastPair] = [], unmatched: [UnmatchedName] = []) {
        self.pairs = pairs
        self.unmatched = unmatched
    }

    /// The pairs of `section` in `workspace`, plus the inferred ones when `inferring` allows it and
    /// the section asks for them (no section infers).
    public init(workspace: Workspace, section: ContrastSection?, inferring: Bool = true) {
        // Declared names that are all state groups', with no inference, need no colorsets by name.
        let rules = section?.pairs ?? [], infers = inferring && section?.infersPairs ?? true
        let groupsOnly = NameIndex(workspace, namingColorSets: false)
        let index = !infers && rules.allSatisfy({ rule in
            groupsOnly.isGroupName(rule.foreground.text) && rule.backgrounds.allSatisfy { groupsOnly.isGroupName($0.text) }
        }) ? groupsOnly : NameIndex(workspace)
        self.init()
        // Room for the common case, a rule on two state groups of three states: no rehashing as it grows.
        var seen = Set<PairKey>(minimumCapacity: 3 * rules.count)
        for (ruleIndex, rule) in rules.enumerated() {
            add(rule, index: ruleIndex, names: index, seen: &seen)
        }
        if infers {
            for pair in PairInference.pairs(names: index) where seen.insert(PairKey(pair)).inserted {
                pairs.append(pair)
            }
        }
    }

    /// The pairs `location` takes part in, on either side.
    public func pairs(involving location: ColorSetLocation) -> [ContrastPair] {
        pairs.filter { $0.involves(location) }
    }

    private mutating func add(_ rule: ContrastPairRule, index ruleIndex: Int, names: NameIndex, seen: inout Set<PairKey>) {
        let foregrounds = names.subjects(named: rule.foreground.text)
        if foregrounds.isEmpty { unmatched.append(UnmatchedName(rule.foreground, role: .foreground, names: names)) }
        for name in rule.backgrounds {
            let backgrounds = names.subjects(named: name.text)
            if backgrounds.isEmpty { unmatched.append(UnmatchedName(name, role: .background, names: names)) }
            for foreground in foregrounds {
                for background in backgrounds {
                    for found in PairSubject.pairs(foreground: foreground, background: background) {
                        var pair = ContrastPair(foreground: found.foreground, background: found.background, state: found.state,
                                                minimum: rule.minimum, increased: rule.increased, origin: .declared(rule: ruleIndex))
                        if found.state == .disabled {
                            switch rule.disabled {
                            case .exempt: pair.isExempt = true
                            case .sameTargets: break
                            case .target(let target): pair = ContrastPair(
                                foreground: found.foreground, background: found.background, state: found.state,
                                minimum: target, increased: target, origin: .declared(rule: ruleIndex))
                            }
                        }
                        if seen.insert(PairKey(pair)).inserted { pairs.append(pair) }
                    }
                }
            }
        }
    }
}

/// A name in `contrast.pairs` that matches no color, with the nearest name there is.
public struct UnmatchedName: Hashable, Sendable {
    public enum Role: String, Hashable, Sendable {
        case foreground, background
    }

    public var name: ConfigName
    public var role: Role
    public var suggestion: String?

    init(_ name: ConfigName, role: Role, names: NameIndex) {
        self.name = name
        self.role = role
        self.suggestion = names.suggestion(for: name.text)
    }
}

/// A pair's identity: one check per foreground, background and state, whichever rule came first.
private struct PairKey: Hashable {
    var foreground: ColorSetLocation
    var background: ColorSetLocation
    var state: ViewState?

    init(_ pair: ContrastPair) {
        foreground = pair.foreground
        background = pair.background
        state = pair.state
    }
}
