import Foundation
import TableKit
import TableKitData

/// What the data screen of `tablekit view` shows and does, resolved against the source's
/// columns: a value, so the screens can be built and tested without parsing options.
struct ViewConfiguration {
    /// The source's columns shown, in order (`--columns`); all of them by default.
    var shownColumns: [Int]
    /// The column whose values group rows into sections (`--section-by`), or nil.
    var sectionColumn: Int?
    /// With ``sectionColumn``: sections by this collation's first-letter rules (`--collate`).
    var collation: IndexedCollation?
    /// The column searched (`--search-column`), or nil for every column.
    var searchColumn: Int?
    /// Pick mode: Enter prints the chosen rows and exits 0; nil shows a row's detail.
    var pick: PickMode?
    /// Pick mode goes on in the screen a row opens (the SQLite table list: Enter opens a
    /// table, whose Enter picks); Esc here cancels the pick.
    var picksInOpenedScreen = false
    /// The table's style (`--style`).
    var style: TableView.Style = .plain
    /// `--follow`: the screen starts at the end and stays there as lines are appended.
    var follow = false
    /// `--max-rows N`: the screen shows the first N rows at most (`RowBoundSource`), and
    /// the input stops loading past them; nil: every row.
    var maxRows: Int?
    /// No `--columns`: every column is shown, including those a source finds while
    /// loading (a JSON key first seen far down the file), added at the right.
    var showsColumnsFoundLater = false
    /// The names behind the indices above, as the source spelled them when resolved: a
    /// followed file read again (`--follow`) finds its columns again by name
    /// (``DataTableViewController/resolveColumnsByName()``).
    var names = ColumnNames()

    /// The columns chosen by name: `--columns` (nil: every column), `--section-by`,
    /// `--search-column` and `--print-column`.
    struct ColumnNames {
        var shown: [String]?
        var section: String?
        var search: String?
        var print: String?
    }

    /// The index standing for a column chosen by name that the source read again does
    /// not have (``DataTableViewController/resolveColumnsByName()``): shown blank,
    /// never sorted by, grouping every row into one `(blank)` section.
    static let missingColumn = -1

    /// `--pick` and its options.
    struct PickMode {
        /// `--multi`: Space marks several rows.
        var multiple = false
        /// `--print-column`: print this column's value instead of the row as read.
        var printColumn: Int?
    }

    /// The configuration for `source` from the parsed options. Standard input that has
    /// not written (`PendingInputSource`) has no columns yet: the names are kept and found
    /// when it opens (``DataTableViewController/rebuildColumnsByName()``), its one
    /// placeholder column shown meanwhile.
    /// - Throws: ``DataError`` naming an unknown column and listing the known ones;
    ///   ``CollationError`` for an unknown `--collate` locale.
    static func resolve(
        _ source: any TabularSource, columns: String?, sectionBy: String?, collate: String?,
        searchColumn: String?, pick: Bool, multiple: Bool, printColumn: String?,
        style: TableView.Style
    ) throws -> ViewConfiguration {
        if source is PendingInputSource {
            var config = ViewConfiguration(shownColumns: [0], style: style)
            config.showsColumnsFoundLater = columns == nil
            config.collation = try collate.map { locale throws(CollationError) in try IndexedCollation(locale: locale) }
            if pick || multiple || printColumn != nil { config.pick = PickMode(multiple: multiple) }
            config.names = ColumnNames(
                shown: columns.map { ColumnSelection.names($0) }, section: sectionBy, search: searchColumn,
                print: printColumn)
            return config
        }
        do {
            return try resolveNow(
                source, columns: columns, sectionBy: sectionBy, collate: collate, searchColumn: searchColumn,
                pick: pick, multiple: multiple, printColumn: printColumn, style: style)
        } catch is DataError where !source.progress.isComplete {
            // A name no column has yet may be a JSON key first seen further down: look again
            // once every record is read.
            source.waitUntilComplete()
            return try resolveNow(
                source, columns: columns, sectionBy: sectionBy, collate: collate, searchColumn: searchColumn,
                pick: pick, multiple: multiple, printColumn: printColumn, style: style)
        }
    }

    /// Refuses `columns` when a name of ``names`` is none of them: the check made at start
    /// (``resolve(_:columns:sectionBy:collate:searchColumn:pick:multiple:printColumn:style:)``),
    /// made when standard input or a database opens after the screen came.
    /// - Throws: ``DataError`` as `ColumnSelection.indices(of:in:)` words it, naming the
    ///   first unknown name and listing the columns.
    func checkNames(in columns: [Column]) throws(DataError) {
        let all = (names.shown ?? []) + [names.section, names.search, names.print].compactMap { $0 }
        _ = try ColumnSelection.indices(of: all, in: columns)
    }

    private static func resolveNow(
        _ source: any TabularSource, columns: String?, sectionBy: String?, collate: String?,
        searchColumn: String?, pick: Bool, multiple: Bool, printColumn: String?,
        style: TableView.Style
    ) throws -> ViewConfiguration {
        let cols = source.columns
        let shown =
            try columns.map { try ColumnSelection.indices(of: ColumnSelection.names($0), in: cols) }
            ?? Array(cols.indices)
        guard !shown.isEmpty else {
            throw DataError(
                "--columns names no column (the columns are: \(cols.map { Sanitizer.sanitize($0.name) }.joined(separator: ", ")))"
            )
        }
        var config = ViewConfiguration(shownColumns: shown, style: style)
        config.showsColumnsFoundLater = columns == nil
        config.sectionColumn = try sectionBy.map { try ColumnSelection.index(of: $0, in: cols) }
        config.collation = try collate.map { locale throws(CollationError) in try IndexedCollation(locale: locale) }
        config.searchColumn = try searchColumn.map { try ColumnSelection.index(of: $0, in: cols) }
        if pick || multiple || printColumn != nil {
            config.pick = PickMode(
                multiple: multiple, printColumn: try printColumn.map { try ColumnSelection.index(of: $0, in: cols) })
        }
        config.names = ColumnNames(
            shown: columns == nil ? nil : shown.map { cols[$0].name },
            section: config.sectionColumn.map { cols[$0].name },
            search: config.searchColumn.map { cols[$0].name },
            print: config.pick?.printColumn.map { cols[$0].name })
        return config
    }
}
