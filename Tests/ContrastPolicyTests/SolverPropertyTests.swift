import ColorScience
import Foundation
import PaletteConfig
import Testing
import TestSupport
@testable import ContrastPolicy

/// The lightness solver over generated colors, backgrounds and targets: every result meets its
/// targets or the conflict is reported, the hue stays where chroma allows, and High Contrast never
/// lowers contrast. Each run draws a new seed and names it in every failure.
@Suite struct SolverPropertyTests {
    static let targets: [ContrastTarget] = [.level(.aaLarge), .level(.aa), .level(.aaa), .ratio(5.5), .lc(45), .lc(60), .lc(75)]

    struct Trial {
        var start: OKLCH
        var startDisplay: DisplayColor
        var space: ColorSpace
        var constraints: [DerivationConstraint]
    }

    static func trial(_ generator: inout SeededGenerator, highContrast: Bool) -> Trial {
        func rgb() -> RGB8 {
            RGB8(red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
                 blue: .random(in: 0...255, using: &generator))
        }
        let start = DisplayColor(rgb: rgb())
        let canvas = DisplayColor(rgb: Bool.random(using: &generator) ? RGB8(packed: 0xFFFFFF) : RGB8(packed: 0))
        let constraints = (0..<Int.random(in: 1...3, using: &generator)).map { index -> DerivationConstraint in
            let alpha = Bool.random(using: &generator) ? 1 : Double.random(in: 0.3...0.95, using: &generator)
            var constraint = DerivationConstraint(
                counterpart: DisplayColor(rgb: rgb(), alpha: alpha), role: Bool.random(using: &generator) ? .foreground : .background,
                canvas: canvas, target: targets.randomElement(using: &generator), label: "pair \(index)")
            if highContrast { constraint.floor = constraint.contrast(of: start).ratio }
            return constraint
        }
        let space: ColorSpace = [.srgb, .srgb, .displayP3, .extendedSRGB].randomElement(using: &generator)!
        return Trial(start: OKLCH(linearSRGB: start.linearSRGB), startDisplay: start, space: space, constraints: constraints)
    }

    @Test(arguments: [false, true])
    func everyResultMeetsItsTargetsOrNamesTheConflict(highContrast: Bool) {
        let seed = SeededGenerator.replaySeed ?? UInt64.random(in: 1...UInt64.max)
        var generator = SeededGenerator(seed: seed)
        var solved = 0, conflicts = 0
        for round in 0..<80 {
            let trial = Self.trial(&generator, highContrast: highContrast)
            let solver = LightnessSolver(space: trial.space, alpha: 1)
            let context = "seed \(seed), round \(round): start \(trial.startDisplay.rgb.hex) in \(trial.space)"
            switch solver.solve(start: trial.start, constraints: trial.constraints) {
            case .solved(let color):
                solved += 1
                let shown = solver.spaceColor(color).display
                for constraint in trial.constraints {
                    let (ratio, lc) = constraint.contrast(of: shown)
                    #expect(constraint.isMet(by: shown), "\(context): \(constraint.label) is \(ratio), Lc \(lc)")
                    if let floor = constraint.floor { #expect(ratio >= floor, "\(context): contrast fell from \(floor) to \(ratio)") }
                }
                // The solved color keeps the start's hue exactly; chroma only shrinks (at the gamut's edge).
                let exact = OKLCH(linearSRGB: solver.spaceColor(color).linearSRGB)
                if exact.chroma >= 0.01 {
                    #expect(abs(trial.start.hueDifference(to: exact)) < 0.01, "\(context): hue \(trial.start.hue) became \(exact.hue)")
                }
                #expect(exact.chroma <= trial.start.chroma + 1e-9, "\(context): chroma grew")
                // As a slot writes it (8-bit in sRGB, three decimals elsewhere) rounding moves the hue
                // of a weak or dark color; where chroma and lightness allow (C >= 0.1, L >= 0.4) it
                // stays within 2 degrees.
                var written = solver.spaceColor(color)
                written.channels = written.channels.map { trial.space == .srgb ? ($0 * 255).rounded() / 255 : ($0 * 1000).rounded() / 1000 }
                let result = OKLCH(linearSRGB: written.linearSRGB)
                if result.chroma >= 0.1, result.lightness >= 0.4 {
                    #expect(abs(trial.start.hueDifference(to: result)) <= 2, "\(context): hue \(trial.start.hue) became \(result.hue)")
                }
            case .conflict(let conflict):
                conflicts += 1
                #expect(trial.constraints.map(\.label).contains(conflict.pair), "\(context)")
                // No lightness at all meets every constraint (checked finer than the solver samples).
                let feasible = stride(from: 0.0, through: 1.0, by: 0.002).contains { lightness in
                    let shown = solver.display(at: lightness, from: trial.start)
                    return trial.constraints.allSatisfy { $0.isMet(by: shown) }
                }
                #expect(!feasible, "\(context): the solver missed a lightness that meets every target")
            }
        }
        #expect(solved > 0 && conflicts > 0, "seed \(seed): \(solved) solved, \(conflicts) conflicts")
    }

    @Test func theSmallestChangeIsChosen() {
        // #1C1C1E text needs AA on #1C1C1E: the solver stops where 4.5:1 is first reached.
        let page = DisplayColor(rgb: RGB8(packed: 0x1C1C1E))
        let start = OKLCH(linearSRGB: page.linearSRGB)
        let constraint = DerivationConstraint(counterpart: page, role: .foreground, canvas: DisplayColor(rgb: RGB8(packed: 0)),
                                              target: .level(.aa), label: "text on page")
        let solver = LightnessSolver(space: .srgb, alpha: 1)
        guard case .solved(let color) = solver.solve(start: start, constraints: [constraint]) else {
            Issue.record("no color solved")
            return
        }
        let ratio = constraint.contrast(of: solver.spaceColor(color).display).ratio
        #expect(ratio >= 4.5 && ratio < 4.6)
        #expect(color.lightness > start.lightness)
    }

    @Test func chromaShrinksOnlyWhereTheGamutEnds() {
        let solver = LightnessSolver(space: .srgb, alpha: 1)
        let red = OKLCH(lightness: 0.6, chroma: 0.15, hue: 29)
        #expect(solver.color(at: 0.6, from: red).chroma == 0.15)
        let lighter = solver.color(at: 0.95, from: red)
        #expect(lighter.chroma < 0.15 && lighter.chroma > 0 && lighter.hue == red.hue)
        #expect(lighter.linearSRGB.isInSRGBGamut(tolerance: 1e-6))
        #expect(LightnessSolver(space: .extendedSRGB, alpha: 1).color(at: 0.95, from: red).chroma == 0.15)
    }

    @Test func aConflictNamesThePairAndTheBestItReaches() {
        let page = DisplayColor(rgb: RGB8(packed: 0x808080))
        let constraint = DerivationConstraint(counterpart: page, role: .foreground, canvas: DisplayColor(rgb: RGB8(packed: 0xFFFFFF)),
                                              target: .level(.aaa), label: "'Text/a' on 'Background/gray'")
        let outcome = LightnessSolver(space: .srgb, alpha: 1).solve(start: OKLCH(lightness: 0.3, chroma: 0, hue: 0), constraints: [constraint])
        guard case .conflict(let conflict) = outcome else {
            Issue.record("gray #808080 cannot reach 7:1 with any gray, yet \(outcome)")
            return
        }
        // White on #808080 is 3.95:1, black 5.32:1: the best is black.
        #expect(conflict.description == "'Text/a' on 'Background/gray' needs AAA (7:1) but reaches at most 5.32:1")
    }
}
