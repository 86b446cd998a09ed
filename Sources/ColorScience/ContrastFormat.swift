/// How measured contrast is written in messages and reports.
public enum ContrastFormat {
    /// `4.52:1`: two decimals, as contrast checkers print ratios.
    public static func ratio(_ value: Double) -> String { fixed(value, decimals: 2) + ":1" }

    /// `-68.5`: one decimal, signed.
    public static func lc(_ value: Double) -> String { fixed(value, decimals: 1) }

    /// `value` with exactly `decimals` decimals, without Foundation.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "-" }
        // Past what an `Int` holds with the decimals: as Swift writes it (`1e+20`).
        guard abs(value) < 1e12, decimals < 7 else { return "\(value)" }
        // Written backwards into a small buffer: `check` words thousands of these, and a short
        // string made once from bytes is stored inline.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer in
            var writer = BackwardWriter(buffer)
            writer.put(value, decimals: decimals)
            return writer.text
        }
    }

    /// `ratio(ratio) + " (Lc " + lc(lc) + ")"`, or `"Lc " + lc(lc) + " (" + ratio(ratio) + ")"`
    /// with `lcFirst`: one string made from bytes, not five joined (`check` words one per finding).
    public static func ratioAndLc(ratio: Double, lc: Double, lcFirst: Bool) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 96) { buffer in
            var writer = BackwardWriter(buffer)
            func putRatio() { writer.put(":1"); writer.put(ratio, decimals: 2) }
            func putLc() { writer.put(lc, decimals: 1); writer.put("Lc ") }
            writer.put(")")
            if lcFirst { putRatio() } else { putLc() }
            writer.put(" (")
            if lcFirst { putLc() } else { putRatio() }
            return writer.text
        }
    }

    /// Text written from its end towards its start into a buffer big enough for it.
    private struct BackwardWriter {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        var end: Int

        init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
            self.buffer = buffer
            end = buffer.count
        }

        var text: String { String(decoding: UnsafeBufferPointer(rebasing: buffer[end...]), as: UTF8.self) }

        mutating func put(_ byte: UInt8) { end -= 1; buffer[end] = byte }

        /// ASCII `text`, placed before what is written.
        mutating func put(_ text: StaticString) {
            var index = text.utf8CodeUnitCount
            while index > 0 { index -= 1; put(text.utf8Start[index]) }
        }

        /// `value` with `decimals` (below 16) decimals, as `fixed` writes it.
        mutating func put(_ value: Double, decimals: Int) {
            guard value.isFinite else { return put(UInt8(ascii: "-")) }
            var scale = 1.0
            for _ in 0..<decimals { scale *= 10 }
            let scaled = Int((abs(value) * scale).rounded())
            var rest = scaled
            for _ in 0..<decimals { put(UInt8(ascii: "0") + UInt8(rest % 10)); rest /= 10 }
            if decimals > 0 { put(UInt8(ascii: ".")) }
            repeat { put(UInt8(ascii: "0") + UInt8(rest % 10)); rest /= 10 } while rest > 0
            if value < 0, scaled != 0 { put(UInt8(ascii: "-")) }
        }
    }
}

/// A measured contrast as a finding reports it: the WCAG 2 ratio and the APCA Lc, kept as
/// numbers and written only when the finding is shown (`check` makes thousands of findings,
/// and a string each was a tenth of their cost).
public struct ContrastReading: Hashable, Sendable, CustomStringConvertible {
    public var ratio: Double
    public var lc: Double
    /// Whether the Lc is written first: the target it misses is an APCA one.
    public var lcFirst: Bool

    public init(ratio: Double, lc: Double, lcFirst: Bool = false) {
        self.ratio = ratio
        self.lc = lc
        self.lcFirst = lcFirst
    }

    /// `3.21:1 (Lc -45.2)`, or `Lc -45.2 (3.21:1)` when `lcFirst`.
    public var description: String { ContrastFormat.ratioAndLc(ratio: ratio, lc: lc, lcFirst: lcFirst) }
}
