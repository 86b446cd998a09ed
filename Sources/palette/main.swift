import PaletteCLI

await PaletteCommand.main()
