import CodeGeneration

extension AppState {
    /// `S`: the status bar shows how generated Swift reaches the selected color
    /// (`Palette.Brand.accent.color`), under the config's Swift target, and it is copied (OSC 52).
    mutating func showSwiftExpression() -> [Effect] {
        guard let location = selectedColorSet else {
            statusMessage = nothingSelected(toDo: "name in Swift")
            return []
        }
        guard let expression = CodeGenerator.swiftExpression(for: location, in: workspace, target: codeTarget) else {
            statusMessage = "'\(colorSet(at: location).qualifiedName)' shares its Swift name with another color; "
                + "'palette generate swift' says which"
            return []
        }
        statusMessage = "Swift: " + expression + " (copied)"
        return [.sendControlSequence(clipboardRoute.bytes(copying: expression))]
    }
}
