import Foundation

/// `palette-fuzz [--minutes M] [--seed S] [--palette PATH] [--work DIR] [--corpus DIR]... [--no-browser] [--verbose]`.
struct FuzzOptions {
    var minutes = 15.0
    var seed = UInt64(Date().timeIntervalSince1970 * 1000)
    /// The binary under test: by default the `palette` built beside this executable.
    var palette = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("palette").path
    var work = FileManager.default.temporaryDirectory.appendingPathComponent("palette-fuzz-\(getpid())").path
    var corpus: [String] = []
    var browser = true
    var verbose = false

    static let usage = "usage: palette-fuzz [--minutes M] [--seed S] [--palette PATH] [--work DIR] [--corpus DIR]... [--no-browser] [--verbose]"

    init(arguments: [String]) throws {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            if flag == "--no-browser" || flag == "--verbose" {
                if flag == "--no-browser" { browser = false } else { verbose = true }
                continue
            }
            guard let value = rest.popFirst() else { throw FuzzError(message: "\(flag) needs a value\n\(Self.usage)") }
            switch flag {
            case "--minutes": minutes = try Self.parse(Double(value), flag)
            case "--seed": seed = try Self.parse(UInt64(value), flag)
            case "--palette": palette = value
            case "--work": work = value
            case "--corpus": corpus.append(value)
            default: throw FuzzError(message: "unknown option '\(flag)'\n\(Self.usage)")
            }
        }
        guard FileManager.default.isExecutableFile(atPath: palette) else {
            throw FuzzError(message: "no palette binary at '\(palette)': build it first (swift build -c release)")
        }
    }

    private static func parse<Value>(_ value: Value?, _ flag: String) throws -> Value {
        guard let value else { throw FuzzError(message: "\(flag) needs a number") }
        return value
    }
}

struct FuzzError: Error {
    var message: String
}
