import ColorScience
import SwiftParser
import SwiftSyntax

/// Finds color references and color literals in one Swift file with SwiftParser; comments and
/// strings other than a call's name argument never count.
public enum SwiftScanner {
    /// The type names whose initializers take a color name or components.
    static let colorTypes: Set<String> = ["UIColor", "NSColor", "Color", "CGColor", "SKColor"]
    /// A color type: the platform ones, or a name ending in `Color` (`RSColor`, a typealias of
    /// `UIColor` / `NSColor` that cross-platform apps define).
    static func isColorType(_ name: String) -> Bool {
        colorTypes.contains(name) || (name.hasSuffix("Color") && name.first?.isUppercase == true)
    }

    /// Roots of an asset symbol: Xcode generates `ColorResource.x` and `Color.x` / `UIColor.x`.
    static let symbolRoots: Set<String> = colorTypes.union(["ColorResource", "ShapeStyle"])

    public struct Result: Sendable {
        public var references: [ColorReference] = []
        public var literals: [ColorLiteral] = []
        /// The references that are an implicit member outside a color's place (`style: .brand`),
        /// by position in `references`, with the member's first name: an enum of another file
        /// may declare that case (`SourceIndex` drops those).
        var implicitSymbols: [(index: Int, head: String)] = []
        /// The enum cases the file declares.
        var declaredCases: Set<String> = []
    }

    public static func scan(_ bytes: [UInt8], file: String, table: ColorNameTable) -> Result {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let visitor = ColorVisitor(file: file, bytes: bytes, table: table)
        visitor.walk(tree)
        var result = visitor.result
        result.declaredCases = visitor.declaredCases
        // `.brand` outside a color's place, where the file declares `case brand`: the file's own
        // enum. Where no color is likely either, another file's enum may be meant (`SourceIndex`).
        let implicit = Dictionary(visitor.implicitSymbols.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
        guard !implicit.isEmpty else { return result }
        var kept: [ColorReference] = []
        for (index, reference) in result.references.enumerated() {
            if let symbol = implicit[index] {
                if visitor.declaredCases.contains(symbol.head) { continue }
                if symbol.place == .elsewhere { result.implicitSymbols.append((kept.count, symbol.head)) }
            }
            kept.append(reference)
        }
        result.references = kept
        return result
    }

    /// Calls whose arguments are colors: an implicit member there (`.foregroundStyle(.accent)`)
    /// is an asset symbol even where an enum of the file has a case of that name.
    static let colorPlaces: Set<String> = [
        "foregroundStyle", "foregroundColor", "background", "backgroundStyle", "tint", "fill", "stroke", "strokeBorder",
        "border", "accentColor", "listRowBackground", "shadow", "overlay", "backgroundColor", "tintColor", "textColor",
    ]

    /// A property that holds a color: one of `colorPlaces`, or a name ending in `Color` (`borderColor`, `selectedColor`).
    static func isColorProperty(_ name: String) -> Bool {
        colorPlaces.contains(name) || name.hasSuffix("Color") || name == "color"
    }
}

/// The visitor behind `SwiftScanner`.
final class ColorVisitor: SyntaxVisitor {
    let file: String
    let table: ColorNameTable
    let lines: LineIndex
    var result = SwiftScanner.Result()
    /// Calls already reported as part of a light/dark pair.
    private var pairedCalls: Set<Int> = []
    /// The enum cases the file declares.
    private(set) var declaredCases: Set<String> = []
    /// Asset symbols found as an implicit member outside a color's place (`style: .brand`): their
    /// index in `result.references`, the first name of the chain, and how likely a color is there.
    private(set) var implicitSymbols: [(index: Int, head: String, place: MemberPlace)] = []

    init(file: String, bytes: [UInt8], table: ColorNameTable) {
        self.file = file
        self.table = table
        lines = LineIndex(bytes)
        super.init(viewMode: .sourceAccurate)
    }

    private func add(_ name: String, at node: some SyntaxProtocol, _ kind: ColorReference.Kind, pattern: [String]? = nil,
                     bundle: String? = nil) {
        let (line, column) = lines.location(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        result.references.append(ColorReference(name: name, file: file, line: line, column: column, kind: kind, pattern: pattern,
                                                bundle: bundle))
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let callee = Self.calleeName(node.calledExpression) else { return .visitChildren }
        let arguments = Array(node.arguments)
        // `NSColor.Name("x")`: AppKit's name for a color, handed to `NSColor(named:)` later.
        if callee == "Name", Self.isColorNameType(node.calledExpression), arguments.count == 1, arguments[0].label == nil,
           let literal = arguments[0].expression.as(StringLiteralExprSyntax.self) {
            nameArgument(literal, bundle: nil)
        }
        if SwiftScanner.isColorType(callee), let first = arguments.first {
            let label = first.label?.text
            if label == "named" || (label == nil && callee == "Color") {
                if let literal = first.expression.as(StringLiteralExprSyntax.self) {
                    nameArgument(literal, bundle: Self.otherBundle(arguments))
                } else if let pieces = Self.concatenation(first.expression) {
                    // `"Fluent/" + rawValue`: a name built at run time, as `"Fluent/\(rawValue)"` is.
                    add(pieces.joined(separator: "*"), at: first.expression, .swiftName, pattern: pieces, bundle: Self.otherBundle(arguments))
                }
            }
        } else if callee == "init", Self.isImplicitInit(node.calledExpression), let first = arguments.first, first.label?.text == "named",
                  let literal = first.expression.as(StringLiteralExprSyntax.self), let name = Self.plainText(literal),
                  table.names.contains(name) {
            // `let c: NSColor = .init(named: "x")`: the type is not written, so only a color's name counts.
            add(name, at: literal, .swiftName, bundle: Self.otherBundle(arguments))
        }
        if let pair = dynamicPair(node, callee: callee, arguments: arguments) {
            addLiteral(node, light: pair.light, dark: pair.dark)
        } else if !pairedCalls.contains(node.position.utf8Offset), SwiftScanner.isColorType(callee),
                  let color = LiteralColors.color(arguments: arguments) {
            addLiteral(node, light: color, dark: nil)
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "colorLiteral", let color = LiteralColors.color(arguments: Array(node.arguments)) {
            addLiteral(node, light: color, dark: nil)
        }
        return .visitChildren
    }

    /// The `bundle:` or `in:` argument as written when it is another module's bundle: not `nil`,
    /// the main bundle, the package target's own (`.module`) or a class's (`Bundle(for:)`).
    static func otherBundle(_ arguments: [LabeledExprSyntax]) -> String? {
        guard let argument = arguments.first(where: { ["bundle", "in"].contains($0.label?.text) }) else { return nil }
        let text = argument.expression.trimmedDescription
        let local = ["nil", ".main", "Bundle.main", ".module", "Bundle.module", "Foundation.Bundle.main"]
        return local.contains(text) || text.hasPrefix("Bundle(for:") ? nil : text
    }

    /// A string literal naming a color: a name, or a pattern when it interpolates.
    private func nameArgument(_ literal: StringLiteralExprSyntax, bundle: String?) {
        var pieces: [String] = [""]
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                guard let unescaped = Self.unescaped(text.content.text, raw: literal.openingPounds != nil) else { return }
                pieces[pieces.count - 1] += unescaped
            } else {
                pieces.append("")
            }
        }
        if pieces.count == 1 {
            add(pieces[0], at: literal, .swiftName, bundle: bundle)
        } else {
            add(pieces.joined(separator: "*"), at: literal, .swiftName, pattern: pieces, bundle: bundle)
        }
    }

    /// A segment's text with its simple escapes resolved; `nil` for escapes palette does not read.
    static func unescaped(_ text: String, raw: Bool) -> String? {
        guard !raw, text.contains("\\") else { return text }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "\\", "\"", "'": result.append(character)
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: return nil
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    // MARK: Symbols

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // Only the outermost access of a chain: `.Regex.anchor` once, not `.Regex` again.
        if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.base?.id == node.id { return .visitChildren }
        guard let (root, path) = Self.chain(node) else { return .visitChildren }
        if root == nil || SwiftScanner.symbolRoots.contains(root!) {
            // Looked up first: most implicit members (`.center`) name no color, and need no more.
            if let name = longestMatch(path, in: table.name(forAssetSymbol:)) {
                // `case .brand:` matches an enum's case; no color is matched that way.
                if root == nil, Self.isPattern(node) { return .visitChildren }
                if root == nil, case let place = Self.place(of: node), place != .color {
                    implicitSymbols.append((result.references.count, path[0], place))
                }
                add(name, at: node, .assetSymbol)
            }
        } else if let root, table.swiftGenEnums.contains(root) || (path.count > 1 && table.swiftGenEnums.contains(path[0])) {
            // `Asset.accentColor` with one catalog, `Asset.Colors.accentColor` (an enum per catalog)
            // with more; `Theme.Asset.accentColor` from the module that generated it.
            let path = table.swiftGenEnums.contains(root) ? path : Array(path.dropFirst())
            if let name = longestMatch(path, in: table.name(forSwiftGenSymbol:))
                ?? longestMatch(Array(path.dropFirst()), in: table.name(forSwiftGenSymbol:)) { add(name, at: node, .swiftGen) }
        } else if let root, table.generatedRoots.contains(root) {
            if let name = longestMatch([root] + path, in: { self.table.generatedSymbols[$0] }) { add(name, at: node, .paletteCode) }
        } else if root == "R", path.first == "color", path.count >= 2 {
            if let name = longestMatch(Array(path.dropFirst()), in: table.name(forRSwiftSymbol:)) { add(name, at: node, .rSwift) }
        }
        return .visitChildren
    }

    private func longestMatch(_ path: [String], in lookup: (String) -> String?) -> String? {
        for count in stride(from: path.count, through: 1, by: -1) {
            if let name = lookup(path.prefix(count).joined(separator: ".")) { return name }
        }
        return nil
    }

    /// `A.b.c` as (`A`, [`b`, `c`]); `.b.c` as (`nil`, ...); `nil` when the chain starts elsewhere (a call).
    static func chain(_ node: MemberAccessExprSyntax) -> (root: String?, path: [String])? {
        var path = [node.declName.baseName.text]
        var base = node.base
        while let current = base {
            if let member = current.as(MemberAccessExprSyntax.self) {
                path.insert(member.declName.baseName.text, at: 0)
                base = member.base
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                return (reference.baseName.text, path)
            } else {
                return nil
            }
        }
        return (nil, path)
    }

    // MARK: Enums

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        declaredCases.insert(node.name.text)
        // A one-line literal without escapes: what the prefilter can see.
        if let literal = node.rawValue?.value.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
           literal.openingQuote.tokenKind == .stringQuote,
           let segment = literal.segments.first?.as(StringSegmentSyntax.self),
           case let text = segment.content.text, !text.contains("\\"), table.names.contains(text) {
            add(text, at: literal, .enumRawValue)
        }
        return .visitChildren
    }

    // MARK: Literals

    /// `UIColor { $0.userInterfaceStyle == .dark ? A : B }`, `UIColor(dynamicProvider:)`, or a
    /// call with `light:` and `dark:` colors (`Color.dynamic(light:dark:)`).
    private func dynamicPair(_ node: FunctionCallExprSyntax, callee: String,
                             arguments: [LabeledExprSyntax]) -> (light: SpaceColor, dark: SpaceColor)? {
        if let light = arguments.first(where: { $0.label?.text == "light" }),
           let dark = arguments.first(where: { $0.label?.text == "dark" }),
           let lightCall = Self.colorCall(light.expression), let darkCall = Self.colorCall(dark.expression),
           let lightColor = LiteralColors.color(call: lightCall), let darkColor = LiteralColors.color(call: darkCall) {
            pairedCalls.formUnion([lightCall.position.utf8Offset, darkCall.position.utf8Offset])
            return (lightColor, darkColor)
        }
        guard SwiftScanner.isColorType(callee) else { return nil }
        let closure = node.trailingClosure
            ?? arguments.first(where: { $0.label?.text == "dynamicProvider" })?.expression.as(ClosureExprSyntax.self)
        guard let closure else { return nil }
        for statement in closure.statements {
            var expression = statement.item.as(ExprSyntax.self)
            if let returned = statement.item.as(ReturnStmtSyntax.self) { expression = returned.expression }
            guard let sequence = expression?.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index + 1 < elements.count,
                  let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self),
                  let thenCall = Self.colorCall(ternary.thenExpression), let elseCall = Self.colorCall(elements[index + 1]),
                  let thenColor = LiteralColors.color(call: thenCall), let elseColor = LiteralColors.color(call: elseCall) else { continue }
            let condition = elements[..<index].map { $0.trimmedDescription }.joined(separator: " ")
            let darkFirst: Bool
            if condition.contains(".dark") { darkFirst = !condition.contains("!=") }
            else if condition.contains(".light") { darkFirst = condition.contains("!=") }
            else { continue }
            pairedCalls.formUnion([thenCall.position.utf8Offset, elseCall.position.utf8Offset])
            return darkFirst ? (elseColor, thenColor) : (thenColor, elseColor)
        }
        return nil
    }

    private func addLiteral(_ node: some SyntaxProtocol, light: SpaceColor, dark: SpaceColor?) {
        let (line, column) = lines.location(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        var text = node.trimmedDescription.split(whereSeparator: \.isNewline).map { $0.drop(while: \.isWhitespace) }.joined(separator: " ")
        if text.count > 120 { text = String(text.prefix(119)) + "…" }
        result.literals.append(ColorLiteral(file: file, line: line, column: column, text: text, color: light, dark: dark))
    }
}
