extension IndexedCollation {
    /// `objects` sorted by the locale's collation of their strings at
    /// `collationStringKeyPath`. Equal strings (by the collator, e.g. composed and
    /// decomposed forms) keep their input order. `UILocalizedIndexedCollation.sortedArray(from:collationStringSelector:)`.
    /// - Complexity: O(L) to make ICU sort keys for L UTF-16 units in all, then an MSD
    ///   radix sort over the keys (O(n) per 8 key bytes that rows share) with `memcmp`
    ///   only for runs under 64 rows. Memory: one buffer of all keys (about 1–2 bytes per
    ///   UTF-16 unit) plus about 40 bytes a row.
    @inlinable
    public func sortedArray<T>(from objects: [T], collationStringKeyPath: KeyPath<T, String>) -> [T] {
        sortedArray(from: objects) { $0[keyPath: collationStringKeyPath] }
    }

    /// `objects` sorted by the locale's collation of the strings `collationString` gives;
    /// stable for equal strings. See ``sortedArray(from:collationStringKeyPath:)``.
    @inlinable
    public func sortedArray<T>(from objects: [T], collationString: (T) -> String) -> [T] {
        let order = sortedOrder(count: objects.count) { collationString(objects[$0]) }
        return [T](unsafeUninitializedCapacity: order.count) { buffer, initialized in
            for (k, i) in order.enumerated() { (buffer.baseAddress! + k).initialize(to: objects[i]) }
            initialized = order.count
        }
    }

    /// The permutation that sorts `count` strings, `string(i)` for `i` in `0 ..< count`:
    /// element k is the input index of the k-th string in collation order.
    @usableFromInline
    func sortedOrder(count: Int, _ string: (Int) -> String) -> [Int] {
        let keys = collator.sortKeys(count: count, withBuckets: false, string)
        var entries = SortEntry.entries(for: keys, sections: nil)
        SortEntry.sort(&entries[...], keys: keys)
        return entries.map { Int($0.index) }
    }

    /// A strict "sorts before" for two strings by this locale's collator (`ucol_strcoll`).
    /// For many strings, ``sortedArray(from:collationString:)`` is much faster.
    public func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        collator.compare(a, b) < 0
    }
}
