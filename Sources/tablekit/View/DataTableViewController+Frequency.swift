import TableKit
import TableKitData

/// The frequency table (`F`, VisiData's Shift-F) and the rows by value (Enter on a
/// frequency row, `,` on a cell) of the controller: the counting job
/// (``ViewerEffect/startFrequency(id:column:)``) polled on the tick, the sheets it pushes.
extension DataTableViewController {
    /// The source column under the column cursor (the ←/→ cursor of the table), nil when it
    /// is a `--columns` name the source lacks (a followed file read again).
    var cursorSourceColumn: Int? {
        let shown = visibleColumns
        guard !shown.isEmpty else { return nil }
        let c = shown[min(max(0, tableView.selectedColumn), shown.count - 1)]
        return c >= 0 && c < source.columns.count ? c : nil
    }

    /// `F`: the frequency table of the cursor's column.
    func askForFrequency() {
        guard let c = cursorSourceColumn else { return }
        send(.frequencyAsked(column: c))
    }

    /// Starts the background count `id` of `column`'s values over the rows the screen
    /// shows without a search (the filter's, else every row: the input is complete by
    /// then), reporting the rows counted in ``frequencyProgress``; cancelled, it gives nil.
    func startFrequencyJob(id: Int, column: Int) {
        let (src, progress) = (source, frequencyProgress)
        let rows: RowHits? = state.filter.map { $0.hits ?? RowHits(universe: 0) }
        let collation = config.collation ?? .current
        progress.rows.store(0, ordering: .relaxed)
        frequencyJob?.job.cancel()
        frequencyJob = (
            id,
            jobs.start {
                ValueFrequency.count(
                    src, column: column, rows: rows, collation: collation,
                    progress: { progress.rows.store($0, ordering: .relaxed) })
            }
        )
    }

    /// Applies the frequency table once its job finished; true when it did.
    func applyFinishedFrequency() -> Bool {
        guard let j = frequencyJob, let result = j.job.poll() else { return false }
        frequencyJob = nil
        if let f = result { send(.frequencyFinished(f)) } else { send(.frequencyCancelled) }
        return true
    }

    /// The frequency table's sheet: a data screen over its rows (``FrequencySheet``), titled
    /// `FILE › COLUMN frequency`; Enter on a value pushes the rows with that value
    /// (``valueSheet(column:value:)``), on a bin of numbers its rows (`FILE › pop 10 – 20`),
    /// the cursor's row kept for Esc back.
    func frequencySheet(_ f: ValueFrequency) -> DataTableViewController {
        let counted = source.columns[f.column]
        let name = (title ?? source.title) + " › " + Sanitizer.sanitize(counted.name) + " frequency"
        let (src, layout) = FrequencySheet.source(f, counting: counted, title: name)
        let sheet = tableSheet(over: src, titled: name)
        sheet.isDerivedSheet = true
        sheet.send(.sheetOpened)
        sheet.onOpenRow = { [weak self, weak sheet] row in
            guard let self, let sheet else { return }
            switch layout.meaning[row] {
            case .value(let i): sheet.show(self.valueSheet(column: f.column, value: f.entries[i].value))
            case .bin(let i):
                guard let bins = layout.bins else { return }
                let name = self.source.columns[f.column].name
                let (lower, upper) = bins.labelledBounds(i)
                sheet.show(
                    self.filteredSheet(
                        by: FilterExpression.bin(i, of: bins, inColumn: f.column, named: name),
                        step: Sanitizer.sanitize(name) + " " + lower + " – " + upper))
            case .otherValues: return  // the rows of values counted together open nothing
            }
        }
        return sheet
    }

    /// `,` (VisiData's comma): the rows whose cell in the cursor's column has the cursor
    /// cell's value, as a sheet pushed over this one. Nothing without a cursor row, or on a
    /// row read back from the end before the count (not numbered yet).
    func showRowsWithCursorValue() {
        guard let ip = tableView.cursorIndexPath, tableView.isValid(ip), let c = cursorSourceColumn else { return }
        let r = row(at: ip)
        guard r >= 0 else { return }
        show(valueSheet(column: c, value: ValueFrequency.value(of: source.field(ofRow: r, column: c))))
    }

    /// The rows of this screen whose field in source column `column` counts under `value`
    /// (``FilterExpression/value(_:inColumn:named:)``), titled `THIS › COLUMN = value`
    /// (`COLUMN is blank`): ``filteredSheet(by:step:)``.
    func valueSheet(column: Int, value: String) -> DataTableViewController {
        let name = source.columns[column].name
        return filteredSheet(
            by: FilterExpression.value(value, inColumn: column, named: name), step: Self.valueStep(name, value))
    }

    /// The rows of this screen (its filter's, the same columns, sort and pick) that satisfy
    /// `filter` too, as a screen over the same source titled `THIS › STEP`. It filters as
    /// `--where` does (at once for a small input read whole, else in the background), Enter
    /// opens or picks as here, Esc goes back.
    func filteredSheet(by filter: FilterExpression, step: String) -> DataTableViewController {
        let expression = state.filter.map { $0.expression.and(filter) } ?? filter
        var sheetConfig = config
        sheetConfig.follow = false  // the rows that come are filtered; the cursor stays put
        sheetConfig.maxRows = nil  // the source is bounded already
        sheetConfig.picksInOpenedScreen = false
        if !state.hiddenColumns.isEmpty {  // the columns shown, without those hidden with `-`
            let positions = shownPositions
            sheetConfig.shownColumns = visibleColumns
            sheetConfig.names.shown =
                config.names.shown.map { n in positions.map { n[$0] } }
                ?? visibleColumns.map { $0 >= 0 && $0 < source.columns.count ? source.columns[$0].name : "" }
            sheetConfig.showsColumnsFoundLater = false
        }
        let sheet = DataTableViewController(source: source, config: sheetConfig, isText: isText)
        sheet.title = (title ?? source.title) + " › " + step
        sheet.jobs = jobs
        sheet.printsOnce = printsOnce
        sheet.isDerivedSheet = true
        sheet.readsHeaderRow = readsHeaderRow
        sheet.onOpenRow = onOpenRow
        _ = sheet.view
        sheet.tableView.selectedColumn = tableView.selectedColumn  // the column cursor stays on its column
        sheet.filter(by: expression)
        if let k = state.sortKey {
            sheet.sort(byKeys: [RowOrder.Key(column: k.column, ascending: k.ascending)] + k.thenBy)
        }
        sheet.send(.sheetOpened)
        return sheet
    }

    /// One step of a sheet's title path: `country = Japan`, `country is blank`; the name
    /// and the value sanitised.
    static func valueStep(_ name: String, _ value: String) -> String {
        let column = Sanitizer.sanitize(name)
        return value.isEmpty ? column + " is blank" : column + " = " + Sanitizer.sanitize(value)
    }
}
