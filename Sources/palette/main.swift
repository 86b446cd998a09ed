import PaletteCLI

PaletteCommand.runFromCommandLine()
