import Foundation
import TableKit
import TableKitApps
import TableKitData

/// A row opened: a grouped table with a section per field (the column's name as header)
/// and its value wrapped in full. For a line of text, the line as read wrapped to the
/// width, up to ``DataLimits/displayBytes`` (64 KiB, as every field): a longer line or
/// field (a 50 MB line, a file of NULs) shows its start and how many bytes are not shown,
/// so opening it costs the same as a 64 KiB one, not work in its length per render.
@MainActor
final class RecordDetailViewController: ViewController, TableViewDataSource, TableViewDelegate {
    let tableView = DetailTableView(style: .grouped)
    /// The fields: name and value, in the source's column order.
    let fields: [(name: String, value: String)]
    /// The words of the search the row was opened from, marked in the values; empty for none.
    var matchWords: [String] = []
    /// Each field's whole value, never cut: what Enter opens in a text view.
    let wholeValue: (Int) -> String

    /// The detail of `row` of `source`: every column, or for text the whole record.
    init(source: any TabularSource, row: Int, isText: Bool) {
        if isText {
            fields = [("Line \((row + 1).formatted())", Self.shownLine(source, row: row))]
            wholeValue = { _ in String(decoding: source.record(ofRow: row), as: UTF8.self) }
        } else {
            wholeValue = { source.wholeField(ofRow: row, column: $0) }
            let values = source.fields(ofRow: row)
            fields = source.columns.indices.map { c in
                (
                    source.columns[c].name,
                    Self.shownField(source, row: row, column: c, shown: c < values.count ? values[c] : "")
                )
            }
        }
        super.init()
        title = isText ? "Line \((row + 1).formatted())" : "Row \((row + 1).formatted())"
    }

    /// Line `row` of a text source as shown: cut at ``DataLimits/displayBytes`` (by the
    /// source), followed by a line saying how many bytes are not shown.
    static func shownLine(_ source: any TabularSource, row: Int) -> String {
        let shown = source.field(ofRow: row, column: 0)
        let length = source.recordByteCount(ofRow: row)
        let rest = length - shown.utf8.count
        return rest > 0 ? shown + "\n… \(rest.formatted()) more bytes not shown" : shown
    }

    /// A field of a row as shown: `shown` (cut at ``DataLimits/displayBytes`` by the
    /// source), followed by a line saying how many bytes are not shown when it was cut.
    /// Only a field that long is read again whole, to count them.
    static func shownField(_ source: any TabularSource, row: Int, column: Int, shown: String) -> String {
        guard shown.utf8.count > DataLimits.displayBytes - 4 else { return shown }
        let rest = source.wholeField(ofRow: row, column: column).utf8.count - shown.utf8.count
        return rest > 0 ? shown + "\n… \(rest.formatted()) more bytes not shown" : shown
    }

    override func loadView() { setView(tableView) }

    /// Esc, `q` and ⌫ are the table's back row: the navigation controller's help leaves
    /// them out of its own back entry.
    override func takesKey(_ key: Key) -> Bool { tableView.backAction?.binding.matches(key) ?? false }

    override func viewDidLoad() {
        tableView.register(DetailFieldCell.self, forCellReuseIdentifier: "Field")
        tableView.rowHeight = TableView.automaticDimension
        tableView.estimatedRowHeight = 1
        tableView.allowsSelection = false
        tableView.openValueAction = openValueKeyAction
        // q goes back, as on every screen pushed over another (ViewerKeyMap.back).
        tableView.backAction = KeyAction("back", ViewerKeyMap.current.back) { [weak self] _ in
            self?.navigationController?.popViewController(animated: true) != nil
        }
        tableView.dataSource = self
        tableView.delegate = self
        tableView.reloadData()
    }

    func numberOfSections(in tableView: TableView) -> Int { fields.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { fields[section].name }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        FieldNameHeaderView(name: fields[section].name)
    }  // as written, not capitals

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Field", for: indexPath) as! DetailFieldCell
        let value = fields[indexPath.section].value
        let isNull = value == JSONNull.field
        cell.valueLabel.text = value.isEmpty ? "—" : isNull ? JSONNull.shown : value  // missing, null
        cell.valueLabel.style = value.isEmpty || isNull ? .dim : .plain
        cell.valueLabel.matchWords = matchWords
        return cell
    }
}
