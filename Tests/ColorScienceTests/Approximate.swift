import ColorScience
import Testing

/// Expects `actual` within `tolerance` of `expected`, reporting at the caller's line.
func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double,
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(abs(actual - expected) <= tolerance,
            "\(actual) is not within \(tolerance) of \(expected)\(comment.map { ": \($0)" } ?? "")",
            sourceLocation: sourceLocation)
}

/// Expects each channel of `actual` within `tolerance` of `expected`.
func expectClose(
    _ actual: LinearRGB, _ expected: LinearRGB, tolerance: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectClose(actual.red, expected.red, tolerance: tolerance, "red", sourceLocation: sourceLocation)
    expectClose(actual.green, expected.green, tolerance: tolerance, "green", sourceLocation: sourceLocation)
    expectClose(actual.blue, expected.blue, tolerance: tolerance, "blue", sourceLocation: sourceLocation)
}

/// Expects the same number of channels, each within `tolerance`.
func expectClose(
    _ actual: [Double], _ expected: [Double], tolerance: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(actual.count == expected.count, sourceLocation: sourceLocation)
    for (index, (value, target)) in zip(actual, expected).enumerated() {
        expectClose(value, target, tolerance: tolerance, "channel \(index)", sourceLocation: sourceLocation)
    }
}

extension RGB8 {
    /// A test literal: `RGB8(0x336699)`.
    init(_ packed: UInt32) { self.init(packed: packed) }
}
