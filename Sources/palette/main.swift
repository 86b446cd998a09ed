#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PaletteCLI

// Past `ulimit -f`, a write fails with EFBIG (which a save reports) instead of SIGXFSZ
// killing palette without a word.
signal(SIGXFSZ, SIG_IGN)
PaletteCommand.runFromCommandLine()
