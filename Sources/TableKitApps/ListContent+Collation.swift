import Foundation
import TableKit

/// Lists filed by a locale's collation: the shape of UIKit's indexed-list samples (States,
/// TimeZones), where `UILocalizedIndexedCollation` gives the sections, their order, the
/// rows' order within each, and the section index.
extension ListContent {
    /// Files `items` into `collation`'s sections, each sorted by the collation.
    ///
    /// Every section of `IndexedCollation.sectionTitles` is kept, empty ones included, so
    /// that section `s` is the collation's section `s` and the section index lists every
    /// title (UIKit's States sample: the index shows the whole alphabet; header titles only
    /// for sections with rows, which ``IndexedListViewController`` does).
    ///
    /// - Parameters:
    ///   - items: the rows' models, in any order.
    ///   - collation: files and sorts them; kept as ``collation``.
    ///   - text: a row's text, also the string it is filed and sorted by (UIKit's
    ///     `collationStringSelector`).
    ///   - detail: a row's detail text; nil for none.
    /// - Complexity: that of `IndexedCollation.sections(from:keepingEmptySections:collationString:)`
    ///   (about O(n log n) over the n texts) plus O(n) to fold the texts for search.
    public init<Item>(
        collating items: [Item], collation: IndexedCollation,
        text: (Item) -> String, detail: (Item) -> String? = { _ in nil }
    ) {
        let rows = items.map { Row(text: text($0), detail: detail($0)) }
        self.init(collating: rows, collation: collation)
    }

    /// Files rows into `collation`'s sections by their text. See
    /// ``init(collating:collation:text:detail:)``.
    public init(collating rows: [Row], collation: IndexedCollation) {
        let sections = collation.sections(from: rows, keepingEmptySections: true) { $0.text }
            .map { Section(title: $0.title, rows: $0.rows) }
        self.init(sections: sections, collation: collation)
    }

    /// The same rows, every section flattened and filed again by `collation`: what
    /// `sections --locale` and `tablekit view --collate` show. Details are kept; the old
    /// section titles are dropped.
    /// - Complexity: as ``init(collating:collation:text:detail:)`` over ``rows``.
    public func collated(by collation: IndexedCollation) -> ListContent {
        ListContent(collating: rows, collation: collation)
    }
}
