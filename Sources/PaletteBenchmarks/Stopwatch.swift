import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Monotonic wall-clock timing for the benchmarks, in nanoseconds.
enum Stopwatch {
    /// The monotonic clock now, in nanoseconds.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// CPU time used by the whole process so far (every thread), in nanoseconds.
    static func processCPU() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// `getrusage` of this process (`children: false`) or of its finished children.
    static func resourceUsage(children: Bool) -> rusage {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t((children ? RUSAGE_CHILDREN : RUSAGE_SELF).rawValue), &usage)
        #else
        getrusage(children ? RUSAGE_CHILDREN : RUSAGE_SELF, &usage)
        #endif
        return usage
    }

    /// The wall time and the process CPU time of one run of `body`, in nanoseconds. CPU time is
    /// what the work costs whatever else the machine is doing. What `body` returns is released
    /// after the clocks stop: tearing a result down is not part of making it.
    static func sample<Result>(_ body: () throws -> Result) rethrows -> (wall: Double, cpu: Double) {
        let cpu = processCPU(), wall = now()
        let result = try body()
        let sample = (wall: Double(now() - wall), cpu: Double(processCPU() - cpu))
        withExtendedLifetime(result) {}
        return sample
    }

    /// Two workloads measured in alternation, `runs` times each after one warm-up run of each,
    /// so both see the same machine (a busy neighbour or a slow spell hits both): the median
    /// wall and CPU time of each, and the medians of the per-round ratios `second / first`, of
    /// wall time (`ratio`) and of CPU time (`cpuRatio`).
    static func alternating<First, Second>(runs: Int, _ first: () throws -> First, _ second: () throws -> Second)
        rethrows -> (first: (wall: Double, cpu: Double), second: (wall: Double, cpu: Double), ratio: Double, cpuRatio: Double)
    {
        _ = try first()
        _ = try second()
        var firsts: [(wall: Double, cpu: Double)] = [], seconds: [(wall: Double, cpu: Double)] = []
        for _ in 0..<runs {
            firsts.append(try sample(first))
            seconds.append(try sample(second))
        }
        return ((middle(firsts.map(\.wall)), middle(firsts.map(\.cpu))),
                (middle(seconds.map(\.wall)), middle(seconds.map(\.cpu))),
                middle(zip(firsts, seconds).map { $1.wall / $0.wall }), middle(zip(firsts, seconds).map { $1.cpu / $0.cpu }))
    }

    /// The median of `values` (the upper one of an even count).
    private static func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// Nanoseconds taken by `body`.
    static func time(_ body: () throws -> Void) rethrows -> UInt64 {
        let start = now()
        try body()
        return now() - start
    }

    /// The median wall and CPU times of `runs` samples of `body` (`sample`), after one warm-up run.
    static func medians<Result>(runs: Int, _ body: () -> Result) -> (wall: Double, cpu: Double) {
        _ = body()
        let samples = (0..<runs).map { _ in sample(body) }
        return (samples.map(\.wall).sorted()[runs / 2], samples.map(\.cpu).sorted()[runs / 2])
    }

    /// The median of `runs` timings of `body`, in nanoseconds, after one warm-up run.
    static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var samples: [UInt64] = []
        samples.reserveCapacity(runs)
        for _ in 0..<runs { samples.append(try time(body)) }
        samples.sort()
        return Double(samples[samples.count / 2])
    }
}

/// One line of the benchmark report: a named number, its unit, and the goal it is held to.
struct BenchmarkResult {
    var name: String
    var value: Double
    var unit: String
    /// The goal as text (`<= 2 us`), and whether the value meets it; `nil` when the line is informative.
    var goal: (text: String, met: Bool)?

    var line: String {
        let number = value >= 100 ? String(Int(value.rounded())) : format2(value)
        let verdict = goal.map { "  goal \($0.text): \($0.met ? "met" : "MISSED")" } ?? ""
        return "\(name.padding(toLength: 58, withPad: " ", startingAt: 0)) \(number) \(unit)\(verdict)"
    }
}

/// `value` with two decimals, without Foundation.
func format2(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = abs(hundredths % 100)
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
