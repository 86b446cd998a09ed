import SwiftSyntax

/// Where an implicit member stands (`ColorVisitor`): in a `case` pattern, in a color's place, a
/// likely one, or elsewhere.
extension ColorVisitor {
    /// Whether `node` is (part of) a `case` pattern: a `switch` label or `if case`.
    static func isPattern(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if syntax.is(ExpressionPatternSyntax.self) { return true }
            if syntax.is(CodeBlockItemSyntax.self) || syntax.is(MemberBlockItemSyntax.self) { return false }
            current = syntax.parent
        }
        return false
    }

    /// Where an implicit member stands (`.brand`), as evidence that it is a color and not an enum's case.
    enum MemberPlace {
        /// An argument of a color type's initializer or of a call that takes colors
        /// (`Color(.brand)`, `.foregroundStyle(.brand)`): a color, whatever the enums.
        case color
        /// What a `…Color` property is set to, a value of a declared color type, an argument of a
        /// call named `…Color` (`setTitleColor(.brand, for:)`): a color unless its own file
        /// declares the case (`tag.markerColor = .highlight` beside `enum Marker`).
        case likelyColor
        /// Anywhere else (`style: .brand`, `type == .brand`): an enum's case when any file declares it.
        case elsewhere
    }

    /// Where `node` stands: the expression it belongs to is followed up through a member chain
    /// (`.ink.withAlphaComponent(0.6)`), a conditional's branches and an array's elements.
    static func place(of node: MemberAccessExprSyntax) -> MemberPlace {
        var expression = Syntax(node)
        while let parent = expression.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == expression.id {
                expression = parent
            } else if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == expression.id {
                expression = parent
            } else if parent.is(UnresolvedTernaryExprSyntax.self) || parent.is(TernaryExprSyntax.self)
                        || parent.is(ArrayElementSyntax.self) || parent.is(ArrayElementListSyntax.self) || parent.is(ArrayExprSyntax.self) {
                expression = parent
            } else if let elements = parent.as(ExprListSyntax.self), let sequence = elements.parent {
                // Operators are not folded: `a.textColor = x ? .b : .c` is the list `a.textColor`,
                // `=`, `x`, `? .b :`, `.c`; an element after `=` is the value assigned.
                if let position = elements.firstIndex(where: { $0.id == expression.id }),
                   let assignment = elements[..<position].lastIndex(where: { $0.is(AssignmentExprSyntax.self) }) {
                    guard assignment != elements.startIndex else { return .elsewhere }
                    let target = elements[elements.index(before: assignment)]
                    let property = target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                        ?? target.as(DeclReferenceExprSyntax.self)?.baseName.text
                    return property.map(SwiftScanner.isColorProperty) == true ? .likelyColor : .elsewhere
                }
                expression = sequence
            } else {
                break
            }
        }
        if let call = expression.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
           let callee = calleeName(call.calledExpression) {
            if SwiftScanner.isColorType(callee) || SwiftScanner.colorPlaces.contains(callee) { return .color }
            return callee.hasSuffix("Color") ? .likelyColor : .elsewhere
        }
        // `let tint: UIColor = .brand`, `[UIColor]`, a parameter's default value.
        if let clause = expression.parent?.as(InitializerClauseSyntax.self),
           let type = clause.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type ?? clause.parent?.as(FunctionParameterSyntax.self)?.type,
           type.tokens(viewMode: .sourceAccurate).contains(where: { SwiftScanner.symbolRoots.contains($0.text) || SwiftScanner.isColorType($0.text) }) {
            return .likelyColor
        }
        return .elsewhere
    }
}
