extension SearchIndex {
    /// The words of `query` as search matches them: folded (``fold(_:)``) and split at
    /// white space, so leading, trailing and repeated spaces do nothing; empty for a blank query.
    public static func words(of query: String) -> [String] {
        fold(query).split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Indices (ascending) of the strings containing every word of `query`, in any order
    /// and anywhere (`ann mar` finds "Marie-Ann"), each word folded as ``matches(_:)``
    /// folds a query; all rows (`0..<count`) when the query has no words (blank).
    /// - Complexity: a full scan for the longest word (the rarest, usually), then each
    ///   other word searched among the rows left (``matches(_:within:)``).
    public func matches(allWordsOf query: String) -> [Int] {
        let words = Self.words(of: query).sorted { $0.utf8.count > $1.utf8.count }
        guard let first = words.first else { return Array(0..<count) }
        var rows = matches(first)
        for word in words.dropFirst() where !rows.isEmpty { rows = matches(word, within: rows) }
        return rows
    }
}
