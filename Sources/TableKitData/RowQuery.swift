import TableKit

/// A search typed in the search bar, ready to match rows: case- and diacritic-insensitive
/// (TableKit's `SearchIndex.fold`), literal, every word required in any order.
///
/// `"  ann marie "` has the words `ann` and `marie` and matches "Marie-Ann"; leading and
/// trailing spaces are ignored; a query of only spaces matches every row.
public struct RowQuery: Sendable, Equatable {
    /// The folded words (UTF-8), each non-empty, in the order typed.
    public let words: [[UInt8]]
    /// The column searched (an index into ``TabularSource/columns``), or nil for all of them
    /// (`--search-column NAME` chooses one).
    public let column: Int?
    /// The regular expression of regex mode (⌃R, `--regex`), nil for words. A query with a
    /// pattern has no ``words``: it is answered by ``RowPattern/hits(_:in:among:columns:)``
    /// over the rows' fields, never by a source's word search.
    public let pattern: RowPattern?

    /// The query for `text`, split at whitespace, searching `column` or every column.
    public init(_ text: String, column: Int? = nil) {
        words = text.split(whereSeparator: { $0.isWhitespace })
            .map { Array(SearchIndex.fold(String($0)).utf8) }
            .filter { !$0.isEmpty }
        self.column = column
        pattern = nil
    }

    /// The regex-mode query of `pattern` in `column` (nil: every column).
    public init(pattern: RowPattern, column: Int? = nil) {
        (words, self.column, self.pattern) = ([], column, pattern)
    }

    /// A query of folded `words` (as ``words``) in `column`.
    init(words: [[UInt8]], column: Int?) {
        self.words = words
        self.column = column
        pattern = nil
    }

    /// True when the query has no word and no pattern: every row matches.
    public var isEmpty: Bool { words.isEmpty && pattern == nil }

    /// Whether `folded` (a row's folded text) contains every word. O(words × length).
    public func matches(folded: UnsafeBufferPointer<UInt8>) -> Bool {
        words.allSatisfy { w in
            w.withUnsafeBufferPointer { ByteSearch.find($0, in: folded.baseAddress!, from: 0, to: folded.count) != nil }
        }
    }

    /// Whether the row text `text` (not folded) contains every word after folding.
    public func matches(_ text: String) -> Bool {
        if let pattern { return pattern.matches(text) }
        if isEmpty { return true }
        var folded = Array(SearchIndex.fold(text).utf8)
        if folded.isEmpty { return false }
        return folded.withUnsafeMutableBufferPointer { matches(folded: UnsafeBufferPointer($0)) }
    }
}
