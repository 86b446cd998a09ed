import AssetCatalog

/// One optional value per appearance, in `Appearance.allCases` order: read and written without
/// hashing (export looks values up for every token of every appearance).
struct PerAppearance<Value: Sendable>: Sendable {
    private var slots: [Value?] = Array(repeating: nil, count: Appearance.allCases.count)

    subscript(appearance: Appearance) -> Value? {
        get { slots[Self.slot(appearance)] }
        set { slots[Self.slot(appearance)] = newValue }
    }

    var isEmpty: Bool { slots.allSatisfy { $0 == nil } }

    /// The values as a dictionary.
    var dictionary: [Appearance: Value] {
        var result: [Appearance: Value] = [:]
        for appearance in Appearance.allCases { result[appearance] = self[appearance] }
        return result
    }

    private static func slot(_ appearance: Appearance) -> Int {
        switch appearance {
        case .light: 0
        case .dark: 1
        case .highContrastLight: 2
        case .highContrastDark: 3
        }
    }
}
