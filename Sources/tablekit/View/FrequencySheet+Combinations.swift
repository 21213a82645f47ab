import TableKitData

/// The frequency table of several key columns (`!`, then `F`) as a table: one row a
/// distinct combination of their values — the values, one column each, its rows, its
/// percent and its bar — most rows first.
extension FrequencySheet {
    /// The sheet's columns: each key column's name and type (its values aligned and sorted
    /// as there), then ``figureColumns``.
    static func columns(counting columns: [Column]) -> [Column] {
        columns.map { Column(name: $0.name, type: $0.type) } + figureColumns
    }

    /// The sheet's rows, one a combination in ``CombinationFrequency/entries`` order (its
    /// values, then ``figures(_:of:top:)``, the bars against the combination with the most
    /// rows), then, when some rows were not counted one combination at a time, a row of
    /// ``otherValues`` in the first column (the others blank).
    static func layout(_ f: CombinationFrequency) -> Layout {
        var rows: [[String]] = []
        var meaning: [Row] = []
        let top = max(f.entries.first?.count ?? 0, f.otherRows)
        for (i, e) in f.entries.enumerated() {
            rows.append(e.values + figures(e.count, of: f.rows, top: top))
            meaning.append(.combination(i))
        }
        if f.otherRows > 0 {
            let blanks = [String](repeating: "", count: max(0, f.columns.count - 1))
            rows.append([otherValues] + blanks + figures(f.otherRows, of: f.rows, top: top))
            meaning.append(.otherValues)
        }
        return Layout(rows: rows, meaning: meaning, bins: nil)
    }

    /// The sheet as a source titled `title`, counting `columns` (the source's columns of
    /// ``CombinationFrequency/columns``), with its layout.
    static func source(_ f: CombinationFrequency, counting columns: [Column], title: String) -> (
        MemoryTableSource, Layout
    ) {
        let layout = layout(f)
        return (MemoryTableSource(title: title, columns: self.columns(counting: columns), rows: layout.rows), layout)
    }
}
