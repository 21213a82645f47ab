extension IndexedCollation {
    /// The section of a string: the index of its title in ``sectionTitles``.
    ///
    /// The bucket is ICU's `AlphabeticIndex::ImmutableIndex::getBucketIndex`, a
    /// primary-strength comparison against the buckets' lower bounds, so case and accents
    /// do not matter where the locale does not make them letters of their own (`é` goes to
    /// `E` in French, `Ä` to `A` in German, `Ä` after `Z` in Swedish). Digits, symbols,
    /// emoji, other scripts and `""` give the last section, `#`.
    /// - Returns: an index in `0 ..< sectionTitles.count`.
    /// - Complexity: O(log b) ICU comparisons for b buckets.
    public func section(for string: String) -> Int {
        section(forBucket: collator.bucketIndex(of: string))
    }

    /// The section of ICU bucket `bucket`; a bucket ICU could not compute (negative, only
    /// on an ICU failure such as memory exhaustion) goes to `#`.
    func section(forBucket bucket: Int) -> Int {
        sectionForBucket.indices.contains(bucket) ? sectionForBucket[bucket] : sectionTitles.count - 1
    }

    /// The section of `object`, keyed by the string at `collationStringKeyPath`.
    /// `UILocalizedIndexedCollation.section(for:collationStringSelector:)`.
    /// - Returns: an index in `0 ..< sectionTitles.count`.
    public func section<T>(for object: T, collationStringKeyPath: KeyPath<T, String>) -> Int {
        section(for: object[keyPath: collationStringKeyPath])
    }

    /// The section of `object`, keyed by the string `collationString` returns for it.
    /// - Returns: an index in `0 ..< sectionTitles.count`.
    public func section<T>(for object: T, collationString: (T) -> String) -> Int {
        section(for: collationString(object))
    }
}
