import Testing

extension Trait where Self == ConditionTrait {
    /// Runs a suite that drives tmux only where tmux is installed.
    public static var tmuxInstalled: Self {
        .enabled(if: TmuxSession.isInstalled, "skipped: tmux is not installed (apt-get install tmux, or brew install tmux)")
    }

    /// Runs a test that needs tmux's `allow-passthrough` (tmux 3.3 or later) only with such a tmux.
    public static var tmuxPassesThrough: Self {
        .enabled(if: TmuxSession.version.map { $0 >= (3, 3) } ?? false, "skipped: tmux before 3.3 has no allow-passthrough")
    }

    /// Runs a test that drives GNU screen only where screen is installed.
    public static var screenInstalled: Self {
        .enabled(if: (try? Spawn.run(["sh", "-c", "command -v screen"], environment: Spawn.cleanEnvironment).status) == 0,
                 "skipped: GNU screen is not installed (apt-get install screen, or brew install screen)")
    }

    /// Runs a suite that drives xterm on a virtual X server only where the four tools are
    /// installed and Xvfb starts (it needs the `fixed` font of xfonts-base).
    public static var xtermInstalled: Self {
        .enabled(if: VirtualDisplay.starts, "skipped: needs xterm, xdotool, xclip and an Xvfb that starts (apt-get install xvfb xfonts-base xterm xdotool xclip)")
    }

    /// Runs a suite that needs the built `palette` binary only once it is built.
    public static var paletteBuilt: Self {
        .enabled(if: PaletteExecutable.isBuilt, "skipped: the palette binary is not built (swift build)")
    }
}

extension Trait where Self == TimeLimitTrait {
    /// The time limit of an end-to-end test: one that hangs fails instead of stalling the run.
    public static var endToEndTimeLimit: Self { .timeLimit(.minutes(1)) }
}
