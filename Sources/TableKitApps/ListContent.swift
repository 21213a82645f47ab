import Foundation
import TableKit

/// A list to show in a table: sections of rows, each row a text and an optional detail,
/// with a search index over the row texts. What the Sections app and `tablekit view` show.
public struct ListContent: Sendable {
    /// One row: its text and optional detail text.
    public struct Row: Sendable, Equatable {
        /// The row's text: what is shown and what search matches.
        public var text: String
        /// The detail text shown to the right of the text; nil for none.
        public var detail: String?
        /// More text that search matches but the row does not show (a time zone's old
        /// names, `Calcutta` for `Kolkata`); nil for none.
        public var searchText: String?
        /// More text that the detail search (``ListContent/makeDetailSearchIndex()``)
        /// matches besides the detail: other ways of writing it (a time zone's `+05:30` and
        /// `UTC+05:30` for the `GMT+5:30` shown); nil for none.
        public var detailSearchText: String?
        /// A row with `text`, an optional `detail`, optional hidden `searchText` and
        /// optional hidden `detailSearchText`.
        public init(text: String, detail: String? = nil, searchText: String? = nil, detailSearchText: String? = nil) {
            self.text = text
            self.detail = detail
            self.searchText = searchText
            self.detailSearchText = detailSearchText
        }
        /// What search looks in: the text, then on a line of its own the search text.
        var searchedText: String { searchText.map { text + "\n" + $0 } ?? text }
    }

    /// One section: a header title (nil for none) and its rows in order.
    public struct Section: Sendable, Equatable {
        /// The header title; nil for none.
        public var title: String?
        /// The rows, in order.
        public var rows: [Row]
        /// A section titled `title` (nil for none) holding `rows` in order.
        public init(title: String?, rows: [Row]) {
            self.title = title
            self.rows = rows
        }
    }

    /// A section as shown: its title and the global indices of its rows, ascending.
    public struct ShownSection: Sendable, Equatable {
        /// The index of the section in ``ListContent/sections``.
        public var section: Int
        /// The section's header title; nil for none.
        public var title: String?
        /// The global indices (into ``ListContent/rows``) of the rows shown, ascending.
        public var rows: [Int]
    }

    /// The sections, in order.
    public let sections: [Section]
    /// The collation these sections come from, when the content was made by
    /// ``init(collating:collation:text:detail:)`` or ``collated(by:)``: then `sections` has
    /// exactly one section per `IndexedCollation.sectionTitles` entry, in that order, and
    /// the list's section index is the collation's. nil for any other content.
    public let collation: IndexedCollation?
    /// Every row in section order; a row's global index is its position here.
    public let rows: [Row]
    /// The section of each row, by global index.
    private let sectionOfRow: [Int32]
    private let index: SearchIndex

    /// Content of `sections`, in order, with no collation.
    /// - Complexity: O(rows), folding every text once for search.
    public init(sections: [Section]) {
        self.init(sections: sections, collation: nil)
    }

    /// Content whose sections came from `collation` (or from nowhere in particular, when nil).
    init(sections: [Section], collation: IndexedCollation?) {
        self.sections = sections
        self.collation = collation
        var rows: [Row] = []
        var owner: [Int32] = []
        for (s, sec) in sections.enumerated() {
            rows += sec.rows
            owner += repeatElement(Int32(s), count: sec.rows.count)
        }
        self.rows = rows
        sectionOfRow = owner
        index = SearchIndex(rows.lazy.map(\.searchedText))
    }

    /// The number of rows in all sections.
    public var count: Int { rows.count }

    /// The sections with only the rows whose text (or hidden ``Row/searchText``) contains
    /// every word of `query`, in any order (case- and diacritic-insensitively, literally;
    /// `SearchIndex.matches(allWordsOf:)`). Sections left empty are dropped unless `query`
    /// is blank, which gives every section (empty ones too).
    public func filtered(_ query: String) -> [ShownSection] { filtered(query, using: index) }

    /// ``filtered(_:)`` searching `index`, one string per row in row order (e.g.
    /// ``makeDetailSearchIndex()``). Traps when `index` does not have one string per row.
    public func filtered(_ query: String, using index: SearchIndex) -> [ShownSection] {
        precondition(index.count == rows.count, "the search index has \(index.count) strings for \(rows.count) rows")
        if SearchIndex.words(of: query).isEmpty {
            var start = 0
            return sections.enumerated().map { s, sec in
                defer { start += sec.rows.count }
                return ShownSection(section: s, title: sec.title, rows: Array(start..<(start + sec.rows.count)))
            }
        }
        var out: [ShownSection] = []
        for i in index.matches(allWordsOf: query) {
            let s = Int(sectionOfRow[i])
            if out.last?.section != s { out.append(ShownSection(section: s, title: sections[s].title, rows: [])) }
            out[out.count - 1].rows.append(i)
        }
        return out
    }

    /// A search index over each row's text, hidden search text, detail and hidden detail
    /// search text (time zones by offset, states by capital), each on a line of its own,
    /// for ``filtered(_:using:)``.
    /// - Complexity: O(total length), folding every string once.
    public func makeDetailSearchIndex() -> SearchIndex {
        SearchIndex(
            rows.lazy.map { row in
                [row.searchedText, row.detail, row.detailSearchText].compactMap { $0 }.joined(separator: "\n")
            })
    }
}
