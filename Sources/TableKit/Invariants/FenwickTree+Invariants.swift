extension FenwickTree {
    /// The largest tree checked node by node after each mutation.
    static let fullCheckLimit = 4_096

    /// Checks that every node holds the sum of the values it covers and that no value is
    /// negative. Called after every mutation in checks builds (see ``InternalChecks``).
    /// Trees of up to ``fullCheckLimit`` values are checked whole; larger ones at 64 nodes
    /// spread over the tree, so that a debug build stays usable with millions of rows.
    /// - Complexity: O(n) up to the limit, at most 64 × the limit above it; nothing when
    ///   checks are off.
    @inline(__always)
    func _checkInvariants() {
        #if TABLEKIT_INTERNAL_CHECKS
        InternalChecks.require(
            tree.count == values.count + 1, "FenwickTree",
            "\(tree.count) nodes for \(values.count) values")
        if values.count <= Self.fullCheckLimit {
            for (i, v) in values.enumerated() {
                InternalChecks.require(v >= 0, "FenwickTree", "value \(i) is \(v) < 0")
            }
            let rebuilt = FenwickTree(uncheckedValues: values)
            for i in tree.indices {
                InternalChecks.require(
                    tree[i] == rebuilt.tree[i], "FenwickTree",
                    "node \(i) holds \(tree[i]), the sum of the values it covers is \(rebuilt.tree[i])")
            }
        } else {
            for k in 0..<64 {
                let i = 1 + (k * (tree.count - 1)) / 64
                let low = i - (i & -i)
                if i - low > Self.fullCheckLimit { continue }  // keep each sample O(limit)
                let sum = values[low..<i].reduce(0, +)
                InternalChecks.require(
                    tree[i] == sum, "FenwickTree",
                    "node \(i) holds \(tree[i]), the sum of values \(low)..<\(i) is \(sum)")
            }
        }
        #endif
    }
}
