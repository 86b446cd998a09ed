#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ColorScience
import TerminalCore

/// How text output looks: with truecolor swatches on a terminal, plain when piped or `NO_COLOR` is set.
struct TextStyle {
    var usesColor: Bool

    /// Color when stdout is a terminal, `NO_COLOR` is unset or empty, and `TERM` is not `dumb`.
    static func forStandardOutput(environment: [String: String]) -> TextStyle {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        return TextStyle(usesColor: isatty(STDOUT_FILENO) == 1 && !noColor && !dumb)
    }

    /// Two cells of the color, or nothing without color.
    func swatch(_ color: DisplayColor?) -> String {
        guard usesColor else { return "" }
        guard let rgb = color?.rgb else { return "  " }
        return "\u{1B}[48;2;\(rgb.red);\(rgb.green);\(rgb.blue)m  \u{1B}[0m "
    }

    /// Text from a catalog with every control character and escape sequence made visible.
    func safe(_ untrusted: String) -> String { SafeText.visible(untrusted) }
}

/// Writes whole strings to stdout and stderr.
enum StandardStreams {
    static func write(_ text: String) { write(text, to: STDOUT_FILENO) }
    static func writeError(_ text: String) { write(text, to: STDERR_FILENO) }

    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                let written = Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
                if written < 0 { if errno == EINTR { continue } else { return } }
                offset += written
            }
        }
    }
}
