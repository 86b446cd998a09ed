print("palette-bench")
