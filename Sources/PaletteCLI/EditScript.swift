/// The shortest edit script between two sequences of numbers (lines as numbers, equal lines
/// equal numbers), by Myers' O((N+M)D) algorithm in linear space: the middle snake of the
/// region splits it in two, each half solved the same way. Two edits at the two ends of a
/// 20,000-line file cost a few hundred thousand steps, where a table of common subsequences
/// would cost 400 million cells.
///
/// A region whose search would pass the budget (about `budget / (N+M)` rounds, each up to the
/// region's size: some thousand edits in a 20,000-line file) is split where the search from its
/// start got furthest, as GNU diff does when a diff is too expensive: a correct script, if not
/// always the shortest, in bounded time.
struct EditScript {
    enum Step: Equatable { case same, deleted, inserted }

    /// `same`, `deleted` and `inserted` in order: `a` with the deletions and insertions made is `b`.
    private(set) var steps: [Step] = []
    private let a: [Int], b: [Int]
    /// About how many steps the search of a region may take before it is split where it got to.
    private let budget: Int

    init(_ a: [Int], _ b: [Int], budget: Int = 20_000_000) {
        self.a = a
        self.b = b
        self.budget = budget
        steps.reserveCapacity(max(a.count, b.count))
        compare(0, a.count, 0, b.count)
        deletionsFirst()
    }

    /// Each run of edits between two same lines as its deletions, then its insertions, as diff
    /// prints a change (the search may interleave them; the order within each kind is kept).
    private mutating func deletionsFirst() {
        var start = 0
        while start < steps.count {
            guard steps[start] != .same else { start += 1; continue }
            var end = start, deletions = 0
            while end < steps.count, steps[end] != .same {
                if steps[end] == .deleted { deletions += 1 }
                end += 1
            }
            for index in start..<end { steps[index] = index - start < deletions ? .deleted : .inserted }
            start = end
        }
    }

    private mutating func compare(_ aStart: Int, _ aEnd: Int, _ bStart: Int, _ bEnd: Int) {
        var (aStart, aEnd, bStart, bEnd) = (aStart, aEnd, bStart, bEnd)
        while aStart < aEnd, bStart < bEnd, a[aStart] == b[bStart] {
            steps.append(.same)
            aStart += 1
            bStart += 1
        }
        var suffix = 0
        while aStart < aEnd, bStart < bEnd, a[aEnd - 1] == b[bEnd - 1] {
            aEnd -= 1
            bEnd -= 1
            suffix += 1
        }
        if aStart == aEnd || bStart == bEnd {
            steps.append(contentsOf: repeatElement(.deleted, count: aEnd - aStart))
            steps.append(contentsOf: repeatElement(.inserted, count: bEnd - bStart))
        } else if let snake = middleSnake(aStart, aEnd, bStart, bEnd) {
            compare(aStart, snake.x, bStart, snake.y)
            steps.append(contentsOf: repeatElement(.same, count: snake.length))
            compare(snake.x + snake.length, aEnd, snake.y + snake.length, bEnd)
        } else {
            steps.append(contentsOf: repeatElement(.deleted, count: aEnd - aStart))
            steps.append(contentsOf: repeatElement(.inserted, count: bEnd - bStart))
        }
        steps.append(contentsOf: repeatElement(.same, count: suffix))
    }

    /// The snake in the middle of a shortest path through the region (where a path searched from
    /// its start meets one searched from its end), as where it starts and how long it is. The
    /// region's first and last lines differ, so its script has at least two edits and each half
    /// has fewer than the whole. Past the budget, the furthest point the search from the start
    /// reached short of the end (a snake of length 0: both halves are smaller); `nil` for none.
    private func middleSnake(_ aStart: Int, _ aEnd: Int, _ bStart: Int, _ bEnd: Int) -> (x: Int, y: Int, length: Int)? {
        let n = aEnd - aStart, m = bEnd - bStart
        let delta = n - m, oddDelta = delta & 1 != 0
        let maximum = (n + m + 1) / 2
        let offset = maximum + 1
        // The furthest `x` on each diagonal `k = x - y`: forward from the start, and backward
        // from the end in reversed coordinates (`x` counted from the end).
        var forward = [Int](repeating: 0, count: 2 * maximum + 3), backward = forward
        let costLimit = max(64, budget / (n + m))
        for d in 0...maximum {
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1])
                    ? forward[offset + k + 1] : forward[offset + k - 1] + 1
                var y = x - k
                let (startX, startY) = (x, y)
                while x < n, y < m, a[aStart + x] == b[bStart + y] {
                    x += 1
                    y += 1
                }
                forward[offset + k] = x
                // The backward path on the same diagonal, `delta - k` in its coordinates.
                let reversed = delta - k
                if oddDelta, reversed >= -(d - 1), reversed <= d - 1, x + backward[offset + reversed] >= n {
                    return (aStart + startX, bStart + startY, x - startX)
                }
            }
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1])
                    ? backward[offset + k + 1] : backward[offset + k - 1] + 1
                var y = x - k
                let startX = x
                while x < n, y < m, a[aEnd - 1 - x] == b[bEnd - 1 - y] {
                    x += 1
                    y += 1
                }
                backward[offset + k] = x
                let straight = delta - k
                if !oddDelta, straight >= -d, straight <= d, x + forward[offset + straight] >= n {
                    // Counted from the end, the snake ran from `startX` to `x`: forward it starts at `n - x`.
                    return (aEnd - x, bEnd - y, x - startX)
                }
            }
            // Each round of both searches costs up to the region's size.
            if d >= costLimit {
                var best: (x: Int, y: Int)?
                for k in stride(from: -d, through: d, by: 2) {
                    let x = min(forward[offset + k], n), y = x - k
                    guard y >= 0, y <= m, x + y < n + m, x + y > (best.map { $0.x + $0.y } ?? 0) else { continue }
                    best = (x, y)
                }
                return best.map { (aStart + $0.x, bStart + $0.y, 0) }
            }
        }
        return nil
    }
}
