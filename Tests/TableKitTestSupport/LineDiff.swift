/// A line diff for failure messages: the longest common subsequence of the two line
/// lists, printed as `  ` (same), `- ` (only expected) and `+ ` (only actual) lines, with
/// unchanged runs longer than `context` lines on either side of a change shown as `…`.
public enum LineDiff {
    /// The diff of `expected` against `actual`; empty when they are equal.
    /// - Complexity: O(n × m) time and memory for n and m lines (screens are small).
    public static func diff(expected: [String], actual: [String], context: Int = 2) -> String {
        if expected == actual { return "" }
        let n = expected.count
        let m = actual.count
        // lcs[i][j]: length of the LCS of expected[i...] and actual[j...].
        var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = expected[i] == actual[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var ops: [(Character, String)] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n && j < m && expected[i] == actual[j] {
                ops.append((" ", expected[i]))
                i += 1
                j += 1
            } else if j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j]) {
                ops.append(("+", actual[j]))
                j += 1
            } else {
                ops.append(("-", expected[i]))
                i += 1
            }
        }
        let changed = ops.indices.filter { ops[$0].0 != " " }
        var out: [String] = []
        var skipped = false
        for k in ops.indices {
            let near = changed.contains { abs($0 - k) <= context }
            if near {
                out.append("\(ops[k].0) \(ops[k].1)")
                skipped = false
            } else if !skipped {
                out.append("  …")
                skipped = true
            }
        }
        return out.joined(separator: "\n")
    }
}
