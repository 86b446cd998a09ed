#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Numbers as Interface Builder writes them: `%.17g`, except exactly 0 as `0.0` and exactly 1 as `1`.
enum XcodeNumber {
    static func text(_ value: Double) -> String {
        if value == 0 { return "0.0" }
        if value == 1 { return "1" }
        return format("%.17g", value)
    }

    static func fixed(_ value: Double, decimals: Int) -> String {
        format("%.\(decimals)f", value)
    }

    private static func format(_ format: String, _ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let count = withVaList([value]) { arguments in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, 64, format, arguments) }
        }
        return String(decoding: buffer.prefix(Int(max(count, 0))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
