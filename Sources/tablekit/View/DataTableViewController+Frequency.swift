import TableKit
import TableKitData

/// The frequency table (`F`, VisiData's Shift-F: of the cursor's column, or of the
/// combinations of the key columns marked with `!`) and the rows by value (Enter on a
/// frequency row, `,` on a cell) of the controller: the counting job
/// (``ViewerEffect/startFrequency(id:columns:)``) polled on the tick, the sheets it pushes.
extension DataTableViewController {
    /// The source column under the column cursor (the ←/→ cursor of the table), nil when it
    /// is a `--columns` name the source lacks (a followed file read again).
    var cursorSourceColumn: Int? {
        let shown = visibleColumns
        guard !shown.isEmpty else { return nil }
        let c = shown[min(max(0, tableView.selectedColumn), shown.count - 1)]
        return c >= 0 && c < source.columns.count ? c : nil
    }

    /// The source columns of the key columns shown (``ViewerState/keyColumns``), left to
    /// right; a `--columns` name the source lacks is left out.
    var shownKeyColumns: [Int] {
        let keys = state.keyColumns
        guard !keys.isEmpty else { return [] }
        return shownPositions.filter { keys.contains($0) }.map { config.shownColumns[$0] }
            .filter { $0 >= 0 && $0 < source.columns.count }
    }

    /// `F`: the frequency table of the key columns shown (their combinations when there are
    /// several), else of the cursor's column.
    func askForFrequency() {
        let keys = shownKeyColumns
        if !keys.isEmpty { return send(.frequencyAsked(columns: keys)) }
        guard let c = cursorSourceColumn else { return }
        send(.frequencyAsked(columns: [c]))
    }

    /// `!`: the cursor's column made a key column on this sheet, or no longer one.
    func toggleCursorKeyColumn() {
        let positions = shownPositions
        guard !isText, !positions.isEmpty else { return }
        let i = min(max(0, tableView.selectedColumn), positions.count - 1)
        send(.keyColumnToggled(position: positions[i], at: undoPlace))
    }

    /// Starts the background count `id` of `columns`' values (one column: its values; more:
    /// their combinations) over the rows the screen shows without a search (the filter's,
    /// else every row: the input is complete by then), reporting the rows counted in
    /// ``frequencyProgress``; cancelled, it gives nil.
    func startFrequencyJob(id: Int, columns: [Int]) {
        let (src, progress) = (source, frequencyProgress)
        let rows: RowHits? = state.filter.map { $0.hits ?? RowHits(universe: 0) }
        let collation = config.collation ?? .current
        progress.rows.store(0, ordering: .relaxed)
        frequencyJob?.job.cancel()
        frequencyJob = (
            id,
            jobs.start {
                let told: (Int) -> Void = { progress.rows.store($0, ordering: .relaxed) }
                if columns.count == 1 {
                    return ValueFrequency.count(
                        src, column: columns[0], rows: rows, collation: collation, progress: told
                    )
                    .map(CountedFrequency.values)
                }
                return CombinationFrequency.count(
                    src, columns: columns, rows: rows, collation: collation, progress: told
                ).map(CountedFrequency.combinations)
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

    /// The sheet of a frequency table counted: ``frequencySheet(_:)-(ValueFrequency)`` or
    /// ``combinationSheet(_:)``.
    func frequencySheet(_ counted: CountedFrequency) -> DataTableViewController {
        switch counted {
        case .values(let f): frequencySheet(f)
        case .combinations(let f): combinationSheet(f)
        }
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
            case .otherValues, .combination: return  // values counted together open nothing; no combination here
            }
        }
        return sheet
    }

    /// The key columns' frequency table: a data screen over its combinations
    /// (``FrequencySheet/layout(_:)-(CombinationFrequency)``), titled `FILE › A, B frequency`;
    /// Enter on a combination pushes the rows holding exactly its values
    /// (``combinationRowsSheet(columns:values:)``), the cursor's row kept for Esc back.
    func combinationSheet(_ f: CombinationFrequency) -> DataTableViewController {
        let counted = f.columns.map { source.columns[$0] }
        let names = counted.map { Sanitizer.sanitize($0.name) }.joined(separator: ", ")
        let name = (title ?? source.title) + " › " + names + " frequency"
        let (src, layout) = FrequencySheet.source(f, counting: counted, title: name)
        let sheet = tableSheet(over: src, titled: name)
        sheet.isDerivedSheet = true
        sheet.send(.sheetOpened)
        sheet.onOpenRow = { [weak self, weak sheet] row in
            guard let self, let sheet, case .combination(let i) = layout.meaning[row] else { return }
            sheet.show(self.combinationRowsSheet(columns: f.columns, values: f.entries[i].values))
        }
        return sheet
    }

    /// The rows of this screen whose field in each of source columns `columns` counts under
    /// the value of `values` in the same place (every ``FilterExpression/value(_:inColumn:named:)``
    /// joined with `and`), titled `THIS › A = x, B = y` (`B is blank`).
    func combinationRowsSheet(columns: [Int], values: [String]) -> DataTableViewController {
        let parts = zip(columns, values).map { c, v in
            let name = source.columns[c].name
            return (FilterExpression.value(v, inColumn: c, named: name), Self.valueStep(name, v))
        }
        let filter = parts.dropFirst().reduce(parts[0].0) { $0.and($1.0) }
        return filteredSheet(by: filter, step: parts.map(\.1).joined(separator: ", "))
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
