// palette-fuzz: mutates Contents.json files and runs the real `palette` binary over them.
// `swift run -c release palette-fuzz --minutes 15`; see README ("Fuzzing").
import Foundation

/// Writes a line at once, unbuffered, so progress shows while output goes to a file.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let options: FuzzOptions
do {
    options = try FuzzOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch let error as FuzzError {
    FileHandle.standardError.write(Data("palette-fuzz: \(error.message)\n".utf8))
    exit(64)
}

let seeds = SeedCorpus.load(extra: options.corpus)
guard !seeds.isEmpty else {
    FileHandle.standardError.write(Data("palette-fuzz: no seed files found\n".utf8))
    exit(1)
}
var environment = ["LANG": "C.UTF-8", "TERM": "xterm-256color", "SWIFT_BACKTRACE": "enable=no",
                   "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
environment["HOME"] = ProcessInfo.processInfo.environment["HOME"]
try FileManager.default.createDirectory(atPath: options.work + "/case", withIntermediateDirectories: true)
let report = FuzzReport(folder: options.work + "/findings")
say("palette-fuzz: \(seeds.count) seeds, seed \(options.seed), \(options.minutes) min, findings in \(report.folder)")

var random = SeededRandom(seed: options.seed)
let mutator = Mutator(donors: seeds)
var fuzzCase = FuzzCase(palette: options.palette, environment: environment, folder: options.work + "/case",
                        verbose: options.verbose)
let start = Date()
var cases = 0
while Date().timeIntervalSince(start) < options.minutes * 60 {
    let (bytes, kinds) = mutator.mutated(seeds.randomElement(using: &random)!, using: &random)
    let problems = try fuzzCase.run(bytes, browser: options.browser && cases % 4 == 0, using: &random)
    for problem in problems { try report.record(problem, input: bytes, mutations: kinds.map(\.rawValue)) }
    cases += 1
    if cases % 50 == 0 { say("  \(cases) cases, \(fuzzCase.runs) runs, \(report.summary)") }
}
let elapsed = Int(Date().timeIntervalSince(start))
say("palette-fuzz: \(cases) cases, \(fuzzCase.runs) runs in \(elapsed / 60)m\(String(format: "%02d", elapsed % 60))s: "
      + "\(report.summary) (seed \(options.seed))")
try? FileManager.default.removeItem(atPath: options.work + "/case")
exit(report.isClean ? 0 : 1)
