/// Terminal control strings palette sends besides drawing (issue 13): OSC 52 to set the
/// clipboard, OSC 11 to ask for the background color, and tmux's pass-through. Pure bytes; the
/// backend writes them (`TerminalBackend.send(controlSequence:)`).
public enum ControlSequence {
    static let escape: UInt8 = 0x1B
    static let bell: UInt8 = 0x07

    /// `ESC ] 52 ; c ; BASE64 BEL`: put `text` (UTF-8) on the system clipboard. A terminal that
    /// does not know OSC 52 ignores the whole string.
    public static func setClipboard(_ text: String) -> [UInt8] {
        [escape] + Array("]52;c;".utf8) + Base64.encode(Array(text.utf8)) + [bell]
    }

    /// `ESC P tmux; …  ESC \`: `sequence` handed through tmux to the terminal outside it, every
    /// ESC inside doubled (tmux 3.3 needs `allow-passthrough on` for it to pass).
    public static func tmuxPassThrough(_ sequence: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = [escape] + Array("Ptmux;".utf8)
        for byte in sequence {
            if byte == escape { bytes.append(escape) }
            bytes.append(byte)
        }
        return bytes + [escape, UInt8(ascii: "\\")]
    }

    /// `ESC P … ESC \` pieces: `sequence` handed through GNU screen to the terminal outside it.
    /// screen writes a DCS string's bytes out unread, but keeps only so many of them (768 since
    /// screen 4.2.1, 256 in 4.0), so the sequence goes in pieces of 76 bytes, which the terminal
    /// reads as one. `sequence` must not hold `ESC \` (OSC 52 ends with BEL).
    public static func screenPassThrough(_ sequence: [UInt8]) -> [UInt8] {
        stride(from: 0, to: sequence.count, by: 76).flatMap { start in
            [escape, UInt8(ascii: "P")] + sequence[start..<min(start + 76, sequence.count)] + [escape, UInt8(ascii: "\\")]
        }
    }

    /// `ESC ] 11 ; ? ESC \`: asks the terminal for its background color (answered by `backgroundReply`).
    public static let backgroundQuery: [UInt8] = [escape] + Array("]11;?".utf8) + [escape, UInt8(ascii: "\\")]

    /// The color in a reply to `backgroundQuery`: `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or
    /// `ESC \`, with 1 to 4 hex digits per channel (scaled to 8 bits); `nil` when `bytes` holds no
    /// complete reply. Bytes before the reply (typed keys) are skipped.
    public static func backgroundReply(_ bytes: [UInt8]) -> (red: UInt8, green: UInt8, blue: UInt8)? {
        let prefix: [UInt8] = [escape] + Array("]11;rgb:".utf8)
        guard bytes.count >= prefix.count,
              let start = (0...(bytes.count - prefix.count)).first(where: { Array(bytes[$0..<($0 + prefix.count)]) == prefix })
        else { return nil }
        var body: [UInt8] = []
        var index = start + prefix.count
        while index < bytes.count, bytes[index] != bell, bytes[index] != escape {
            body.append(bytes[index])
            index += 1
        }
        guard index < bytes.count else { return nil }
        let channels = body.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard channels.count == 3 else { return nil }
        var values: [UInt8] = []
        for channel in channels {
            guard (1...4).contains(channel.count), let value = Int(String(decoding: channel, as: UTF8.self), radix: 16) else { return nil }
            let maximum = (1 << (4 * channel.count)) - 1
            values.append(UInt8((Double(value) * 255 / Double(maximum)).rounded()))
        }
        return (values[0], values[1], values[2])
    }
}

/// How a clipboard string reaches the terminal: directly; inside tmux both to tmux (which keeps
/// it as a paste buffer with `set-clipboard on`, and passes it on) and through its pass-through to
/// the terminal outside (`allow-passthrough on`); inside GNU screen, which knows no OSC 52, only
/// through its pass-through.
public enum ClipboardRoute: Equatable, Sendable {
    case direct, tmux, screen

    /// `tmux` when `$TMUX` is set, else `screen` when `$STY` is; `direct` otherwise. (In screen
    /// inside tmux both are set, and which one palette runs in cannot be told: tmux is assumed.)
    public init(environment: [String: String]) {
        if !(environment["TMUX"] ?? "").isEmpty {
            self = .tmux
        } else if !(environment["STY"] ?? "").isEmpty {
            self = .screen
        } else {
            self = .direct
        }
    }

    /// The bytes that copy `text`.
    public func bytes(copying text: String) -> [UInt8] {
        let sequence = ControlSequence.setClipboard(text)
        switch self {
        case .direct: return sequence
        case .tmux: return sequence + ControlSequence.tmuxPassThrough(sequence)
        case .screen: return ControlSequence.screenPassThrough(sequence)
        }
    }

    /// How the copy was sent, as the status bar says it: `OSC 52, through tmux`.
    public var label: String {
        switch self {
        case .direct: "OSC 52"
        case .tmux: "OSC 52, through tmux"
        case .screen: "OSC 52, through screen"
        }
    }
}

/// RFC 4648 base64 with padding.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            let value = chunk.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
            for position in 0..<4 {
                output.append(position <= chunk.count ? alphabet[(value >> (18 - 6 * position)) & 63] : UInt8(ascii: "="))
            }
            index += 3
        }
        return output
    }
}
