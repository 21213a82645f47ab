/// A Fenwick (binary indexed) tree of non-negative integers: prefix sums and point updates
/// in O(log n), and the inverse (which element covers a given offset) in O(log n).
///
/// Used for per-row heights in lines, so that offset ↔ row stays O(log n) however many
/// rows there are (Fenwick, "A new data structure for cumulative frequency tables", 1994).
struct FenwickTree: Sendable, Equatable {
    /// `tree[i]` (1-based) is the sum of `values[(i - (i & -i))..<i]`; `tree[0]` is unused.
    var tree: [Int]
    /// The elements themselves, kept for O(1) reads.
    private(set) var values: [Int]

    /// A tree over `count` elements, each `value`.
    /// - Complexity: O(n).
    init(count: Int, value: Int) {
        self.init(Array(repeating: value, count: count))
    }

    /// A tree over `values`.
    /// - Complexity: O(n).
    init(_ values: [Int]) {
        self.init(uncheckedValues: values)
        _checkInvariants()
    }

    /// Builds the nodes from `values` without checking them (the checker builds a tree to
    /// compare with).
    init(uncheckedValues values: [Int]) {
        self.values = values
        tree = [0] + values
        let n = values.count
        if n > 0 {
            for i in 1...n {
                let parent = i + (i & -i)
                if parent <= n { tree[parent] += tree[i] }
            }
        }
    }

    /// The number of elements.
    var count: Int { values.count }

    /// The sum of elements `0..<end`. `end` in `0...count`.
    /// - Complexity: O(log n).
    func prefixSum(_ end: Int) -> Int {
        precondition(end >= 0 && end <= values.count, "prefix end \(end) outside 0...\(values.count)")
        var i = end
        var s = 0
        while i > 0 {
            s += tree[i]
            i -= i & -i
        }
        return s
    }

    /// The sum of all elements.
    var total: Int { prefixSum(values.count) }

    /// Sets element `index` to `value`; returns the change (new − old).
    /// - Complexity: O(log n).
    @discardableResult
    mutating func set(_ index: Int, to value: Int) -> Int {
        let delta = value - values[index]
        guard delta != 0 else { return 0 }
        values[index] = value
        var i = index + 1
        while i <= values.count {
            tree[i] += delta
            i += i & -i
        }
        _checkInvariants()
        return delta
    }

    /// The index of the element covering `offset`: the largest `i` with
    /// `prefixSum(i) <= offset`, clamped to `count - 1`. Zero-size elements are skipped.
    /// - Complexity: O(log n).
    func index(containing offset: Int) -> Int {
        var pos = 0
        var rem = offset
        var step = 1
        while step * 2 <= values.count { step *= 2 }
        while step > 0 {
            let next = pos + step
            if next <= values.count && tree[next] <= rem {
                pos = next
                rem -= tree[next]
            }
            step /= 2
        }
        return min(pos, values.count - 1)
    }
}
