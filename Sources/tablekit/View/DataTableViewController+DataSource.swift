import Foundation
import TableKit
import TableKitData

/// The data screen as its table's data source: the arrangement's sections and rows, each
/// cell's fields, section titles and the section index.
extension DataTableViewController {
    func numberOfSections(in tableView: TableView) -> Int { arrangement.sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        arrangement.sections[section].rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath) as! TableViewColumnCell
        let r = row(at: indexPath)
        let raw = rawFields(ofRow: r)
        cell.fields = raw.map(JSONNull.shownText)
        cell.fieldStyles = [:]
        for (i, v) in raw.enumerated() where v == JSONNull.field { cell.fieldStyles[i] = .dim }  // null, not "null"
        cell.matchWords = searchController.isActive ? searchWords : []
        return cell
    }

    func tableView(_ tableView: TableView, textForColumn column: Int, at indexPath: IndexPath) -> String {
        let c = visibleColumns[column]  // missing (``ViewConfiguration/missingColumn``): blank
        guard c >= 0 else { return "" }
        // A row not read yet gives no width: its "…" would size the column to one.
        return fieldsIfRead(ofRow: row(at: indexPath)).map { JSONNull.shownText($0[c]) } ?? ""
    }

    func tableView(_ tableView: TableView, textsForColumnsAt indexPath: IndexPath) -> [String] {
        fields(ofRow: row(at: indexPath))
    }

    /// The shown columns' fields of source row `r` as shown (a JSON null as `null`), from
    /// one read of its record.
    func fields(ofRow r: Int) -> [String] { rawFields(ofRow: r).map(JSONNull.shownText) }

    /// What a field not read yet shows (a SQLite page far from a query's start, read in the
    /// background): drawn again once it is read.
    static let unreadField = "…"

    /// The shown columns' fields of source row `r` as the source gives them (a JSON null
    /// as ``JSONNull/field``, a missing field as ""), or ``unreadField`` for each while the
    /// source reads the row in the background.
    func rawFields(ofRow r: Int) -> [String] {
        guard let all = fieldsIfRead(ofRow: r) else { return visibleColumns.map { _ in Self.unreadField } }
        return visibleColumns.map { $0 >= 0 && $0 < all.count ? all[$0] : "" }
    }

    /// The fields of row `r` as the source gives them, or nil while not read
    /// (``TabularSource/fieldsIfRead(ofRow:)``); a row read back from the end (< 0) from
    /// ``ViewerState/end``.
    func fieldsIfRead(ofRow r: Int) -> [String]? {
        guard r < 0 else { return source.fieldsIfRead(ofRow: r) }
        guard let rows = state.end?.fields, r >= -rows.count else { return nil }
        return rows[rows.count + r]
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        arrangement.sections[section].title
    }

    func sectionIndexTitles(for tableView: TableView) -> [String]? {
        guard let grouping = state.grouping, !searchController.isActive else { return nil }
        return [TableView.indexSearch] + (grouping.indexTitles ?? arrangement.sections.map { $0.title ?? "" })
    }

    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        guard index > 0 else { return -1 }
        guard state.grouping?.indexTitles != nil else { return index - 1 }
        // The collation's section for the title, or the next one shown (UIKit's States sample).
        let target = index - 1
        return arrangement.sections.firstIndex { ($0.collationSection ?? 0) >= target }
            ?? max(0, arrangement.sections.count - 1)
    }
}
