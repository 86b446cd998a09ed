import PaletteConfig

extension ContrastTarget {
    /// The value this target compares: the WCAG ratio, or the magnitude of APCA Lc.
    public func value(ratio: Double, lc: Double) -> Double {
        minimumLc == nil ? ratio : abs(lc)
    }

    /// The value the target needs.
    public var threshold: Double { minimumRatio ?? minimumLc ?? 0 }

    /// Whether a measurement reaches the target; not rounded, so 4.499 fails AA.
    public func isMet(ratio: Double, lc: Double) -> Bool {
        value(ratio: ratio, lc: lc) >= threshold
    }

    /// How far a measurement is from the target as a fraction: 1 exactly at it, above 1 past it.
    public func margin(ratio: Double, lc: Double) -> Double {
        threshold > 0 ? value(ratio: ratio, lc: lc) / threshold : 1
    }

    /// A measured value as this target's metric writes it: `4.52:1` or `Lc 63.1`.
    public func formatted(ratio: Double, lc: Double) -> String {
        minimumLc == nil ? ContrastFormat.ratio(ratio) : "Lc " + ContrastFormat.lc(lc)
    }
}

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
