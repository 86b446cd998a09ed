import ArgumentParser
import TerminalCore

extension PaletteCommand {
    /// Parses the command line and runs the command. Every failure prints `palette: error: ...`
    /// on stderr: a `CommandFailure` exits with 1; ArgumentParser's usage errors and
    /// `ValidationError`s keep its status 64 (EX_USAGE) and its usage hint on the lines after.
    /// Help, `--version` and `--generate-completion-script` print to stdout and exit with 0.
    public static func runFromCommandLine() {
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(reporting: error, withUsage: true)
        }
        do {
            try command.run()
        } catch {
            exit(reporting: error, withUsage: false)
        }
    }

    /// Ends the process for `error`. Usage is shown only for parse errors: ArgumentParser knows
    /// the subcommand's usage there, not for an error thrown by `run()`.
    private static func exit(reporting error: Error, withUsage: Bool) -> Never {
        if let failure = error as? CommandFailure {
            StandardStreams.writeError(failure.messages.map(errorLine).joined())
            Self.exit(withError: ExitCode.failure)
        }
        let message = Self.message(for: error)
        let code = Self.exitCode(for: error)
        // Help, version, completion scripts and a bare `ExitCode` print as ArgumentParser prints them.
        guard code != .success, !message.isEmpty else { Self.exit(withError: error) }
        var text = errorLine(message)
        if withUsage {
            let full = Self.fullMessage(for: error)
            if let line = full.range(of: message + "\n") {
                let usage = full[line.upperBound...].trimmingPrefix("\n")
                if !usage.isEmpty { text += usage + "\n" }
            }
        }
        StandardStreams.writeError(text)
        Self.exit(withError: code)
    }

    /// `palette: error: message`, the message made safe to print and starting in lowercase
    /// (ArgumentParser's `Unknown option` reads `unknown option`; `URL ...` stays).
    static func errorLine(_ message: String) -> String {
        var message = SafeText.visible(message)
        if let first = message.first, first.isUppercase,
           message.dropFirst().first.map({ $0.isLowercase }) ?? false {
            message = first.lowercased() + message.dropFirst()
        }
        return "palette: error: \(message)\n"
    }
}
