extension IndexedCollation {
    /// Groups `objects` into the collation's sections, each sorted by the collation: the
    /// usual UIKit recipe (`section(for:collationStringSelector:)` per object, then
    /// `sortedArray(from:collationStringSelector:)` per section) in one pass.
    ///
    /// - Parameters:
    ///   - objects: the rows, in any order.
    ///   - collationStringKeyPath: the string each row is filed and sorted by.
    ///   - keepingEmptySections: `true` returns one section per ``sectionTitles`` entry, in
    ///     that order, empty ones included (what a table view with a full section index
    ///     wants); `false` drops sections without rows, keeping the order.
    /// - Returns: sections in ``sectionTitles`` order; every object appears exactly once.
    /// - Complexity: O(n log b) ICU comparisons to bucket n rows among b buckets, O(L) to
    ///   make sort keys for L UTF-16 units in all, then an MSD radix sort over the keys
    ///   (O(n) per 8 key bytes that rows share) with `memcmp` only for runs under 64 rows.
    ///   Memory: one buffer of all sort keys plus about 40 bytes a row.
    @inlinable
    public func sections<T>(
        from objects: [T],
        collationStringKeyPath: KeyPath<T, String>,
        keepingEmptySections: Bool = true
    ) -> [CollatedSection<T>] {
        sections(from: objects, keepingEmptySections: keepingEmptySections) { $0[keyPath: collationStringKeyPath] }
    }

    /// Groups `objects` into sorted sections by the string `collationString` gives for
    /// each. See ``sections(from:collationStringKeyPath:keepingEmptySections:)``.
    @inlinable
    public func sections<T>(
        from objects: [T],
        keepingEmptySections: Bool = true,
        collationString: (T) -> String
    ) -> [CollatedSection<T>] {
        let order = collatedOrder(count: objects.count) { collationString(objects[$0]) }
        var result: [CollatedSection<T>] = []
        result.reserveCapacity(sectionTitles.count)
        for (section, title) in sectionTitles.enumerated() {
            let range = order.sectionRanges[section]
            if range.isEmpty && !keepingEmptySections { continue }
            result.append(CollatedSection(title: title, rows: order.indices[range].map { objects[$0] }))
        }
        return result
    }

    /// Row indices grouped by section and sorted within each: `indices[sectionRanges[s]]`
    /// are the input indices of section `s`, in collation order.
    @usableFromInline
    struct CollatedOrder: Sendable {
        @usableFromInline var indices: [Int]
        @usableFromInline var sectionRanges: [Range<Int>]
    }

    /// Buckets and sorts `count` strings, `string(i)` for `i` in `0 ..< count`.
    @usableFromInline
    func collatedOrder(count: Int, _ string: (Int) -> String) -> CollatedOrder {
        let keys = collator.sortKeys(count: count, withBuckets: true, string)
        let sectionCount = sectionTitles.count
        let sections = keys.buckets.map { Int32(section(forBucket: Int($0))) }
        // Counting sort by section (stable, so ties stay in input order), then sort each
        // section's slice by key.
        var starts = [Int](repeating: 0, count: sectionCount + 1)
        for s in sections { starts[Int(s) + 1] += 1 }
        for s in 0..<sectionCount { starts[s + 1] += starts[s] }
        var fill = starts
        var entries = [SortEntry](repeating: SortEntry(prefix: 0, index: 0, section: 0), count: count)
        SortEntry.forEachEntry(of: keys, sections: sections) { entry in
            entries[fill[Int(entry.section)]] = entry
            fill[Int(entry.section)] += 1
        }
        let ranges = (0..<sectionCount).map { starts[$0]..<starts[$0 + 1] }
        SortEntry.sort(&entries, inRanges: ranges, keys: keys)
        return CollatedOrder(indices: entries.map { Int($0.index) }, sectionRanges: ranges)
    }
}
