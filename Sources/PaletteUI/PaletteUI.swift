// PaletteUI: module under construction; replaced by its real files.
