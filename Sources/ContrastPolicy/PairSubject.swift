import AssetCatalog

/// What one name in a pair stands for: a colorset, or the members of a state group (all of them
/// when the name is the group's, or those a glob matched).
struct PairSubject: Hashable, Sendable {
    struct Member: Hashable, Sendable {
        var location: ColorSetLocation
        /// The member's state; `nil` for a colorset in no state group.
        var state: ViewState?
    }

    var members: [Member]

    /// Whether the subject is a state group (possibly only some of its states).
    var isGroup: Bool { members.first?.state != nil }

    func member(in state: ViewState) -> ColorSetLocation? {
        members.first { $0.state == state }?.location
    }

    /// The state-by-state pairs of a foreground subject on a background subject: two groups pair
    /// each state either has, taking the other side's `normal` member where it lacks the state
    /// (a button title's `normal` on the button's `selected`); a group on a plain colorset pairs
    /// each of its states with it.
    static func pairs(foreground: PairSubject, background: PairSubject)
        -> [(foreground: ColorSetLocation, background: ColorSetLocation, state: ViewState?)] {
        var found: [(foreground: ColorSetLocation, background: ColorSetLocation, state: ViewState?)] = []
        switch (foreground.isGroup, background.isGroup) {
        case (true, true) where foreground.members.count == background.members.count
            && zip(foreground.members, background.members).allSatisfy({ $0.state == $1.state })
            && foreground.members.allSatisfy({ $0.state != nil })
            && zip(foreground.members, foreground.members.dropFirst()).allSatisfy({ $0.state! < $1.state! }):
            // Two groups with the same states (the common case), each once and in order: member
            // by member, as the general case below pairs them, without a set of states to sort
            // or a second array for the filter at the end.
            found.reserveCapacity(foreground.members.count)
            for (text, page) in zip(foreground.members, background.members) where text.location != page.location {
                found.append((text.location, page.location, text.state))
            }
            return found
        case (true, true):
            let states = Set(foreground.members.compactMap(\.state) + background.members.compactMap(\.state)).sorted()
            for state in states {
                guard let text = foreground.member(in: state) ?? foreground.member(in: .normal),
                      let page = background.member(in: state) ?? background.member(in: .normal) else { continue }
                found.append((text, page, state))
            }
        case (true, false):
            for member in foreground.members { found.append((member.location, background.members[0].location, member.state)) }
        case (false, true):
            for member in background.members { found.append((foreground.members[0].location, member.location, member.state)) }
        case (false, false):
            found.append((foreground.members[0].location, background.members[0].location, nil))
        }
        return found.filter { $0.foreground != $0.background }
    }
}
