import SwiftSyntax

/// Reading the syntax `ColorVisitor` meets: callee names, color calls, literals' text, names
/// built with `+`.
extension ColorVisitor {
    /// A color initializer call, through `!`, `?` and parentheses.
    static func colorCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return calleeName(call.calledExpression).map(SwiftScanner.isColorType) == true ? call : nil
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return colorCall(unwrap.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return colorCall(optional.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return colorCall(only.expression)
        }
        return nil
    }

    /// `.init` with no type written.
    static func isImplicitInit(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil && member.declName.baseName.text == "init"
    }

    /// A one-piece literal's text without escapes; `nil` for anything else.
    static func plainText(_ literal: StringLiteralExprSyntax) -> String? {
        guard literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return unescaped(segment.content.text, raw: literal.openingPounds != nil)
    }

    /// The pieces of a name built with `+` (`"Fluent/" + rawValue` is `["Fluent/", ""]`): the
    /// literals' text, split where something else is added; `nil` unless it is such a sum with
    /// at least one literal and one other operand.
    static func concatenation(_ expression: ExprSyntax) -> [String]? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
        var pieces = [""], literals = 0
        for (index, element) in elements.enumerated() {
            if index % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
            } else if let literal = element.as(StringLiteralExprSyntax.self), let text = plainText(literal) {
                pieces[pieces.count - 1] += text
                literals += 1
            } else if pieces.last != "" || pieces.count == 1 {
                pieces.append("")
            }
        }
        guard literals > 0, pieces.count > 1 else { return nil }
        return pieces
    }

    /// Whether `expression` is a color type's `Name` (`NSColor.Name`, or its `init`).
    static func isColorNameType(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        if member.declName.baseName.text == "init" { return isColorNameType(base) }
        guard member.declName.baseName.text == "Name", let owner = calleeName(base) else { return false }
        return SwiftScanner.isColorType(owner)
    }

    /// `UIColor` for `UIColor(...)`, `UIColor.init(...)` and `SwiftUI.Color(...)`; the member for `Color.dynamic(...)`.
    static func calleeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "init", let base = member.base { return calleeName(base) }
            return name
        }
        return nil
    }
}
