import AssetCatalog
import ColorScience
import PaletteConfig

/// Adds missing Dark and High Contrast slots whose colors meet the contrast policy.
///
/// A slot starts from the color the appearance resolves to now and keeps its OKLCH hue. When the
/// colorset takes part in declared pairs, `LightnessSolver` finds the lightness nearest the start
/// at which every one of those pairs meets its target for the appearance against the other color
/// as it resolves there; a High Contrast slot must also keep at least the contrast the start color
/// has with each of them. Without declared pairs the `SlotDerivation` rules stand, except that a
/// High Contrast slot never lowers contrast with the color's inferred backgrounds, and a Dark
/// slot never takes a pair with one below AA (or below the contrast it has now, when less):
/// white text on a background that stays dark keeps its contrast in Dark.
///
/// Each added slot changes `workspace`, so a High Contrast Dark slot derived after a Dark one
/// starts from it. Writing files is the caller's business (`ColorSet.save`).
public struct SlotDeriver: Sendable {
    public private(set) var workspace: Workspace
    public var pairs: PairList
    public var canvas: ContrastSection.Canvas
    private let names: NameIndex
    /// The inferred pairs' backgrounds by foreground (`PairInference.backgroundsByForeground`).
    private let inferredBackgrounds: [ColorSetLocation: [ColorSetLocation]]

    public init(workspace: Workspace, pairs: PairList, canvas: ContrastSection.Canvas = ContrastSection.Canvas()) {
        self.workspace = workspace
        self.pairs = pairs
        self.canvas = canvas
        self.names = NameIndex(workspace)
        inferredBackgrounds = PairInference.backgroundsByForeground(names: names)
    }

    /// The appearances `derive` fills for the flags given: Dark, then HC Light, then HC Dark (only
    /// for a colorset with a Dark slot by then, as Xcode adds it).
    public static func appearances(dark: Bool, highContrast: Bool) -> [Appearance] {
        let both = !dark && !highContrast
        return (dark || both ? [.dark] : []) + (highContrast || both ? [.highContrastLight, .highContrastDark] : [])
    }

    /// Derives the slot for `appearance` on every device of the colorset that lacks it.
    public mutating func derive(_ location: ColorSetLocation, appearance: Appearance) -> [DerivationResult] {
        let colorSet = workspace.colorSet(at: location)
        var devices: [SlotTraits] = []
        for variant in colorSet.variants where variant.hasColor {
            let device = SlotTraits(idiom: variant.traits.idiom, subtype: variant.traits.subtype,
                                    displayGamut: variant.traits.displayGamut, locale: variant.traits.locale)
            if !devices.contains(device) { devices.append(device) }
        }
        if appearance == .highContrastDark, !colorSet.hasSlot(luminosity: .dark) { return [] }
        guard !devices.isEmpty else {
            return [DerivationResult(location: location, appearance: appearance, traits: colorSet.slotTraits(for: appearance),
                                     outcome: .failed("'\(colorSet.qualifiedName)' has no color to start from"))]
        }
        return devices.map { derive(location, appearance: appearance, device: $0) }
    }

    /// Puts `colorSet` back at `location`, undoing what was derived for it.
    public mutating func restore(_ colorSet: ColorSet, at location: ColorSetLocation) {
        workspace.catalogs[location.catalog].colorSets[location.colorSet] = colorSet
    }

    private mutating func derive(_ location: ColorSetLocation, appearance: Appearance, device: SlotTraits) -> DerivationResult {
        switch plan(location, appearance: appearance, device: device) {
        case .plan(let plan):
            return DerivationResult(location: location, appearance: appearance, traits: plan.traits,
                                    outcome: apply(plan, to: location))
        case .done(let traits, let outcome):
            return DerivationResult(location: location, appearance: appearance, traits: traits, outcome: outcome)
        }
    }

    /// Everything needed to write a derived slot and check it.
    struct Plan {
        var traits: SlotTraits
        var request: TraitRequest
        var template: ComponentColor?
        var solver: LightnessSolver
        var start: OKLCH
        var startDisplay: DisplayColor
        var constraints: [DerivationConstraint]
        var method: DerivedSlot.Method
        var solved: OKLCH
    }

    enum Planned {
        case plan(Plan)
        /// Nothing to write: the slot exists, or there is a conflict or a failure.
        case done(SlotTraits, DerivationResult.Outcome)
    }

    func plan(_ location: ColorSetLocation, appearance: Appearance, device: SlotTraits) -> Planned {
        let colorSet = workspace.colorSet(at: location)
        let traits = colorSet.slotTraits(for: appearance, device: device)
        if colorSet.variant(with: traits)?.hasColor == true { return .done(traits, .exists) }
        let request = TraitRequest(appearance: appearance, idiom: device.idiom, subtype: device.subtype,
                                   gamut: device.displayGamut == DisplayGamut.displayP3.rawValue ? .displayP3 : .sRGB,
                                   locale: device.locale)
        guard let startColor = colorSet.resolve(request)?.variant.color?.spaceColor(for: appearance) else {
            return .done(traits, .failed("'\(colorSet.qualifiedName)' has no color palette knows in \(appearance.label) to start from"))
        }
        let template = colorSet.templateColor(for: request)
        let solver = LightnessSolver(space: template?.colorSpace ?? .srgb, alpha: startColor.alpha)
        let start = OKLCH(linearSRGB: startColor.linearSRGB)
        let startDisplay = startColor.display
        let declared = constraints(for: location, appearance: appearance, idiom: device.idiom, start: startDisplay)
        if !declared.isEmpty {
            switch solver.solve(start: start, constraints: declared) {
            case .solved(let color):
                return .plan(Plan(traits: traits, request: request, template: template, solver: solver, start: start,
                                  startDisplay: startDisplay, constraints: declared, method: .solved, solved: color))
            case .conflict(let conflict):
                return .done(traits, .conflict(conflict))
            }
        }
        // The rules start where their definition says: Dark from the light color, High Contrast
        // from the same luminosity's normal color (not the same for a system color, which
        // already has its own Dark and High Contrast values).
        let source: Appearance = appearance == .dark ? .light : Appearance(luminosity: appearance.luminosity, highContrast: false)
        var sourceRequest = request
        sourceRequest.appearance = source
        let ruleStart = colorSet.resolve(sourceRequest)?.variant.color?.spaceColor(for: source) ?? startColor
        let ruleSolver = LightnessSolver(space: solver.space, alpha: ruleStart.alpha)
        let floors = inferredFloors(for: location, appearance: appearance, start: startDisplay)
        let (color, method) = ruleColor(start: OKLCH(linearSRGB: ruleStart.linearSRGB), appearance: appearance,
                                        solver: ruleSolver, floors: floors)
        return .plan(Plan(traits: traits, request: request, template: template, solver: ruleSolver, start: start,
                          startDisplay: startDisplay, constraints: floors, method: method, solved: color))
    }

    /// The declared pairs `location` takes part in, as constraints for `appearance`.
    private func constraints(for location: ColorSetLocation, appearance: Appearance, idiom: String,
                             start: DisplayColor) -> [DerivationConstraint] {
        pairs.pairs(involving: location).compactMap { pair in
            guard !pair.isInferred, let target = pair.target(in: appearance) else { return nil }
            let role: DerivationConstraint.Role = pair.foreground == location ? .foreground : .background
            let other = role == .foreground ? pair.background : pair.foreground
            guard let counterpart = workspace.colorSet(at: other).resolvedColor(TraitRequest(appearance: appearance, idiom: idiom))?.display
            else { return nil }
            var constraint = DerivationConstraint(counterpart: counterpart, role: role, canvas: canvasColor(appearance),
                                                  target: target, label: label(pair))
            if appearance.isHighContrast { constraint.floor = constraint.contrast(of: start).ratio }
            return constraint
        }
    }

    /// Without declared pairs: never less contrast than the start has with each inferred
    /// background; in Dark, with the backgrounds of its inferred pairs only (a border or a chart
    /// color is no text), never less than AA (their target) unless the start has less.
    private func inferredFloors(for location: ColorSetLocation, appearance: Appearance, start: DisplayColor) -> [DerivationConstraint] {
        let name = names.qualifiedName(location)
        let backgrounds = PairInference.backgrounds(of: location, inferred: inferredBackgrounds, names: names,
                                                   pairedOnly: !appearance.isHighContrast)
        return backgrounds.compactMap { background in
            guard let counterpart = workspace.colorSet(at: background).resolvedColor(TraitRequest(appearance: appearance))?.display
            else { return nil }
            var constraint = DerivationConstraint(counterpart: counterpart, role: .foreground, canvas: canvasColor(appearance),
                                                  target: nil, label: "'\(name)' on '\(names.qualifiedName(background))'")
            let ratio = constraint.contrast(of: start).ratio
            constraint.floor = appearance.isHighContrast ? ratio : min(ratio, WCAGLevel.aa.minimumRatio)
            return constraint
        }
    }

    /// `SlotDerivation`'s color, turned the other way or held back when it would take contrast
    /// with a background below its floor (`floors`).
    private func ruleColor(start: OKLCH, appearance: Appearance, solver: LightnessSolver,
                           floors: [DerivationConstraint]) -> (OKLCH, DerivedSlot.Method) {
        let rule = appearance.isHighContrast ? SlotDerivation.highContrast(from: start, luminosity: appearance.luminosity)
            : SlotDerivation.dark(from: start)
        func keeps(_ color: OKLCH) -> Bool {
            let shown = solver.spaceColor(color).display
            return floors.allSatisfy { $0.isMet(by: shown) }
        }
        if keeps(rule) { return (rule, .rule) }
        let reversed = OKLCH(lightness: min(max(2 * start.lightness - rule.lightness, 0), 1), chroma: rule.chroma, hue: rule.hue)
        if keeps(reversed) { return (reversed, .ruleReversed) }
        let stronger = OKLCH(lightness: start.lightness, chroma: rule.chroma, hue: start.hue)
        if case .solved(let color) = solver.solve(start: stronger, preferred: rule.lightness, constraints: floors) {
            return (color, .ruleLimited)
        }
        return (start, .ruleLimited)
    }

    /// Writes `color` into the slot, then reads the slot back: when the slot's notation rounds the
    /// color below a target, lightness moves on in small steps until every constraint holds.
    private mutating func apply(_ plan: Plan, to location: ColorSetLocation) -> DerivationResult.Outcome {
        let (start, startDisplay, method, traits) = (plan.start, plan.startDisplay, plan.method, plan.traits)
        let (request, template, solver, constraints) = (plan.request, plan.template, plan.solver, plan.constraints)
        let original = workspace.colorSet(at: location)
        let wanted = plan.solved
        var color = wanted
        let step = 0.0025 * direction(from: start, to: color, solver: solver, constraints: constraints)
        for _ in 0..<40 {
            var edited = original
            do {
                if let slot = edited.variant(with: traits) {
                    try edited.setColor(ofVariant: slot.index, to: solver.spaceColor(color), template: template)
                } else {
                    try edited.addVariant(traits: traits, color: solver.spaceColor(color), template: template)
                }
            } catch {
                return .failed(error.message)
            }
            guard let written = edited.resolvedColor(request)?.display else { return .failed("the new slot does not resolve") }
            if constraints.allSatisfy({ $0.isMet(by: written) }) {
                workspace.catalogs[location.catalog].colorSets[location.colorSet] = edited
                let checks = constraints.map { constraint in
                    DerivedSlot.Check(pair: constraint.label, requirement: constraint.requirement,
                                      before: constraint.formatted(constraint.value(of: startDisplay)),
                                      after: constraint.formatted(constraint.value(of: written)), isMet: true)
                }
                return .derived(DerivedSlot(start: start, startDisplay: startDisplay, result: color, display: written,
                                            method: method, checks: checks))
            }
            let lightness = min(max(color.lightness + step, 0), 1)
            guard lightness != color.lightness else { break }
            color = solver.color(at: lightness, from: wanted)
        }
        let shown = solver.spaceColor(color).display
        guard let failing = constraints.first(where: { !$0.isMet(by: shown) }) else { return .failed("the new slot does not resolve") }
        let reached = failing.formatted(failing.value(of: shown))
        return .conflict(DerivationConflict(pair: failing.label, requirement: failing.requirement, reached: reached, reachedAlone: reached))
    }

    /// Which way a rounded color moves on: away from the start, or (at the start's own lightness)
    /// the way the worst constraint gains.
    private func direction(from start: OKLCH, to color: OKLCH, solver: LightnessSolver,
                           constraints: [DerivationConstraint]) -> Double {
        if color.lightness != start.lightness { return color.lightness > start.lightness ? 1 : -1 }
        func worst(_ lightness: Double) -> Double {
            let shown = solver.display(at: min(max(lightness, 0), 1), from: color)
            return constraints.map { $0.margin(of: shown) }.min() ?? 1
        }
        return worst(color.lightness + 0.01) >= worst(color.lightness - 0.01) ? 1 : -1
    }

    private func canvasColor(_ appearance: Appearance) -> DisplayColor {
        DisplayColor(rgb: appearance.luminosity == .dark ? canvas.dark : canvas.light)
    }

    /// `'Text/primary' on 'Background/primary'`, with the state when there is one.
    private func label(_ pair: ContrastPair) -> String {
        "'\(names.qualifiedName(pair.foreground))' on '\(names.qualifiedName(pair.background))'"
            + (pair.state.map { " (\($0.rawValue))" } ?? "")
    }
}
