import LosslessJSON

/// Why an edit to a colorset was refused. The colorset is left as it was.
public enum ColorEditError: Error, Equatable, Sendable {
    case noDocument
    case noSuchVariant(Int)
    case notComponents(Int)
    case slotExists(String)
    case wrongChannelCount(expected: Int, got: Int)
    /// The new value of this component is NaN or infinite: it is refused, never written.
    case nonFiniteComponent(String)
    case document(JSONEditError)

    public var message: String {
        switch self {
        case .noDocument: "the colorset's 'Contents.json' could not be read, so it cannot be edited"
        case .noSuchVariant(let index): "the colorset has no entry \(index)"
        case .notComponents(let index): "entry \(index) has no explicit components"
        case .slotExists(let label): "the colorset already has a '\(label)' slot"
        case .wrongChannelCount(let expected, let got): "expected \(expected) channel values, got \(got)"
        case .nonFiniteComponent(let key): "the new value of component '\(key)' is not a finite number; nothing was changed"
        case .document(let error): error.message
        }
    }
}
