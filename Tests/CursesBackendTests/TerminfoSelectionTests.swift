@testable import CursesBackend
import TerminalCore
import Testing

/// Which terminfo entries palette tries, from the environment and what curses can draw.
@Suite struct TerminfoSelectionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var forced: ColorMode?
        var environment: [String: String]
        var termHasRGB: Bool?
        var directColor: Bool
        var candidates: [String?]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "an RGB $TERM is used as is", forced: nil, environment: ["TERM": "xterm-direct"],
             termHasRGB: true, directColor: true, candidates: [nil]),
        Case(name: "COLORTERM asks for a direct entry", forced: nil, environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
             termHasRGB: false, directColor: true, candidates: ["xterm-direct", nil]),
        Case(name: "inside tmux, tmux-direct", forced: nil, environment: ["TERM": "tmux-256color", "COLORTERM": "24bit"],
             termHasRGB: false, directColor: true, candidates: ["tmux-direct", nil]),
        Case(name: "a forced palette mode leaves an RGB entry", forced: .palette256, environment: ["TERM": "xterm-direct"],
             termHasRGB: true, directColor: true, candidates: ["xterm-256color", nil]),
        Case(name: "without direct colors COLORTERM changes nothing", forced: nil,
             environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
             termHasRGB: false, directColor: false, candidates: [nil]),
        Case(name: "without direct colors forced truecolor changes nothing", forced: .trueColor,
             environment: ["TERM": "xterm-256color"], termHasRGB: false, directColor: false, candidates: [nil]),
        Case(name: "without direct colors an RGB $TERM is left", forced: nil, environment: ["TERM": "xterm-direct"],
             termHasRGB: true, directColor: false, candidates: ["xterm-256color", nil]),
    ]

    @Test(arguments: cases)
    func candidates(_ testCase: Case) {
        let selection = TerminfoSelection(forcedMode: testCase.forced, environment: testCase.environment,
                                          termHasRGB: testCase.termHasRGB, directColor: testCase.directColor)
        #expect(selection.candidates == testCase.candidates)
    }
}
