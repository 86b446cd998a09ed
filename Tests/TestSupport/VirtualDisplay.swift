/// An X server (Xvfb) on a free display, for the tests that drive a terminal emulator.
public enum VirtualDisplay {
    /// Shell lines that start Xvfb in the background on a display it picks (`-displayfd`), write
    /// its pid to `pidFile` and, once it says it is ready (within 20 s: a busy machine running the
    /// whole suite on two cores can take seconds), the display's number to
    /// `displayFile`, which is not written when it never is.
    public static func startScript(displayFile: String, pidFile: String) -> String {
        let ready = "'\(displayFile).part'"
        return """
            Xvfb -displayfd 3 -nolisten tcp -screen 0 1024x768x24 3>\(ready) 2>/dev/null & echo $! > '\(pidFile)'
            tries=0; while ! grep -q . \(ready) && [ $tries -lt 400 ]; do sleep 0.05; tries=$((tries + 1)); done
            if grep -q . \(ready); then mv \(ready) '\(displayFile)'; fi
            """
    }

    /// Whether xterm, xdotool and xclip are installed and Xvfb starts here (it needs the `fixed`
    /// font of xfonts-base): started once by `startScript`, then stopped.
    static let starts: Bool = {
        guard let folder = try? TemporaryFolder() else { return false }
        let display = folder.url("display"), pid = folder.url("pid")
        let script = """
            command -v xterm && command -v xdotool && command -v xclip && command -v Xvfb || exit 1
            \(startScript(displayFile: display, pidFile: pid))
            kill $(cat '\(pid)'); test -s '\(display)'
            """
        return (try? Spawn.run(["sh", "-c", script], environment: Spawn.cleanEnvironment).status) == 0
    }()
}
