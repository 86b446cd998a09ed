import TerminalCore
import Testing

/// The control strings of issue 13 as the terminal receives them.
@Suite struct ControlSequenceTests {
    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "⎋").replacingOccurrences(of: "\u{07}", with: "⍾")
    }

    @Test(arguments: [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("foobar", "Zm9vYmFy")])
    func osc52CarriesTheTextInBase64(_ pair: (String, String)) {
        // RFC 4648's test vectors.
        #expect(Self.text(ControlSequence.setClipboard(pair.0)) == "⎋]52;c;\(pair.1)⍾")
    }

    @Test func osc52EncodesUTF8() {
        #expect(Self.text(ControlSequence.setClipboard("Color(white: 0.5) ✓")) == "⎋]52;c;Q29sb3Iod2hpdGU6IDAuNSkg4pyT⍾")
    }

    @Test func directCopiesAreOneOSC52() {
        let bytes = ClipboardRoute.direct.bytes(copying: "#5B4CF0")
        #expect(bytes == [0x1B] + Array("]52;c;IzVCNENGMA==".utf8) + [0x07])
    }

    @Test func insideTmuxTheSequenceGoesToTmuxAndThroughItsPassThroughWithEveryEscapeDoubled() {
        let bytes = ClipboardRoute.tmux.bytes(copying: "#5B4CF0")
        #expect(Self.text(bytes) == "⎋]52;c;IzVCNENGMA==⍾" + "⎋Ptmux;⎋⎋]52;c;IzVCNENGMA==⍾⎋\\")
        #expect(ClipboardRoute(environment: ["TMUX": "/tmp/tmux-0/default,1,0"]) == .tmux)
        #expect(ClipboardRoute(environment: ["TMUX": ""]) == .direct)
        #expect(ClipboardRoute(environment: [:]) == .direct)
    }

    @Test func insideScreenTheSequenceGoesOnlyThroughItsPassThroughInPiecesOf76Bytes() {
        #expect(Self.text(ClipboardRoute.screen.bytes(copying: "#5B4CF0")) == "⎋P⎋]52;c;IzVCNENGMA==⍾⎋\\")
        // A long copy (a generated accessor) in pieces that join into the one sequence.
        let text = String(repeating: "UIColor(named: \"Brand/accent\")! ", count: 8)
        let sequence = ControlSequence.setClipboard(text)
        var payloads: [[UInt8]] = []
        var rest = ClipboardRoute.screen.bytes(copying: text)[...]
        while let end = rest.firstRange(of: [0x1B, UInt8(ascii: "\\")]) {
            #expect(rest.starts(with: [0x1B, UInt8(ascii: "P")]))
            payloads.append(Array(rest[(rest.startIndex + 2)..<end.lowerBound]))
            rest = rest[end.upperBound...]
        }
        #expect(rest.isEmpty)
        #expect(payloads.count == (sequence.count + 75) / 76 && payloads.count > 3)
        #expect(payloads.dropLast().allSatisfy { $0.count == 76 })
        #expect(Array(payloads.joined()) == sequence)
        #expect(ClipboardRoute(environment: ["STY": "1234.pts-0.host"]) == .screen)
        // screen inside tmux, or tmux inside screen: tmux is assumed.
        #expect(ClipboardRoute(environment: ["STY": "1234.pts-0.host", "TMUX": "/tmp/tmux-0/default,1,0"]) == .tmux)
        #expect(ClipboardRoute(environment: ["STY": ""]) == .direct)
    }

    struct ReplyCase: Sendable, CustomTestStringConvertible {
        var reply: String
        var rgb: [UInt8]?
        var testDescription: String { Self.visible(reply) }
        static func visible(_ text: String) -> String { text.replacingOccurrences(of: "\u{1B}", with: "⎋") }
    }

    static let replies: [ReplyCase] = [
        .init(reply: "\u{1B}]11;rgb:1c1c/1c1c/1e1e\u{1B}\\", rgb: [0x1C, 0x1C, 0x1E]),
        .init(reply: "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}", rgb: [255, 255, 255]),
        .init(reply: "\u{1B}]11;rgb:f2/f2/f7\u{07}", rgb: [0xF2, 0xF2, 0xF7]),
        .init(reply: "\u{1B}]11;rgb:f/0/8\u{07}", rgb: [255, 0, 0x88]),
        .init(reply: "x\u{1B}]11;rgb:0000/8080/ffff\u{07}\u{1B}[?62;22c", rgb: [0, 0x80, 255]),
        .init(reply: "\u{1B}]11;rgb:0000/8080/ffff", rgb: nil),
        .init(reply: "\u{1B}]11;rgb:00000/0/0\u{07}", rgb: nil),
        .init(reply: "\u{1B}[?62;22c", rgb: nil),
    ]

    @Test(arguments: replies)
    func backgroundRepliesAreReadWithOneToFourDigitsPerChannel(_ testCase: ReplyCase) {
        let color = ControlSequence.backgroundReply(Array(testCase.reply.utf8))
        #expect(color.map { [$0.red, $0.green, $0.blue] } == testCase.rgb)
    }

    @Test func theBackgroundQueryIsOSC11() {
        #expect(Self.text(ControlSequence.backgroundQuery) == "⎋]11;?⎋\\")
    }
}
