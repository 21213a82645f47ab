import TableKit
import TableKitData

/// What is shown, as rows to write (`--output`, Ctrl-S): the columns shown in their order,
/// the rows of every section in the order they show (filter, search, sort, sections).
extension DataTableViewController {
    /// The source rows shown, in order, section after section.
    var shownRows: [Int] {
        var out: [Int] = []
        out.reserveCapacity(arrangement.rowCount)
        for s in arrangement.sections { s.rows.forEach { out.append($0) } }
        return out
    }

    /// Writes the rows shown, the columns shown, as `format` (``TableExport``); returns the
    /// rows written. A column gone from a followed file read again is blank.
    @discardableResult
    func exportShownRows(
        as format: TableExportFormat, sanitized: Bool = false, to output: ([UInt8]) throws -> Void
    ) throws -> Int {
        try TableExport.write(
            source, rows: shownRows, columns: visibleColumns, format: format, names: exportedNames,
            sanitized: sanitized, to: output)
    }

    /// The names of the columns shown, as the header and the JSON keys: a column gone from
    /// a followed file read again by the name it was chosen by.
    var exportedNames: [String] {
        shownPositions.map { i in
            let c = config.shownColumns[i]
            return c >= 0 && c < source.columns.count ? source.columns[c].name : (config.names.shown?[i] ?? "")
        }
    }
}
