import ColorScience

/// Finds the color nearest a start color that meets every constraint, the way Adobe Leonardo
/// finds a color for a target ratio: hue kept, lightness solved by bisection, chroma reduced only
/// where the start chroma leaves the slot's gamut at that lightness.
///
/// Lightness is sampled over 0...1 in steps of 0.005. Wherever one constraint turns from unmet to
/// met between two samples, bisection finds the exact edge; every edge and sample where all
/// constraints hold is a candidate (several backgrounds can make the feasible set a union of
/// intervals, however narrow), and the candidate nearest the preferred lightness wins.
/// Feasibility is judged on the 8-bit color a screen shows, which is what every measurement reads.
public struct LightnessSolver: Sendable {
    /// The new slot's color space: its gamut bounds chroma (extended spaces do not).
    public var space: ColorSpace
    public var alpha: Double

    static let samples = 200
    static let bisections = 30

    public init(space: ColorSpace, alpha: Double) {
        self.space = space
        self.alpha = alpha
    }

    /// A solved color, or why there is none.
    public enum Outcome: Hashable, Sendable {
        case solved(OKLCH)
        case conflict(DerivationConflict)
    }

    /// The color meeting every constraint whose lightness is nearest `preferred` (the start's own
    /// unless given), or the constraint that cannot be met and the best it reaches.
    public func solve(start: OKLCH, preferred: Double? = nil, constraints: [DerivationConstraint]) -> Outcome {
        let target = min(max(preferred ?? start.lightness, 0), 1)
        func meets(_ lightness: Double, _ chosen: [DerivationConstraint]) -> Bool {
            let shown = display(at: lightness, from: start)
            return chosen.allSatisfy { $0.isMet(by: shown) }
        }
        if meets(target, constraints) { return .solved(color(at: target, from: start)) }
        let grid = (0...Self.samples).map { Double($0) / Double(Self.samples) }
        let shown = grid.map { display(at: $0, from: start) }
        var candidates = grid
        for constraint in constraints {
            let met = shown.map { constraint.isMet(by: $0) }
            for index in grid.indices.dropLast() where met[index] != met[index + 1] {
                var bad = grid[met[index] ? index + 1 : index], good = grid[met[index] ? index : index + 1]
                for _ in 0..<Self.bisections {
                    let middle = (bad + good) / 2
                    if meets(middle, [constraint]) { good = middle } else { bad = middle }
                }
                candidates.append(good)
            }
        }
        let best = candidates.filter { meets($0, constraints) }.min { abs($0 - target) < abs($1 - target) }
        if let best { return .solved(color(at: best, from: start)) }
        return .conflict(conflict(shown: shown, constraints: constraints))
    }

    /// The start's hue and chroma at `lightness`, chroma reduced to fit the space's gamut.
    public func color(at lightness: Double, from start: OKLCH) -> OKLCH {
        let wanted = OKLCH(lightness: lightness, chroma: start.chroma, hue: start.hue)
        guard !space.isExtended, !space.isGray, !fits(wanted) else { return wanted }
        var low = 0.0, high = start.chroma
        for _ in 0..<24 {
            let middle = (low + high) / 2
            if fits(OKLCH(lightness: lightness, chroma: middle, hue: start.hue)) { low = middle } else { high = middle }
        }
        return OKLCH(lightness: lightness, chroma: low, hue: start.hue)
    }

    /// The color in the slot's space with the solver's alpha, clipped to a non-extended space's range.
    public func spaceColor(_ oklch: OKLCH) -> SpaceColor {
        SlotDerivation.spaceColor(oklch, alpha: alpha, in: space).color
    }

    /// What a screen shows for `lightness`.
    func display(at lightness: Double, from start: OKLCH) -> DisplayColor {
        spaceColor(color(at: lightness, from: start)).display
    }

    private func fits(_ oklch: OKLCH) -> Bool {
        let channels = SpaceColor(linearSRGB: oklch.linearSRGB, alpha: alpha, in: space).channels
        return channels.allSatisfy { $0 >= -1e-7 && $0 <= 1 + 1e-7 }
    }

    /// The best compromise (the lightness where the worst constraint does best) and the
    /// constraint that still falls short there, with the most it reaches on its own.
    private func conflict(shown: [DisplayColor], constraints: [DerivationConstraint]) -> DerivationConflict {
        let worst = shown.map { color in constraints.map { $0.margin(of: color) }.min() ?? 1 }
        let compromise = worst.indices.max { worst[$0] < worst[$1] } ?? 0
        let limiting = constraints.indices.min {
            constraints[$0].margin(of: shown[compromise]) < constraints[$1].margin(of: shown[compromise])
        } ?? 0
        let constraint = constraints[limiting]
        let alone = shown.map(constraint.value).max() ?? 0
        return DerivationConflict(pair: constraint.label, requirement: constraint.requirement,
                                  reached: constraint.formatted(constraint.value(of: shown[compromise])),
                                  reachedAlone: constraint.formatted(alone))
    }
}

/// Why no color was derived: the pair that cannot reach its target, and how close it gets.
public struct DerivationConflict: Hashable, Sendable {
    /// `'Text/primary' on 'Background/primary'`.
    public var pair: String
    /// `AA (4.5:1)`.
    public var requirement: String
    /// The most the pair reaches while every other pair does as well as it can.
    public var reached: String
    /// The most the pair reaches with the others ignored.
    public var reachedAlone: String

    /// `'A' on 'B' needs AA (4.5:1) but reaches at most 3.90:1`, with the value on its own when the
    /// other pairs are what holds it back.
    public var description: String {
        "\(pair) needs \(requirement) but reaches at most \(reached)"
            + (reachedAlone != reached ? " (\(reachedAlone) if the other pairs are ignored)" : "")
    }
}
